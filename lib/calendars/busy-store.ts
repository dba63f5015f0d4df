// A calendar's busy times as the slot engine reads them: rows of busy_times with the calendar's id, the interval
// and nothing else (no title, place or attendee). A refresh replaces one calendar's rows in the caller's
// transaction, and only when they differ, so an unchanged calendar writes nothing and publishes nothing.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { busyTimes } from "../db/schema";

export interface BusySpan {
  start: Date;
  end: Date;
}

const BATCH = 1_000;

/** Replaces the calendar's busy times with `spans` (sorted); answers whether they changed. */
export async function replaceBusyTimes(
  tx: Db,
  calendar: { id: string; userId: string },
  spans: readonly BusySpan[],
  now: Date,
): Promise<boolean> {
  const stored = await tx
    .select({ startAt: busyTimes.startAt, endAt: busyTimes.endAt })
    .from(busyTimes)
    .where(eq(busyTimes.calendarId, calendar.id))
    .orderBy(asc(busyTimes.startAt), asc(busyTimes.endAt));
  const same =
    stored.length === spans.length &&
    stored.every((row, i) => row.startAt.getTime() === spans[i]!.start.getTime() && row.endAt.getTime() === spans[i]!.end.getTime());
  if (same) return false;
  await tx.delete(busyTimes).where(eq(busyTimes.calendarId, calendar.id));
  for (let i = 0; i < spans.length; i += BATCH) {
    await tx.insert(busyTimes).values(
      spans.slice(i, i + BATCH).map((span) => ({
        id: `busy_${randomUUID()}`,
        userId: calendar.userId,
        calendarId: calendar.id,
        startAt: span.start,
        endAt: span.end,
        createdAt: now,
      })),
    );
  }
  return true;
}

/** Removes the calendar's busy times; answers whether there were any. */
export async function clearBusyTimes(tx: Db, calendarId: string): Promise<boolean> {
  const removed = await tx.delete(busyTimes).where(eq(busyTimes.calendarId, calendarId)).returning({ id: busyTimes.id });
  return removed.length > 0;
}
