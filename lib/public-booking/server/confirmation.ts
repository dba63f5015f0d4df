// Where a visitor goes after booking, and the confirmation page's proof that
// it was this app that sent them there. The service has no endpoint to read
// a booking back, so the confirmation page shows what its URL carries; a
// signature over it keeps anyone else from making this site show a meeting
// that was never booked. Where the embed goes next comes from the link itself,
// never from the URL, so a crafted URL cannot turn the page's "Continue" into
// a way off to another site.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getConfig } from "../../config/env";
import { RESOURCE_ID } from "../../validation/resource-id";
import type { HourCycle } from "../format";
import type { ConfirmedBooking } from "../page-data";
import type { PublicLink } from "../public-link";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

type GlobalWithSecret = typeof globalThis & { __confirmationSecret?: string };

/**
 * CONFIRMATION_SECRET; else SCHEDULING_API_KEY, which only this app's servers
 * hold and every instance shares (whoever holds it can book for real anyway);
 * else, on the demo's published key, a secret of this process, so that the
 * demo's confirmation addresses end when it restarts.
 */
function signingKey(): string {
  const configured = getConfig().confirmationSecret;
  if (configured) return configured;
  const g = globalThis as GlobalWithSecret;
  g.__confirmationSecret ??= randomBytes(32).toString("base64url");
  return g.__confirmationSecret;
}

function signature(linkId: string, { booking, start, end, pending }: ConfirmedBooking, key = signingKey()): string {
  const message = ["booking-confirmation", linkId, booking, start, end, pending ? "pending" : "confirmed"].join("\n");
  return createHmac("sha256", key).update(message).digest("base64url").slice(0, 32);
}

/** The booking the URL's parameters name, if their signature is this app's; undefined otherwise. */
export function readConfirmation(linkId: string, query: Record<string, string | undefined>, key?: string): ConfirmedBooking | undefined {
  const { booking = "", start = "", end = "", sig = "" } = query;
  if (!RESOURCE_ID.test(booking) || !INSTANT.test(start) || !INSTANT.test(end)) return undefined;
  const confirmed = { booking, start, end, pending: query.pending === "1" };
  const expected = Buffer.from(signature(linkId, confirmed, key));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? confirmed : undefined;
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
  link: Pick<PublicLink, "id" | "redirectUrl" | "requiresApproval">,
  booking: { id: string; start: string; end: string; tz: string; hours?: HourCycle },
  embed?: Record<string, string>,
  key?: string,
): string {
  const redirect = redirectAfterBooking(link, booking);
  if (redirect && !embed) return redirect;
  // Exactly as the page will read them back (a slot may arrive as 09:00Z or 09:00:00.000Z).
  const confirmed = {
    booking: booking.id,
    start: new Date(booking.start).toISOString(),
    end: new Date(booking.end).toISOString(),
    pending: link.requiresApproval,
  };
  const { pending, ...shown } = confirmed;
  const params = new URLSearchParams({ ...shown, tz: booking.tz, ...embed });
  if (pending) params.set("pending", "1");
  if (booking.hours) params.set("hours", booking.hours);
  params.set("sig", signature(link.id, confirmed, key));
  return `/${embed ? "embed" : "book"}/${encodeURIComponent(link.id)}/booked?${params}`;
}
