// Busy time of a set of hosts over a span: their active booking holds and the
// events of their calendars, fetched for all hosts at once.
import { and, eq, gt, inArray, lt } from "drizzle-orm";
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
  const userIds = hosts.map((h) => h.userId);
  const busy = new Map<string, Interval[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return busy;
  const [holds, events] = await Promise.all([
    db
      .select({ userId: bookingHolds.userId, startAt: bookingHolds.startAt, endAt: bookingHolds.endAt })
      .from(bookingHolds)
      .where(and(eq(bookingHolds.active, true), inArray(bookingHolds.userId, userIds), lt(bookingHolds.startAt, to), gt(bookingHolds.endAt, from))),
    db
      .select({ userId: busyTimes.userId, calendarId: busyTimes.calendarId, startAt: busyTimes.startAt, endAt: busyTimes.endAt })
      .from(busyTimes)
      .where(and(inArray(busyTimes.userId, userIds), lt(busyTimes.startAt, to), gt(busyTimes.endAt, from))),
  ]);
  for (const h of holds) busy.get(h.userId)!.push({ start: h.startAt.getTime(), end: h.endAt.getTime() });
  const filters = new Map(hosts.map((h) => [h.userId, h.calendarIds]));
  for (const e of events) {
    const selected = filters.get(e.userId);
    if (selected && e.calendarId !== null && !selected.includes(e.calendarId)) continue;
    busy.get(e.userId)!.push({ start: e.startAt.getTime(), end: e.endAt.getTime() });
  }
  return busy;
}
