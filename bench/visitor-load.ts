// The visitor's path under load beside the API it stands on, on the built app
// (`npm start`'s dist/serve.js): the booking page, its embed and its slots
// route at 50 and 100 connections, health checks, each with its ratio to /v1
// time-slots in the same run; a "viral link" (200 visitors on one link while
// 10 bookings a second are made on it, every booked time checked gone from
// the page and the slots route); and a sweep over many links × months × zones
// × layouts, which the page cache's byte bound keeps within memory. Both
// databases (PostgreSQL with TEST_DATABASE_URL). BENCH_SECONDS bounds each
// run, VIRAL_SECONDS the viral one (default 30) and VIRAL_RATE its bookings
// a second (default 10), VIRAL_CLIENT its visitors ("node", the default:
// closed-loop.ts; or "autocannon"); VISITOR_RUNS picks some of
// "routes,viral,sweep" (default all), VISITOR_PORTS two ports ("3403,3404").
import autocannon from "autocannon";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { DEFAULT_PAGE_CACHE_MB } from "../lib/config/env";
import { onEachDatabase, peakRssMB, resetPeakRss, startApp } from "./api-load";
import { closedLoop } from "./closed-loop";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const VIRAL_SECONDS = Number(process.env.VIRAL_SECONDS ?? 30);
const UNLIMITED = { RATE_LIMIT_PUBLIC_PAGES: "1000000000", RATE_LIMIT_PUBLIC_SLOTS: "1000000000", RATE_LIMIT_BOOKING_APP: "1000000000" };
/** Bookings a second in the viral run (0: the visitors alone, to see what the bookings' renders cost). */
const VIRAL_RATE = Number(process.env.VIRAL_RATE ?? 10);
const RUNS = new Set((process.env.VISITOR_RUNS ?? "routes,viral,sweep").split(","));
const PORTS = (process.env.VISITOR_PORTS ?? "3403,3404").split(",").map(Number) as [number, number];
/**
 * What plays the viral run's visitors: "node" (closed-loop.ts, the default) or
 * "autocannon", which on a 2-core machine takes a core of its own (why: closed-loop.ts).
 */
const VIRAL_CLIENT = process.env.VIRAL_CLIENT === "autocannon" ? "autocannon" : "node";
const VIRAL_LINK = "bl_demo_interview";
const VIRAL_DURATION = "dur_interview_45";

const monthOf = (ahead: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7);
};

function row(database: string, name: string, connections: number, result: autocannon.Result, reference: number, peak?: number) {
  return {
    database,
    run: name,
    connections,
    "req/s": Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    "× time-slots": reference ? Number((result.requests.average / reference).toFixed(2)) : 1,
    peakRssMB: peak,
  };
}

async function routeRows(database: string, base: string, pid: number) {
  const next = monthOf(1);
  const run = async (url: string, connections: number, headers: Record<string, string> = {}) => {
    resetPeakRss(pid);
    const result = await autocannon({ url, connections, duration: DURATION, headers });
    return { result, peak: peakRssMB(pid) };
  };
  const timeSlots = `${base}/v1/booking-links/bl_demo_strategy/time-slots?startDate=${next}-01T00:00:00Z&endDate=${monthOf(2)}-01T00:00:00Z`;
  const reference = await run(timeSlots, 100, { "x-api-key": DEMO_API_KEY });
  const perSecond = reference.result.requests.average;
  const rows = [row(database, "/v1 time-slots, demo collective link (reference)", 100, reference.result, 0, reference.peak)];
  const routes: [string, string, Record<string, string>?][] = [
    ["/book/bl_demo_intro", `${base}/book/bl_demo_intro`, { "accept-encoding": "gzip" }],
    ["/embed/bl_demo_intro", `${base}/embed/bl_demo_intro`, { "accept-encoding": "gzip" }],
    ["/api/booking-links/bl_demo_intro/slots", `${base}/api/booking-links/bl_demo_intro/slots?month=${next}&tz=UTC&duration=dur_intro_30`],
    ["/healthz", `${base}/healthz`],
    ["/readyz", `${base}/readyz`],
  ];
  for (const [name, url, headers] of routes) {
    for (const connections of [50, 100]) {
      const measured = await run(url, connections, headers);
      rows.push(row(database, name, connections, measured.result, perSecond, measured.peak));
    }
  }
  return rows;
}

/** The viral link's free times over the next months, 45 minutes apart, so that each booking takes one of them. */
async function freeTimes(base: string): Promise<string[]> {
  const starts: string[] = [];
  for (let ahead = 1; ahead <= 3; ahead++) {
    const res = await fetch(`${base}/api/booking-links/${VIRAL_LINK}/slots?month=${monthOf(ahead)}&tz=UTC&duration=${VIRAL_DURATION}`);
    const days = ((await res.json()) as { days: Record<string, { start: string }[]> }).days;
    for (const slot of Object.values(days).flat()) {
      const last = starts.at(-1);
      if (!last || Date.parse(slot.start) >= Date.parse(last) + 45 * 60_000) starts.push(slot.start);
    }
  }
  return starts;
}

/** Milliseconds from a booking's 201 until its time is gone from the page and the slots route of its month (checked every 250 ms). */
async function goneAfter(base: string, start: string, booked: number): Promise<number> {
  const month = start.slice(0, 7);
  const urls = [
    `${base}/book/${VIRAL_LINK}?month=${month}&tz=UTC&duration=${VIRAL_DURATION}`,
    `${base}/api/booking-links/${VIRAL_LINK}/slots?month=${month}&tz=UTC&duration=${VIRAL_DURATION}`,
  ];
  while (performance.now() - booked < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const bodies = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
    if (bodies.every((body) => !body.includes(start))) return performance.now() - booked;
  }
  return Number.POSITIVE_INFINITY;
}

/** The viral run's 200 visitors on `page`, by the client VIRAL_CLIENT names; resolves once they are asking. */
async function viralVisitors(page: string): Promise<{ result: Promise<Record<string, number>> }> {
  const options = { url: page, connections: 200, headers: { "accept-encoding": "gzip" } };
  if (VIRAL_CLIENT === "autocannon") {
    const result = autocannon({ ...options, duration: VIRAL_SECONDS }).then((result) => ({
      "page req/s": Math.round(result.requests.average),
      pageP50ms: result.latency.p50,
      pageP99ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    }));
    return { result };
  }
  const load = closedLoop({ ...options, seconds: VIRAL_SECONDS });
  await load.started;
  const result = load.result.then(({ perSecond, p50ms, p99ms, errors, non2xx, loadCpuPercent, byCopy }) => ({
    "page req/s": perSecond,
    pageP50ms: p50ms,
    pageP99ms: p99ms,
    errors,
    non2xx,
    loadCpuPercent,
    // Share and p99 of the answers that were copies ("hit") and of those that waited for a render ("rendered").
    ...Object.fromEntries(Object.entries(byCopy).map(([copy, { share, p99ms }]) => [copy, `${Math.round(share * 100)} %, p99 ${p99ms}`])),
  }));
  return { result };
}

/**
 * 200 visitors on one link's page for VIRAL_SECONDS while 10 bookings a second
 * are made on it through /v1, in the month the visitors see (then the next).
 */
async function viralRun(database: string, base: string, pid: number) {
  const times = await freeTimes(base);
  const needed = VIRAL_SECONDS * VIRAL_RATE;
  if (times.length < needed) throw new Error(`only ${times.length} free times for ${needed} bookings`);
  resetPeakRss(pid);
  const page = `${base}/book/${VIRAL_LINK}?month=${times[0]!.slice(0, 7)}&tz=UTC&duration=${VIRAL_DURATION}`;
  const cpu = process.cpuUsage();
  const began = performance.now();
  const visitors = await viralVisitors(page);
  const outcomes: Promise<{ status: number; goneMs: number }>[] = [];
  for (let i = 0; i < needed; i++) {
    const start = times[i]!;
    outcomes.push(
      fetch(`${base}/v1/bookings/create`, {
        method: "POST",
        headers: { "x-api-key": DEMO_API_KEY, "content-type": "application/json" },
        body: JSON.stringify({
          bookingLinkId: VIRAL_LINK,
          startDateTime: start,
          timezone: "UTC",
          attendees: [{ name: "Viral", email: `viral${i}@example.test` }],
        }),
      }).then(async (res) => ({ status: res.status, goneMs: res.status === 201 ? await goneAfter(base, start, performance.now()) : 0 })),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000 / VIRAL_RATE));
  }
  const [result, booked] = await Promise.all([visitors.result, Promise.all(outcomes)]);
  const used = process.cpuUsage(cpu);
  const made = booked.filter((b) => b.status === 201);
  const gone = made.map((b) => b.goneMs).sort((x, y) => x - y);
  return {
    database,
    visitors: 200,
    client: VIRAL_CLIENT,
    seconds: VIRAL_SECONDS,
    ...result,
    benchCpuPercent: Math.round(((used.user + used.system) / 1000 / (performance.now() - began)) * 100),
    bookings: made.length,
    bookingsRefused: booked.length - made.length,
    goneP50ms: Math.round(gone[Math.floor(gone.length / 2)] ?? 0),
    goneMaxMs: Math.round(gone.at(-1) ?? 0),
    peakRssMB: peakRssMB(pid),
  };
}

/**
 * Many distinct copies: links × months × zones × layouts × hour cycles, more than can be rendered in the run, so
 * that every answer is a render (the most memory in flight) and the copies pile up; the cache's bound keeps them in
 * PAGE_CACHE_MB.
 */
async function cacheSweep(database: string, base: string, pid: number) {
  const links = ["bl_demo_intro", "bl_demo_strategy", "bl_demo_support", "bl_demo_consult", "bl_demo_workshop", "bl_demo_interview"];
  const zones = [
    "UTC",
    "Asia/Kolkata",
    "Pacific/Chatham",
    "America/New_York",
    "Europe/Berlin",
    "Asia/Tokyo",
    "America/Los_Angeles",
    "Australia/Sydney",
  ];
  const paths: string[] = [];
  for (const link of links)
    for (let ahead = 0; ahead < 12; ahead++)
      for (const zone of zones)
        for (const layout of ["month", "week"])
          for (const hours of ["12", "24"])
            paths.push(`/book/${link}?month=${monthOf(ahead)}&tz=${encodeURIComponent(zone)}&layout=${layout}&hours=${hours}`);
  let index = 0;
  let hits = 0;
  // Bodies rendered (gzip, as the cache keeps them): past PAGE_CACHE_MB, the cache was full and dropping copies.
  let renderedBytes = 0;
  resetPeakRss(pid);
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: DURATION * 3,
    headers: { "accept-encoding": "gzip" },
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: paths[index++ % paths.length]! }),
        onResponse: (_status, _body, _context, headers) => {
          const served = (headers as Record<string, string> | undefined)?.["x-page-cache"];
          if (served === "hit") hits++;
          if (served === "rendered") renderedBytes += Number((headers as Record<string, string>)["content-length"] ?? 0);
        },
      },
    ],
  });
  return {
    database,
    distinctPages: paths.length,
    requests: result.requests.total,
    "req/s": Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    hitShare: Number((hits / Math.max(1, result.requests.total)).toFixed(2)),
    cacheMB: Number(process.env.PAGE_CACHE_MB ?? DEFAULT_PAGE_CACHE_MB),
    renderedMB: Number((renderedBytes / 1024 / 1024).toFixed(1)),
    peakRssMB: peakRssMB(pid),
  };
}

async function benchDatabase(database: string, env: Record<string, string>, port: number) {
  const app = await startApp({ ...env, ...UNLIMITED }, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const routes = RUNS.has("routes") ? await routeRows(database, base, app.pid!) : [];
    const viral = RUNS.has("viral") ? [await viralRun(database, base, app.pid!)] : [];
    const sweep = RUNS.has("sweep") ? [await cacheSweep(database, base, app.pid!)] : [];
    return { routes, viral, sweep };
  } finally {
    app.kill("SIGKILL");
  }
}

export async function benchVisitors() {
  const results = await onEachDatabase("bench-visitors", (database, env, ports) => benchDatabase(database, env, ports[0]), PORTS);
  return {
    routes: results.flatMap((r) => r.routes),
    viral: results.flatMap((r) => r.viral),
    sweep: results.flatMap((r) => r.sweep),
  };
}

export function printVisitors(figures: Awaited<ReturnType<typeof benchVisitors>>) {
  console.log(
    "The visitor's path under load, beside /v1 time-slots in the same run (budgets: pages ≥ 2,000 req/s p99 ≤ 50 ms at 50; slots ≥ 5,000 req/s p99 ≤ 25 ms; health ≥ 10,000 req/s)",
  );
  console.table(figures.routes);
  console.log(
    "Viral link: 200 visitors on one page while 10 bookings/s are made on it (budget: 0 errors, page p99 ≤ 100 ms, every booked time gone within 1 s)",
  );
  console.table(figures.viral);
  console.log(
    "Page cache bound: many links × months × zones × layouts (budget: peak RSS ≤ 400 MB; the cache was full when renderedMB passed cacheMB)",
  );
  console.table(figures.sweep);
}

if (process.argv[1]?.endsWith("visitor-load.ts")) benchVisitors().then(printVisitors);
