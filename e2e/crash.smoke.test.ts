// A server killed (SIGKILL) in the middle of a burst of bookings: after a
// restart every booking it acknowledged is there, and none is half-written.
import { type ChildProcess, execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { openDatabase } from "../lib/db/client";
import { bookingAttendees, bookingHolds, bookings } from "../lib/db/schema";
import { bookDemoSupport, startServe } from "./serve-process";

const OWNER_KEY = DEMO_API_KEY;
const PORT = 5000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;
let dataDir = "";
let server: ChildProcess | undefined;

const startServer = () => startServe({ DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "" }, PORT);

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve));

afterAll(async () => {
  server?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("keeps every acknowledged booking, and only whole ones, across a SIGKILL", async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "crash-"));
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
  let killed = false;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < starts.length && !killed) {
        const start = starts[next++]!;
        try {
          const res = await bookDemoSupport(BASE, start, { name: "Crash Test", email: `crash${next}@example.test` });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
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
    console.log(
      `crash: ${acknowledged.length} acknowledged before SIGKILL, ${ids.size} bookings after restart (demo ones included), all whole`,
    );
  } finally {
    await database.close();
  }
}, 180_000);
