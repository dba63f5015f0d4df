// Turns recorded booking changes (one CHANGE row each, written by the change's
// transaction) into the messages they send: the e-mails and reminders, a
// delivery per subscribed webhook, and a write per host whose booking calendar
// is a connected CalDAV calendar. One transaction claims the changes, writes
// their messages and deletes them, so each change is fanned out exactly once
// even across instances and crashes. A meeting's changes are fanned out in
// the order they were made, one per round, so its messages keep that order
// and a cancel withdraws the reminders its booking's fan-out made.

import { and, asc, eq, inArray, lt, lte, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { WebhookEvent } from "../contract/webhooks";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";
import { bookingMessageRows, WITHDRAWS_REMINDERS, withdrawReminders } from "./booking-messages";
import { calendarMessagesStatement } from "./calendar/calendar-messages";
import type { RecordedChange } from "./events";
import { webhookMessagesStatement } from "./webhook/webhook-messages";

export interface FanOutOptions {
  now: number;
  limit: number;
  /** How long before a confirmed meeting its attendees are reminded, in ms. */
  reminders: readonly number[];
}

interface ClaimedChange {
  id: string;
  thread: string;
  recorded: RecordedChange;
}

/** Fans out up to `limit` due changes; answers how many. */
export async function fanOutChanges(db: Db, options: FanOutOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimChanges(tx, options);
    if (claimed.length === 0) return 0;
    // Only rows written before this round: a meeting has at most one change in it.
    await withdrawReminders(
      tx,
      claimed.filter((c) => WITHDRAWS_REMINDERS.has(c.recorded.change.event)).map((c) => c.thread),
    );
    const emails = claimed.flatMap(({ recorded }) => bookingMessageRows(recorded.change, options.reminders));
    if (emails.length) await tx.insert(outboxMessages).values(emails);
    await tx.execute(
      webhookMessagesStatement(
        claimed.map(({ thread, recorded: { change, data } }) => ({
          event: change.event as WebhookEvent,
          workspaceId: change.workspaceId,
          at: change.at,
          threadId: thread,
          data,
        })),
      ),
    );
    const calendars = calendarMessagesStatement(
      claimed.map(({ thread, recorded: { change, data } }) => ({ change, threadId: thread, bookingLinkId: data.bookingLinkId })),
    );
    if (calendars) await tx.execute(calendars);
    await tx.delete(outboxMessages).where(
      inArray(
        outboxMessages.id,
        claimed.map((c) => c.id),
      ),
    );
    return claimed.length;
  });
}

/** The oldest due change of each meeting with none older pending, locked for this transaction; those other instances hold are skipped. */
async function claimChanges(tx: Db, { now, limit }: FanOutOptions): Promise<ClaimedChange[]> {
  const earlier = alias(outboxMessages, "earlier");
  const m = outboxMessages;
  const rows = await tx
    .select({ id: m.id, thread: m.bookingId, payload: m.payload })
    .from(m)
    .where(
      and(
        eq(m.channel, "CHANGE"),
        eq(m.status, "PENDING"),
        lte(m.nextAttemptAt, new Date(now)),
        notExists(
          tx
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(eq(earlier.channel, "CHANGE"), eq(earlier.status, "PENDING"), eq(earlier.bookingId, m.bookingId), lt(earlier.seq, m.seq)),
            ),
        ),
      ),
    )
    .orderBy(asc(m.seq))
    .limit(limit)
    .for("update", { of: m, skipLocked: true });
  return rows.map((r) => ({ id: r.id, thread: r.thread ?? "", recorded: r.payload as RecordedChange }));
}
