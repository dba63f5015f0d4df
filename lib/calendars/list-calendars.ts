// GET /v1/calendars: one member's calendars (connected or not), each with its connection's state.
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { listedOwner } from "../auth/authorize";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusablePage } from "../db/reusable-query";
import { calendarConnections, calendars } from "../db/schema";
import { serializeCalendar } from "./calendar-rows";

type CalendarRow = typeof calendars.$inferSelect;
type ConnectionRow = typeof calendarConnections.$inferSelect;

const owned = eq(calendars.userId, sql.placeholder("userId"));

const calendarsPage = reusablePage<{ calendar: CalendarRow; connection: ConnectionRow | null }>("calendars", {
  rows: (db) =>
    db
      .select({ calendar: calendars, connection: calendarConnections })
      .from(calendars)
      .leftJoin(calendarConnections, and(eq(calendarConnections.id, calendars.connectionId), isNull(calendarConnections.deletedAt)))
      .where(owned)
      .orderBy(asc(calendars.createdAt), asc(calendars.name), asc(calendars.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  total: (db) => db.select({ n: count() }).from(calendars).where(owned),
});

/** The member's calendars by creation, then name; whose, as listedOwner allows. */
export async function listCalendars(db: Db, auth: AuthContext, userId: string | undefined, page: PageRequest) {
  const owner = await listedOwner(db, auth, userId, "calendars");
  const { rows, total } = await calendarsPage(db, { userId: owner }, pageLimits(page));
  return envelope(
    page,
    total,
    rows.map((row) => serializeCalendar(row.calendar, row.connection)),
  );
}

/** One calendar as GET /v1/calendars lists it (after a write). */
export async function calendarView(db: Db, calendarId: string) {
  const [row] = await db
    .select({ calendar: calendars, connection: calendarConnections })
    .from(calendars)
    .leftJoin(calendarConnections, and(eq(calendarConnections.id, calendars.connectionId), isNull(calendarConnections.deletedAt)))
    .where(eq(calendars.id, calendarId));
  return serializeCalendar(row!.calendar, row!.connection);
}
