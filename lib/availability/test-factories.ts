// Small builders for engine tests: a scenario states only what it is about.
import type { HostAvailability, SlotQuery } from "./compute-slots";
import type { TimeRange, WeeklyAvailability } from "./weekly-windows";
import { WEEKDAYS } from "./weekly-windows";

export const utc = (iso: string) => Date.parse(iso.endsWith("Z") ? iso : `${iso}Z`);
export const iso = (ms: number) => new Date(ms).toISOString().replace(":00.000Z", "Z");

export function everyDay(...ranges: [string, string][]): WeeklyAvailability {
  return weekly(Object.fromEntries(WEEKDAYS.map((d) => [d, ranges])));
}

export function weekly(days: Partial<Record<(typeof WEEKDAYS)[number], [string, string][]>>): WeeklyAvailability {
  const toRanges = (ranges: [string, string][] = []): TimeRange[] =>
    ranges.map(([start, end]) => ({ start: `${start}:00`, end: `${end}:00` }));
  return Object.fromEntries(WEEKDAYS.map((d) => [d, toRanges(days[d])])) as WeeklyAvailability;
}

export function makeHost(overrides: Partial<HostAvailability> & { timeZone: string }): HostAvailability {
  return { id: overrides.timeZone, availability: everyDay(["09:00", "17:00"]), busy: [], ...overrides };
}

/** A query over one UTC day (or [from, to]) with no notice or horizon limits. */
export function makeQuery(overrides: Partial<SlotQuery> & { from: string; to?: string }): SlotQuery {
  const { from, to, ...rest } = overrides;
  const rangeStart = utc(from);
  return {
    kind: "MULTI_USE",
    hosts: [],
    durationMinutes: 30,
    intervalMinutes: null,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    rangeStart,
    rangeEnd: to ? utc(to) : rangeStart + 86_400_000 - 1,
    earliestStart: 0,
    latestStart: Number.MAX_SAFE_INTEGER,
    ...rest,
  };
}
