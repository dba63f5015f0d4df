// The outbox rows a booking change writes, in the change's own transaction.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";
import type { Audience, BookingChange, EmailPayload } from "./events";

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

export function bookingMessageRows(change: BookingChange): OutboxRow[] {
  const at = new Date(change.at);
  const rows: OutboxRow[] = [];
  const add = (audience: Audience, email: string, name: string, timeZone: string) => {
    const payload: EmailPayload = { ...change, audience, timeZone, name };
    rows.push({
      id: `msg_${randomUUID()}`,
      workspaceId: change.workspaceId,
      bookingId: change.booking.ical.uid,
      channel: "EMAIL",
      event: change.event,
      recipient: email.toLowerCase(),
      payload,
      dueAt: at,
      nextAttemptAt: at,
    });
  };
  for (const audience of audiences(change)) {
    if (audience === "ATTENDEE") for (const a of change.booking.attendees) add("ATTENDEE", a.email, a.name, change.booking.timezone);
    else for (const h of change.booking.hosts) add("HOST", h.email, h.name, h.timeZone);
  }
  return rows;
}

/** Writes the change's messages; call inside the change's transaction. */
export async function enqueueBookingMessages(tx: Db, change: BookingChange): Promise<void> {
  const rows = bookingMessageRows(change);
  if (rows.length) await tx.insert(outboxMessages).values(rows);
}
