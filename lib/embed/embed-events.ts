// The embed events: what an embedded booking page tells its host page, each
// sent with postMessage in an envelope. Only these, and never personal data:
// booking ids and times, no names or emails. ("Messages" in this project are
// the UI strings of lib/i18n.)
export type EmbedEvent =
  | { type: "ready" }
  | { type: "resize"; height: number }
  | { type: "slots-loaded"; month: string; days: number }
  /** A month's times could not be fetched (the visitor sees the page's own error). */
  | { type: "slots-failed"; month: string }
  /** The link cannot be booked here: NOT_FOUND (unknown id) or UNAVAILABLE (disabled, or not bookable now). */
  | { type: "link-failed"; code: LinkFailureCode }
  | { type: "date-selected"; date: string }
  | { type: "slot-selected"; start: string }
  | { type: "booking-succeeded"; bookingId: string; start: string; end: string }
  | { type: "booking-failed"; code: string }
  | { type: "booking-cancelled"; bookingId: string; start: string; end: string }
  /** bookingId is the replacement's; the times are the new ones. */
  | { type: "booking-rescheduled"; bookingId: string; previousBookingId: string; start: string; end: string }
  | { type: "redirect"; url: string }
  /** Escape pressed inside the frame: a popup closes (an inline embed ignores it). */
  | { type: "close-requested" };

export type LinkFailureCode = "NOT_FOUND" | "UNAVAILABLE";

/**
 * The events public/embed.js passes on to the host page (as `onEvent` and as DOM
 * events `scheduling:<type>`). It acts on the others itself: `resize` sizes the
 * iframe, `redirect` opens the URL in the top window, `close-requested` closes
 * a popup. `ready` reaches the host page once per embed and first. embed.js is plain
 * JavaScript with its own copy of this list; embed-script.test.ts keeps the two equal.
 */
export const HOST_PAGE_EVENT_TYPES = [
  "ready",
  "slots-loaded",
  "slots-failed",
  "link-failed",
  "date-selected",
  "slot-selected",
  "booking-succeeded",
  "booking-failed",
  "booking-cancelled",
  "booking-rescheduled",
] as const satisfies readonly EmbedEvent["type"][];

export const EMBED_EVENT_SOURCE = "scheduling-embed";

/** What postMessage carries: the source marks it as ours, the id tells several embeds on a page apart. */
export interface EmbedEventEnvelope {
  source: typeof EMBED_EVENT_SOURCE;
  embedId: string;
  event: EmbedEvent;
}

/**
 * What embed.js tells the frame (to the app's exact origin): `update` applies
 * a theme and brand colour without reloading (the address's own when
 * undefined); `focus` puts focus on the frame's last control, for Shift+Tab
 * from the popup's close button.
 */
export type EmbedCommand = { type: "update"; theme: "light" | "dark" | "auto"; brand?: string } | { type: "focus"; edge: "last" };

export const EMBED_COMMAND_SOURCE = "scheduling-embed-host";

export interface EmbedCommandEnvelope {
  source: typeof EMBED_COMMAND_SOURCE;
  embedId: string;
  command: EmbedCommand;
}
