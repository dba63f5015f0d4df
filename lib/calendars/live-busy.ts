// A member's busy times read from their calendar servers now, for a short window and within a short time: for
// the check a booking makes just before it commits. Nothing is stored; a server that does not answer in time, or
// fails, makes the answer undefined, and the caller goes on with the busy times last stored (a visitor is never
// kept waiting on someone else's server). Connections whose password was refused are not asked. The answer is
// sorted, merged epoch-millisecond intervals, as the slot engine counts.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { type Interval, mergeIntervals } from "../availability/intervals";
import type { Db } from "../db/client";
import { calendarConnections, calendars } from "../db/schema";
import type { CalendarOptions } from "./options";
import { ownEventUids } from "./own-events";
import { expandBusy, openConnection, readCalendar } from "./read-calendar";
import { memberZone } from "./refresh";

/** How long a booking waits for its hosts' calendar servers at most, all of them at once. */
export const LIVE_CHECK_MS = 2_000;

/**
 * The check a booking makes before it commits (lib/bookings, BookingReads.liveBusy): each of the hosts with a
 * connected calendar read at once, within LIVE_CHECK_MS; a host whose servers do not answer in time is left out, and
 * the booking goes ahead on their stored busy time.
 */
export function liveBusyOfHosts(options: () => CalendarOptions) {
  return async (db: Db, userIds: string[], [start, end]: [Date, Date]): Promise<Map<string, Interval[]>> => {
    const busy = new Map<string, Interval[]>();
    if (userIds.length === 0) return busy;
    const connected = await db
      .selectDistinct({ userId: calendarConnections.userId })
      .from(calendarConnections)
      .where(and(inArray(calendarConnections.userId, userIds), isNull(calendarConnections.deletedAt)));
    await Promise.all(
      connected.map(async ({ userId }) => {
        const intervals = await readLiveBusy(db, options(), userId, { start, end }, LIVE_CHECK_MS);
        if (intervals) busy.set(userId, intervals);
      }),
    );
    return busy;
  };
}

export async function readLiveBusy(
  db: Db,
  options: CalendarOptions,
  userId: string,
  window: { start: Date; end: Date },
  timeoutMs: number,
): Promise<Interval[] | undefined> {
  const signal = AbortSignal.timeout(timeoutMs);
  const read = readAllNow(db, { ...options, timeoutMs: Math.min(options.timeoutMs, timeoutMs) }, userId, window, signal);
  // The deadline holds even for what the signal cannot stop (a DNS lookup).
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
    read.finally(() => clearTimeout(timer)).catch(() => {});
  });
  return Promise.race([read.catch(() => undefined), late]);
}

async function readAllNow(db: Db, options: CalendarOptions, userId: string, window: { start: Date; end: Date }, signal: AbortSignal) {
  const connections = await db
    .select()
    .from(calendarConnections)
    .where(
      and(
        eq(calendarConnections.userId, userId),
        isNull(calendarConnections.deletedAt),
        inArray(calendarConnections.state, ["ACTIVE", "ERROR"]),
      ),
    );
  if (connections.length === 0) return [];
  const zone = await memberZone(db, userId);
  // The member's own meetings on their calendars: busy as bookings, and a moved meeting's own time is free for it.
  const ignoreUids = await ownEventUids(db, userId, window);
  const rows = await db
    .select()
    .from(calendars)
    .where(
      and(
        inArray(
          calendars.connectionId,
          connections.map((c) => c.id),
        ),
        eq(calendars.readForAvailability, true),
      ),
    );
  const found = await Promise.all(
    connections.map(async (connection) => {
      const open = await openConnection(db, options, connection, signal);
      const mine = rows.filter((row) => row.connectionId === connection.id);
      const reads = await Promise.all(mine.map((row) => readCalendar(open, row, window, undefined)));
      const expanded = await Promise.all(
        reads.map((read, i) =>
          expandBusy(connection.provider, read.texts ?? [], window, { ignoreAllDay: mine[i]!.ignoreAllDay, zone, ignoreUids }),
        ),
      );
      return expanded.flat();
    }),
  );
  return mergeIntervals(found.flat().map((busy) => ({ start: busy.start.getTime(), end: busy.end.getTime() })));
}
