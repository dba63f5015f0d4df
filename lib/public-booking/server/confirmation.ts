// Where a visitor goes after booking. The confirmation page's address carries
// the booking's manage token, and the page reads the booking back through it
// (load-confirmation-page.ts): the service signs the token, so no one can make
// this site show a meeting that was never booked, and a booking cancelled or
// moved since shows as it is now. Where the embed goes next comes from the
// link itself, never from the URL, so a crafted URL cannot turn the page's
// "Continue" into a way off to another site. The token never goes to the
// link's redirectUrl: that is another site.
import "server-only";
import type { HourCycle } from "../format";
import type { PublicLink } from "../public-link";

/** The link's redirectUrl with booking_id and start appended (no personal data, no manage token). */
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
  booking: { id: string; start: string; manageToken: string; tz: string; hours?: HourCycle },
  embed?: Record<string, string>,
): string {
  const redirect = redirectAfterBooking(link, booking);
  if (redirect && !embed) return redirect;
  const params = new URLSearchParams({ token: booking.manageToken, tz: booking.tz, ...embed });
  if (booking.hours) params.set("hours", booking.hours);
  return `/${embed ? "embed" : "book"}/${encodeURIComponent(link.id)}/booked?${params}`;
}
