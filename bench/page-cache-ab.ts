// Each page-cache and render-thread mechanism with and without it, alternated in one run on the embedded
// database: /book at 50 connections (gzip, as browsers ask) and the viral run (200 visitors while bookings
// are made). PAGE_CACHE_AB names what serve.ts switches off: "zlib" (each gzip answer compressed per response
// instead of from the gzip template), "identity" (no compression), "no-turns" (copies answered as read, not
// in turns of 48), "in-process" (Next.js on the main thread, no render thread); PAGE_CACHE_MB=0 is no cache.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startApp } from "./api-load";
import { viralRun } from "./visitor-load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.AB_ROUNDS ?? 2);
const ALL_VARIANTS: [string, Record<string, string>][] = [
  ["with all", {}],
  ["without gzip template (zlib per answer)", { PAGE_CACHE_AB: "zlib" }],
  ["without compression", { PAGE_CACHE_AB: "identity" }],
  ["without visitor turns", { PAGE_CACHE_AB: "no-turns" }],
  ["without render thread", { PAGE_CACHE_AB: "in-process" }],
  ["without page cache", { PAGE_CACHE_MB: "0" }],
  ["without stale copies", { PAGE_CACHE_AB: "no-stale" }],
  ["without kept plain bytes", { PAGE_CACHE_AB: "no-plain-kept" }],
];
const VARIANTS = process.env.AB_VARIANTS
  ? ALL_VARIANTS.filter(([name]) => process.env.AB_VARIANTS!.split(",").includes(String(ALL_VARIANTS.findIndex(([n]) => n === name))))
  : ALL_VARIANTS;
/** Headers of the visitors' requests: browsers take gzip; AB_IDENTITY=1 asks as a client that takes none. */
const ACCEPT = process.env.AB_IDENTITY ? {} : { "accept-encoding": "gzip" };
const UNLIMITED = { RATE_LIMIT_PUBLIC_PAGES: "1000000000", RATE_LIMIT_PUBLIC_SLOTS: "1000000000", RATE_LIMIT_BOOKING_APP: "1000000000" };

let turn = 0;

async function one(name: string, env: Record<string, string>, round: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-ab-"));
  const port = 3405 + (turn++ % 2);
  const app = await startApp({ ...UNLIMITED, ...env, DATA_DIR: dataDir, DATABASE_URL: "" }, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await autocannon({ url: `${base}/book/bl_demo_intro`, connections: 10, duration: 2, headers: ACCEPT });
    const book = await autocannon({ url: `${base}/book/bl_demo_intro`, connections: 50, duration: SECONDS, headers: ACCEPT });
    const viral = (process.env.AB_NO_VIRAL ? {} : await viralRun("embedded (PGlite)", base, app.pid!)) as Record<string, unknown>;
    return {
      variant: name,
      round,
      "/book req/s": Math.round(book.requests.average),
      "/book p99ms": book.latency.p99,
      "/book errors": book.errors + book.timeouts + book.non2xx,
      "viral req/s": viral["page req/s"],
      "viral p99ms": viral.pageP99ms,
      goneMaxMs: viral.goneMaxMs,
      peakRssMB: viral.peakRssMB,
    };
  } finally {
    const exited = new Promise((resolve) => app.once("exit", resolve));
    app.kill("SIGKILL");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [];
  for (let round = 1; round <= ROUNDS; round++)
    for (const [name, env] of VARIANTS) {
      const row = await one(name, env, round);
      console.log(JSON.stringify(row));
      rows.push(row);
    }
  console.table(rows);
}

main().then(() => process.exit(0));
