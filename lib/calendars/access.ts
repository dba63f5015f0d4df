// A connected CalDAV calendar opened for writing (booked meetings written back, write-back.ts): its collection URL,
// the Authorization header and the guarded fetch to hand to tsdav (createCalendarObject, updateCalendarObject,
// deleteCalendarObject), so credentials stay inside lib/calendars and every request keeps the outbound rules.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { calendarConnections, calendars } from "../db/schema";
import type { ConnectionRow } from "./calendar-rows";
import type { CalendarOptions } from "./options";
import { openConnection } from "./read-calendar";
import { type RefreshResult, recordFault } from "./refresh";
import { basicAuth, type CalendarFault, faultOf, type RemoteSession } from "./remote";

export interface CalendarAccess {
  connectionId: string;
  /** The connection's state when opened: an EXPIRED one's password was refused, and asking again may lock the account. */
  state: ConnectionRow["state"];
  /** The CalDAV collection, e.g. https://caldav.example.com/ana/work/ */
  calendarUrl: string;
  headers: { authorization: string };
  /** The session's guarded fetch (give it to tsdav as `fetch`), and the statuses it has seen. */
  session: RemoteSession;
}

/** Access to a connected CALDAV calendar; undefined for a calendar of another provider, of no connection, or gone. */
export async function caldavAccess(
  db: Db,
  options: CalendarOptions,
  calendarId: string,
  signal?: AbortSignal,
): Promise<CalendarAccess | undefined> {
  const [row] = await db
    .select({ calendar: calendars, connection: calendarConnections })
    .from(calendars)
    .innerJoin(calendarConnections, and(eq(calendarConnections.id, calendars.connectionId), isNull(calendarConnections.deletedAt)))
    .where(eq(calendars.id, calendarId));
  if (row?.connection.provider !== "CALDAV" || !row.calendar.remoteUrl) return undefined;
  const open = await openConnection(db, options, row.connection, signal);
  const authorization = basicAuth(row.connection.username ?? "", (open.credentials as { password: string }).password);
  return {
    connectionId: row.connection.id,
    state: row.connection.state,
    calendarUrl: row.calendar.remoteUrl,
    headers: { authorization },
    session: open.session,
  };
}

/**
 * Records what a failed request through `access` means for its connection, as a refresh would: a 401 makes it
 * EXPIRED (CALENDAR_CONNECTION_EXPIRED, once, for its owner), anything else ERROR. Answers the new state.
 */
export async function recordAccessFault(db: Db, access: CalendarAccess, error: unknown, now: Date): Promise<RefreshResult | undefined> {
  const fault: CalendarFault = faultOf(error, access.session);
  const [connection] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, access.connectionId));
  return connection ? recordFault(db, connection as ConnectionRow, fault, now) : undefined;
}
