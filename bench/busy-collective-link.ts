// The link through the service: a 20-host collective link whose hosts hold 3,000 busy intervals each in
// next month but one, on the embedded database. Its month of time slots with nothing cached (the link and busy
// time read, slots computed), the busy-time read as it was (a row per interval, timestamps as text parsed per
// request) against today's, alternated; then `/v1` time-slots under load (autocannon) on the API alone in a
// child process (bench/list-server.ts), as the lists at scale run.
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
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
import { beforeBusy, type TextBusyRow } from "./engine-before";
import { startListServer } from "./lists-at-scale";
import { round, summarize, timeRuns } from "./stats";

const ZONES = ["America/New_York", "Europe/London", "Europe/Berlin", "America/Sao_Paulo", "Atlantic/Azores"];
const HOSTS = 20;
const BUSY_PER_HOST = 3_000;
const QUARTER = 15 * 60_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

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
  const dataDir = await mkdtemp(path.join(tmpdir(), "busy-collective-"));
  let server: ChildProcess | undefined;
  try {
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1);
    const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1) - 1;
    const { workspace, link } = busyCollectiveWorkspace(monthStart, monthEnd);
    const query = { startDate: new Date(monthStart).toISOString(), endDate: new Date(monthEnd).toISOString() };
    const inProcess = await inProcessRows(dataDir, workspace, link.id, query, now.getTime());
    const listening = await startListServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    server = listening.child;
    const key = workspace.members[0]!.apiKeys[0]!.key;
    const url = `${listening.url}/v1/booking-links/${link.id}/time-slots?startDate=${query.startDate}&endDate=${query.endDate}`;
    const slots = ((await (await fetch(url, { headers: { "x-api-key": key } })).json()) as { availableSlots: unknown[] }).availableSlots;
    const load = await autocannon({ url, connections: 10, duration: SECONDS, headers: { "x-api-key": key } });
    const loadRow = {
      case: "/v1 time-slots under load, 10 connections",
      slots: slots.length,
      "req/s": Math.round(load.requests.average),
      medianMs: load.latency.p50,
      p99Ms: load.latency.p99,
      non2xx: load.non2xx,
    };
    return [...inProcess, loadRow];
  } finally {
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Seeds the data folder, then times the month with nothing cached and the busy-time read before and today. */
async function inProcessRows(dataDir: string, workspace: ReturnType<typeof makeWorkspace>, linkId: string, query: object, now: number) {
  const database = await openDatabase({ dataDir });
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
