// The outbox rows a batch of booking changes makes for the team's webhooks:
// one per change and webhook subscribed to its event, made by the database
// from the webhooks table in one statement, in the order of the changes (so
// the deliveries of one meeting to one webhook keep their order).
import { type SQL, sql } from "drizzle-orm";
import type { Booking } from "../../contract/bookings";
import type { WebhookEvent } from "../../contract/webhooks";

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

export function webhookMessagesStatement(changes: WebhookChange[]): SQL {
  const records = changes.map((change, ord) => ({
    ord,
    thread: change.threadId,
    event: change.event,
    workspace_id: change.workspaceId,
    at: new Date(change.at).toISOString(),
    payload: webhookPayload(change),
  }));
  return sql`insert into outbox_messages (id, workspace_id, booking_id, channel, event, recipient, payload, due_at, next_attempt_at)
    select 'msg_' || gen_random_uuid(), w.workspace_id, c.thread, 'WEBHOOK', c.event, w.id, c.payload, c.at, c.at
      from json_to_recordset(${JSON.stringify(records)}::json)
           as c(ord int, thread text, event text, workspace_id text, at timestamptz, payload json)
      join webhooks w
        on w.workspace_id = c.workspace_id and w.deleted_at is null and w.events @> jsonb_build_array(c.event)
     order by c.ord, w.id`;
}
