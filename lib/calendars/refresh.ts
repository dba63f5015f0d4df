// A connection's refresh: each of its calendars read for availability is read from the server (skipped when
// its ctag or ETag has not moved, unless its last whole read is older than FULL_READ_EVERY_MS, as the window
// moves on) and expanded; then, in one transaction, their busy times are replaced and the connection's state
// recorded. A failure keeps the busy times last read and says why: a refused password marks the connection
// EXPIRED (CALENDAR_CONNECTION_EXPIRED, once, attributed to its owner), anything else ERROR; the first success
// after EXPIRED records CALENDAR_CONNECTION_RECONNECTED, and the first after either sends the host's calendar
// writes that gave up meanwhile once more (resend-writes.ts).
import { and, eq, isNull } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import { trustedWorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { calendarConnections, calendars, schedules } from "../db/schema";
import type { BusyInterval } from "../icalendar";
import { replaceBusyTimes } from "./busy-store";
import { type CalendarRow, type ConnectionRow, connectionCalendars, connectionLabel } from "./calendar-rows";
import type { CalendarOptions } from "./options";
import { ownEventUids } from "./own-events";
import { expandBusy, openConnection, readCalendar } from "./read-calendar";
import { CalendarFault, faultOf } from "./remote";
import { resendFailedWrites } from "./resend-writes";

const DAY = 86_400_000;
/** Busy times are kept from a day back to a year ahead (past any link's usual horizon). */
export const REFRESH_WINDOW = { backMs: DAY, aheadMs: 366 * DAY };
/** An unchanged ctag or ETag is trusted this long; then the calendar is read whole, as the window has moved. */
export const FULL_READ_EVERY_MS = 12 * 3_600_000;

export const refreshWindow = (now: Date) => ({
  start: new Date(now.getTime() - REFRESH_WINDOW.backMs),
  end: new Date(now.getTime() + REFRESH_WINDOW.aheadMs),
});

export interface RefreshResult {
  userId: string;
  workspaceId: string;
  state: ConnectionRow["state"];
  /** Whether busy times changed: the owner's topic is to be published. */
  changed: boolean;
}

interface Read {
  tag: string | undefined;
  busy: BusyInterval[] | undefined;
}

/** Refreshes the live connection `connectionId`; undefined if it is gone. `force` reads every calendar whole. */
export async function refreshConnection(
  db: Db,
  options: CalendarOptions,
  connectionId: string,
  now: Date,
  extra: { force?: boolean; signal?: AbortSignal } = {},
): Promise<RefreshResult | undefined> {
  const [connection] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.id, connectionId), isNull(calendarConnections.deletedAt)));
  if (!connection) return undefined;
  const rows = await connectionCalendars(db, connection.id);
  let reads: Map<string, Read>;
  try {
    reads = await readAll(db, options, connection, rows, now, extra);
  } catch (error) {
    if (!(error instanceof CalendarFault)) throw error;
    return recordFault(db, connection, error, now);
  }
  return recordSuccess(db, connection, reads, now);
}

async function readAll(
  db: Db,
  options: CalendarOptions,
  connection: ConnectionRow,
  rows: CalendarRow[],
  now: Date,
  extra: { force?: boolean; signal?: AbortSignal },
): Promise<Map<string, Read>> {
  const open = await openConnection(db, options, connection, extra.signal);
  const zone = await memberZone(db, connection.userId);
  const window = refreshWindow(now);
  // The member's own meetings written back (or filed from their invitations) are busy as bookings already.
  const ignoreUids = await ownEventUids(db, connection.userId, window);
  const reads = new Map<string, Read>();
  try {
    for (const calendar of rows.filter((row) => row.readForAvailability)) {
      const trusted = !extra.force && calendar.syncedAt && now.getTime() - calendar.syncedAt.getTime() < FULL_READ_EVERY_MS;
      const read = await readCalendar(open, calendar, window, trusted ? (calendar.syncTag ?? undefined) : undefined);
      const busy =
        read.texts &&
        (await expandBusy(connection.provider, read.texts, window, { ignoreAllDay: calendar.ignoreAllDay, zone, ignoreUids }));
      reads.set(calendar.id, { tag: read.tag, busy });
    }
  } catch (error) {
    throw faultOf(error, open.session);
  }
  return reads;
}

/** The member's default schedule's zone: floating times and all-day events are theirs. UTC without one. */
export async function memberZone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: schedules.timeZone })
    .from(schedules)
    .where(and(eq(schedules.userId, userId), eq(schedules.isDefault, true)));
  return row?.timeZone ?? "UTC";
}

/** The connection row locked for the outcome's transaction; undefined once it is disconnected. */
async function lockLive(tx: Db, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await tx.select().from(calendarConnections).where(eq(calendarConnections.id, id)).for("update");
  return row && !row.deletedAt ? row : undefined;
}

async function recordSuccess(db: Db, connection: ConnectionRow, reads: Map<string, Read>, now: Date): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const locked = await lockLive(tx, connection.id);
    if (!locked) return result(connection, false);
    let changed = false;
    for (const calendar of await connectionCalendars(tx, connection.id)) {
      const read = reads.get(calendar.id);
      // Turned off while it was being read: its busy times are gone and stay gone.
      if (!read || !calendar.readForAvailability) continue;
      if (read.busy) changed = (await replaceBusyTimes(tx, calendar, read.busy, now)) || changed;
      await tx
        .update(calendars)
        .set({ syncTag: read.tag ?? null, syncedAt: read.busy ? now : calendar.syncedAt })
        .where(eq(calendars.id, calendar.id));
    }
    const [updated] = await tx
      .update(calendarConnections)
      .set({ state: "ACTIVE", lastRefreshedAt: now, lastAttemptAt: now, lastError: null, leaseUntil: null, updatedAt: now })
      .where(eq(calendarConnections.id, connection.id))
      .returning();
    if (locked.state === "EXPIRED") await audit(tx, locked, "CALENDAR_CONNECTION_RECONNECTED", now);
    if (locked.state !== "ACTIVE") await resendFailedWrites(tx, connection.id, connection.userId, now);
    return result(updated!, changed);
  });
}

/** The connection's state after `fault`: EXPIRED for a refused password (audited once), else ERROR; busy times kept. */
export async function recordFault(db: Db, connection: ConnectionRow, fault: CalendarFault, now: Date): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const locked = await lockLive(tx, connection.id);
    if (!locked) return result(connection, false);
    const state = fault.kind === "AUTH" ? "EXPIRED" : "ERROR";
    const [updated] = await tx
      .update(calendarConnections)
      .set({ state, lastError: fault.message, lastAttemptAt: now, leaseUntil: null, updatedAt: now })
      .where(eq(calendarConnections.id, connection.id))
      .returning();
    if (state === "EXPIRED" && locked.state !== "EXPIRED") await audit(tx, locked, "CALENDAR_CONNECTION_EXPIRED", now);
    return result(updated!, false);
  });
}

const result = (row: ConnectionRow, changed: boolean): RefreshResult => ({
  userId: row.userId,
  workspaceId: row.workspaceId,
  state: row.state,
  changed,
});

/** Expiry and reconnection are the connection owner's, never the system's (the interface's attribution rule). */
function audit(tx: Db, row: ConnectionRow, action: "CALENDAR_CONNECTION_EXPIRED" | "CALENDAR_CONNECTION_RECONNECTED", now: Date) {
  return recordAuditEvents(tx, trustedWorkspaceId(row.workspaceId), [
    {
      action,
      actor: { kind: "user", userId: row.userId },
      at: now,
      subject: { type: "calendar_connection", id: row.id, label: connectionLabel(row) },
    },
  ]);
}
