// A booking change in the outbox: the one row its transaction writes, and
// the e-mails and reminders the dispatcher later makes of it.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";
import type { Audience, BookingChange, BookingEvent, EmailPayload, NotifiedBooking, RecordedChange } from "./events";

export type OutboxRow = typeof outboxMessages.$inferInsert;

/** A booking's changes share its thread (its first booking's id, the calendar UID), which orders their messages. */
export const CHANGE_RECIPIENT = "";

/**
 * The change as its transaction records it: one row, whatever the number of
 * people and webhooks to tell, so that the booking itself pays for one small
 * write; the dispatcher fans it out.
 */
export function changeRow(recorded: RecordedChange): OutboxRow {
  const { change } = recorded;
  const at = new Date(change.at);
  return {
    id: `chg_${randomUUID()}`,
    workspaceId: change.workspaceId,
    bookingId: change.booking.ical.uid,
    channel: "CHANGE",
    event: change.event,
    recipient: CHANGE_RECIPIENT,
    payload: recorded,
    dueAt: at,
    nextAttemptAt: at,
  };
}

/** Records the change for the dispatcher; call inside the change's transaction. */
export async function recordChange(tx: Db, recorded: RecordedChange): Promise<void> {
  await tx.insert(outboxMessages).values(changeRow(recorded));
}

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
 * The change's e-mails, due at the change, and, once a meeting is confirmed,
 * its reminders to the attendees, due `reminders` (ms) before it starts;
 * those already past at the change are not made.
 */
export function bookingMessageRows(change: BookingChange, reminders: readonly number[] = []): OutboxRow[] {
  const rows: OutboxRow[] = [];
  const add = (about: BookingChange, due: number, audience: Audience, person: { email: string; name: string; timeZone: string }) => {
    const payload: EmailPayload = { ...about, audience, timeZone: person.timeZone, name: person.name };
    rows.push({
      id: `msg_${randomUUID()}`,
      workspaceId: about.workspaceId,
      bookingId: about.booking.ical.uid,
      channel: "EMAIL",
      event: about.event,
      recipient: person.email.toLowerCase(),
      payload,
      dueAt: new Date(due),
      nextAttemptAt: new Date(due),
    });
  };
  const { booking } = change;
  const attendees = booking.attendees.map((a) => ({ ...a, timeZone: booking.timezone }));
  for (const audience of audiences(change)) {
    for (const person of audience === "ATTENDEE" ? attendees : booking.hosts) add(change, change.at, audience, person);
  }
  for (const host of change.releasedHosts ?? []) add(releasedFrom(change, host), change.at, "HOST", host);
  if (booking.status === "CONFIRMED" && SCHEDULES_REMINDERS.has(change.event)) {
    for (const before of reminders) {
      const due = Date.parse(booking.start) - before;
      if (due > change.at) for (const person of attendees) add({ ...change, event: "booking.reminder" }, due, "ATTENDEE", person);
    }
  }
  return rows;
}

/** A moved meeting as the host it was taken from hears of it: their meeting, at its old time, is off. */
function releasedFrom(change: BookingChange, host: NotifiedBooking["hosts"][number]): BookingChange {
  const { previous, booking } = change;
  return {
    event: "booking.cancelled",
    workspaceId: change.workspaceId,
    at: change.at,
    booking: {
      ...booking,
      start: previous?.start ?? booking.start,
      end: previous?.end ?? booking.end,
      title: previous?.title ?? booking.title,
      hosts: [host],
      status: "CANCELLED",
    },
    // Only a confirmed meeting was on their calendar to take off (whatever the moved one's status now).
    wasConfirmed: change.wasConfirmed ?? false,
  };
}

/** The changes after which a meeting's earlier reminders no longer apply: it is off, or at another time. */
export const WITHDRAWS_REMINDERS = new Set<BookingEvent>(["booking.cancelled", "booking.declined", "booking.rescheduled"]);

/** Withdraws the reminders not yet sent of the meetings of these threads. */
export async function withdrawReminders(tx: Db, icalUids: string | string[]): Promise<void> {
  const threads = typeof icalUids === "string" ? [icalUids] : icalUids;
  if (threads.length === 0) return;
  await tx
    .update(outboxMessages)
    .set({ status: "WITHDRAWN" })
    .where(
      and(inArray(outboxMessages.bookingId, threads), eq(outboxMessages.event, "booking.reminder"), eq(outboxMessages.status, "PENDING")),
    );
}
