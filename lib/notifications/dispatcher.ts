// Delivers the outbox. Every app instance runs one: it claims due messages
// with FOR UPDATE SKIP LOCKED and a lease, so two instances never take the
// same message while both live, and a message whose dispatcher died is taken
// over once its lease has run out (delivered at least once; a receiver
// de-duplicates by the message's id). A booking's messages to one recipient
// go in order: none is claimed while an earlier one is still pending.
// Failures are retried with exponential backoff and jitter, up to a cap;
// then the message stays, FAILED, with its attempts.
import { type EventLoopUtilization, performance as nodePerformance } from "node:perf_hooks";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxAttempts, outboxMessages } from "../db/schema";

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** What a receiver said to a message it took; `withdrawn`: there was no longer anyone to send it to. */
export interface SendResult {
  response: string;
  statusCode?: number;
  withdrawn?: boolean;
}

/**
 * Sends one message; throws when the receiver did not take it (an error may
 * carry the receiver's `statusCode`). Answers the receiver's reply.
 */
export type Sender = (message: OutboxMessage) => Promise<string | SendResult>;

export interface DispatcherOptions {
  getDb: () => Promise<Db>;
  /** By channel; a channel without a sender keeps its messages pending (e-mail with no SMTP_URL). */
  senders: Partial<Record<OutboxMessage["channel"], Sender>>;
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
  /** One round: claims what is due and sends it. Answers how many were attempted. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** The share of time this process's event loop was busy, as perf_hooks measures it. */
const { eventLoopUtilization } = nodePerformance as unknown as {
  eventLoopUtilization: (since?: EventLoopUtilization) => EventLoopUtilization;
};
const eventLoop = (since?: EventLoopUtilization) => eventLoopUtilization.call(nodePerformance, since);

/** Above this share of the event loop in use during a round, the next round waits BUSY_PAUSE_MS. */
const BUSY = 0.6;
const BUSY_PAUSE_MS = 250;

const DEFAULTS = { idleMs: 1_000, batchSize: 50, leaseMs: 60_000, baseDelayMs: 5_000, maxDelayMs: 15 * 60_000, maxAttempts: 12 };

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const o = { ...DEFAULTS, now: Date.now, random: Math.random, log: console.warn, ...options };
  const channels = Object.keys(o.senders) as OutboxMessage["channel"][];
  const runOnce = async () => {
    if (channels.length === 0) return 0;
    const db = await o.getDb();
    const claimed = await claim(db, channels, o.now(), o.batchSize, o.leaseMs);
    if (claimed.length === 0) return 0;
    const outcomes = await Promise.all(claimed.map((message) => deliver(message, o)));
    await record(db, outcomes);
    return claimed.length;
  };
  return { runOnce, stop: async () => {} };
}

/** Starts polling; answers the dispatcher, whose stop() ends the loop after the round under way. */
export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const dispatcher = createDispatcher(options);
  const idleMs = options.idleMs ?? DEFAULTS.idleMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let load = eventLoop();
  const tick = () => {
    round = dispatcher
      .runOnce()
      .catch((error) => {
        (options.log ?? console.warn)(`outbox: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .then((sent) => {
        // Requests come first: while this process is busy, rounds are spaced out, so deliveries wait
        // (they are background work) instead of slowing visitors down; they catch up when it is quiet.
        const busy = eventLoop(load).utilization;
        load = eventLoop();
        if (!stopped) timer = setTimeout(tick, sent === 0 ? idleMs : busy > BUSY ? BUSY_PAUSE_MS : 0);
      });
  };
  tick();
  return {
    runOnce: dispatcher.runOnce,
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
  return db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.id} = any(${sql.param(ids)}::text[])`);
}

type Resolved = Required<Omit<DispatcherOptions, "getDb">>;

interface Outcome {
  message: OutboxMessage;
  attempt: typeof outboxAttempts.$inferInsert;
  next: Partial<typeof outboxMessages.$inferInsert>;
}

/** One attempt at one message: what the receiver said, and what becomes of the message. */
async function deliver(message: OutboxMessage, o: Resolved): Promise<Outcome> {
  const started = o.now();
  const startedReal = performance.now();
  let result: SendResult & { ok: boolean };
  try {
    const answer = await o.senders[message.channel]!(message);
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
  };
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
    await tx
      .insert(outboxAttempts)
      .values(outcomes.map((x) => x.attempt))
      .onConflictDoNothing();
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
