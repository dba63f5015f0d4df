// POST /v1/calendars/update: whether a connected calendar's events make its member busy, and whether its all-day
// events do. Turning reading off removes its busy times at once; turning it on, or changing ignoreAllDay, forgets
// its ctag so the route reads it again whole before answering.
import { eq } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import type { UpdateCalendarInput } from "../contract/calendars";
import type { Db } from "../db/client";
import { calendars } from "../db/schema";
import { requireFresh } from "../http/stale-update";
import { clearBusyTimes } from "./busy-store";
import { findCalendar, requireConnection } from "./calendar-rows";

export interface CalendarUpdate {
  userId: string;
  connectionId: string;
  /** Busy times were removed. */
  changed: boolean;
  /** The calendar is to be read again whole (reading turned on, or ignoreAllDay changed). */
  reread: boolean;
}

export async function updateCalendar(db: Db, auth: AuthContext, input: UpdateCalendarInput, now: Date): Promise<CalendarUpdate> {
  const found = await findCalendar(db, auth, input.calendarId);
  requireChange(auth, found.calendar.userId, "this calendar");
  const connection = requireConnection(found);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(calendars).where(eq(calendars.id, found.calendar.id)).for("update");
    requireFresh(row!.updatedAt, input.updatedAt, "The calendar");
    const reading = input.readForAvailability ?? row!.readForAvailability;
    const ignoreAllDay = input.ignoreAllDay ?? row!.ignoreAllDay;
    const outcome = { userId: row!.userId, connectionId: connection.id, changed: false, reread: false };
    if (reading === row!.readForAvailability && ignoreAllDay === row!.ignoreAllDay) return outcome;
    outcome.reread = reading;
    if (!reading) outcome.changed = await clearBusyTimes(tx, row!.id);
    await tx
      .update(calendars)
      .set({
        readForAvailability: reading,
        ignoreAllDay,
        syncTag: null,
        syncedAt: null,
        updatedAt: new Date(Math.max(now.getTime(), row!.updatedAt.getTime() + 1)),
      })
      .where(eq(calendars.id, row!.id));
    await recordAuditEvents(tx, auth.workspaceId, [
      {
        action: "CALENDAR_UPDATED",
        actor: { kind: "user", userId: auth.userId },
        at: now,
        subject: { type: "calendar", id: row!.id, label: row!.name },
      },
    ]);
    return outcome;
  });
}
