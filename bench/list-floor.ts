// What this machine can serve at all at the lists' 50 connections, with no service code: a plain node:http server
// in a child process answering bytes it holds (the sizes of the lists' pages), or a page it builds and serialises
// on each request, autocannon in this process as in bench/lists-at-scale.ts; and, when TEST_DATABASE_URL names a
// PostgreSQL server, 50 clients asking it for a page of 100 rows, as rows or as the page's JSON built by the
// database; and the two together: the node:http server reading each page's 100 rows from PostgreSQL (a pool of 10,
// the service's default) and serialising them. A list cannot beat the rows of its answer's size;
// docs/benchmarks.md, "Lists at scale", reads them.
// Alone: [TEST_DATABASE_URL=postgres://…] npx tsx bench/list-floor.ts
import { spawn } from "node:child_process";
import http from "node:http";
import autocannon from "autocannon";
import pg from "pg";
import { scratchDatabase } from "./api-load";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/**
 * Answers: a small list's page, a page of 100 middle-sized items (invites, audit events, API keys), a 100-booking
 * page, a 100-link page (each host nested with its schedule and user).
 */
const SIZES = [
  { name: "a small list's page (webhooks, calendar feeds)", items: 10, bytes: 10_000 },
  { name: "a page of 100 invites or audit events", items: 100, bytes: 30_000 },
  { name: "a page of 100 bookings", items: 100, bytes: 100_000 },
  { name: "a page of 100 booking links", items: 100, bytes: 640_000 },
];

type Mode = "held" | "built" | "read";
type Size = (typeof SIZES)[number];

export interface FloorRow {
  answer: string;
  KB: number;
  how: string;
  connections: number;
  "req/s": number;
  p50ms: number;
  p99ms: number;
  errors: number;
}

export const FLOOR_TITLE =
  "What this machine serves at 50 connections with no service code: answers of the lists' sizes held in memory, built per request or read from PostgreSQL per request, and PostgreSQL's part of a 100-booking page (the lists' budget: p99 ≤ 50 ms)";

export async function benchListFloor(): Promise<FloorRow[]> {
  const rows: FloorRow[] = [];
  for (const size of SIZES) {
    for (const mode of ["held", "built"] as const) {
      rows.push({ answer: size.name, KB: Math.round(size.bytes / 1000), ...(await measure(size, mode)) });
    }
  }
  if (process.env.TEST_DATABASE_URL) rows.push(...(await databasePages(process.env.TEST_DATABASE_URL)));
  return rows;
}

const HOW: Record<Mode, (size: Size) => string> = {
  held: () => "held in memory",
  built: (size) => `${size.items} items built and serialised per request`,
  read: (size) => `${size.items} rows read from PostgreSQL and serialised per request`,
};

async function measure(size: Size, mode: Mode, databaseUrl = "") {
  const args = ["--import", "tsx", "bench/list-floor.ts", "--serve", String(size.items), String(size.bytes), mode];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl },
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.once("exit", (code) => reject(new Error(`bench/list-floor.ts --serve exited (${code}) before it listened`)));
    });
    // Unmeasured first seconds: V8 optimises the server's code, as it has long done in a running service.
    await autocannon({ url, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    return {
      how: HOW[mode](size),
      connections: CONNECTIONS,
      "req/s": Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    child.kill("SIGTERM");
  }
}

/** A page of `items` objects whose JSON is about `bytes` long, in the lists' envelope. */
function page(items: number, bytes: number, n: number) {
  const filler = "x".repeat(Math.max(0, Math.round(bytes / items) - 260));
  const data = Array.from({ length: items }, (_, i) => ({
    id: `bk_${n}_${i}`,
    title: "Intro call",
    startTime: new Date(Date.UTC(2026, 2, 1, 9, 0) + i * 1_800_000).toISOString(),
    endTime: new Date(Date.UTC(2026, 2, 1, 9, 30) + i * 1_800_000).toISOString(),
    status: "CONFIRMED",
    attendees: [{ email: `visitor${i}@example.com`, name: "A Visitor", timeZone: "Europe/Oslo" }],
    notes: filler,
  }));
  return { total: 1_000_000, pageSize: items, pageNumber: n + 1, data };
}

/** The page of bookings from `start` as the bookings list would answer it, its items from the floor table's rows. */
async function readPage(pool: pg.Pool, start: number, bytes: number) {
  const { rows } = await pool.query(PAGE_ROWS, [start, noteLength(bytes)]);
  const data = rows.map((row) => ({
    id: row.id,
    title: row.title,
    startTime: row.start_time.toISOString(),
    endTime: new Date(row.start_time.getTime() + 1_800_000).toISOString(),
    status: row.status,
    attendees: [{ email: row.email, name: "A Visitor", timeZone: "Europe/Oslo" }],
    notes: row.notes,
  }));
  return { total: 100_000, pageSize: 100, pageNumber: 1, data };
}

function serve(items: number, bytes: number, mode: Mode) {
  const held = JSON.stringify(page(items, bytes, 0));
  const pool = mode === "read" ? new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 }) : undefined;
  let n = 0;
  const server = http.createServer(async (_request, response) => {
    const next = n++;
    const made =
      mode === "held"
        ? held
        : pool
          ? readPage(pool, (next * 7_919) % 99_000, bytes).then(JSON.stringify)
          : JSON.stringify(page(items, bytes, next));
    const body = await Promise.resolve(made).catch(() => undefined);
    if (body === undefined) return void response.writeHead(500).end();
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    response.end(body);
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    if (address && typeof address === "object") process.stdout.write(`http://127.0.0.1:${address.port}/\n`);
  });
}

/** 100,000 rows of about 1 KB, ordered by start time as the bookings list walks them. */
const FLOOR_TABLE = `
  create table floor_bookings as
    select 'bk_' || i as id, 'Intro call' as title, timestamptz '2026-03-01' + i * interval '30 min' as start_time,
      'CONFIRMED' as status, 'visitor' || i || '@example.com' as email, repeat('x', 700) as notes
    from generate_series(1, 100000) i;
  create index on floor_bookings (start_time);
  analyze floor_bookings;`;
const PAGE_ROWS =
  "select id, title, start_time, status, email, left(notes, $2) as notes from floor_bookings where start_time >= timestamptz '2026-03-01' + $1 * interval '30 min' order by start_time limit 100";
/** The notes each row brings for an answer of `bytes` (a row's other fields come to about 300 bytes of JSON). */
const noteLength = (bytes: number) => Math.max(0, Math.round(bytes / 100) - 300);
const PAGE_JSON = `select json_build_object('total', 100000, 'pageSize', 100, 'data', coalesce(json_agg(json_build_object(
  'id', id, 'title', title, 'startTime', start_time, 'endTime', start_time + interval '30 min', 'status', status,
  'attendees', json_build_array(json_build_object('email', email, 'name', 'A Visitor', 'timeZone', 'Europe/Oslo')),
  'notes', notes) order by start_time), '[]'))::text as page from (${PAGE_ROWS}) b`;

/** 50 clients of PostgreSQL asking for pages at random starts, one after the other each, for DURATION. */
async function databasePages(serverUrl: string): Promise<FloorRow[]> {
  const scratch = await scratchDatabase(serverUrl, "list-floor");
  const pool = new pg.Pool({ connectionString: scratch.url, max: CONNECTIONS });
  // Idle clients are cut off when the scratch database is dropped.
  pool.on("error", () => {});
  try {
    await pool.query(FLOOR_TABLE);
    const rows: FloorRow[] = [];
    for (const [how, text] of [
      ["100 rows read by node-postgres", PAGE_ROWS],
      ["the page's JSON built by PostgreSQL", PAGE_JSON],
    ]) {
      await clients(pool, text!, 2);
      const latencies = await clients(pool, text!, DURATION);
      const sorted = latencies.sort((a, b) => a - b);
      const ms = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))]!);
      const answer = "a page of 100 bookings, PostgreSQL's part";
      rows.push({
        answer,
        KB: 100,
        how: how!,
        connections: CONNECTIONS,
        "req/s": Math.round(latencies.length / DURATION),
        p50ms: ms(0.5),
        p99ms: ms(0.99),
        errors: 0,
      });
    }
    // Idle now: the server's pool of 10 has the database to itself.
    for (const size of SIZES.filter((size) => size.items === 100 && size.bytes <= 100_000)) {
      const read = await measure(size, "read", scratch.url);
      rows.push({ answer: size.name, KB: Math.round(size.bytes / 1000), ...read });
    }
    return rows;
  } finally {
    await pool.end();
    await scratch.drop();
  }
}

async function clients(pool: pg.Pool, text: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const began = performance.now();
      await pool.query(text, [Math.floor(Math.random() * 99_000), noteLength(100_000)]);
      latencies.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return latencies;
}

const serveAt = process.argv.indexOf("--serve");
if (serveAt > 0) serve(Number(process.argv[serveAt + 1]), Number(process.argv[serveAt + 2]), process.argv[serveAt + 3] as Mode);
else if (process.argv[1]?.endsWith("list-floor.ts")) benchListFloor().then((rows) => console.table(rows));
