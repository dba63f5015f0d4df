// Sessions ended (expired or signed out) are pruned in the background, so api_keys does not grow with every sign-in.
// A session still named by a stored idempotency response or a slot reservation waits until those are gone.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Deletes up to `limit` sessions that ended before `now`; answers how many. */
export async function pruneSessions(db: Db, now: number, limit = 1_000) {
  const at = new Date(now).toISOString();
  const result = (await db.execute(sql`
    delete from api_keys where id in (
      select k.id from api_keys k
       where k.kind = 'SESSION' and (k.expires_at < ${at}::timestamptz or k.revoked_at < ${at}::timestamptz)
         and not exists (select 1 from idempotency_keys i where i.api_key_id = k.id)
         and not exists (select 1 from slot_reservations r where r.api_key_id = k.id)
       limit ${limit})
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
