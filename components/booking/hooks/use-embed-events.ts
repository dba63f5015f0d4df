"use client";
// Embed events (lib/embed/embed-events.ts) the booking page sends its host
// page. EmbedBridge provides the sender; outside an embed it does nothing.
import { createContext, useContext, useEffect } from "react";
import type { EmbedEvent } from "@/lib/embed/embed-events";
import type { SlotsByDay } from "@/lib/public-booking/month-math";
import type { CalendarChange } from "./use-booking-url-state";

export type SendEmbedEvent = (event: EmbedEvent) => void;

export const EmbedEventsContext = createContext<SendEmbedEvent>(() => {});

export const useEmbedEvents = () => useContext(EmbedEventsContext);

/** `ready` once the frame's page runs, then `resize` with its height whenever that changes (in whole pixels, so it cannot loop). */
export function useFrameEvents(send: SendEmbedEvent) {
  useEffect(() => {
    send({ type: "ready" });
    let last = 0;
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        send({ type: "resize", height });
      }
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    report();
    return () => observer.disconnect();
  }, [send]);
}

interface BookingEvents {
  month: string;
  /** The month's slots once loaded. */
  days: SlotsByDay | undefined;
  /** The booking form's last failure; each new one is reported. */
  failure?: { formError?: string; slotLost?: boolean };
  /** The month's slots could not be fetched. */
  slotsFailed?: boolean;
}

/** `slots-loaded` for each month's slots (`slots-failed` when they cannot be had), `booking-failed` for each failed post; returns the sender of `date-selected` and `slot-selected`. */
export function useBookingEmbedEvents({ month, days, failure, slotsFailed }: BookingEvents) {
  const send = useEmbedEvents();
  useEffect(() => {
    if (slotsFailed) send({ type: "slots-failed", month });
  }, [send, slotsFailed, month]);
  useEffect(() => {
    if (days) send({ type: "slots-loaded", month, days: Object.keys(days).length });
  }, [send, days, month]);
  useEffect(() => {
    if (failure?.formError) send({ type: "booking-failed", code: failure.slotLost ? "SLOT_UNAVAILABLE" : "INVALID" });
  }, [send, failure]);
  return (change: CalendarChange) => {
    if (change.slot) send({ type: "slot-selected", start: change.slot });
    else if (change.date) send({ type: "date-selected", date: change.date });
  };
}

/** On the confirmation page: `booking-succeeded`, then `redirect` when the link sends the visitor on. */
export function useConfirmationEmbedEvents(
  booking: { bookingId: string; start: string; end: string } | undefined,
  redirect: string | undefined,
) {
  const send = useEmbedEvents();
  useEffect(() => {
    if (booking) send({ type: "booking-succeeded", ...booking });
    if (redirect) send({ type: "redirect", url: redirect });
  }, [send, booking, redirect]);
}

/** On the manage page after a change: `booking-cancelled` or `booking-rescheduled`, ids and times only. */
export function useManageEmbedEvents(event: Extract<EmbedEvent, { type: "booking-cancelled" | "booking-rescheduled" }> | undefined) {
  const send = useEmbedEvents();
  // Keyed by its content, so a re-render does not send it again.
  const key = event && JSON.stringify(event);
  useEffect(() => {
    if (key) send(JSON.parse(key) as EmbedEvent);
  }, [send, key]);
}
