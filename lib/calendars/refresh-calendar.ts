// POST /v1/calendars/refresh: a calendar's connection read now, whole, the answer waiting for it. A MEMBER
// refreshes their own calendars, OWNER and ADMIN anyone's in the workspace.
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import type { Db } from "../db/client";
import { findCalendar, requireConnection } from "./calendar-rows";
import { calendarView } from "./list-calendars";
import type { CalendarOptions } from "./options";
import { refreshConnection } from "./refresh";

export async function refreshCalendar(db: Db, auth: AuthContext, options: CalendarOptions, calendarId: string, now: Date) {
  const found = await findCalendar(db, auth, calendarId);
  requireChange(auth, found.calendar.userId, "this calendar");
  const connection = requireConnection(found);
  const result = await refreshConnection(db, options, connection.id, now, { force: true });
  return { calendar: await calendarView(db, calendarId), userId: found.calendar.userId, changed: result?.changed ?? false };
}
