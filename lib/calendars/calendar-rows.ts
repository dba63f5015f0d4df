// Reading calendars and their connections for a request: which the caller may see (their owner is a member of
// the caller's workspace), as GET /v1/calendars answers them. A calendar of another workspace reads as unknown.
import { and, eq, isNull } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import type { ConnectedCalendar } from "../contract/calendars";
import type { Db } from "../db/client";
import { calendarConnections, calendars, memberships } from "../db/schema";
import { AppError, notFound } from "../errors/app-error";

export type CalendarRow = typeof calendars.$inferSelect;
export type ConnectionRow = typeof calendarConnections.$inferSelect;

/** The calendar and its live connection (null for one of none), if its owner is in the caller's workspace. */
export async function findCalendar(
  db: Db,
  auth: AuthContext,
  calendarId: string,
): Promise<{ calendar: CalendarRow; connection: ConnectionRow | null }> {
  const [row] = await db
    .select({ calendar: calendars, connection: calendarConnections })
    .from(calendars)
    .innerJoin(memberships, and(eq(memberships.userId, calendars.userId), eq(memberships.workspaceId, auth.workspaceId)))
    .leftJoin(calendarConnections, and(eq(calendarConnections.id, calendars.connectionId), isNull(calendarConnections.deletedAt)))
    .where(eq(calendars.id, calendarId));
  if (!row) throw notFound("Calendar", "calendarId");
  return row;
}

/** CALENDAR_NOT_CONNECTED for a calendar of no connection: only connected calendars are read, set or ended. */
export function requireConnection(found: { calendar: CalendarRow; connection: ConnectionRow | null }): ConnectionRow {
  if (found.connection) return found.connection;
  throw new AppError(
    "CALENDAR_NOT_CONNECTED",
    `The calendar "${found.calendar.name}" (${found.calendar.provider}) belongs to no connection: it is neither read from a server nor disconnected.`,
    { field: "calendarId" },
  );
}

/** The calendars of a connection, in the order GET /v1/calendars lists them. */
export function connectionCalendars(db: Db, connectionId: string): Promise<CalendarRow[]> {
  return db
    .select()
    .from(calendars)
    .where(eq(calendars.connectionId, connectionId))
    .orderBy(calendars.createdAt, calendars.name, calendars.id);
}

export function serializeConnection(row: ConnectionRow): NonNullable<ConnectedCalendar["connection"]> {
  return {
    id: row.id,
    provider: row.provider,
    serverUrl: row.serverUrl,
    username: row.username,
    state: row.state,
    lastRefreshedAt: row.lastRefreshedAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A calendar as the API answers it: never a credential, a feed's address or a ctag. */
export function serializeCalendar(row: CalendarRow, connection: ConnectionRow | null): ConnectedCalendar {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    provider: row.provider,
    userId: row.userId,
    readForAvailability: row.readForAvailability,
    ignoreAllDay: row.ignoreAllDay,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    connection: connection ? serializeConnection(connection) : null,
  };
}

/** A connection as the audit log names it: the provider, account and server, never a secret. */
export function connectionLabel(row: Pick<ConnectionRow, "provider" | "username" | "serverUrl">): string {
  return row.provider === "CALDAV"
    ? `CalDAV ${row.username} at ${new URL(row.serverUrl).host}`
    : `iCalendar feed at ${new URL(row.serverUrl.replace(/…$/, "")).host}`;
}
