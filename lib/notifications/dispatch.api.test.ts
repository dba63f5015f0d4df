// The dispatcher's promises: several instances on one database fan each
// recorded change out once, in a meeting's order, and send each message
// once; a message whose dispatcher died is taken over when its lease ends; a
// message that keeps failing stops, FAILED, with every attempt kept.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { outboxAttempts, outboxMessages, workspaces } from "../db/schema";
import { makeClock } from "../testing/clock";
import { mailServer, recipientOf } from "../testing/mail-server";
import { createTestDatabase, testDbAvailable, testDbKind } from "../testing/test-database";
import { changeRow } from "./booking-messages";
import { createDispatcher, type DispatcherOptions, releaseLeases, type Sender } from "./dispatcher";
import { smtpSender } from "./email/mail-sender";
import type { EmailPayload, RecordedChange } from "./events";

const clock = makeClock("2026-12-07T08:00:00Z");
const smtp = mailServer();
let database: Database & { url?: string };
/** A second connection pool, as a second app instance has (the same handle on the embedded database). */
let other: Database;
const WORKSPACE = "ws_dispatch";

beforeAll(async () => {
  if (!testDbAvailable) return;
  database = await createTestDatabase();
  other = database.url ? await openDatabase({ url: database.url }) : database;
  await database.db.insert(workspaces).values({ id: WORKSPACE, name: "Dispatch" });
  await smtp.start();
}, 60_000);
afterAll(async () => {
  await smtp.stop();
  if (other && other !== database) await other.close();
  await database?.close();
});

function payload(bookingId: string, email: string): EmailPayload {
  return {
    event: "booking.created",
    workspaceId: WORKSPACE,
    at: clock.now(),
    audience: "ATTENDEE",
    name: "Vera",
    timeZone: "Australia/Lord_Howe",
    booking: {
      id: bookingId,
      title: "Intro",
      linkTitle: "Intro",
      status: "CONFIRMED",
      start: "2026-12-08T10:00:00.000Z",
      end: "2026-12-08T10:30:00.000Z",
      timezone: "Australia/Lord_Howe",
      hosts: [{ userId: "usr_h", name: "Hana", email: "hana@example.test", timeZone: "UTC" }],
      attendees: [{ name: "Vera", email, isGuest: false }],
      answers: [],
      location: null,
      reason: null,
      ical: { uid: bookingId, sequence: 0 },
      language: "en",
    },
  };
}

async function enqueue(bookings: number, perBooking: number) {
  const at = new Date(clock.now());
  const rows = Array.from({ length: bookings * perBooking }, (_, i) => {
    const bookingId = `bk_${Math.floor(i / perBooking)}_${randomUUID().slice(0, 8)}`;
    const email = `r${i}@example.test`;
    return {
      id: `msg_${randomUUID()}`,
      workspaceId: WORKSPACE,
      bookingId,
      channel: "EMAIL" as const,
      event: "booking.created",
      recipient: email,
      payload: payload(bookingId, email),
      dueAt: at,
      nextAttemptAt: at,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(outboxMessages).values(rows.slice(i, i + 500));
  return rows.map((r) => r.id);
}

/** Each meeting booked, then cancelled: two recorded changes, as the bookings' transactions write them. */
async function recordBookedThenCancelled(meetings: number) {
  const rows = Array.from({ length: meetings }, (_, i) => {
    const bookingId = `bk_fan_${i}_${randomUUID().slice(0, 8)}`;
    const { audience: _a, name: _n, timeZone: _z, ...created } = payload(bookingId, `v${i}@example.test`);
    const booked: RecordedChange = { change: created, data: {} as RecordedChange["data"] };
    const cancelled: RecordedChange = {
      change: {
        ...created,
        event: "booking.cancelled",
        booking: { ...created.booking, status: "CANCELLED", ical: { uid: bookingId, sequence: 1 } },
      },
      data: booked.data,
    };
    return [changeRow(booked), changeRow(cancelled)];
  });
  for (let i = 0; i < rows.length; i += 250) await database.db.insert(outboxMessages).values(rows.slice(i, i + 250).flat());
}

/** A dispatcher claimed it and died before sending: its lease holds for a minute. */
const claimedByADeadDispatcher = (id: string) =>
  database.db
    .update(outboxMessages)
    .set({ leaseUntil: new Date(clock.now() + 60_000), attempts: 1 })
    .where(eq(outboxMessages.id, id));

const sender = () => smtpSender(smtp.url(), { from: "Bookings <b@example.test>", manageUrl: async () => undefined, timeoutMs: 2_000 });
const dispatcherOn = (db: Database, extra: Partial<DispatcherOptions> = {}) =>
  createDispatcher({ getDb: async () => db.db, senders: { EMAIL: sender() }, now: clock.now, log: () => {}, ...extra });

describe.skipIf(!testDbAvailable)(`the outbox dispatcher (${testDbKind})`, () => {
  it("sends each of 1,000 messages exactly once with two instances on one database", async () => {
    smtp.received.length = 0;
    const ids = await enqueue(500, 2);
    const run = async (dispatcher: ReturnType<typeof dispatcherOn>) => {
      let sent = 0;
      for (let n = await dispatcher.runOnce(); n > 0; n = await dispatcher.runOnce()) sent += n;
      return sent;
    };
    const shares = await Promise.all([run(dispatcherOn(database, { batchSize: 25 })), run(dispatcherOn(other, { batchSize: 25 }))]);
    // Both instances did part of the work.
    expect(shares.every((n) => n > 0)).toBe(true);
    expect(shares[0]! + shares[1]!).toBe(1_000);
    const messageIds = smtp.received.map((m) => m.messageId);
    expect(messageIds).toHaveLength(1_000);
    expect(new Set(messageIds).size).toBe(1_000);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@example.test>`)));
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.status === "SENT" && r.attempts === 1)).toBe(true);
  }, 120_000);

  it("fans out 1,000 recorded changes once each with two instances, keeping each meeting's order and withdrawing its reminders", async () => {
    smtp.received.length = 0;
    await recordBookedThenCancelled(500);
    // Reminders 1 h before: the fan-out of each booking makes one, its cancel withdraws it.
    const extra = { batchSize: 40, reminders: [3_600_000] };
    const run = async (dispatcher: ReturnType<typeof dispatcherOn>) => {
      while ((await dispatcher.runOnce()) > 0);
    };
    await Promise.all([run(dispatcherOn(database, extra)), run(dispatcherOn(other, extra))]);
    // Per change an e-mail to the visitor and one to the host: 2,000, each once.
    expect(smtp.received).toHaveLength(2_000);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(2_000);
    const visitors = smtp.received.filter((m) => recipientOf(m)?.startsWith("v"));
    const byVisitor = new Map<string, string[]>();
    for (const m of visitors) byVisitor.set(recipientOf(m)!, [...(byVisitor.get(recipientOf(m)!) ?? []), m.subject!.split(":")[0]!]);
    expect(byVisitor.size).toBe(500);
    // Every visitor heard of the booking before its cancel.
    expect([...byVisitor.values()].filter((subjects) => subjects.join() !== "Confirmed,Cancelled")).toEqual([]);
    const rows = await database.db.select().from(outboxMessages).where(eq(outboxMessages.workspaceId, WORKSPACE));
    expect(rows.filter((r) => r.channel === "CHANGE")).toEqual([]);
    const reminders = rows.filter((r) => r.event === "booking.reminder");
    expect(reminders).toHaveLength(500);
    expect(reminders.every((r) => r.status === "WITHDRAWN")).toBe(true);
  }, 180_000);

  it("starts a round's sends in turns of their own, so that requests are answered between them, and still sends them all at once", async () => {
    smtp.received.length = 0;
    await enqueue(3, 1);
    const smtpSend = sender();
    const events: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const recordingSend: Sender = async (message) => {
      events.push("send starts");
      // What a request arriving now would be: answered in the next turn of the event loop.
      setImmediate(() => events.push("request answered"));
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      try {
        return await smtpSend(message);
      } finally {
        inFlight--;
      }
    };
    const recording = dispatcherOn(database, { senders: { EMAIL: recordingSend } });
    expect(await recording.runOnce()).toBe(3);
    // Started together, every send's synchronous work (rendering the e-mail) came before any request.
    expect(events.slice(0, 4)).toEqual(["send starts", "request answered", "send starts", "request answered"]);
    expect(mostInFlight).toBeGreaterThan(1);
    expect(smtp.received).toHaveLength(3);
  });

  it("takes over a message whose dispatcher died, once its lease has run out, with the same Message-ID", async () => {
    smtp.received.length = 0;
    const [id] = await enqueue(1, 1);
    await claimedByADeadDispatcher(id!);
    const survivor = dispatcherOn(other);
    expect(await survivor.runOnce()).toBe(0);
    clock.advance(60_000);
    expect(await survivor.runOnce()).toBe(1);
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<${id}@example.test>`]);
  });

  it("on a database it alone uses (the embedded one), frees a crashed predecessor's leases at start", async () => {
    smtp.received.length = 0;
    const [id] = await enqueue(1, 1);
    await claimedByADeadDispatcher(id!);
    await releaseLeases(database.db);
    expect(await dispatcherOn(database).runOnce()).toBe(1);
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<${id}@example.test>`]);
  });

  it("gives up after the last attempt: FAILED, with each attempt and the server's answer kept", async () => {
    smtp.received.length = 0;
    smtp.refuseWith = "550 mailbox unavailable";
    try {
      const [id] = await enqueue(1, 1);
      const stubborn = dispatcherOn(database, { maxAttempts: 3, baseDelayMs: 1_000, random: () => 1 });
      for (let i = 0; i < 3; i++) {
        await stubborn.runOnce();
        clock.advance(10_000);
      }
      expect(await stubborn.runOnce()).toBe(0);
      const [message] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
      expect(message).toMatchObject({ status: "FAILED", attempts: 3 });
      expect(message!.lastError).toContain("mailbox unavailable");
      const attempts = await database.db.select().from(outboxAttempts).where(eq(outboxAttempts.messageId, id!));
      expect(attempts.map((a) => [a.attempt, a.ok])).toEqual([
        [1, false],
        [2, false],
        [3, false],
      ]);
    } finally {
      smtp.refuseWith = undefined;
    }
  });

  it("deletes messages finished longer ago than the retention, with their attempts, and keeps the rest", async () => {
    const day = 86_400_000;
    const [oldSent, recentSent, oldPending, oldFailed] = await enqueue(4, 1);
    const finish = (id: string, status: "SENT" | "FAILED", daysAgo: number) =>
      database.db
        .update(outboxMessages)
        .set({
          status,
          sentAt: status === "SENT" ? new Date(clock.now() - daysAgo * day) : null,
          createdAt: new Date(clock.now() - daysAgo * day),
        })
        .where(eq(outboxMessages.id, id));
    await finish(oldSent!, "SENT", 31);
    await finish(recentSent!, "SENT", 29);
    await finish(oldFailed!, "FAILED", 40);
    await database.db
      .update(outboxMessages)
      .set({ createdAt: new Date(clock.now() - 60 * day) })
      .where(eq(outboxMessages.id, oldPending!));
    const at = new Date(clock.now() - 31 * day);
    await database.db
      .insert(outboxAttempts)
      .values({ messageId: oldSent!, attempt: 1, startedAt: at, durationMs: 5, ok: true, response: "250" });

    expect(await dispatcherOn(database, { retentionMs: 30 * day }).prune()).toBeGreaterThanOrEqual(2);
    const left = new Set((await database.db.select({ id: outboxMessages.id }).from(outboxMessages)).map((m) => m.id));
    expect([oldSent, recentSent, oldPending, oldFailed].map((id) => left.has(id!))).toEqual([false, true, true, false]);
    expect(await database.db.select().from(outboxAttempts).where(eq(outboxAttempts.messageId, oldSent!))).toEqual([]);
  });

  it("then runs each housekeeping step in turn until it prunes nothing, counting what they pruned", async () => {
    const calls: string[] = [];
    const step = (name: string, batches: number[]) => async (_db: unknown, now: number) => {
      calls.push(`${name}@${now}`);
      return batches.shift() ?? 0;
    };
    const dispatcher = dispatcherOn(database, { housekeeping: [step("first", [3, 1]), step("second", [])] });
    await dispatcherOn(database).prune(); // the outbox's own, so the count below is the steps' alone
    expect(await dispatcher.prune()).toBe(4);
    const at = clock.now();
    expect(calls).toEqual([`first@${at}`, `first@${at}`, `first@${at}`, `second@${at}`]);
  });
});
