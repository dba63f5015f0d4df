// The outbox rows a booking change writes for the team's webhooks: one per
// webhook subscribed to the event, made by the database from the webhooks
// table inside the change's own statement or transaction, so a webhook
// created or deleted concurrently either gets the change or does not, and
// the booking write needs no extra round trip.
import { type SQL, sql } from "drizzle-orm";
import type { Booking } from "../../contract/bookings";
import type { WebhookEvent } from "../../contract/webhooks";
import type { Db } from "../../db/client";

export interface WebhookChange {
  event: WebhookEvent;
  workspaceId: string;
  at: number;
  /** The meeting's thread: its first booking's id, which orders its messages. */
  threadId: string;
  /** The booking as GET /v1/bookings/{id} answers it. */
  data: Booking;
}

/** The Standard Webhooks payload: { type, timestamp, data }. */
export const webhookPayload = (change: WebhookChange) => ({
  type: change.event,
  timestamp: new Date(change.at).toISOString(),
  data: change.data,
});

export function webhookMessagesStatement(change: WebhookChange): SQL {
  const at = new Date(change.at).toISOString();
  return sql`insert into outbox_messages (id, workspace_id, booking_id, channel, event, recipient, payload, due_at, next_attempt_at)
    select 'msg_' || gen_random_uuid(), w.workspace_id, ${change.threadId}, 'WEBHOOK', ${change.event}, w.id,
           ${JSON.stringify(webhookPayload(change))}::json, ${at}::timestamptz, ${at}::timestamptz
      from webhooks w
     where w.workspace_id = ${change.workspaceId} and w.deleted_at is null and w.events @> jsonb_build_array(${change.event}::text)`;
}

export async function enqueueWebhookMessages(tx: Db, change: WebhookChange): Promise<void> {
  await tx.execute(webhookMessagesStatement(change));
}
