"use client";
// Inside the iframe: sends embed events to the embedding page's exact origin,
// reports the content's height whenever it changes, and takes the host page's
// commands (hooks/use-host-commands.ts).
import { type ReactNode, useMemo } from "react";
import { EMBED_EVENT_SOURCE, type EmbedEvent, type EmbedEventEnvelope } from "@/lib/embed/embed-events";
import { EmbedEventsContext, type SendEmbedEvent, useFrameEvents } from "./hooks/use-embed-events";
import { useHostCommands } from "./hooks/use-host-commands";

function makeSender(origin: string | undefined, embedId: string | undefined): SendEmbedEvent {
  const post = (event: EmbedEvent) => {
    if (!origin || !embedId || window.parent === window) return;
    // Only when the frame really sits on that origin (Chrome tells us), so a
    // page cannot learn events by claiming another site's origin.
    const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
    if (ancestors && ancestors.length > 0 && ancestors[0] !== origin) return;
    const envelope: EmbedEventEnvelope = { source: EMBED_EVENT_SOURCE, embedId, event };
    window.parent.postMessage(envelope, origin);
  };
  // `ready` goes first and once: the page's own effects (slots-loaded, link-failed) run before the bridge's, which
  // sends it, so what they send waits for it. (embed.js also passes on one `ready` per embed, whatever page loads.)
  let ready = false;
  const waiting: EmbedEvent[] = [];
  return (event) => {
    if (event.type === "ready") {
      if (ready) return;
      ready = true;
      post(event);
      for (const held of waiting.splice(0)) post(held);
    } else if (ready) post(event);
    else waiting.push(event);
  };
}

export function EmbedBridge({ origin, embedId, children }: { origin?: string; embedId?: string; children: ReactNode }) {
  // One sender per frame, so the effects that send stay put across renders.
  const send = useMemo(() => makeSender(origin, embedId), [origin, embedId]);
  useFrameEvents(send);
  useHostCommands(origin, embedId, send);
  return <EmbedEventsContext.Provider value={send}>{children}</EmbedEventsContext.Provider>;
}
