// Delivers the outbox. Every app instance runs one: each round it first fans
// the booking changes recorded since the last round out into their messages
// (fan-out.ts), then claims due messages
// with FOR UPDATE SKIP LOCKED and a lease, so two instances never take the
// same message while both live, and a message whose dispatcher died is taken
// over once its lease has run out (delivered at least once; a receiver
// de-duplicates by the message's id). A booking's messages to one recipient
// go in order: none is claimed while an earlier one is still pending.
// Failures are retried with exponential backoff and jitter, up to a cap;
// then the message stays, FAILED, with its attempts.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { Db } from "../db/client";
import { outboxAttempts, outboxMessages } from "../db/schema";
import { fanOutChanges } from "./fan-out";
import { pacer, startInTurns } from "./pacing";
import { pruneOutbox } from "./retention";

export type OutboxMessage = typeof outboxMessages.$inferSelect;
/** The channels messages go out on; CHANGE rows are fanned out into them. */
type SendChannel = Exclude<OutboxMessage["channel"], "CHANGE">;

/**
 * What a receiver said to a message it took; `withdrawn`: there was no longer anyone to send it to; `deferred`:
 * not tried, as the receiver cannot take it until someone acts (a calendar whose password was refused): it waits
 * the longest delay, and the claim does not count as an attempt.
 */
export interface SendResult {
  response: string;
  statusCode?: number;
  withdrawn?: boolean;
  deferred?: boolean;
}

/**
 * Sends one message; throws when the receiver did not take it (an error may
 * carry the receiver's `statusCode`). Answers the receiver's reply.
 */
export type Sender = (message: OutboxMessage) => Promise<string | SendResult>;

export interface DispatcherOptions {
  getDb: () => Promise<Db>;
  /** By channel; a channel without a sender keeps its messages pending (e-mail with no SMTP_URL). */
  senders: Partial<Record<SendChannel, Sender>>;
  /** How long before a confirmed meeting its attendees are reminded, in ms (REMINDERS). */
  reminders?: readonly number[];
  /** How long finished messages are kept (OUTBOX_RETENTION_DAYS); pruned at most hourly, when idle. */
  retentionMs?: number;
  /**
   * Other rows to prune at the same time, each step deleting a batch and answering how many (none: done). The
   * outbox's idle hour serves the other domains' housekeeping without this layer importing them.
   */
  housekeeping?: readonly ((db: Db, now: number) => Promise<number>)[];
  now?: () => number;
  /** Between polls when there was nothing to do. */
  idleMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** First retry after about this long, doubling each time up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  random?: () => number;
  log?: (line: string) => void;
}

export interface Dispatcher {
  /** One round: fans out the changes due, claims the messages due and sends them. Answers how many of both. */
  runOnce(): Promise<number>;
  /** Deletes the messages finished longer ago than the retention, then runs the housekeeping; answers how many rows. */
  prune(): Promise<number>;
  stop(): Promise<void>;
}

const DEFAULTS = {
  idleMs: 1_000,
  batchSize: 50,
  leaseMs: 60_000,
  baseDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
  maxAttempts: 12,
  reminders: [] as readonly number[],
  retentionMs: 30 * 86_400_000,
  housekeeping: [] as NonNullable<DispatcherOptions["housekeeping"]>,
};
const PRUNE_EVERY_MS = 3_600_000;

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const o = { ...DEFAULTS, now: Date.now, random: Math.random, log: console.warn, ...options };
  const channels = Object.keys(o.senders) as OutboxMessage["channel"][];
  const runOnce = async () => {
    const db = await o.getDb();
    const fannedOut = await fanOutChanges(db, { now: o.now(), limit: o.batchSize, reminders: o.reminders });
    if (channels.length === 0) return fannedOut;
    const claimed = await claim(db, channels, o.now(), o.batchSize, o.leaseMs);
    if (claimed.length === 0) return fannedOut;
    const outcomes = await Promise.all(await startInTurns(claimed, (message) => deliver(message, o)));
    await record(db, outcomes);
    return fannedOut + claimed.length;
  };
  const prune = async () => {
    const steps = [(db: Db, now: number) => pruneOutbox(db, { now, keepMs: o.retentionMs }), ...o.housekeeping];
    let pruned = 0;
    for (const step of steps) for (let n = -1; n !== 0; pruned += n) n = await step(await o.getDb(), o.now());
    return pruned;
  };
  return { runOnce, prune, stop: async () => {} };
}

/** Starts polling; answers the dispatcher, whose stop() ends the loop after the round under way. */
export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const dispatcher = createDispatcher(options);
  const idleMs = options.idleMs ?? DEFAULTS.idleMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const pace = pacer(idleMs);
  let prunedAt = 0;
  const now = options.now ?? Date.now;
  // Pruning is housekeeping: only in a round with nothing to send, at most hourly.
  const pruneWhenDue = async (sent: number) => {
    if (sent > 0 || now() - prunedAt < PRUNE_EVERY_MS) return sent;
    prunedAt = now();
    await dispatcher.prune();
    return 0;
  };
  const tick = () => {
    pace.roundStarts();
    round = dispatcher
      .runOnce()
      .then(pruneWhenDue)
      .catch((error) => {
        (options.log ?? console.warn)(`outbox: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .then((worked) => {
        if (!stopped) timer = setTimeout(tick, pace.nextDelay(worked));
      });
  };
  tick();
  return {
    runOnce: dispatcher.runOnce,
    prune: dispatcher.prune,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

async function claim(db: Db, channels: string[], now: number, limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  const at = new Date(now).toISOString();
  const until = new Date(now + leaseMs).toISOString();
  const result = (await db.execute(sql`
    update outbox_messages set lease_until = ${until}::timestamptz, attempts = attempts + 1
    where id in (
      select m.id from outbox_messages m
      where m.status = 'PENDING' and m.next_attempt_at <= ${at}::timestamptz
        and (m.lease_until is null or m.lease_until <= ${at}::timestamptz)
        and m.channel = any(${sql.param(channels)}::text[])
        and not exists (
          select 1 from outbox_messages e
          where e.status = 'PENDING' and e.booking_id = m.booking_id and e.recipient = m.recipient
            and e.channel = m.channel and e.seq < m.seq and e.due_at <= m.due_at)
      order by m.due_at, m.seq
      limit ${limit}
      for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  if (result.rows.length === 0) return [];
  const ids = result.rows.map((r) => r.id);
  return db.select().from(outboxMessages).where(anyOf(outboxMessages.id, ids));
}

type Resolved = Required<Omit<DispatcherOptions, "getDb">>;

interface Outcome {
  message: OutboxMessage;
  /** Undefined for a deferred message: nothing was tried. */
  attempt?: typeof outboxAttempts.$inferInsert;
  next: Partial<typeof outboxMessages.$inferInsert>;
}

/** One attempt at one message: what the receiver said, and what becomes of the message. */
async function deliver(message: OutboxMessage, o: Resolved): Promise<Outcome> {
  const started = o.now();
  const startedReal = performance.now();
  let result: SendResult & { ok: boolean };
  try {
    // Claimed by channel: only channels with a sender come here.
    const answer = await o.senders[message.channel as SendChannel]!(message);
    result = { ok: true, ...(typeof answer === "string" ? { response: answer } : answer) };
  } catch (error) {
    const refused = error as { message?: string; statusCode?: number };
    result = { ok: false, response: refused?.message ?? String(error), statusCode: refused?.statusCode };
  }
  const attempt = {
    messageId: message.id,
    attempt: message.attempts,
    startedAt: new Date(started),
    durationMs: Math.round(performance.now() - startedReal),
    ok: result.ok,
    response: result.response.slice(0, 500),
    statusCode: typeof result.statusCode === "number" ? result.statusCode : null,
    webhookId: message.channel === "WEBHOOK" ? message.recipient : null,
  };
  if (result.ok && result.deferred) {
    const next = {
      nextAttemptAt: new Date(o.now() + o.maxDelayMs),
      attempts: message.attempts - 1,
      leaseUntil: null,
      lastError: attempt.response,
    };
    return { message, next };
  }
  if (!result.ok) o.log(`outbox: ${message.channel} ${message.id} attempt ${message.attempts} failed: ${attempt.response}`);
  const next = result.withdrawn
    ? { status: "WITHDRAWN" as const, leaseUntil: null }
    : afterAttempt(message, result.ok, attempt.response, o);
  return { message, attempt, next };
}

/**
 * A round's attempts and outcomes in one transaction: the sent messages in one
 * statement (the common case, and the database is shared with every booking),
 * the others one by one.
 */
async function record(db: Db, outcomes: Outcome[]): Promise<void> {
  const sent = outcomes.filter((x) => x.next.status === "SENT");
  const others = outcomes.filter((x) => x.next.status !== "SENT");
  await db.transaction(async (tx) => {
    const attempts = outcomes.flatMap((x) => (x.attempt ? [x.attempt] : []));
    if (attempts.length) await tx.insert(outboxAttempts).values(attempts).onConflictDoNothing();
    if (sent.length) {
      await tx
        .update(outboxMessages)
        .set({ status: "SENT", sentAt: sent[0]!.next.sentAt, leaseUntil: null, lastError: null })
        .where(
          inArray(
            outboxMessages.id,
            sent.map((x) => x.message.id),
          ),
        );
    }
    for (const { message, next } of others) await tx.update(outboxMessages).set(next).where(eq(outboxMessages.id, message.id));
  });
}

function afterAttempt(message: OutboxMessage, ok: boolean, response: string, o: Resolved) {
  const now = o.now();
  if (ok) return { status: "SENT" as const, sentAt: new Date(now), leaseUntil: null, lastError: null };
  if (message.attempts >= o.maxAttempts) return { status: "FAILED" as const, leaseUntil: null, lastError: response };
  const delay = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (message.attempts - 1));
  // Full delay with up to half of it taken off at random: retries of many messages spread out.
  const jittered = Math.round(delay * (0.5 + o.random() / 2));
  return { nextAttemptAt: new Date(now + jittered), leaseUntil: null, lastError: response };
}

/**
 * Frees every lease: for a process that knows it is the database's only user
 * (the embedded database, whose folder one process holds), whatever was
 * claimed before it started was claimed by a process that is gone, so its
 * messages need not wait for their leases to run out.
 */
export async function releaseLeases(db: Db): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ leaseUntil: null })
    .where(and(eq(outboxMessages.status, "PENDING"), isNotNull(outboxMessages.leaseUntil)));
}
