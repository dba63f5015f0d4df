// Busy time of a set of hosts over a span: their active booking holds and the
// events of their calendars, fetched for all hosts at once.
import { sql } from "drizzle-orm";
import type { Interval } from "../availability/intervals";
import type { Db } from "../db/client";

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

/** An advisory lock to take before reading (see lib/bookings/slot-locks.ts). */
export interface BusyLock {
  key: bigint;
  exclusive: boolean;
}

/**
 * Holds and calendar events, kept apart, in one round trip: the busy_time
 * function (migration 0003). Given locks, sorted by key, it takes them first
 * and reads after they are granted; inside a transaction they are held until
 * it ends.
 */
export async function loadHoldsAndEvents(
  db: Db,
  hosts: readonly HostCalendarFilter[],
  from: Date,
  to: Date,
  locks: readonly BusyLock[] = [],
) {
  const holds = emptyBusy(hosts);
  const events = emptyBusy(hosts);
  if (hosts.length === 0) return { holds, events };
  const keys = locks.map((l) => String(l.key));
  const exclusive = locks.map((l) => l.exclusive);
  // Both drivers (node-postgres and PGlite) answer with { rows }.
  const result = (await db.execute(
    sql`select * from busy_time(${sql.param(keys)}::bigint[], ${sql.param(exclusive)}::boolean[], ${sql.param([...holds.keys()])}::text[], ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
  )) as unknown as { rows: BusyRow[] };
  const filters = new Map(hosts.map((h) => [h.userId, h.calendarIds]));
  for (const row of result.rows) {
    const interval = { start: new Date(row.start_at).getTime(), end: new Date(row.end_at).getTime() };
    if (row.is_hold) holds.get(row.user_id)!.push(interval);
    else if (countsForHost(filters.get(row.user_id), row.calendar_id)) events.get(row.user_id)!.push(interval);
  }
  return { holds, events };
}

interface BusyRow {
  is_hold: boolean;
  user_id: string;
  calendar_id: string | null;
  start_at: Date | string;
  end_at: Date | string;
}

function countsForHost(selected: string[] | null | undefined, calendarId: string | null): boolean {
  return !selected || calendarId === null || selected.includes(calendarId);
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
