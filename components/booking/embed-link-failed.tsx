"use client";
// In an embed of a link that cannot be booked (unknown, or disabled): tells
// the host page so, with a code, after `ready` like any embed.
import { useEffect } from "react";
import type { LinkFailureCode } from "@/lib/embed/embed-events";
import type { EmbedOptions } from "@/lib/embed/embed-options";
import { EmbedBridge } from "./embed-bridge";
import { useEmbedEvents } from "./hooks/use-embed-events";

function ReportFailure({ code }: { code: LinkFailureCode }) {
  const send = useEmbedEvents();
  useEffect(() => send({ type: "link-failed", code }), [send, code]);
  return null;
}

export function EmbedLinkFailed({ embed, code }: { embed: EmbedOptions; code: LinkFailureCode }) {
  return (
    <EmbedBridge origin={embed.embedOrigin} embedId={embed.embedId}>
      <ReportFailure code={code} />
    </EmbedBridge>
  );
}
