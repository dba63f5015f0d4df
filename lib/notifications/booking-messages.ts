// The outbox rows a booking change writes, in the change's own transaction.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";
import type { Audience, BookingChange, BookingEvent, EmailPayload } from "./events";

type OutboxRow = typeof outboxMessages.$inferInsert;

/** Who hears of which change: attendees of everything about their meeting, hosts of what they did not do themselves. */
function audiences(change: BookingChange): Audience[] {
  switch (change.event) {
    case "booking.declined":
      return ["ATTENDEE"];
    default:
      return ["ATTENDEE", "HOST"];
  }
}

/** The changes after which a confirmed meeting gets its reminders. */
const SCHEDULES_REMINDERS = new Set(["booking.created", "booking.approved", "booking.rescheduled"]);

/**
 * The change's messages, due now, and, once a meeting is confirmed, its
 * reminders to the attendees, due `reminders` (ms) before it starts; those
 * already past are not made.
 */
export function bookingMessageRows(change: BookingChange, reminders: readonly number[] = []): OutboxRow[] {
  const rows: OutboxRow[] = [];
  const add = (event: BookingEvent, due: number, audience: Audience, person: { email: string; name: string; timeZone: string }) => {
    const payload: EmailPayload = { ...change, event, audience, timeZone: person.timeZone, name: person.name };
    rows.push({
      id: `msg_${randomUUID()}`,
      workspaceId: change.workspaceId,
      bookingId: change.booking.ical.uid,
      channel: "EMAIL",
      event,
      recipient: person.email.toLowerCase(),
      payload,
      dueAt: new Date(due),
      nextAttemptAt: new Date(due),
    });
  };
  const { booking } = change;
  const attendees = booking.attendees.map((a) => ({ ...a, timeZone: booking.timezone }));
  for (const audience of audiences(change)) {
    for (const person of audience === "ATTENDEE" ? attendees : booking.hosts) add(change.event, change.at, audience, person);
  }
  if (booking.status === "CONFIRMED" && SCHEDULES_REMINDERS.has(change.event)) {
    for (const before of reminders) {
      const due = Date.parse(booking.start) - before;
      if (due > change.at) for (const person of attendees) add("booking.reminder", due, "ATTENDEE", person);
    }
  }
  return rows;
}

/** Withdraws the meeting's reminders not yet sent: it was moved, cancelled or declined. Inside the change's transaction. */
export async function withdrawReminders(tx: Db, icalUid: string): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ status: "WITHDRAWN" })
    .where(and(eq(outboxMessages.bookingId, icalUid), eq(outboxMessages.event, "booking.reminder"), eq(outboxMessages.status, "PENDING")));
}

/** Writes the change's messages; call inside the change's transaction. */
export async function enqueueBookingMessages(tx: Db, change: BookingChange, reminders: readonly number[] = []): Promise<void> {
  const rows = bookingMessageRows(change, reminders);
  if (rows.length) await tx.insert(outboxMessages).values(rows);
}
