// Busy time of a set of hosts over a span: their active booking holds and the
// events of their calendars, fetched for all hosts at once.
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { bookingHolds, busyTimes } from "../db/schema";
import type { Interval } from "./intervals";

export interface HostCalendarFilter {
  userId: string;
  /** null: every calendar counts; otherwise only these (events with no calendar always count). */
  calendarIds: string[] | null;
}

export async function loadBusyIntervals(
  db: Db,
  hosts: readonly HostCalendarFilter[],
  from: Date,
  to: Date,
): Promise<Map<string, Interval[]>> {
  const { holds, events } = await loadHoldsAndEvents(db, hosts, from, to);
  return mergeBusy(holds, events);
}

/** Holds and calendar events, kept apart, in one round trip. */
export async function loadHoldsAndEvents(db: Db, hosts: readonly HostCalendarFilter[], from: Date, to: Date) {
  const holds = emptyBusy(hosts);
  const events = emptyBusy(hosts);
  if (hosts.length === 0) return { holds, events };
  const userIds = [...holds.keys()];
  const rows = await unionAll(
    db
      .select({ userId: bookingHolds.userId, calendarId: sql<string | null>`null`.as("calendar_id"), startAt: bookingHolds.startAt, endAt: bookingHolds.endAt, isHold: sql<boolean>`true`.as("is_hold") })
      .from(bookingHolds)
      .where(and(eq(bookingHolds.active, true), inArray(bookingHolds.userId, userIds), lt(bookingHolds.startAt, to), gt(bookingHolds.endAt, from))),
    db
      .select({ userId: busyTimes.userId, calendarId: busyTimes.calendarId, startAt: busyTimes.startAt, endAt: busyTimes.endAt, isHold: sql<boolean>`false`.as("is_hold") })
      .from(busyTimes)
      .where(and(inArray(busyTimes.userId, userIds), lt(busyTimes.startAt, to), gt(busyTimes.endAt, from))),
  );
  const filters = new Map(hosts.map((h) => [h.userId, h.calendarIds]));
  for (const row of rows) {
    const interval = { start: row.startAt.getTime(), end: row.endAt.getTime() };
    if (row.isHold) holds.get(row.userId)!.push(interval);
    else if (countsForHost(filters.get(row.userId), row.calendarId)) events.get(row.userId)!.push(interval);
  }
  return { holds, events };
}

function countsForHost(selected: string[] | null | undefined, calendarId: string | null): boolean {
  return !selected || calendarId === null || selected.includes(calendarId);
}

/** Time taken by bookings (confirmed or pending) through any link. */
export async function loadHolds(db: Db, hosts: readonly HostCalendarFilter[], from: Date, to: Date): Promise<Map<string, Interval[]>> {
  const busy = emptyBusy(hosts);
  if (hosts.length === 0) return busy;
  const rows = await db
    .select({ userId: bookingHolds.userId, startAt: bookingHolds.startAt, endAt: bookingHolds.endAt })
    .from(bookingHolds)
    .where(and(eq(bookingHolds.active, true), inArray(bookingHolds.userId, [...busy.keys()]), lt(bookingHolds.startAt, to), gt(bookingHolds.endAt, from)));
  for (const h of rows) busy.get(h.userId)!.push({ start: h.startAt.getTime(), end: h.endAt.getTime() });
  return busy;
}

/** Both kinds of busy time, per host. */
export function mergeBusy(a: Map<string, Interval[]>, b: Map<string, Interval[]>): Map<string, Interval[]> {
  const merged = new Map<string, Interval[]>();
  for (const [userId, intervals] of a) merged.set(userId, [...intervals, ...(b.get(userId) ?? [])]);
  for (const [userId, intervals] of b) if (!merged.has(userId)) merged.set(userId, [...intervals]);
  return merged;
}

function emptyBusy(hosts: readonly HostCalendarFilter[]): Map<string, Interval[]> {
  return new Map(hosts.map((h) => [h.userId, []]));
}
