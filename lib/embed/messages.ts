// The messages an embedded booking page sends its host page. Only these, and
// never personal data: booking ids and times, no names or emails.
export type EmbedEvent =
  | { type: "ready" }
  | { type: "resize"; height: number }
  | { type: "slots-loaded"; month: string; days: number }
  | { type: "date-selected"; date: string }
  | { type: "slot-selected"; start: string }
  | { type: "booking-succeeded"; bookingId: string; start: string; end: string }
  | { type: "booking-failed"; code: string }
  | { type: "redirect"; url: string };

export const MESSAGE_SOURCE = "scheduling-embed";

export interface EmbedMessage {
  source: typeof MESSAGE_SOURCE;
  embedId: string;
  event: EmbedEvent;
}
