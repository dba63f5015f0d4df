// A server killed (SIGKILL) in the middle of a burst of bookings, while it
// sends their e-mails: after a restart every booking it acknowledged is
// there, none is half-written, and every committed booking's e-mails go out
// (each written once under its message id), with a manage link that works.
import { type ChildProcess, execFileSync } from "node:child_process";
import { access, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, expect, it } from "vitest";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { openDatabase } from "../lib/db/client";
import { bookingAttendees, bookingHolds, bookings, outboxMessages } from "../lib/db/schema";
import { bookDemoSupport, freePort, startServe } from "./serve-process";

const OWNER_KEY = DEMO_API_KEY;
// Picked by the system: a fixed range met PostgreSQL, Redis and RabbitMQ on their ports now and then.
const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
let dataDir = "";
let mailDir = "";
let server: ChildProcess | undefined;

const startServer = () => startServe({ DATA_DIR: dataDir, MAIL_DIR: mailDir, DATABASE_URL: "", REDIS_URL: "" }, PORT);

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve));

afterAll(async () => {
  server?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (mailDir) await rm(mailDir, { recursive: true, force: true });
});

/** Waits until the folder holds at least `count` e-mails and no more arrive for a second. */
async function mails(count: number) {
  let seen = -1;
  for (let i = 0; i < 180; i++) {
    const names = await readdir(mailDir).catch(() => []);
    if (names.length >= count && names.length === seen) return names;
    seen = names.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`fewer than ${count} e-mails in ${mailDir} after 90 s`);
}

/** The attendee's manage link from one of the e-mails, opened: the page shows the booking. */
async function openManageLink(names: string[], attendee: string) {
  for (const name of names) {
    const mail = await simpleParser(await readFile(path.join(mailDir, name)));
    const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
    if (to !== attendee) continue;
    const link = /http:\/\/localhost:\d+(\/booking\/\S+)/.exec(mail.text ?? "");
    expect(link, "the attendee's e-mail has a manage link").not.toBeNull();
    const page = await fetch(`${BASE}${link![1]}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="manage"');
    return;
  }
  throw new Error(`no e-mail to ${attendee}`);
}

it("keeps every acknowledged booking, and only whole ones, across a SIGKILL", async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "crash-"));
  mailDir = await mkdtemp(path.join(tmpdir(), "crash-mail-"));
  execFileSync(process.execPath, ["dist/prepare-demo.js"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
  });
  server = await startServer();

  const from = new Date(Date.now() + 2 * 86_400_000);
  const to = new Date(from.getTime() + 20 * 86_400_000);
  const slotsRes = await fetch(
    `${BASE}/v1/booking-links/bl_demo_support/time-slots?startDate=${from.toISOString()}&endDate=${to.toISOString()}`,
    {
      headers: { "x-api-key": OWNER_KEY },
    },
  );
  const starts = ((await slotsRes.json()) as { availableSlots: { start: string }[] }).availableSlots.map((s) => s.start).slice(0, 80);
  expect(starts.length).toBeGreaterThan(40);

  const acknowledged: string[] = [];
  const emails = new Map<string, string>();
  let killed = false;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < starts.length && !killed) {
        const start = starts[next++]!;
        const email = `crash${next}@example.test`;
        try {
          const res = await bookDemoSupport(BASE, start, { name: "Crash Test", email });
          if (res.status === 201) {
            const { id } = (await res.json()) as { id: string };
            acknowledged.push(id);
            emails.set(id, email);
          }
          if (acknowledged.length >= 15 && !killed) {
            killed = true;
            server!.kill("SIGKILL");
          }
        } catch {
          // requests cut by the kill
        }
      }
    }),
  );
  expect(killed).toBe(true);
  await exited(server);

  server = await startServer();
  const after = await fetch(`${BASE}/v1/booking-links/bl_demo_support`, { headers: { "x-api-key": OWNER_KEY } });
  expect(after.status).toBe(200);
  // An invitation to the attendee and a notice to the host for each acknowledged booking, at least.
  const names = await mails(acknowledged.length * 2);
  await openManageLink(names, emails.get(acknowledged[0]!)!);
  server.kill("SIGTERM");
  await exited(server);
  server = undefined;

  const database = await openDatabase({ dataDir });
  try {
    const stored = await database.db.select({ id: bookings.id }).from(bookings);
    const ids = new Set(stored.map((b) => b.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    const attendees = new Set((await database.db.select({ id: bookingAttendees.bookingId }).from(bookingAttendees)).map((a) => a.id));
    const holds = new Set((await database.db.select({ id: bookingHolds.bookingId }).from(bookingHolds)).map((h) => h.id));
    expect([...ids].filter((id) => !attendees.has(id) || !holds.has(id))).toEqual([]);
    // Every message of every committed booking was sent, each into its own file.
    const messages = (await database.db.select().from(outboxMessages)).filter((m) => m.event !== "booking.reminder");
    const sentFor = new Set(messages.map((m) => m.bookingId));
    expect(acknowledged.filter((id) => !sentFor.has(id))).toEqual([]);
    expect(messages.filter((m) => m.status !== "SENT").map((m) => m.id)).toEqual([]);
    for (const m of messages) await access(path.join(mailDir, `${m.id}.eml`));
    console.log(
      `crash: ${acknowledged.length} acknowledged before SIGKILL, ${ids.size} bookings after restart (demo ones included), all whole; ${messages.length} e-mails, all sent`,
    );
  } finally {
    await database.close();
  }
}, 180_000);
