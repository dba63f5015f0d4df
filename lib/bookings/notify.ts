// The booking as its notifications describe it (lib/notifications), from a
// booking being written or from a changed row.
import { and, eq, inArray } from "drizzle-orm";
import type { LoadedBookingLink } from "../booking-links/get-booking-link";
import type { Booking } from "../contract/bookings";
import type { Db } from "../db/client";
import { bookingLinks, bookingPages, schedules } from "../db/schema";
import { isLanguage, type Language } from "../i18n";
import type { BookingChange, BookingEvent, NotifiedBooking } from "../notifications/events";
import type { BookingRow } from "./booking-records";

/** The language of the link's page, as the booking page picks it without a browser to ask. */
export function linkLanguage(link: { language: string | null; languagePreference: string; bookingPageLanguage: string }): Language {
  const own = link.language?.toLowerCase();
  if (link.languagePreference === "CUSTOM" && isLanguage(own)) return own;
  const page = link.bookingPageLanguage.toLowerCase();
  return isLanguage(page) ? page : "en";
}

/** A booking about to be inserted, with the hosts it took. */
export function notifiedNewBooking(
  link: LoadedBookingLink,
  booking: Omit<NotifiedBooking, "hosts" | "linkTitle" | "language">,
  hostIds: string[],
): NotifiedBooking {
  return {
    ...booking,
    linkTitle: link.title,
    language: linkLanguage({ ...link, bookingPageLanguage: link.bookingPage.language }),
    hosts: hostIds.map((userId) => linkHost(link, userId)!),
  };
}

/** One of the link's hosts as notifications name them; undefined for someone not on the link. */
export function linkHost(link: LoadedBookingLink, userId: string): NotifiedBooking["hosts"][number] | undefined {
  const host = link.hosts.find((h) => h.userId === userId);
  return host && { userId, name: host.user.name, email: host.user.email, timeZone: host.schedule.timeZone };
}

/** A changed booking, read back: its link's title and language, its hosts' zones. */
export async function notifiedBooking(tx: Db, row: BookingRow, booking: Booking): Promise<NotifiedBooking> {
  const hostIds = booking.hosts.map((h) => h.userId);
  const [[link], zones] = await Promise.all([
    tx
      .select({
        title: bookingLinks.title,
        language: bookingLinks.language,
        languagePreference: bookingLinks.languagePreference,
        bookingPageLanguage: bookingPages.language,
      })
      .from(bookingLinks)
      .innerJoin(bookingPages, eq(bookingPages.id, bookingLinks.bookingPageId))
      .where(eq(bookingLinks.id, row.bookingLinkId)),
    hostIds.length
      ? tx
          .select({ userId: schedules.userId, timeZone: schedules.timeZone })
          .from(schedules)
          .where(and(inArray(schedules.userId, hostIds), eq(schedules.isDefault, true)))
      : Promise.resolve([]),
  ]);
  return {
    id: booking.id,
    title: booking.title,
    linkTitle: link?.title ?? booking.title,
    status: booking.status,
    start: booking.start,
    end: booking.end,
    timezone: booking.timezone,
    hosts: booking.hosts.map((h) => ({ ...h, timeZone: zones.find((z) => z.userId === h.userId)?.timeZone ?? "UTC" })),
    attendees: booking.attendees,
    answers: booking.customFieldResponses.map(({ label, value }) => ({ label, value })),
    location: booking.location?.location ?? null,
    reason: booking.cancellationReason,
    ical: { uid: row.icalUid ?? row.id, sequence: row.icalSequence },
    language: link ? linkLanguage(link) : "en",
  };
}

export function change(event: BookingEvent, workspaceId: string, at: number, booking: NotifiedBooking, extra: Partial<BookingChange> = {}) {
  return { event, workspaceId, at, booking, ...extra } satisfies BookingChange;
}
