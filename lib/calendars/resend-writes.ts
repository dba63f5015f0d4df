// A host's calendar writes that gave up (FAILED after the dispatcher's attempts, as when their server was down for
// hours) are sent once more when the calendar's connection answers again: a refresh that succeeds after ERROR or
// EXPIRED. Each write carries the whole event (PUT) or its removal (DELETE), so only the newest write of a meeting
// to a host is sent again, and only while the meeting is not over; an older one would undo a later change.
// A message sent again gets one attempt per recovery (the dispatcher's count is past its limit), up to
// LAST_ATTEMPT in all, so a server that is read but refuses writes is not asked again without end.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** A calendar write is tried this often at most: the dispatcher's 12, then one after each of 12 recoveries. */
export const LAST_ATTEMPT = 24;

/** Puts the connection's newest FAILED writes of meetings not yet over back in the outbox, due now; answers how many. */
export async function resendFailedWrites(tx: Db, connectionId: string, userId: string, now: Date): Promise<number> {
  const result = (await tx.execute(sql`
    update outbox_messages m
       set status = 'PENDING', next_attempt_at = ${now.toISOString()}::timestamptz, lease_until = null
     where m.channel = 'CALENDAR' and m.status = 'FAILED' and m.recipient = ${userId}
       and m.attempts < ${LAST_ATTEMPT}
       and (m.payload->>'calendarId') in (select id from calendars where connection_id = ${connectionId})
       and (m.payload->'booking'->>'end')::timestamptz > ${now.toISOString()}::timestamptz
       and not exists (
         select 1 from outbox_messages later
          where later.booking_id = m.booking_id and later.recipient = m.recipient
            and later.channel = 'CALENDAR' and later.seq > m.seq)
    returning m.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
