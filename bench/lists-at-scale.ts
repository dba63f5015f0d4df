// Every /v1 list on the large workspace (npm run generate:large) under load: 50 connections on PostgreSQL, 10 on
// the embedded database, each case for BENCH_SECONDS with distinct URLs (bench/list-cases.ts), p50 and p99 beside
// the budgets (≤ 50 ms on PostgreSQL, ≤ 200 ms embedded). The API runs alone in a child process
// (bench/list-server.ts, no build needed) over LARGE_DATABASE_URL and/or LARGE_DATA_DIR; without either the run
// is skipped, saying so. Alone: LARGE_DATABASE_URL=postgres://… npx tsx --conditions=react-server bench/lists-at-scale.ts
import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";
import { largeApiKey } from "../lib/seed/large/frame";
import { bookingLoad } from "./api-load";
import { LIST_CASES, type ListCase, memberOf, type SetSize, setSize } from "./list-cases";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SEED = Number(process.env.LARGE_SEED ?? 1);
const ONLY = process.env.LIST_CASES ? new RegExp(process.env.LIST_CASES) : undefined;

export interface ListRow {
  database: string;
  list: string;
  connections: number;
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

export async function benchListsAtScale(): Promise<ListRow[] | undefined> {
  const targets: { database: string; env: Record<string, string>; connections: number; budgetMs: number }[] = [
    { database: "PostgreSQL", env: { DATABASE_URL: process.env.LARGE_DATABASE_URL ?? "" }, connections: 50, budgetMs: 50 },
    { database: "embedded", env: { DATA_DIR: process.env.LARGE_DATA_DIR ?? "", DATABASE_URL: "" }, connections: 10, budgetMs: 200 },
  ];
  const set = targets.filter((t) => Object.values(t.env).some(Boolean));
  if (set.length === 0) return undefined;
  const rows: ListRow[] = [];
  for (const target of set) {
    const { child, url } = await startListServer(target.env);
    try {
      const set = await sizeOfSet(url);
      for (const c of LIST_CASES.filter((c) => !ONLY || ONLY.test(c.name))) {
        const budget = `p99 ≤ ${target.budgetMs} ms`;
        rows.push({ database: target.database, list: c.name, budget, ...(await load(url, c, target.connections, set)) });
        // Statements of requests cut off at the run's end finish before the next case starts.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      if (!ONLY || ONLY.test(CREATION)) {
        rows.push({ database: target.database, ...(await creationLoad(url)) });
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    } finally {
      child.kill("SIGTERM");
    }
  }
  return rows;
}

const CREATION = "booking creation, five non-collective links";

/** The scale the set was generated at, from its booking links (2,000 at scale 1; no run adds any). */
async function sizeOfSet(url: string): Promise<SetSize> {
  const res = await fetch(`${url}/v1/booking-links?pageSize=1`, { headers: { "x-api-key": largeApiKey(SEED, 0) } });
  const { total } = (await res.json()) as { total: number };
  return setSize(total / 2_000);
}

/** Of the first 40 links that are not collective (every fifth is), the `n` with the most free slots in 90 days. */
async function linksWithMostSlots(url: string, key: string, n: number): Promise<string[]> {
  const [from, to] = [new Date(Date.now() + 86_400_000), new Date(Date.now() + 91 * 86_400_000)];
  const ids = Array.from({ length: 50 }, (_, j) => j).filter((j) => j % 5 !== 0);
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
async function creationLoad(url: string) {
  const key = largeApiKey(SEED, 0);
  const result = await bookingLoad(url, await linksWithMostSlots(url, key, 5), undefined, key);
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
          return { ...request, path: c.vary?.(n, set) ?? c.url, headers: { "x-api-key": largeApiKey(SEED, memberOf(c, n)) } };
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
  benchListsAtScale().then((rows) => {
    if (rows) console.table(rows);
    else console.log(LISTS_SKIPPED);
  });
}
