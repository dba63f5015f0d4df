// The manage address's own routes, apart from Next.js so that they can be
// tested on their own: the booking's .ics and the reschedule calendar's slots.
import "server-only";
import { calendarEventUid, icsEvent } from "../calendar-file";
import type { VisitorBooking } from "../manage-booking";
import type { PublicLink } from "../public-link";
import { loadMonthSlots, loadPublicLink } from "./load-booking-page";
import { readManagedBooking } from "./managed-booking";
import { publicFailure, publicProblem } from "./route-errors";
import { answerMonthSlots } from "./slots-request";

/**
 * The booking as it is now as an .ics file; only while it holds time (a
 * cancelled one has no event to add), and TENTATIVE while it awaits approval.
 */
export async function answerIcsRequest(token: string): Promise<Response> {
  try {
    const managed = await readManagedBooking(token);
    if (managed.kind !== "found") return publicProblem(404, "NOT_FOUND");
    const { booking } = managed;
    const link = await loadPublicLink(booking.bookingLinkId);
    if (!link || (booking.status !== "CONFIRMED" && booking.status !== "PENDING")) return publicProblem(404, "NOT_FOUND");
    return new Response(bookingCalendarFile(booking, link), {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="booking.ics"`,
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    return publicFailure(error);
  }
}

/** The booking's .ics: the same event (UID and SEQUENCE) as its e-mailed invitation. */
export function bookingCalendarFile(booking: VisitorBooking, link: Pick<PublicLink, "locations">): string {
  return icsEvent({
    uid: calendarEventUid(booking.ical.uid),
    sequence: booking.ical.sequence,
    title: booking.title,
    start: booking.start,
    end: booking.end,
    location: booking.location ?? link.locations[0]?.location,
    status: booking.status === "PENDING" ? "TENTATIVE" : "CONFIRMED",
  });
}

/** A month of the booking's link's slots with its own time counted free: where it could be moved. */
export function answerRescheduleSlotsRequest(token: string, query: URLSearchParams, headers: Headers): Promise<Response> {
  return answerMonthSlots(query, headers, async ({ month, tz, duration }) => {
    const managed = await readManagedBooking(token);
    if (managed.kind !== "found") return undefined;
    return loadMonthSlots(managed.booking.bookingLinkId, month, tz, duration, managed.booking.id);
  });
}
