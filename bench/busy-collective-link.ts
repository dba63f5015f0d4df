// The link through the service: a 20-host collective link whose hosts hold 3,000 busy intervals each in
// next month but one, on the embedded database and (with TEST_DATABASE_URL) on PostgreSQL. Its month of time
// slots with nothing cached (the link and busy time read, slots computed), the busy-time read as it was (a row
// per interval, timestamps as text parsed per request) against today's, alternated; then `/v1` time-slots under
// load (autocannon) on the API alone in a child process (bench/list-server.ts), as the lists at scale run, and
// the link's booking page on the built app (after `npm run build`).
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { trustedWorkspaceId } from "../lib/auth/workspace-id";
import { BookingLinkReads } from "../lib/booking-links/booking-link-reads";
import { busyFilters, busySpan } from "../lib/booking-links/link-slots";
import { loadBusyIntervals } from "../lib/booking-links/load-busy-intervals";
import { createLocalChangeFeed, userTopic } from "../lib/cache/change-feed";
import { type Db, openDatabase } from "../lib/db/client";
import { makeBookingLink, makeBusyTime, makeMember, makeWorkspace, seedWorkspace, weekdays } from "../lib/testing/factories";
import { seededRandom } from "../lib/testing/seeded-random";
import { onEachDatabase, scratchDatabase, startApp } from "./api-load";
import { beforeBusy, type TextBusyRow } from "./engine-before";
import { startListServer } from "./lists-at-scale";
import { round, summarize, timeRuns } from "./stats";

const ZONES = ["America/New_York", "Europe/London", "Europe/Berlin", "America/Sao_Paulo", "Atlantic/Azores"];
const HOSTS = 20;
const BUSY_PER_HOST = 3_000;
const QUARTER = 15 * 60_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Workspace = ReturnType<typeof makeWorkspace>;

/** The workspace, its link and the month asked for: busy intervals as bench/engine.ts draws them. */
function busyCollectiveWorkspace(monthStart: number, monthEnd: number) {
  const next = seededRandom(42);
  const quarters = Math.floor((monthEnd - monthStart) / QUARTER);
  const members = Array.from({ length: HOSTS }, (_, i) =>
    makeMember({
      role: i === 0 ? "OWNER" : "MEMBER",
      timeZone: ZONES[i % ZONES.length]!,
      availability: weekdays("08:00:00", "18:00:00"),
      busyTimes: Array.from({ length: BUSY_PER_HOST }, () => {
        const start = monthStart + Math.floor(next() * quarters) * QUARTER;
        const end = start + (1 + Math.floor(next() * 4)) * QUARTER;
        return makeBusyTime(new Date(start).toISOString(), new Date(end).toISOString());
      }),
    }),
  );
  const link = makeBookingLink(members, { type: "COLLECTIVE_MULTI_USE", slotIntervalMinutes: 15 });
  return { workspace: makeWorkspace(members, [link]), link };
}

/** busy_time's rows as they were read before: one per interval, timestamps as text, a Date parsed from each. */
async function readBusyBefore(db: Db, hostIds: string[], from: Date, to: Date, now: number) {
  const result = (await db.execute(
    sql`select * from busy_time('{}'::bigint[], '{}'::boolean[], ${sql.param(hostIds)}::text[], ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, ${new Date(now).toISOString()}::timestamptz, null::text)`,
  )) as unknown as { rows: TextBusyRow[] };
  return beforeBusy(result.rows);
}

export async function benchBusyCollectiveLink() {
  const now = new Date();
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1);
  const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1) - 1;
  const { workspace, link } = busyCollectiveWorkspace(monthStart, monthEnd);
  const query = { startDate: new Date(monthStart).toISOString(), endDate: new Date(monthEnd).toISOString() };
  const rows = await onEachDatabase(
    "busy-collective",
    async (database, env, [port]) => {
      const inProcess = await inProcessRows(env, workspace, link.id, query, now.getTime());
      const loaded = [
        ...(await timeSlotsLoad(env, workspace, link.id, query)),
        ...(await bookingPageLoad(env, workspace, link.id, monthStart, port)),
      ];
      return [...inProcess, ...loaded].map((row) => ({ database, ...row }));
    },
    [3411, 3412],
  );
  return rows.flat();
}

/** `/v1` time-slots of the month at 10 connections, on the API alone in a child process over the seeded database. */
async function timeSlotsLoad(
  env: Record<string, string>,
  workspace: Workspace,
  linkId: string,
  query: { startDate: string; endDate: string },
) {
  const { child, url: base } = await startListServer(env);
  try {
    const key = workspace.members[0]!.apiKeys[0]!.key;
    const url = `${base}/v1/booking-links/${linkId}/time-slots?startDate=${query.startDate}&endDate=${query.endDate}`;
    const slots = ((await (await fetch(url, { headers: { "x-api-key": key } })).json()) as { availableSlots: unknown[] }).availableSlots;
    const load = await autocannon({ url, connections: 10, duration: SECONDS, headers: { "x-api-key": key } });
    return [{ case: "/v1 time-slots under load, 10 connections", slots: slots.length, ...loadFigures(load) }];
  } finally {
    await stop(child);
  }
}

/**
 * The link's booking page on that month at 10 connections, on the built app (`npm run build`; skipped without it)
 * over a database of its own holding the same workspace as a seed file.
 */
async function bookingPageLoad(env: Record<string, string>, workspace: Workspace, linkId: string, monthStart: number, port: number) {
  if (!existsSync(".next/BUILD_ID") || !existsSync("dist/serve.js")) return [];
  const folder = await mkdtemp(path.join(tmpdir(), "busy-collective-seed-"));
  const seed = path.join(folder, "seed.json");
  await writeFile(seed, JSON.stringify({ workspaces: [workspace] }));
  // A database of its own: the app seeds only an empty one, and the one the rows above used holds the workspace.
  const scratch = env.DATA_DIR ? undefined : await scratchDatabase(env.DATABASE_URL!, "busy-collective-app");
  const own: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: path.join(folder, "data"), DATABASE_URL: "" };
  // The booking app reads the service with a key of the workspace it serves.
  const key = workspace.members[0]!.apiKeys[0]!.key;
  const app = await startApp({ ...own, SEED_FILES: seed, SCHEDULING_API_KEY: key, RATE_LIMIT_PUBLIC_PAGES: "1000000000" }, port);
  try {
    const month = new Date(monthStart).toISOString().slice(0, 7);
    const url = `http://127.0.0.1:${port}/book/${linkId}?month=${month}`;
    const first = await fetch(url);
    // An error page is fast and would flatter the figures.
    if (!first.ok) throw new Error(`${url} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
    await first.text();
    const load = await autocannon({ url, connections: 10, duration: SECONDS, headers: { "accept-encoding": "gzip" } });
    return [{ case: "/book of the month under load, 10 connections (built app)", ...loadFigures(load) }];
  } finally {
    await stop(app);
    await scratch?.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

function loadFigures(load: autocannon.Result) {
  return { "req/s": Math.round(load.requests.average), medianMs: load.latency.p50, p99Ms: load.latency.p99, non2xx: load.non2xx };
}

async function stop(child: ChildProcess) {
  child.kill("SIGTERM");
  if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
}

/** Seeds the database, then times the month with nothing cached and the busy-time read before and today. */
async function inProcessRows(env: Record<string, string>, workspace: Workspace, linkId: string, query: object, now: number) {
  const database = await openDatabase({ url: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
  try {
    await seedWorkspace(database.db, workspace, new Date(now));
    const reads = new BookingLinkReads(createLocalChangeFeed());
    const workspaceId = trustedWorkspaceId(workspace.id);
    const { value: loaded } = await reads.link(database.db, workspaceId, linkId);
    const hostTopics = loaded.hosts.map((h) => userTopic(h.userId));
    const feed = createLocalChangeFeed();
    const uncached = new BookingLinkReads(feed);
    const timeSlots = async () => {
      // As after a booking with the link's hosts: the slot list is computed again.
      await feed.publish(database.db, hostTopics);
      return uncached.timeSlotsJson(database.db, workspaceId, linkId, query, now);
    };
    const request = {
      durationMinutes: 30,
      rangeStart: Date.parse((query as { startDate: string }).startDate),
      rangeEnd: Date.parse((query as { endDate: string }).endDate),
    };
    const span = busySpan(loaded, request);
    const hostIds = loaded.hosts.map((h) => h.userId);
    const before = () => readBusyBefore(database.db, hostIds, ...span, now);
    const after = () => loadBusyIntervals(database.db, busyFilters(loaded), ...span, { now });
    const counted = (await after()).busy;
    const intervals = [...counted.values()].reduce((n, list) => n + list.length, 0);
    const beforeSamples: number[] = [];
    const afterSamples: number[] = [];
    for (let i = 0; i < 30; i++) {
      beforeSamples.push(...(await timeRuns(before, 1, i === 0 ? 3 : 0)));
      afterSamples.push(...(await timeRuns(after, 1, i === 0 ? 3 : 0)));
    }
    const b = summarize(beforeSamples);
    const a = summarize(afterSamples);
    return [
      { case: `busy-time read (${intervals} intervals), before`, ...b },
      { case: "busy-time read, today", ...a, ratio: round(a.medianMs / b.medianMs, 2) },
      { case: "month of slots, nothing cached (read and engine)", ...summarize(await timeRuns(timeSlots, 30)) },
    ];
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith("busy-collective-link.ts")) benchBusyCollectiveLink().then((rows) => console.table(rows));
