"use client";
// In an embed, tells the host page the booking succeeded (id and times only)
// and hands it the redirect URL to open in the top window. The link stays as
// a fallback should the host page not act on it.
import { EmbedBridge } from "./embed-bridge";
import { useConfirmationEmbedEvents } from "./hooks/use-embed-events";

interface Props {
  origin?: string;
  embedId?: string;
  booking?: { bookingId: string; start: string; end: string };
  redirect?: string;
  continueLabel: string;
}

function Notify({ booking, redirect, continueLabel }: Omit<Props, "origin" | "embedId">) {
  useConfirmationEmbedEvents(booking, redirect);
  return redirect ? (
    <a href={redirect} target="_top" className="primary-button self-start">
      {continueLabel}
    </a>
  ) : null;
}

export function EmbedBookedNotice({ origin, embedId, ...rest }: Props) {
  return (
    <EmbedBridge origin={origin} embedId={embedId}>
      <Notify {...rest} />
    </EmbedBridge>
  );
}
