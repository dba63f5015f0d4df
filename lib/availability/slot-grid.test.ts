import { describe, expect, it } from "vitest";
import { GRID_LOOKBACK_MS, gridRuns, type SlotGrid } from "./slot-grid";
import { iso, utc } from "./test-factories";

const MINUTE = 60_000;
const STEP = 50 * MINUTE;
// A fixed grid offset from every window start below, so the two grids differ;
// windows known from the whole look-back before the first start.
const grid = (first: number): SlotGrid => ({ step: STEP, fixedAnchor: utc("2000-01-01T00:05"), knownFrom: first - GRID_LOOKBACK_MS });

function startsOf(window: { start: string; end: string }, first: string, last: string): string[] {
  const runs = gridRuns({ start: utc(window.start), end: utc(window.end) }, grid(utc(first)), utc(first), utc(last));
  const starts: string[] = [];
  for (const run of runs) for (let start = run.first; start <= run.last; start += STEP) starts.push(iso(start));
  return starts;
}

interface Scenario {
  name: string;
  window: { start: string; end: string };
  first: string;
  last: string;
  expected: string[];
}

// A 20-day window from 2027-01-01T00:00; its own grid ends 14 days later.
const LONG = { start: "2027-01-01T00:00", end: "2027-01-21T00:00" };

const scenarios: Scenario[] = [
  {
    name: "a window that starts within the look-back keeps its own grid",
    window: { start: "2027-01-08T18:00", end: "2027-01-11T06:00" },
    first: "2027-01-10T21:00",
    last: "2027-01-10T23:00",
    expected: ["2027-01-10T21:40Z", "2027-01-10T22:30Z"],
  },
  {
    name: "the first slot is the window's start when the range begins earlier",
    window: { start: "2027-01-08T18:00", end: "2027-01-11T06:00" },
    first: "2027-01-08T00:00",
    last: "2027-01-08T19:00",
    expected: ["2027-01-08T18:00Z", "2027-01-08T18:50Z"],
  },
  {
    name: "a window that reaches back to the look-back start is on the fixed grid",
    window: { start: "2026-12-20T00:00", end: "2027-01-21T00:00" },
    first: "2027-01-10T00:00",
    last: "2027-01-10T01:00",
    // 2000-01-01T00:05 + whole multiples of 50 minutes.
    expected: ["2027-01-10T00:15Z"],
  },
  {
    name: "a long window switches to the fixed grid 14 days after its start (from within the look-back)",
    window: LONG,
    first: "2027-01-14T22:00",
    last: "2027-01-15T01:00",
    // Own grid: 00:00 + 403 × 50 min = 2027-01-14T23:50; fixed grid from 2027-01-15T00:00.
    expected: ["2027-01-14T22:10Z", "2027-01-14T23:00Z", "2027-01-14T23:50Z", "2027-01-15T00:15Z"],
  },
  {
    name: "the long window queried after its switch, cut where the engine's look-back starts: the fixed grid",
    window: { start: "2027-01-01T12:00", end: LONG.end },
    first: "2027-01-15T12:00",
    last: "2027-01-15T13:00",
    expected: ["2027-01-15T12:45Z"],
  },
];

describe("gridRuns", () => {
  it.each(scenarios)("$name", ({ window, first, last, expected }) => {
    expect(startsOf(window, first, last)).toEqual(expected);
  });

  it("gives a long window the same starts whatever the query's first start", () => {
    const whole = startsOf(LONG, LONG.start, LONG.end);
    for (let first = utc(LONG.start); first < utc(LONG.end); first += 7 * 60 * MINUTE + 13 * MINUTE) {
      const listed = startsOf(LONG, iso(first), LONG.end);
      expect(listed).toEqual(whole.filter((s) => utc(s) >= first));
    }
  });

  it("refuses a window cut short of the look-back, whose grid it cannot know", () => {
    const near: SlotGrid = { ...grid(utc("2027-01-10")), knownFrom: utc("2027-01-09") };
    expect(() => gridRuns({ start: utc("2027-01-09"), end: utc("2027-01-11") }, near, utc("2027-01-10"), utc("2027-01-10T12:00"))).toThrow(
      RangeError,
    );
  });
});
