// The events on a member's calendars that are this service's own meetings: the meetings they host or hosted (a
// hold, active or released, in the window), by the UID their invitations and write-backs carry. Their bookings
// already hold the time (or freed it: cancelled, declined, moved to another host, with the event's removal on its
// way through the outbox), so such an event read from a calendar would count the meeting twice, or keep a freed
// time busy, and a reschedule into the meeting's own time would find it taken by itself.
//
// Matched by exact UID, not by the "@team-scheduling" suffix: a meeting of another deployment, or one of this
// service where the member is only an attendee, holds none of their time, so its invitation must count as busy.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookingHolds, bookings } from "../db/schema";
import { eventUid } from "../notifications/events";

export async function ownEventUids(db: Db, userId: string, window: { start: Date; end: Date }): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectDistinct({ uid: sql<string>`coalesce(${bookings.icalUid}, ${bookings.id})` })
    .from(bookingHolds)
    .innerJoin(bookings, eq(bookings.id, bookingHolds.bookingId))
    .where(and(eq(bookingHolds.userId, userId), lt(bookingHolds.startAt, window.end), gt(bookingHolds.endAt, window.start)));
  return new Set(rows.map((row) => eventUid(row.uid)));
}
