// API figures under load, over HTTP on 127.0.0.1, against the app as
// `npm start` runs it (dist/serve.js, built by `npm run build`): the demo
// collective link's time slots, booking creation on distinct slots, listing
// and rescheduling bookings, on
// the embedded database and (with TEST_DATABASE_URL) on PostgreSQL, with the
// server's peak RSS. Bounded: each run lasts DURATION seconds.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { openSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { arrivedSince, type DeliverySinks, latencySummary, settle, startDeliverySinks } from "./delivery-sinks";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const OWNER_KEY = DEMO_API_KEY;
const BENCH_KEY = "sk_bench_owner_4e8a1c6b2d9f03a7e5c1";

export async function startApp(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const fullEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    REDIS_URL: "",
    RATE_LIMIT_API_KEY: "100000000",
    SEED_FILES: env.SEED_FILES ?? "seeds/demo.json,bench/fixtures/load-seed.json",
    // As `npm start` sets it (package.json; docs/operations.md).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "1",
  };
  // Another server on the port would answer instead, and its figures would be printed as this one's.
  await assertPortFree(port);
  execFileSync(process.execPath, ["dist/prepare-demo.js"], { env: fullEnv, stdio: "ignore" });
  // The heap limit `npm start` sets (package.json); SERVE_NODE_FLAGS adds flags to compare (e.g. heap settings).
  const flags = ["--max-old-space-size=256", ...(process.env.SERVE_NODE_FLAGS ?? "").split(" ").filter(Boolean)];
  // BENCH_SERVER_LOG names a file for the server's output (with SERVE_NODE_FLAGS such as --trace-gc).
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, "a") : "ignore";
  const child = spawn(process.execPath, [...flags, "dist/serve.js"], { env: fullEnv, stdio: ["ignore", log, log] });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the app on port ${port} exited (code ${child.exitCode}) before it was ready`);
    if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("the app did not become ready");
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use: stop what listens there before benchmarking`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Starts a new peak for peakRssMB (Linux: writing 5 to clear_refs resets VmHWM). */
export function resetPeakRss(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // Not Linux, or not allowed: peaks then run from the start of the process.
  }
}

/** Peak resident memory of a process, from Linux's /proc (VmHWM). */
export function peakRssMB(pid: number): number | undefined {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : undefined;
}

function summary(name: string, result: autocannon.Result) {
  return {
    run: name,
    requests: result.requests.total,
    "req/s": Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.keys(result.statusCodeStats ?? {}).join(" "),
  };
}

async function benchOne(database: string, env: Record<string, string>, port: number) {
  const sinks = await startDeliverySinks();
  // Booking e-mails to the SMTP sink, webhooks to the HTTP one: creation runs with its outbox work.
  const app = await startApp({ ...env, SMTP_URL: sinks.smtpUrl, WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" }, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await fetch(`${base}/v1/webhooks/create`, {
      method: "POST",
      headers: { "x-api-key": BENCH_KEY, "content-type": "application/json" },
      body: JSON.stringify({ url: sinks.webhookUrl, events: ["booking.created"] }),
    });
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1) - 1);
    const slotsPath = `/v1/booking-links/bl_demo_strategy/time-slots?startDate=${month.toISOString()}&endDate=${next.toISOString()}`;
    const pid = app.pid!;
    const measure = async <T>(run: () => Promise<T>) => {
      resetPeakRss(pid);
      const result = await run();
      return { result, peak: peakRssMB(pid) };
    };
    const slots = await measure(() =>
      autocannon({ url: `${base}${slotsPath}`, connections: 100, duration: DURATION, headers: { "x-api-key": OWNER_KEY } }),
    );
    const oneHost = await measure(() => bookingLoad(base, ["bl_bench_load"]));
    // Requests still in flight when a run stops finish on the server; let them, so the next run reads which slots are free.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Five links with a host each: bookings of different people do not wait for each other's lock.
    const fiveHosts = await measure(() =>
      bookingLoad(base, ["bl_bench_load2", "bl_bench_load3", "bl_bench_load4", "bl_bench_load5", "bl_bench_load"]),
    );
    const booked = (...runs: autocannon.Result[]) => runs.reduce((sum, r) => sum + (r.statusCodeStats?.["201"]?.count ?? 0), 0);
    const full = booked(oneHost.result, fiveHosts.result);
    deliveries.push(...(await deliveredSince(sinks, { database, load: "bookings at full speed", bookings: full, since: 0 })));
    // The same path at a pace a busy team sees: latency without a queue of thousands in front.
    const pacedFrom = Date.now();
    const paced = await measure(() => bookingLoad(base, ["bl_bench_load2"], PACED_RATE));
    const load = `${PACED_RATE} bookings/s`;
    deliveries.push(...(await deliveredSince(sinks, { database, load, bookings: booked(paced.result), since: pacedFrom })));
    const list = await measure(() =>
      autocannon({
        url: `${base}/v1/bookings?bookingLinkId=bl_bench_load&pageSize=100`,
        connections: 50,
        duration: DURATION,
        headers: { "x-api-key": BENCH_KEY },
      }),
    );
    const reschedule = await measure(() => rescheduleLoad(base, "bl_bench_load"));
    return [
      { database, ...summary("time-slots, demo collective link, 100 connections", slots.result), peakRssMB: slots.peak },
      { database, ...summary("booking creation on distinct slots of one host, 50 connections", oneHost.result), peakRssMB: oneHost.peak },
      {
        database,
        ...summary("booking creation on distinct slots of five hosts, 50 connections", fiveHosts.result),
        peakRssMB: fiveHosts.peak,
      },
      { database, ...summary(`booking creation at ${PACED_RATE} per s, one host`, paced.result), peakRssMB: paced.peak },
      { database, ...summary("list bookings, 100 a page, 50 connections (extension)", list.result), peakRssMB: list.peak },
      {
        database,
        ...summary("reschedule, each booking once to a distinct free slot, one host, 50 connections (extension)", reschedule.result),
        peakRssMB: reschedule.peak,
      },
    ];
  } finally {
    app.kill("SIGKILL");
    await sinks.close();
  }
}

/** Delivery latency from the booking runs of each database (filled by benchOne). */
export const deliveries: Record<string, unknown>[] = [];

const PACED_RATE = 20;

/** Waits for the messages of the bookings made since `since` (an e-mail to the visitor and one to the host, a webhook each), and summarises them. */
async function deliveredSince(sinks: DeliverySinks, run: { database: string; load: string; bookings: number; since: number }) {
  const drainAfterLoadMs = await settle(sinks, { email: 2 * run.bookings, webhook: run.bookings }, run.since);
  const arrived = arrivedSince(sinks, run.since);
  return (["email", "webhook"] as const).map((channel) => ({
    database: run.database,
    load: run.load,
    channel: channel === "email" ? "e-mail (SMTP)" : "webhook (HTTP 2xx)",
    ...latencySummary(arrived[channel].map((a) => a.ms)),
    drainAfterLoadMs,
  }));
}

/** Books distinct free slots of the links in turn (a 5-minute grid over 90 days: far more than one run can take), as fast as 50 clients can or at `overallRate` a second. */
export async function bookingLoad(base: string, linkIds: string[], overallRate?: number, key = BENCH_KEY) {
  const from = new Date(Date.now() + 86_400_000);
  const to = new Date(from.getTime() + 90 * 86_400_000);
  const starts = await Promise.all(
    linkIds.map(async (linkId) => {
      const res = await fetch(`${base}/v1/booking-links/${linkId}/time-slots?startDate=${from.toISOString()}&endDate=${to.toISOString()}`, {
        headers: { "x-api-key": key },
      });
      const body = (await res.json()) as { availableSlots: { start: string }[] };
      return body.availableSlots.map((s) => s.start);
    }),
  );
  let index = 0;
  return autocannon({
    url: base,
    connections: 50,
    duration: DURATION,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: "POST",
        path: "/v1/bookings/create",
        headers: { "x-api-key": key, "content-type": "application/json" },
        setupRequest: (request) => {
          const i = index++;
          const link = i % linkIds.length;
          const startDateTime = starts[link]![Math.floor(i / linkIds.length) % starts[link]!.length];
          return {
            ...request,
            body: JSON.stringify({
              bookingLinkId: linkIds[link],
              startDateTime,
              timezone: "UTC",
              attendees: [{ name: "Load", email: `load${i}@example.test` }],
            }),
          };
        },
      },
    ],
  });
}

/** The link's confirmed bookings, each moved once to a distinct free slot of the same host. */
async function rescheduleLoad(base: string, linkId: string) {
  const headers = { "x-api-key": BENCH_KEY };
  const ids: string[] = [];
  for (let page = 1; ids.length < 20_000; page++) {
    const res = await fetch(`${base}/v1/bookings?bookingLinkId=${linkId}&status=CONFIRMED&pageSize=100&page=${page}`, { headers });
    const body = (await res.json()) as { data: { id: string }[] };
    if (body.data.length === 0) break;
    ids.push(...body.data.map((b) => b.id));
  }
  const from = new Date(Date.now() + 86_400_000);
  const to = new Date(from.getTime() + 90 * 86_400_000);
  const res = await fetch(`${base}/v1/booking-links/${linkId}/time-slots?startDate=${from.toISOString()}&endDate=${to.toISOString()}`, {
    headers,
  });
  const free = ((await res.json()) as { availableSlots: { start: string }[] }).availableSlots.map((s) => s.start);
  let index = 0;
  return autocannon({
    url: base,
    connections: 50,
    amount: Math.min(ids.length, free.length),
    requests: [
      {
        method: "POST",
        path: "/v1/bookings/reschedule",
        headers: { ...headers, "content-type": "application/json" },
        setupRequest: (request) => {
          const i = index++;
          return { ...request, body: JSON.stringify({ bookingId: ids[i], startDateTime: free[i] }) };
        },
      },
    ],
  });
}

export async function benchApi() {
  return (await onEachDatabase("bench", (database, env, ports) => benchOne(database, env, ports[0]), [3401, 3402])).flat();
}

/**
 * Runs `bench` on the embedded database (a fresh folder), then, with
 * TEST_DATABASE_URL, on a PostgreSQL database made for it and dropped after;
 * `ports` gives each its own.
 */
export async function onEachDatabase<T>(
  prefix: string,
  bench: (database: string, env: Record<string, string>, ports: [number]) => Promise<T>,
  ports: [number, number],
): Promise<T[]> {
  const results: T[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  try {
    results.push(await bench("embedded (PGlite)", { DATA_DIR: dataDir, DATABASE_URL: "" }, [ports[0]]));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return results;
  const scratch = await scratchDatabase(url, prefix);
  try {
    results.push(await bench("PostgreSQL", { DATABASE_URL: scratch.url }, [ports[1]]));
  } finally {
    await scratch.drop();
  }
  return results;
}

/** A new, empty database on the PostgreSQL server `serverUrl` names, and a way to drop it. */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix.replace(/-/g, "_")}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

if (process.argv[1]?.endsWith("api-load.ts")) {
  benchApi().then((rows) => {
    console.table(rows);
    console.table(deliveries);
  });
}
