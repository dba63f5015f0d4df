// A booking read back by its manage token, as the visitor may see it. The
// token is the only proof a visitor has; it is checked by the service, sent
// to it in request bodies only, and never logged here.
import "server-only";
import { cache } from "react";
import { type Booking, MANAGE_TOKEN } from "../../contract/bookings";
import { findBookingByManageToken, ServiceError } from "../../scheduling-client/client";
import type { VisitorBooking } from "../manage-booking";

export type ManagedBooking =
  | { kind: "found"; booking: VisitorBooking; manageToken: string }
  | { kind: "not-found" }
  /** The meeting has ended: the token no longer works. */
  | { kind: "expired" };

/** What the token holder may see: who is booked and their answers, but no host's email and no user ids. */
export function toVisitorBooking(booking: Booking): VisitorBooking {
  return {
    id: booking.id,
    status: booking.status,
    title: booking.title,
    location: booking.location?.location ?? null,
    attendees: booking.attendees.map((a) => ({ name: a.name, email: a.email, isGuest: a.isGuest })),
    answers: booking.customFieldResponses.map((r) => ({ fieldId: r.fieldId, label: r.label, value: r.value })),
    bookingLinkId: booking.bookingLinkId,
    durationId: booking.durationId,
    start: booking.start,
    end: booking.end,
    timezone: booking.timezone,
    cancellationReason: booking.cancellationReason,
    cancelledBy: booking.cancelledBy,
    rescheduledFromBookingId: booking.rescheduledFromBookingId,
    ical: booking.ical,
  };
}

/**
 * The booking a token stands for now (after reschedules, the latest); forged,
 * revoked and other teams' tokens are not found. Read once per page render
 * (the root layout's language and the page share it).
 */
export const readManagedBooking = cache(async (token: string): Promise<ManagedBooking> => {
  if (!MANAGE_TOKEN.test(token)) return { kind: "not-found" };
  try {
    const found = await findBookingByManageToken(token);
    return { kind: "found", booking: toVisitorBooking(found.booking), manageToken: found.manageToken };
  } catch (error) {
    if (error instanceof ServiceError && error.code === "MANAGE_TOKEN_EXPIRED") return { kind: "expired" };
    if (error instanceof ServiceError && (error.status === 404 || error.status === 400)) return { kind: "not-found" };
    throw error;
  }
});
