// Engine figures: a month of slots (30-minute meetings every 15 minutes) for
// MULTI_USE and COLLECTIVE_MULTI_USE links with 1, 5 and 20 hosts in
// different zones, each host with 300 busy intervals; then the 5-host links
// with 0 to 3,000 busy intervals a host, to show how cost grows with them.
import { computeSlots, type HostAvailability, type SlotQuery } from "../lib/availability/compute-slots";
import { WEEKDAYS } from "../lib/availability/weekly-windows";
import { seededRandom as random } from "../lib/testing/seeded-random";
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

async function measure(kind: SlotQuery["kind"], hostCount: number, busyPerHost: number) {
  const query: SlotQuery = {
    kind,
    hosts: makeHosts(hostCount, busyPerHost),
    durationMinutes: 30,
    intervalMinutes: 15,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    rangeStart: MONTH_START,
    rangeEnd: MONTH_END,
    earliestStart: MONTH_START,
    latestStart: MONTH_END,
  };
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
