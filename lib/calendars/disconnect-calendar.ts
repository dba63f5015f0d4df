// POST /v1/calendars/disconnect: ends a calendar's connection, and with it every calendar of that connection (a
// CalDAV account is connected as a whole; a feed is one calendar). Their busy times go, as do the hosts'
// selections of them and booking pages' defaults; the sealed credentials are wiped and the connection kept
// (deleted) for the audit log. A calendar that receives some host's booked meetings (bookingCalendarId) is
// refused, CALENDAR_IN_USE naming the links: which calendar should receive them instead is the team's choice.
import { and, eq, inArray } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import type { ConnectedCalendar } from "../contract/calendars";
import type { Db } from "../db/client";
import {
  bookingLinks,
  bookingPages,
  busyTimes,
  calendarConnections,
  calendars,
  hostAvailabilityCalendars,
  hosts,
  syncTargetCalendars,
} from "../db/schema";
import { AppError, notFound } from "../errors/app-error";
import { connectionCalendars, connectionLabel, findCalendar, requireConnection, serializeCalendar } from "./calendar-rows";

export interface Disconnected {
  calendars: ConnectedCalendar[];
  userId: string;
}

export async function disconnectCalendar(db: Db, auth: AuthContext, calendarId: string, now: Date): Promise<Disconnected> {
  const found = await findCalendar(db, auth, calendarId);
  requireChange(auth, found.calendar.userId, "this calendar");
  const connection = requireConnection(found);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(calendarConnections).where(eq(calendarConnections.id, connection.id)).for("update");
    if (!locked || locked.deletedAt) throw notFound("Calendar", "calendarId");
    const rows = await connectionCalendars(tx, locked.id);
    const ids = rows.map((row) => row.id);
    await refuseInUse(tx, ids);
    await tx.delete(busyTimes).where(inArray(busyTimes.calendarId, ids));
    await tx.delete(hostAvailabilityCalendars).where(inArray(hostAvailabilityCalendars.calendarId, ids));
    await tx.delete(syncTargetCalendars).where(inArray(syncTargetCalendars.calendarId, ids));
    await tx.update(bookingPages).set({ defaultCalendarId: null }).where(inArray(bookingPages.defaultCalendarId, ids));
    await tx.delete(calendars).where(inArray(calendars.id, ids));
    await tx
      .update(calendarConnections)
      .set({ deletedAt: now, credentials: null, leaseUntil: null, updatedAt: now })
      .where(eq(calendarConnections.id, locked.id));
    await recordAuditEvents(tx, auth.workspaceId, [
      {
        action: "CALENDAR_DISCONNECTED",
        actor: { kind: "user", userId: auth.userId },
        at: now,
        subject: { type: "calendar_connection", id: locked.id, label: connectionLabel(locked) },
      },
    ]);
    return { calendars: rows.map((row) => serializeCalendar(row, locked)), userId: locked.userId };
  });
}

async function refuseInUse(tx: Db, calendarIds: string[]) {
  const links = await tx
    .selectDistinct({ id: bookingLinks.id, title: bookingLinks.title, deletedAt: bookingLinks.deletedAt })
    .from(hosts)
    .innerJoin(bookingLinks, eq(bookingLinks.id, hosts.bookingLinkId))
    .where(and(inArray(hosts.bookingCalendarId, calendarIds)))
    .orderBy(bookingLinks.title, bookingLinks.id);
  if (links.length === 0) return;
  const named = links.map((l) => `${JSON.stringify(l.title)} (${l.id}${l.deletedAt ? ", deleted" : ""})`).join(", ");
  throw new AppError(
    "CALENDAR_IN_USE",
    `Booked meetings of these links go to a calendar of this connection; give their hosts another bookingCalendarId first: ${named}.`,
    { field: "calendarId" },
  );
}
