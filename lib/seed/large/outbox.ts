// The large workspace's webhooks and their deliveries: outbox messages with their attempts, written as rows (the
// seed format has no outbox). Most go to the first webhook, so that its deliveries run to many pages.
import type { BulkWriter } from "../../db/bulk-writer";
import * as t from "../../db/schema";
import { WORKSPACE_ID } from "./frame";
import { randomFor } from "./random";
import { DAY_MS, type LargeSpec, SPAN_DAYS } from "./spec";

export const OUTBOX_TABLES = [t.webhooks, t.outboxMessages, t.outboxAttempts] as const;
export const webhookId = (k: number) => `wh_lg_${k}`;

/** Adds the webhooks, then messages of one to three attempts each until spec.outboxAttempts are written. */
export async function addLargeOutbox(w: BulkWriter, spec: LargeSpec, bookingIds: (n: number) => string, ownerId: string) {
  const random = randomFor(spec.seed, "outbox");
  for (let k = 0; k < spec.webhooks; k++) {
    w.add(t.webhooks, {
      id: webhookId(k),
      workspaceId: WORKSPACE_ID,
      url: `https://hooks.large.example/${k}`,
      events: ["booking.created", "booking.cancelled", "booking.rescheduled"],
      description: `Receiver ${k}`,
      secret: `whsec_${random.hex(32)}`,
      createdByUserId: ownerId,
      createdAt: new Date(spec.anchor.getTime() - SPAN_DAYS * DAY_MS),
    });
  }
  const start = spec.anchor.getTime() - 90 * DAY_MS;
  let attempts = 0;
  for (let m = 0; attempts < spec.outboxAttempts; m++) {
    const tries = Math.min(1 + random.int(3), spec.outboxAttempts - attempts);
    const due = start + Math.floor(((attempts + 0.5) / spec.outboxAttempts) * 90 * DAY_MS);
    const failed = random.chance(0.05);
    const id = `msg_lg_${String(m).padStart(6, "0")}`;
    // Drawn in the order the generator always has, so that a seed writes the same workspace.
    const bookingId = bookingIds(random.int(Math.max(spec.bookings, 1)));
    const event = random.pick(["booking.created", "booking.cancelled", "booking.rescheduled"]);
    const recipient = webhookId(random.chance(0.6) ? 0 : random.int(spec.webhooks));
    w.add(t.outboxMessages, {
      id,
      workspaceId: WORKSPACE_ID,
      bookingId,
      channel: "WEBHOOK",
      event,
      recipient,
      payload: { type: "booking.created" },
      dueAt: new Date(due),
      nextAttemptAt: new Date(due + tries * 60_000),
      status: failed ? "FAILED" : "SENT",
      attempts: tries,
      lastError: failed ? "HTTP 500" : null,
      sentAt: failed ? null : new Date(due + (tries - 1) * 60_000 + 200),
      createdAt: new Date(due),
    });
    for (let a = 1; a <= tries; a++) {
      const ok = a === tries && !failed;
      w.add(t.outboxAttempts, {
        messageId: id,
        attempt: a,
        startedAt: new Date(due + (a - 1) * 60_000),
        durationMs: 40 + random.int(400),
        ok,
        response: ok ? "OK" : "Internal Server Error",
        statusCode: ok ? 200 : 500,
        webhookId: recipient,
      });
    }
    attempts += tries;
    await w.drain();
  }
}
