"use client";
// In an embed, tells the host page what the visitor just changed (ids and times only).
import type { EmbedEvent } from "@/lib/embed/embed-events";
import { useManageEmbedEvents } from "../hooks/use-embed-events";

export function ManageEvents({ event }: { event?: Extract<EmbedEvent, { type: "booking-cancelled" | "booking-rescheduled" }> }) {
  useManageEmbedEvents(event);
  return null;
}
