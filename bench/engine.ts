// Engine figures: a month of slots (30-minute meetings every 15 minutes) for
// MULTI_USE and COLLECTIVE_MULTI_USE links with 1, 5 and 20 hosts in
// different zones, each host with 300 busy intervals; then the 5-host links
// with 0 to 3,000 busy intervals a host, to show how cost grows with them;
// then the busiest case, a 20-host collective link with 3,000 a host, on the
// engine before busy time arrived as numbers (engine-before.ts) and today's.
import { computeSlots, type HostAvailability, type SlotQuery } from "../lib/availability/compute-slots";
import type { Interval } from "../lib/availability/intervals";
import { WEEKDAYS } from "../lib/availability/weekly-windows";
import { seededRandom as random } from "../lib/testing/seeded-random";
import { beforeBusy, computeSlotsBefore, type TextBusyRow } from "./engine-before";
import { round, summarize, timeRuns } from "./stats";

// Zones whose 08:00-18:00 days overlap (13:00-17:00 UTC), so collective links have slots.
const ZONES = ["America/New_York", "Europe/London", "Europe/Berlin", "America/Sao_Paulo", "Atlantic/Azores"];
const BUSY_PER_HOST = 300;
const MONTH_START = Date.parse("2027-03-01T00:00:00Z"); // crosses the US and EU DST changes
const MONTH_END = Date.parse("2027-03-31T23:59:59.999Z");

function makeHosts(count: number, busyPerHost = BUSY_PER_HOST): HostAvailability[] {
  const next = random(42);
  const workday = [{ start: "08:00:00", end: "18:00:00" }];
  const availability = Object.fromEntries(
    WEEKDAYS.map((d) => [d, d === "saturday" || d === "sunday" ? [] : workday]),
  ) as HostAvailability["availability"];
  return Array.from({ length: count }, (_, i) => ({
    id: `host${i}`,
    timeZone: ZONES[i % ZONES.length]!,
    availability,
    busy: Array.from({ length: busyPerHost }, () => {
      const start = MONTH_START + Math.floor(next() * 31 * 96) * 15 * 60_000;
      // 15 to 60 minutes each, anywhere in the month.
      return { start, end: start + (1 + Math.floor(next() * 4)) * 15 * 60_000 };
    }),
  }));
}

function monthQuery(kind: SlotQuery["kind"], hosts: HostAvailability[]): SlotQuery {
  return {
    kind,
    hosts,
    durationMinutes: 30,
    intervalMinutes: 15,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    rangeStart: MONTH_START,
    rangeEnd: MONTH_END,
    earliestStart: MONTH_START,
    latestStart: MONTH_END,
  };
}

async function measure(kind: SlotQuery["kind"], hostCount: number, busyPerHost: number) {
  const query = monthQuery(kind, makeHosts(hostCount, busyPerHost));
  const slots = computeSlots(query).length;
  const stats = summarize(await timeRuns(() => computeSlots(query), 200));
  return { kind, hosts: hostCount, busyPerHost, slots, ...stats, perHostMs: round(stats.medianMs / hostCount) };
}

export async function benchEngine() {
  const rows = [];
  for (const kind of ["MULTI_USE", "COLLECTIVE_MULTI_USE"] as const) {
    for (const hostCount of [1, 5, 20]) rows.push(await measure(kind, hostCount, BUSY_PER_HOST));
  }
  return rows;
}

/** The 5-host links as busy intervals grow; per-busy-interval cost is over the run with none. */
export async function benchEngineBusy() {
  const rows = [];
  for (const kind of ["MULTI_USE", "COLLECTIVE_MULTI_USE"] as const) {
    const runs = [];
    for (const busy of [0, 300, 1_000, 3_000]) runs.push(await measure(kind, 5, busy));
    const base = runs[0]!.medianMs;
    for (const run of runs) {
      const { perHostMs: _, ...row } = run;
      rows.push({
        ...row,
        usPerBusyInterval: run.busyPerHost ? round(((run.medianMs - base) * 1000) / (run.hosts * run.busyPerHost), 3) : null,
      });
    }
  }
  return rows;
}

/** PostgreSQL's text for a timestamptz in a UTC session, as the drivers handed busy_time's rows over before. */
const postgresText = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace("T", " ")
    .replace(/\.000Z$|Z$/, "+00");

/**
 * The case: a 20-host collective link, 3,000 busy intervals a host in the month (60,000 in all). Each
 * run times the engine as it was (computeSlotsBefore) and today's, one after the other so that both see the
 * same load, first on the same intervals (the engine alone), then from the rows the database answers: before,
 * a row per interval with its timestamps as text, parsed into Dates per request; today, a row per host with
 * epoch milliseconds (lib/booking-links/load-busy-intervals.ts).
 */
export async function benchEngineIssue39(runs = 200) {
  const hosts = makeHosts(20, 3_000);
  const query = monthQuery("COLLECTIVE_MULTI_USE", hosts);
  const textRows: TextBusyRow[] = hosts.flatMap((h) =>
    h.busy.map((b) => ({ user_id: h.id, start_at: postgresText(b.start), end_at: postgresText(b.end) })),
  );
  const numberRows = hosts.map((h) => ({ user_id: h.id, starts: h.busy.map((b) => b.start), ends: h.busy.map((b) => b.end) }));
  const withBusy = (busy: Map<string, Interval[]>): SlotQuery => ({
    ...query,
    hosts: hosts.map((h) => ({ ...h, busy: busy.get(h.id) ?? [] })),
  });
  const fromNumbers = () => {
    const busy = new Map<string, Interval[]>();
    for (const row of numberRows) {
      const into: Interval[] = [];
      for (let i = 0; i < row.starts.length; i++) into.push({ start: row.starts[i]!, end: row.ends[i]! });
      busy.set(row.user_id, into);
    }
    return busy;
  };
  const pairs = {
    "engine alone": [() => computeSlotsBefore(query), () => computeSlots(query)],
    "rows to slots": [() => computeSlotsBefore(withBusy(beforeBusy(textRows))), () => computeSlots(withBusy(fromNumbers()))],
  } as const;
  const slots = [computeSlotsBefore(query).length, computeSlots(query).length];
  if (slots[0] !== slots[1]) throw new Error(`the engines disagree: ${slots[0]} and ${slots[1]} slots`);
  const rows = [];
  for (const [path, [before, after]] of Object.entries(pairs)) {
    const [beforeMs, afterMs] = await timePair(before, after, runs);
    const b = withP99(beforeMs);
    const a = withP99(afterMs);
    rows.push({
      case: "20-host collective, 3,000 busy a host",
      path,
      slots: slots[1],
      beforeMedianMs: b.medianMs,
      beforeP99Ms: b.p99Ms,
      afterMedianMs: a.medianMs,
      afterP99Ms: a.p99Ms,
      ratio: round(a.medianMs / b.medianMs, 2),
    });
  }
  return rows;
}

/** Times `before` and `after` alternately, `runs` times each, after a tenth as many unmeasured. */
async function timePair(before: () => unknown, after: () => unknown, runs: number): Promise<[number[], number[]]> {
  const samples: [number[], number[]] = [[], []];
  for (let i = -Math.ceil(runs / 10); i < runs; i++) {
    for (const [k, fn] of [before, after].entries()) {
      const start = performance.now();
      await fn();
      if (i >= 0) samples[k]!.push(performance.now() - start);
    }
  }
  return samples;
}

function withP99(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { ...summarize(samples), p99Ms: round(sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!) };
}
