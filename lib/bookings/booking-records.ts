// Bookings as the API shows them: each row with its hosts, attendees and
// answers, for any number of bookings in three queries.
import { asc, eq, sql } from "drizzle-orm";
import type { Booking } from "../contract/bookings";
import type { Db } from "../db/client";
import { reusableQuery } from "../db/reusable-query";
import { bookingAttendees, bookingHolds, type bookings, users } from "../db/schema";
import type { Utm } from "../validation/utm";
import type { CustomFieldAnswer } from "./check-booking-request";

export type BookingRow = typeof bookings.$inferSelect;

export interface BookingLocation {
  type: string;
  location: string;
  conferenceProviderId: string | null;
}

type AttendeeRow = typeof bookingAttendees.$inferSelect;
type HostRow = { bookingId: string; userId: string; name: string; email: string };

const pageIds = sql`any(${sql.placeholder("ids")}::text[])`;
const attendeesOf = reusableQuery<AttendeeRow[]>("booking_attendees_of", (db) =>
  db.select().from(bookingAttendees).where(sql`${bookingAttendees.bookingId} = ${pageIds}`),
);
// Holds of ended bookings are inactive but still say who hosted them.
const hostsOf = reusableQuery<HostRow[]>("booking_hosts_of", (db) =>
  db
    .select({ bookingId: bookingHolds.bookingId, userId: users.id, name: users.name, email: users.email })
    .from(bookingHolds)
    .innerJoin(users, eq(users.id, bookingHolds.userId))
    .where(sql`${bookingHolds.bookingId} = ${pageIds}`)
    .orderBy(asc(users.name), asc(users.id)),
);

/** The rows, in their order, as the API's Booking shape. */
export async function toBookings(db: Db, rows: BookingRow[]): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [attendees, hosts] = await Promise.all([attendeesOf(db, { ids }), hostsOf(db, { ids })]);
  const hostsByBooking = groupBy(hosts, (h) => h.bookingId);
  const attendeesByBooking = groupBy(attendees.sort(byPosition), (a) => a.bookingId);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    bookingLinkId: row.bookingLinkId,
    durationId: row.durationId,
    title: row.title,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    timezone: row.timeZone,
    hosts: (hostsByBooking.get(row.id) ?? []).map(({ bookingId: _, ...host }) => host),
    attendees: (attendeesByBooking.get(row.id) ?? []).map(({ name, email, isGuest }) => ({ name, email, isGuest })),
    customFieldResponses: row.customFieldResponses as CustomFieldAnswer[],
    location: (row.location as BookingLocation | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    cancelledBy: row.cancelledBy,
    cancelledByUserId: row.cancelledByUserId,
    rescheduledFromBookingId: row.rescheduledFromId,
    rescheduledToBookingId: row.rescheduledToId,
    utm: (row.utm as Utm | null) ?? null,
    ical: { uid: row.icalUid ?? row.id, sequence: row.icalSequence },
  }));
}

/** The items by key, each list in the items' order. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Attendee ids end in their place in the request: "<booking id>-<index>". */
const position = (attendeeId: string) => Number(attendeeId.slice(attendeeId.lastIndexOf("-") + 1));

/** Sorts attendee rows into the order the booking request listed them. */
export const byPosition = (a: { id: string }, b: { id: string }) => position(a.id) - position(b.id);

export async function toBooking(db: Db, row: BookingRow): Promise<Booking> {
  return (await toBookings(db, [row]))[0]!;
}
