// Finished messages are kept for a while (a webhook's deliveries are listed
// from them, and they show what went out), then deleted with their attempts,
// so the outbox stays the size of its recent traffic.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Deletes up to `limit` messages sent, withdrawn or failed more than `keepMs` ago; answers how many. */
export async function pruneOutbox(db: Db, { now, keepMs, limit = 1_000 }: { now: number; keepMs: number; limit?: number }) {
  const cutoff = new Date(now - keepMs).toISOString();
  // One statement: the attempts' foreign key is checked at its end, when both are gone.
  const result = (await db.execute(sql`
    with old as (
      select id from outbox_messages
       where status in ('SENT', 'WITHDRAWN', 'FAILED') and coalesce(sent_at, created_at) < ${cutoff}::timestamptz
       limit ${limit}),
    attempts as (delete from outbox_attempts where message_id in (select id from old))
    delete from outbox_messages where id in (select id from old) returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
