// Busy time of a set of hosts over a span: their active booking holds, the
// events of their calendars and others' unexpired slot reservations, fetched
// for all hosts at once.
import { and, eq, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { Interval } from "../availability/intervals";
import type { Db } from "../db/client";
import { bookingHolds, bookings } from "../db/schema";

export interface HostCalendarFilter {
  userId: string;
  /** null: every calendar counts; otherwise only these (events with no calendar always count). */
  calendarIds: string[] | null;
}

/** Busy time by host, and until when it holds: the earliest expiry of a reservation in it (Infinity: none). */
export interface BusyTime {
  busy: Map<string, Interval[]>;
  heldUntil: number;
}

/** `freed`: holds that count as free (a booking's own, see loadBookingHolds). */
export async function loadBusyIntervals(
  db: Db,
  hosts: readonly HostCalendarFilter[],
  from: Date,
  to: Date,
  options: { now: number; freed?: Map<string, Interval[]> },
): Promise<BusyTime> {
  const read = await loadHoldsAndEvents(db, hosts, from, to, { now: options.now });
  const holds = options.freed ? withoutHolds(read.holds, options.freed) : read.holds;
  return { busy: mergeBusy(mergeBusy(holds, read.events), read.reservations), heldUntil: read.heldUntil };
}

/**
 * The active holds of one booking of the workspace, by host: the time a
 * reschedule of it frees. Empty for another workspace's booking, an unknown
 * id, and a booking that holds no time (cancelled, declined, rescheduled).
 */
export async function loadBookingHolds(db: Db, workspaceId: WorkspaceId, bookingId: string): Promise<Map<string, Interval[]>> {
  const rows = await db
    .select({ userId: bookingHolds.userId, startAt: bookingHolds.startAt, endAt: bookingHolds.endAt })
    .from(bookingHolds)
    .innerJoin(bookings, eq(bookings.id, bookingHolds.bookingId))
    .where(and(eq(bookingHolds.bookingId, bookingId), eq(bookingHolds.active, true), eq(bookings.workspaceId, workspaceId)));
  const freed = new Map<string, Interval[]>();
  for (const row of rows)
    freed.set(row.userId, [...(freed.get(row.userId) ?? []), { start: row.startAt.getTime(), end: row.endAt.getTime() }]);
  return freed;
}

/**
 * Holds less the freed ones. busy_time answers holds without their booking,
 * so a freed hold is matched by host and exact times: one host's active holds
 * never overlap (the exclusion constraint), so exactly one matches.
 */
export function withoutHolds(holds: Map<string, Interval[]>, freed: Map<string, Interval[]>): Map<string, Interval[]> {
  const kept = new Map<string, Interval[]>();
  for (const [userId, intervals] of holds) {
    const rest = [...intervals];
    for (const hold of freed.get(userId) ?? []) {
      const index = rest.findIndex((i) => i.start === hold.start && i.end === hold.end);
      if (index >= 0) rest.splice(index, 1);
    }
    kept.set(userId, rest);
  }
  return kept;
}

/** An advisory lock to take before reading (see lib/bookings/slot-locks.ts). */
export interface BusyLock {
  key: bigint;
  exclusive: boolean;
}

/** What busy time is read for, besides hosts and span. */
export interface BusyReadOptions {
  /** The service's clock: reservations expired by then count for nothing. */
  now: number;
  /** Advisory locks to take first (see lib/bookings/slot-locks.ts), sorted by key. */
  locks?: readonly BusyLock[];
  /** The caller's own reservation: free for it, and its hosts answered in ownHostIds. */
  ownReservationId?: string;
}

/**
 * Holds, calendar events and others' reservations, kept apart, in one round
 * trip: the busy_time function (migrations 0003 and 0011). Given locks, it
 * takes them first and reads after they are granted; inside a transaction
 * they are held until it ends.
 *
 * The database answers epoch milliseconds, one row per kind, host and
 * calendar with the times as JSON arrays of numbers: a row per interval with
 * its timestamps as text cost the drivers (PGlite above all) several
 * microseconds a row, and a Date parsed from each timestamp more; both drivers
 * parse JSON natively. date_part's seconds are a double, so the milliseconds
 * are rounded back to the whole number they are (times are stored to the
 * millisecond).
 */
export async function loadHoldsAndEvents(db: Db, hosts: readonly HostCalendarFilter[], from: Date, to: Date, options: BusyReadOptions) {
  const holds = emptyBusy(hosts);
  const events = emptyBusy(hosts);
  const reservations = emptyBusy(hosts);
  const read = { holds, events, reservations, ownHostIds: [] as string[], heldUntil: Number.POSITIVE_INFINITY };
  if (hosts.length === 0) return read;
  const locks = options.locks ?? [];
  const keys = locks.map((l) => String(l.key));
  const exclusive = locks.map((l) => l.exclusive);
  // Both drivers (node-postgres and PGlite) answer with { rows }.
  const result = (await db.execute(
    sql`select kind, user_id, calendar_id,
          json_agg(round(date_part('epoch', start_at) * 1000)) as starts,
          json_agg(round(date_part('epoch', end_at) * 1000)) as ends,
          min(round(date_part('epoch', expires_at) * 1000)) as expires
        from busy_time(${sql.param(keys)}::bigint[], ${sql.param(exclusive)}::boolean[], ${sql.param([...holds.keys()])}::text[], ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, ${new Date(options.now).toISOString()}::timestamptz, ${options.ownReservationId ?? null}::text)
        group by kind, user_id, calendar_id`,
  )) as unknown as { rows: BusyRow[] };
  const filters = new Map(hosts.map((h) => [h.userId, h.calendarIds]));
  for (const row of result.rows) {
    if (row.kind === "own") {
      read.ownHostIds.push(row.user_id);
      continue;
    }
    if (row.kind === "reservation") read.heldUntil = Math.min(read.heldUntil, Number(row.expires));
    else if (row.kind === "event" && !countsForHost(filters.get(row.user_id), row.calendar_id)) continue;
    const into = (row.kind === "hold" ? holds : row.kind === "event" ? events : reservations).get(row.user_id)!;
    for (let i = 0; i < row.starts.length; i++) into.push({ start: row.starts[i]!, end: row.ends[i]! });
  }
  return read;
}

/** A host's busy time of one kind (and calendar, for events): its starts and ends in epoch milliseconds, pairwise. */
interface BusyRow {
  kind: "hold" | "event" | "reservation" | "own";
  user_id: string;
  calendar_id: string | null;
  starts: number[];
  ends: number[];
  /** The earliest expiry of the reservations (epoch milliseconds), else null. */
  expires: number | string | null;
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
