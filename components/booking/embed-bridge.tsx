"use client";
// Inside the iframe: sends embed events to the embedding page's exact origin, and
// reports the content's height whenever it changes.
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { EMBED_EVENT_SOURCE, type EmbedEvent, type EmbedEventEnvelope } from "@/lib/embed/embed-events";

type Emit = (event: EmbedEvent) => void;
const EmbedContext = createContext<Emit>(() => {});

/** Events for the host page; a no-op outside an embed. */
export const useEmbedEvents = () => useContext(EmbedContext);

function makeEmit(origin: string | undefined, embedId: string | undefined): Emit {
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
  const emit = makeEmit(origin, embedId);
  useEffect(() => {
    emit({ type: "ready" });
    let last = 0;
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      // Whole pixels and only on change, so resizing the frame cannot loop.
      if (height !== last) {
        last = height;
        emit({ type: "resize", height });
      }
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    report();
    return () => observer.disconnect();
    // The bridge is set up once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <EmbedContext.Provider value={emit}>{children}</EmbedContext.Provider>;
}
