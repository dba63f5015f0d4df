// A page of booking links with everything nested in them, read as flat rows and put together here. One relational
// query nests every host's schedule and user as JSON per link: with 20-host links a page of 100 came to 580 KB that
// PostgreSQL built, the driver parsed and drizzle mapped value by value, the same member's rows once per link they
// host. Here each schedule, user, page and period is read once and shared by the links that name it.
import { and, eq, isNull } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { Db } from "../db/client";
import { groupBy } from "../db/group-by";
import {
  bookingDurations,
  bookingLinks,
  bookingLocations,
  bookingPages,
  calendars,
  hostAvailabilityCalendars,
  hosts,
  periods,
  schedules,
  users,
} from "../db/schema";
import { type LoadedBookingLink, sortNested } from "./get-booking-link";

type Host = LoadedBookingLink["hosts"][number];

/** The links of these ids, in no particular order, each as findBookingLink loads it (nested lists sorted). */
export async function loadBookingLinks(db: Db, ids: readonly string[]): Promise<LoadedBookingLink[]> {
  if (ids.length === 0) return [];
  const [links, durations, locations, hostRows] = await Promise.all([
    db.select().from(bookingLinks).where(anyOf(bookingLinks.id, ids)),
    db
      .select()
      .from(bookingDurations)
      .where(and(anyOf(bookingDurations.bookingLinkId, ids), isNull(bookingDurations.deletedAt))),
    db.select().from(bookingLocations).where(anyOf(bookingLocations.bookingLinkId, ids)),
    db.select().from(hosts).where(anyOf(hosts.bookingLinkId, ids)),
  ]);
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const [periodRows, pageRows, scheduleRows, userRows, calendarRows] = await Promise.all([
    db
      .select()
      .from(periods)
      .where(anyOf(periods.id, distinct(links.flatMap((l) => [l.minNoticePeriodId, l.maxFuturePeriodId])))),
    db
      .select()
      .from(bookingPages)
      .where(anyOf(bookingPages.id, distinct(links.map((l) => l.bookingPageId)))),
    db
      .select()
      .from(schedules)
      .where(anyOf(schedules.id, distinct(hostRows.map((h) => h.scheduleId)))),
    db
      .select()
      .from(users)
      .where(anyOf(users.id, distinct(hostRows.map((h) => h.userId)))),
    db
      .select({ hostId: hostAvailabilityCalendars.hostId, calendarId: hostAvailabilityCalendars.calendarId, calendar: calendars })
      .from(hostAvailabilityCalendars)
      .innerJoin(calendars, eq(calendars.id, hostAvailabilityCalendars.calendarId))
      .where(anyOf(hostAvailabilityCalendars.hostId, distinct(hostRows.map((h) => h.id)))),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const [period, page, schedule, user] = [byId(periodRows), byId(pageRows), byId(scheduleRows), byId(userRows)];
  const calendarsOf = groupBy(calendarRows, (c) => c.hostId);
  const hostsOf = groupBy(
    hostRows.map(
      (h): Host => ({
        ...h,
        schedule: schedule.get(h.scheduleId)!,
        user: user.get(h.userId)!,
        availabilityCalendars: calendarsOf.get(h.id) ?? [],
      }),
    ),
    (h) => h.bookingLinkId,
  );
  const durationsOf = groupBy(durations, (d) => d.bookingLinkId);
  const locationsOf = groupBy(locations, (l) => l.bookingLinkId);
  return links.map((link) =>
    sortNested({
      ...link,
      bookingDurations: durationsOf.get(link.id) ?? [],
      bookingLocations: locationsOf.get(link.id) ?? [],
      hosts: hostsOf.get(link.id) ?? [],
      bookingPage: page.get(link.bookingPageId)!,
      minNoticePeriod: (link.minNoticePeriodId && period.get(link.minNoticePeriodId)) || null,
      maxFuturePeriod: (link.maxFuturePeriodId && period.get(link.maxFuturePeriodId)) || null,
    }),
  );
}
