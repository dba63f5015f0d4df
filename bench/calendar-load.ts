// Connected calendars on the built app (`npm start`'s dist/serve.js) with the demo data, on the embedded database
// and (with TEST_DATABASE_URL) on PostgreSQL. The demo's owner, who hosts bl_demo_intro, connects a Radicale
// account (Debian's, started here) holding 5,000 events of which 200 recurring series, around today
// (lib/testing/calendar-data.ts), and then the same events as an iCalendar feed:
// (1) how long connecting (discovery and the first read) and POST /v1/calendars/refresh (a whole read; the
//     background refresher skips calendars whose ctag or ETag did not move) take, and the slowest /readyz answer
//     while each runs (the thread that answers visitors also expands the calendar, in slices);
// (2) /v1 time-slots and /book of bl_demo_intro at 50 connections with no calendar connected, then with both.
// Skipped, saying why, without Radicale.
import autocannon from "autocannon";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { generateCalendar } from "../lib/testing/calendar-data";
import { type IcsFeedServer, startIcsFeedServer } from "../lib/testing/ics-feed-server";
import { type Radicale, radicaleMissing, startRadicale } from "../lib/testing/radicale";
import { onEachDatabase, peakRssMB, resetPeakRss, startApp } from "./api-load";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const EVENTS = 5_000;
const SERIES = 200;
/** Visitors' budgets out of the way: one load generator is one address. */
const UNLIMITED = { RATE_LIMIT_PUBLIC_PAGES: "1000000000", RATE_LIMIT_PUBLIC_SLOTS: "1000000000", RATE_LIMIT_BOOKING_APP: "1000000000" };
const JSON_HEADERS = { "x-api-key": DEMO_API_KEY, "content-type": "application/json" };

type Row = Record<string, string | number | undefined>;

async function post(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of the answer.
  return JSON.parse(text) as any;
}

/** Runs `work`, polling /readyz every 5 ms meanwhile: its wall time and the slowest answer of the poll. */
async function timed<T>(base: string, work: () => Promise<T>): Promise<{ value: T; ms: number; slowestReadyzMs: number }> {
  let done = false;
  let slowest = 0;
  const poll = (async () => {
    while (!done) {
      const began = performance.now();
      await fetch(`${base}/readyz`).catch(() => undefined);
      slowest = Math.max(slowest, performance.now() - began);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const began = performance.now();
  const value = await work();
  const ms = performance.now() - began;
  done = true;
  await poll;
  return { value, ms: Math.round(ms), slowestReadyzMs: Math.round(slowest) };
}

/** The generated calendar in a new Radicale account (its files written into Radicale's storage), and served as a feed. */
async function calendarSources(radicale: Radicale, feeds: IcsFeedServer) {
  const { resources, feed } = generateCalendar({ events: EVENTS, series: SERIES, around: Date.now() });
  const username = "bench-olivia";
  const password = "bench-password";
  await radicale.createUser(username, password);
  await radicale.createCalendar(username, "work", { displayName: "Work" });
  await radicale.importEvents(
    username,
    "work",
    resources.map((ics, i) => ({ name: `event-${i}`, ics })),
  );
  // Radicale parses each file it has not stored itself once, on the first read (~27 s for these): a server that
  // stored them through PUT already has. Read once here, so that connect measures a server as it would be.
  await radicale.request(username, "PROPFIND", `/${username}/work/`, { headers: { depth: "1" } });
  await radicale.request(username, "REPORT", `/${username}/work/`, {
    headers: { depth: "1", "content-type": "application/xml" },
    body: '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"/></c:filter></c:calendar-query>',
  });
  feeds.set("/bench-olivia.ics", feed);
  const feedUrl = `${feeds.origin}/bench-olivia.ics`;
  return { caldav: { provider: "CALDAV", serverUrl: radicale.url, username, password }, feedUrl, first: resources[0]! };
}

async function refreshRows(database: string, base: string, radicale: Radicale, sources: Awaited<ReturnType<typeof calendarSources>>) {
  const rows: Row[] = [];
  const connectCaldav = await timed(base, () => post(base, "/v1/calendars/connect", sources.caldav));
  const caldavId = connectCaldav.value.calendars[0].id as string;
  rows.push({ database, step: "CalDAV: connect (discovery and first read)", ...without(connectCaldav) });
  rows.push({ database, step: "CalDAV: refresh (the route reads it whole)", ...without(await timed(base, () => refresh(base, caldavId))) });
  await radicale.putEvent("bench-olivia", "work", "event-0", sources.first.replace("SUMMARY:", "SUMMARY:Moved "));
  rows.push({ database, step: "CalDAV: refresh after one event changed", ...without(await timed(base, () => refresh(base, caldavId))) });
  const connectFeed = await timed(base, () => post(base, "/v1/calendars/connect", { provider: "ICS", url: sources.feedUrl }));
  const feedId = connectFeed.value.calendars[0].id as string;
  rows.push({ database, step: "feed: connect (first read)", ...without(connectFeed) });
  rows.push({ database, step: "feed: refresh (the route reads it whole)", ...without(await timed(base, () => refresh(base, feedId))) });
  return rows;
}

const refresh = (base: string, calendarId: string) => post(base, "/v1/calendars/refresh", { calendarId });
const without = ({ ms, slowestReadyzMs }: { ms: number; slowestReadyzMs: number }) => ({ ms, slowestReadyzMs });

async function readRows(database: string, base: string, pid: number, condition: string): Promise<Row[]> {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
  const after = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString();
  const targets: [string, string, Record<string, string>][] = [
    ["/v1 time-slots, next month", `${base}/v1/booking-links/bl_demo_intro/time-slots?startDate=${next}&endDate=${after}`, JSON_HEADERS],
    ["/book/bl_demo_intro", `${base}/book/bl_demo_intro`, { "accept-encoding": "gzip" }],
  ];
  const rows: Row[] = [];
  for (const [name, url, headers] of targets) {
    resetPeakRss(pid);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
    rows.push({
      database,
      step: `${name}; ${condition}`,
      "req/s": Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      peakRssMB: peakRssMB(pid),
    });
  }
  return rows;
}

async function benchOne(database: string, env: Record<string, string>, port: number, radicale: Radicale, feeds: IcsFeedServer) {
  const app = await startApp({ ...env, ...UNLIMITED, CALENDAR_ALLOW_PRIVATE_SERVERS: "true" }, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const sources = await calendarSources(radicale, feeds);
    const before = await readRows(database, base, app.pid!, "no calendar connected");
    const refreshes = await refreshRows(database, base, radicale, sources);
    const after = await readRows(
      database,
      base,
      app.pid!,
      `a CalDAV calendar and a feed of ${EVENTS.toLocaleString("en")} events each connected`,
    );
    return [...refreshes, ...before, ...after];
  } finally {
    app.kill("SIGKILL");
  }
}

export async function benchCalendars(): Promise<Row[] | string> {
  if (radicaleMissing) return `Connected calendars: ${radicaleMissing}`;
  const radicale = await startRadicale();
  const feeds = await startIcsFeedServer();
  try {
    const rows = await onEachDatabase(
      "bench-calendars",
      async (database, env, ports) => {
        const result = await benchOne(database, env, ports[0], radicale, feeds);
        // The next database's owner connects the same account afresh.
        await radicale.request("bench-olivia", "DELETE", "/bench-olivia/work/").catch(() => undefined);
        return result;
      },
      [3409, 3410],
    );
    return rows.flat();
  } finally {
    await Promise.all([radicale.close(), feeds.close()]);
  }
}

export const CALENDARS_TITLE = `Connected calendars: ${EVENTS.toLocaleString("en")} events (${SERIES} recurring series) on Radicale and as a feed, connected by the host of bl_demo_intro; refresh times with the slowest /readyz meanwhile, and visitors' reads at ${CONNECTIONS} connections before and after`;

if (process.argv[1]?.endsWith("calendar-load.ts")) {
  benchCalendars().then((rows) => {
    console.log(CALENDARS_TITLE);
    if (typeof rows === "string") console.log(rows);
    else console.table(rows);
  });
}
