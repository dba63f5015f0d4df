"use client";
// Inside the iframe: sends embed events to the embedding page's exact origin,
// and reports the content's height whenever it changes.
import { type ReactNode, useMemo } from "react";
import { EMBED_EVENT_SOURCE, type EmbedEventEnvelope } from "@/lib/embed/embed-events";
import { EmbedEventsContext, type SendEmbedEvent, useFrameEvents } from "./hooks/use-embed-events";

function makeSender(origin: string | undefined, embedId: string | undefined): SendEmbedEvent {
  return (event) => {
    if (!origin || !embedId || window.parent === window) return;
    // Only when the frame really sits on that origin (Chrome tells us), so a
    // page cannot learn events by claiming another site's origin.
    const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
    if (ancestors && ancestors.length > 0 && ancestors[0] !== origin) return;
    const envelope: EmbedEventEnvelope = { source: EMBED_EVENT_SOURCE, embedId, event };
    window.parent.postMessage(envelope, origin);
  };
}

export function EmbedBridge({ origin, embedId, children }: { origin?: string; embedId?: string; children: ReactNode }) {
  // One sender per frame, so the effects that send stay put across renders.
  const send = useMemo(() => makeSender(origin, embedId), [origin, embedId]);
  useFrameEvents(send);
  return <EmbedEventsContext.Provider value={send}>{children}</EmbedEventsContext.Provider>;
}
