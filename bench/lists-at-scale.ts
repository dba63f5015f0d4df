// Every /v1 list on the large workspace (npm run generate:large) under load: 50 connections on PostgreSQL, 10 on
// the embedded database, each case for BENCH_SECONDS with distinct URLs (bench/list-cases.ts), p50 and p99 beside
// the budgets (≤ 50 ms on PostgreSQL, ≤ 200 ms embedded), first on a demo-size set generated for the run, then on
// the large one; and the server's peak RSS on each. The API runs alone in a child process (bench/list-server.ts,
// no build needed) over LARGE_DATABASE_URL and/or LARGE_DATA_DIR; without either the run is skipped, saying so.
// Alone: LARGE_DATABASE_URL=postgres://… npx tsx --conditions=react-server bench/lists-at-scale.ts
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { largeApiKey } from "../lib/seed/large/frame";
import { bookingLoad, peakRssMB, scratchDatabase } from "./api-load";
import { LIST_CASES, type ListCase, memberOf, type SetSize, setSize } from "./list-cases";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SEED = Number(process.env.LARGE_SEED ?? 1);
const ONLY = process.env.LIST_CASES ? new RegExp(process.env.LIST_CASES) : undefined;

export interface ListRow {
  database: string;
  /** Which set: the large one, or the demo-size one generated beside it. */
  set: string;
  list: string;
  connections: number;
  /** An answer's mean size, headers included (bench/list-floor.ts serves answers of such sizes with no service code). */
  KB?: number;
  "req/s": number;
  p50ms: number;
  p99ms: number;
  /** p99 ≤ this for a list; for booking creation, its budget in bookings a second (≥ 300). */
  budget: string;
  errors: number;
  statuses: string;
}

export const LISTS_SKIPPED =
  "Lists at scale: skipped (set LARGE_DATABASE_URL to a PostgreSQL database, or LARGE_DATA_DIR to an embedded one, that npm run generate:large wrote)";

/** The list server's peak RSS on each set, the large one's against the demo-size one's. */
export interface MemoryRow {
  database: string;
  set: string;
  peakRssMB: number | undefined;
  "× demo size"?: number;
  budget: string;
}

interface Target {
  database: string;
  env: Record<string, string>;
  connections: number;
  budgetMs: number;
}

/**
 * The generator's set at DEMO_SCALE: 20 members, 5 links, 1,000 bookings, the demo's order of size, with the ids
 * and keys the cases name (the demo's own seed has neither). Each run's rows on it sit beside the large set's.
 */
const DEMO_SCALE = 0.001;
const ANCHOR = process.env.LARGE_ANCHOR ?? "2026-03-01";

export async function benchListsAtScale(): Promise<{ lists: ListRow[]; memory: MemoryRow[] } | undefined> {
  const targets: Target[] = [
    { database: "PostgreSQL", env: { DATABASE_URL: process.env.LARGE_DATABASE_URL ?? "" }, connections: 50, budgetMs: 50 },
    { database: "embedded", env: { DATA_DIR: process.env.LARGE_DATA_DIR ?? "", DATABASE_URL: "" }, connections: 10, budgetMs: 200 },
  ];
  const present = targets.filter((t) => Object.values(t.env).some(Boolean));
  if (present.length === 0) return undefined;
  const lists: ListRow[] = [];
  const memory: MemoryRow[] = [];
  for (const target of present) {
    const demo = await demoSizeSet(target);
    try {
      const small = await runCases(target, demo.env, "demo size");
      const large = await runCases(target, target.env, "large");
      lists.push(...small.rows, ...large.rows);
      const budget = "≤ 1.25× demo size";
      memory.push({ database: target.database, set: "demo size", peakRssMB: small.peakRssMB, budget });
      const ratio = large.peakRssMB && small.peakRssMB ? Number((large.peakRssMB / small.peakRssMB).toFixed(2)) : undefined;
      memory.push({ database: target.database, set: "large", peakRssMB: large.peakRssMB, "× demo size": ratio, budget });
    } finally {
      await demo.drop();
    }
  }
  return { lists, memory };
}

/** Every case on one set, through a list server of its own, and that server's peak RSS over them all. */
async function runCases(target: Target, env: Record<string, string>, label: string) {
  const { child, url } = await startListServer(env);
  const rows: ListRow[] = [];
  const database = target.database;
  try {
    const size = await sizeOfSet(url);
    const set = `${label} (scale ${size.scale})`;
    for (const c of LIST_CASES.filter((c) => !ONLY || ONLY.test(c.name))) {
      const budget = `p99 ≤ ${target.budgetMs} ms`;
      rows.push({ database, set, list: c.name, budget, ...(await load(url, c, target.connections, size)) });
      // Statements of requests cut off at the run's end finish before the next case starts.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    if (!ONLY || ONLY.test(CREATION)) {
      rows.push({ database, set, ...(await creationLoad(url, size)) });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    return { rows, peakRssMB: peakRssMB(child.pid!) };
  } finally {
    child.kill("SIGTERM");
  }
}

/** The demo-size set generated beside the large one: a data folder of its own, or a database on the same server. */
async function demoSizeSet(target: Target): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const generate = (env: Record<string, string>) =>
    execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--conditions=react-server",
        "scripts/generate-large.ts",
        "--scale",
        String(DEMO_SCALE),
        "--seed",
        String(SEED),
        "--anchor",
        ANCHOR,
      ],
      { env: { ...process.env, ...env }, stdio: "ignore" },
    );
  if (target.env.DATA_DIR) {
    const dir = await mkdtemp(path.join(tmpdir(), "lists-demo-size-"));
    const env = { DATA_DIR: dir, DATABASE_URL: "" };
    generate(env);
    return { env, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const scratch = await scratchDatabase(target.env.DATABASE_URL!, "lists-demo-size");
  const env = { DATABASE_URL: scratch.url };
  generate(env);
  return { env, drop: scratch.drop };
}

const CREATION = "booking creation, five non-collective links";

/**
 * The scale the set was generated at, from its bookings (1,000,000 at scale 1; booking creation runs add a few
 * hundred each, which two significant digits drop). Not from its links: a set has 5 at least.
 */
async function sizeOfSet(url: string): Promise<SetSize> {
  const res = await fetch(`${url}/v1/bookings?pageSize=1`, { headers: { "x-api-key": largeApiKey(SEED, 0) } });
  const { total } = (await res.json()) as { total: number };
  return setSize(Number((total / 1_000_000).toPrecision(2)));
}

/** Of the first 40 links that are not collective (every fifth is) and the set has, the `n` with the most free slots in 90 days. */
async function linksWithMostSlots(url: string, key: string, n: number, set: SetSize): Promise<string[]> {
  const [from, to] = [new Date(Date.now() + 86_400_000), new Date(Date.now() + 91 * 86_400_000)];
  const ids = Array.from({ length: Math.min(50, set.bookingLinks) }, (_, j) => j).filter((j) => j % 5 !== 0);
  const counted = await Promise.all(
    ids.map(async (j) => {
      const id = `bl_lg_${String(j).padStart(5, "0")}`;
      const query = `startDate=${from.toISOString()}&endDate=${to.toISOString()}`;
      const res = await fetch(`${url}/v1/booking-links/${id}/time-slots?${query}`, { headers: { "x-api-key": key } });
      const body = (await res.json()) as { availableSlots?: unknown[] };
      return { id, slots: body.availableSlots?.length ?? 0 };
    }),
  );
  return counted
    .sort((a, b) => b.slots - a.slots)
    .slice(0, n)
    .map((c) => c.id);
}

/**
 * Bookings made at 50 connections on distinct free slots of the next 90 days, the owner's key, five links that are
 * not collective: the no-overlap constraint over the set's 3.4 million holds and the outbox's rows behind every
 * insert. Each run adds its bookings to the database.
 */
async function creationLoad(url: string, set: SetSize) {
  const key = largeApiKey(SEED, 0);
  const result = await bookingLoad(url, await linksWithMostSlots(url, key, 5, set), undefined, key);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code !== "201")
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" ");
  return {
    list: CREATION,
    connections: 50,
    // Bookings made a second (autocannon's duration is in seconds).
    "req/s": Math.round((result.statusCodeStats?.["201"]?.count ?? 0) / result.duration),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    budget: "≥ 300/s",
    errors: result.errors + result.timeouts,
    statuses,
  };
}

async function load(url: string, c: ListCase, connections: number, set: SetSize) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: DURATION,
    // A slow list's answer counts however late it comes (within the run), rather than as a timeout.
    timeout: 60,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const n = i++;
          return { ...request, path: c.vary?.(n, set) ?? c.url, headers: { "x-api-key": largeApiKey(SEED, memberOf(c, n, set)) } };
        },
      },
    ],
  });
  const errors = result.non2xx + result.errors + result.timeouts;
  // Which answers were not 2xx, by status: a refused request is fast and would flatter the figures.
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" ");
  return {
    connections,
    KB: Math.round(result.throughput.total / Math.max(1, result.requests.total) / 1000),
    "req/s": Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors,
    statuses,
  };
}

export async function startListServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "bench/list-server.ts"], {
    env: { ...process.env, ...env, RATE_LIMIT_API_KEY: "100000000", REDIS_URL: "", MALLOC_ARENA_MAX: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`bench/list-server.ts exited (${code}) before it listened`)));
  });
  return { child, url };
}

if (process.argv[1]?.endsWith("lists-at-scale.ts")) {
  benchListsAtScale().then((result) => {
    if (result) {
      console.table(result.lists);
      console.table(result.memory);
    } else console.log(LISTS_SKIPPED);
  });
}
