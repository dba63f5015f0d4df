// GET /v1/calendars: one member's calendars (connected or not), each with its connection's state.
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { listedOwner } from "../auth/authorize";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { calendarConnections, calendars } from "../db/schema";
import { serializeCalendar } from "./calendar-rows";

/** The member's calendars by creation, then name; whose, as listedOwner allows. */
export async function listCalendars(db: Db, auth: AuthContext, userId: string | undefined, page: PageRequest) {
  const owner = await listedOwner(db, auth, userId, "calendars");
  const where = eq(calendars.userId, owner);
  const [rows, [total]] = await Promise.all([
    db
      .select({ calendar: calendars, connection: calendarConnections })
      .from(calendars)
      .leftJoin(calendarConnections, and(eq(calendarConnections.id, calendars.connectionId), isNull(calendarConnections.deletedAt)))
      .where(where)
      .orderBy(asc(calendars.createdAt), asc(calendars.name), asc(calendars.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(calendars).where(where),
  ]);
  return envelope(
    page,
    total?.n ?? 0,
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
