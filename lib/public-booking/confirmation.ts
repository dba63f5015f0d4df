// Where a visitor goes after booking, and the confirmation page's proof that
// it was this app that sent them there. The service has no endpoint to read
// a booking back, so the confirmation page shows the times its URL carries;
// a signature over them (keyed by the app's service key, which never leaves
// the server) keeps anyone else from making this site show a meeting that was
// never booked. Where to go next and whether the booking awaits approval come
// from the link itself, never from the URL, so a crafted URL cannot turn the
// page's "Continue" into a way off to another site.
import { createHmac, timingSafeEqual } from "node:crypto";
import { serviceApiKey } from "../scheduling-client/client";
import type { PublicLink } from "./public-link";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const BOOKING_ID = /^[A-Za-z0-9_-]{1,80}$/;

export interface ConfirmedBooking {
  booking: string;
  start: string;
  end: string;
}

function signature(linkId: string, { booking, start, end }: ConfirmedBooking, key = serviceApiKey()): string {
  return createHmac("sha256", key).update(`booking-confirmation\n${linkId}\n${booking}\n${start}\n${end}`).digest("base64url").slice(0, 32);
}

/** The booking the URL's parameters name, if their signature is this app's; undefined otherwise. */
export function readConfirmation(linkId: string, query: Record<string, string | undefined>, key?: string): ConfirmedBooking | undefined {
  const { booking = "", start = "", end = "", sig = "" } = query;
  if (!BOOKING_ID.test(booking) || !INSTANT.test(start) || !INSTANT.test(end)) return undefined;
  const expected = Buffer.from(signature(linkId, { booking, start, end }, key));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { booking, start, end } : undefined;
}

/** The link's redirectUrl with booking_id and start appended (no personal data). */
export function redirectAfterBooking(link: Pick<PublicLink, "redirectUrl">, booking: { id: string; start: string }): string | undefined {
  if (!link.redirectUrl) return undefined;
  const url = new URL(link.redirectUrl);
  url.searchParams.set("booking_id", booking.id);
  url.searchParams.set("start", booking.start);
  return url.toString();
}

/**
 * Where a visitor goes after booking: the link's redirect, or the
 * confirmation page. In an embed the iframe always shows its confirmation
 * page, which hands the redirect to the host page so it opens in the top window.
 */
export function afterBooking(
  link: Pick<PublicLink, "id" | "redirectUrl">,
  booking: { id: string; start: string; end: string; tz: string; hours?: string },
  embed?: Record<string, string>,
  key?: string,
): string {
  const redirect = redirectAfterBooking(link, booking);
  if (redirect && !embed) return redirect;
  const confirmed = { booking: booking.id, start: booking.start, end: booking.end };
  const params = new URLSearchParams({ ...confirmed, tz: booking.tz, ...embed, sig: signature(link.id, confirmed, key) });
  if (booking.hours === "12" || booking.hours === "24") params.set("hours", booking.hours);
  return `/${embed ? "embed" : "book"}/${encodeURIComponent(link.id)}/booked?${params}`;
}
