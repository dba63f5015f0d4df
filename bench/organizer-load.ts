// The organizer API under load, on the built app (`npm start`'s dist/serve.js),
// on the embedded database and (with TEST_DATABASE_URL) on PostgreSQL:
// (1) booking link writes: POST /v1/booking-links/update (each connection
// edits a link of its own, alternating its title with the updatedAt of the
// previous answer, so no edit is STALE_UPDATE) and /create, 10 connections;
// (2) what visitors read while an organizer edits: /v1 time-slots and the
// booking page /book/bl_demo_intro at 50 connections, after a warm-up, in
// rounds of: without edits, with 10 edits a second to another link of the same
// workspace (whose copies an edit leaves), and to the link itself (each edit
// drops its copies); the runs without edits show the run's noise; (3) the
// service's CPU per edit, edits one at a time with nothing else running.
// BENCH_SECONDS bounds each run; EDIT_RATE sets the edits a second (default
// 10), EDIT_ROUNDS the rounds (default 3).

import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import autocannon from "autocannon";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { onEachDatabase, peakRssMB, resetPeakRss, startApp } from "./api-load";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const EDIT_RATE = Number(process.env.EDIT_RATE ?? 10);
const ROUNDS = Number(process.env.EDIT_ROUNDS ?? 3);
const BENCH_KEY = "sk_bench_owner_4e8a1c6b2d9f03a7e5c1";
const UNLIMITED = { RATE_LIMIT_PUBLIC_PAGES: "1000000000", RATE_LIMIT_PUBLIC_SLOTS: "1000000000", RATE_LIMIT_BOOKING_APP: "1000000000" };
const WRITE_CONNECTIONS = 10;
const CLOCK_TICKS = 100; // USER_HZ, the unit of /proc/<pid>/stat's times on Linux
const READ_CONNECTIONS = 50;

const json = (key: string) => ({ "x-api-key": key, "content-type": "application/json" });

interface Row {
  database: string;
  run: string;
  connections: number;
  "req/s": number;
  p50ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
  /** Against the mean of the runs without edits; for those, each run's spread around it (the noise). */
  "× without edits"?: number | string;
  "runs' req/s"?: string;
  "edits/s"?: number;
  editP50ms?: number;
  editP99ms?: number;
  editErrors?: number;
  peakRssMB?: number;
  "hit/stale/rendered"?: string;
  cpuMsPerEdit?: number;
}

function row(database: string, run: string, connections: number, result: autocannon.Result, peak?: number): Row {
  return {
    database,
    run,
    connections,
    "req/s": Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakRssMB: peak,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : 0;

async function createLink(base: string, key: string, slug: string): Promise<{ id: string; updatedAt: string }> {
  const res = await fetch(`${base}/v1/booking-links/create`, {
    method: "POST",
    headers: json(key),
    body: JSON.stringify({ slug, title: `Load ${slug}`, bookingDurations: [{ durationInMinutes: 30, isDefault: true }] }),
  });
  if (res.status !== 201) throw new Error(`create ${slug}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; updatedAt: string };
}

async function readUpdatedAt(base: string, key: string, linkId: string): Promise<string> {
  const res = await fetch(`${base}/v1/booking-links/${linkId}`, { headers: { "x-api-key": key } });
  return ((await res.json()) as { updatedAt: string }).updatedAt;
}

/**
 * POST /v1/booking-links/update at full speed: a pool of links, each lent to one request at a time and given back
 * with the updatedAt its answer carries; more links than connections, so a connection always finds one.
 */
async function updateLoad(base: string) {
  const links = await Promise.all(Array.from({ length: WRITE_CONNECTIONS + 2 }, (_, i) => createLink(base, BENCH_KEY, `update-load-${i}`)));
  const free = links.map((link, i) => ({ ...link, title: `Load update-load-${i}`, edits: 0 }));
  type Lent = (typeof free)[number];
  return autocannon({
    url: base,
    connections: WRITE_CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: "POST",
        path: "/v1/booking-links/update",
        headers: json(BENCH_KEY),
        setupRequest: (request, context) => {
          const link = free.shift()!;
          (context as { link?: Lent }).link = link;
          const title = link.edits++ % 2 ? link.title : `${link.title} (edited)`;
          return { ...request, body: JSON.stringify({ bookingLinkId: link.id, updatedAt: link.updatedAt, title }) };
        },
        onResponse: (status, body, context) => {
          const link = (context as { link: Lent }).link;
          if (status === 200) {
            link.updatedAt = (JSON.parse(body) as { updatedAt: string }).updatedAt;
            free.push(link);
          } else {
            void readUpdatedAt(base, BENCH_KEY, link.id).then((updatedAt) => free.push({ ...link, updatedAt }));
          }
        },
      },
    ],
  });
}

/** POST /v1/booking-links/create at full speed, each with a slug of its own. */
function createLoad(base: string) {
  let index = 0;
  return autocannon({
    url: base,
    connections: WRITE_CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: "POST",
        path: "/v1/booking-links/create",
        headers: json(BENCH_KEY),
        setupRequest: (request) => {
          const slug = `create-load-${index++}`;
          return {
            ...request,
            body: JSON.stringify({ slug, title: `Load ${slug}`, bookingDurations: [{ durationInMinutes: 30, isDefault: true }] }),
          };
        },
      },
    ],
  });
}

/** An organizer editing `linkId`'s title `rate` times a second, one edit after the other (each with the updatedAt of the last). */
function startEditor(base: string, linkId: string, rate: number) {
  let stopped = false;
  const latencies: number[] = [];
  let failed = 0;
  let began = 0;
  const done = (async () => {
    const res = await fetch(`${base}/v1/booking-links/${linkId}`, { headers: { "x-api-key": DEMO_API_KEY } });
    const original = (await res.json()) as { title: string; updatedAt: string };
    let updatedAt = original.updatedAt;
    began = performance.now();
    for (let n = 0; !stopped; n++) {
      const due = began + (n * 1000) / rate;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      if (stopped) break;
      const sent = performance.now();
      const title = n % 2 ? original.title : `${original.title} (edited)`;
      const res = await fetch(`${base}/v1/booking-links/update`, {
        method: "POST",
        headers: json(DEMO_API_KEY),
        body: JSON.stringify({ bookingLinkId: linkId, updatedAt, title }),
      });
      latencies.push(performance.now() - sent);
      if (res.ok) updatedAt = ((await res.json()) as { updatedAt: string }).updatedAt;
      else {
        failed++;
        await res.text();
        updatedAt = await readUpdatedAt(base, DEMO_API_KEY, linkId);
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      const seconds = (performance.now() - began) / 1000;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        "edits/s": Number((latencies.length / seconds).toFixed(1)),
        editP50ms: percentile(sorted, 50),
        editP99ms: percentile(sorted, 99),
        editErrors: failed,
      };
    },
  };
}

/** One measured run of `url` at READ_CONNECTIONS, with an organizer editing `edited` meanwhile if given. */
async function readRun(url: string, headers: Record<string, string>, edited: string | undefined, base: string, pid: number) {
  resetPeakRss(pid);
  const editor = edited ? startEditor(base, edited, EDIT_RATE) : undefined;
  // How each page was answered (lib/page-cache): a copy, a copy from before a change, or a render waited for.
  const served: Record<string, number> = {};
  const onResponse = (_status: number, _body: string, _context: object, answer?: IncomingHttpHeaders) => {
    const kind = answer?.["x-page-cache"];
    if (typeof kind === "string") served[kind] = (served[kind] ?? 0) + 1;
  };
  const result = await autocannon({ url, connections: READ_CONNECTIONS, duration: DURATION, headers, requests: [{ onResponse }] });
  return { result, edits: await editor?.stop(), served, peak: peakRssMB(pid) };
}

/** The service process's CPU time (user and system, all threads) in ms, from Linux's /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * What one edit costs the service in CPU, with nothing else running: `count` title edits of `linkId`, one
 * after the other. At 10 edits a second, 10 × this is the share of a core that readers lose.
 */
async function cpuPerEdit(base: string, pid: number, linkId: string, count = 200): Promise<number> {
  const editor = startEditor(base, linkId, 1_000_000);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // unmeasured: the first edits compile the path
  await editor.stop();
  const before = cpuMs(pid);
  let updatedAt = await readUpdatedAt(base, DEMO_API_KEY, linkId);
  for (let n = 0; n < count; n++) {
    const res = await fetch(`${base}/v1/booking-links/update`, {
      method: "POST",
      headers: json(DEMO_API_KEY),
      body: JSON.stringify({ bookingLinkId: linkId, updatedAt, title: `CPU probe ${n}` }),
    });
    if (!res.ok) throw new Error(`edit ${n}: ${res.status} ${await res.text()}`);
    updatedAt = ((await res.json()) as { updatedAt: string }).updatedAt;
  }
  return (cpuMs(pid) - before) / count;
}

type Run = Awaited<ReturnType<typeof readRun>>;

/** A condition's runs as one row: mean req/s (each run's beside it), the median run's latencies, edits pooled. */
function conditionRow(database: string, run: string, runs: Run[], reference: number): Row {
  const rates = runs.map((r) => r.result.requests.average);
  const mean = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  const median = [...runs].sort((a, b) => a.result.requests.average - b.result.requests.average)[Math.floor(runs.length / 2)]!;
  const line = row(database, run, READ_CONNECTIONS, median.result, Math.max(...runs.map((r) => r.peak ?? 0)) || undefined);
  const sum = (kind: string) => runs.reduce((total, r) => total + (r.served[kind] ?? 0), 0);
  const copies = Object.keys(runs[0]!.served).length ? { "hit/stale/rendered": `${sum("hit")}/${sum("stale")}/${sum("rendered")}` } : {};
  const edits = runs[0]!.edits
    ? {
        "edits/s": Number((runs.reduce((total, r) => total + r.edits!["edits/s"], 0) / runs.length).toFixed(1)),
        editP50ms: Math.max(...runs.map((r) => r.edits!.editP50ms)),
        editP99ms: Math.max(...runs.map((r) => r.edits!.editP99ms)),
        editErrors: runs.reduce((total, r) => total + r.edits!.editErrors, 0),
      }
    : {};
  return {
    ...line,
    "req/s": Math.round(mean),
    "runs' req/s": rates.map(Math.round).join(" / "),
    "× without edits": Number((mean / reference).toFixed(2)),
    ...edits,
    ...copies,
  };
}

/**
 * Each read after a warm-up, in ROUNDS rounds of: without edits, edits to another link, edits to the link itself.
 * Interleaved so that the machine's drift falls on every condition alike; the runs without edits, each against
 * their mean, are the run's noise.
 */
async function readsWhileEditing(database: string, base: string, pid: number): Promise<Row[]> {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
  const after = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString();
  const targets: [string, string, Record<string, string>][] = [
    [
      "/v1 time-slots, bl_demo_intro, next month",
      `${base}/v1/booking-links/bl_demo_intro/time-slots?startDate=${next}&endDate=${after}`,
      { "x-api-key": DEMO_API_KEY },
    ],
    ["/book/bl_demo_intro", `${base}/book/bl_demo_intro`, { "accept-encoding": "gzip" }],
  ];
  const conditions: [string, string | undefined][] = [
    ["no edits", undefined],
    [`${EDIT_RATE} edits/s to another link of the workspace (bl_demo_support)`, "bl_demo_support"],
    [`${EDIT_RATE} edits/s to the link itself`, "bl_demo_intro"],
  ];
  const rows: Row[] = [];
  for (const [name, url, headers] of targets) {
    // Unmeasured: the first seconds after start (code compiled, caches filled) ran at half the rate of later ones.
    await autocannon({ url, connections: READ_CONNECTIONS, duration: Math.max(3, DURATION / 2), headers });
    const runs = conditions.map((): Run[] => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, edited]] of conditions.entries()) runs[i]!.push(await readRun(url, headers, edited, base, pid));
    }
    const without = runs[0]!.map((r) => r.result.requests.average);
    const reference = without.reduce((sum, rate) => sum + rate, 0) / without.length;
    const noise = `${(Math.min(...without) / reference).toFixed(2)}–${(Math.max(...without) / reference).toFixed(2)}`;
    for (const [i, [condition]] of conditions.entries()) {
      const line = conditionRow(database, `${name}; ${condition}`, runs[i]!, reference);
      rows.push(i === 0 ? { ...line, "× without edits": noise } : line);
    }
  }
  return rows;
}

/** A row of the table; the CPU row has only its figure. */
type Line = Partial<Row> & Pick<Row, "database" | "run">;

async function benchOrganizerOne(database: string, env: Record<string, string>, port: number): Promise<Line[]> {
  const app = await startApp({ ...env, ...UNLIMITED }, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const pid = app.pid!;
    const reads = await readsWhileEditing(database, base, pid);
    const perEdit = await cpuPerEdit(base, pid, "bl_demo_support");
    resetPeakRss(pid);
    const updates = await updateLoad(base);
    const updatePeak = peakRssMB(pid);
    resetPeakRss(pid);
    const creates = await createLoad(base);
    return [
      row(database, "POST /v1/booking-links/update, a link per connection, title alternating", WRITE_CONNECTIONS, updates, updatePeak),
      row(database, "POST /v1/booking-links/create, a slug each", WRITE_CONNECTIONS, creates, peakRssMB(pid)),
      { database, run: "service CPU per edit, one at a time (ms, both threads)", cpuMsPerEdit: Number(perEdit.toFixed(1)) },
      ...reads,
    ];
  } finally {
    app.kill("SIGKILL");
  }
}

export async function benchOrganizer() {
  return (
    await onEachDatabase("bench-organizer", (database, env, ports) => benchOrganizerOne(database, env, ports[0]), [3407, 3408])
  ).flat();
}

export function printOrganizer(rows: Line[]) {
  console.log(
    `Organizer API: booking link writes at ${WRITE_CONNECTIONS} connections, and visitors' reads at ${READ_CONNECTIONS} while an organizer edits ${EDIT_RATE} times a second (× without edits: the same route in the same run)`,
  );
  console.table(rows);
}

if (process.argv[1]?.endsWith("organizer-load.ts")) benchOrganizer().then(printOrganizer);
