// Every /v1 list on the large workspace (npm run generate:large) under load: 50 connections on PostgreSQL, 10 on
// the embedded database, each case for BENCH_SECONDS with distinct URLs (bench/list-cases.ts), p50 and p99 beside
// the budgets (≤ 50 ms on PostgreSQL, ≤ 200 ms embedded). The API runs alone in a child process
// (bench/list-server.ts, no build needed) over LARGE_DATABASE_URL and/or LARGE_DATA_DIR; without either the run
// is skipped, saying so. Alone: LARGE_DATABASE_URL=postgres://… npx tsx --conditions=react-server bench/lists-at-scale.ts
import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";
import { largeApiKey } from "../lib/seed/large/frame";
import { LIST_CASES, type ListCase, memberOf } from "./list-cases";

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
  budgetMs: number;
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
      for (const c of LIST_CASES.filter((c) => !ONLY || ONLY.test(c.name))) {
        rows.push({ database: target.database, list: c.name, budgetMs: target.budgetMs, ...(await load(url, c, target.connections)) });
        // Statements of requests cut off at the run's end finish before the next case starts.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    } finally {
      child.kill("SIGTERM");
    }
  }
  return rows;
}

async function load(url: string, c: ListCase, connections: number) {
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
          return { ...request, path: c.vary?.(n) ?? c.url, headers: { "x-api-key": largeApiKey(SEED, memberOf(c, n)) } };
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
