// The slot grid follows from the schedule alone: lists from any startDate
// agree wherever they overlap, and the booking re-check offers every listed
// slot. Checked for schedules whose windows run across days, where the grid's
// anchor lies before the range asked for.
import { describe, expect, it } from "vitest";
import { computeSlots, type HostAvailability, type SlotQuery } from "./compute-slots";
import { everyDay, iso, makeHost, makeQuery, utc, weekly } from "./test-factories";
import type { WeeklyAvailability } from "./weekly-windows";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ALWAYS = everyDay(["00:00", "24:00"]);
// Monday evening merges into Tuesday morning; Wednesday 20:00 to Saturday
// 23:00 is one window of ranges that touch or overlap across midnight.
const OVERNIGHT: WeeklyAvailability = weekly({
  monday: [["18:00", "24:00"]],
  tuesday: [
    ["00:00", "06:00"],
    ["09:00", "17:00"],
  ],
  wednesday: [["20:00", "04:00"]],
  thursday: [["00:00", "24:00"]],
  friday: [
    ["00:00", "10:30"],
    ["07:15", "07:00"],
  ],
  saturday: [["05:00", "23:00"]],
});

interface GridCase {
  name: string;
  hosts: HostAvailability[];
  kind?: SlotQuery["kind"];
  durationMinutes: number;
  intervalMinutes?: number;
  buffers?: number;
  /** The startDates are spread over the ten days before this instant. */
  around: string;
}

const host = (timeZone: string, availability: WeeklyAvailability, busy: [string, string][] = []) =>
  makeHost({
    id: `${timeZone} ${availability === ALWAYS ? "24/7" : "overnight"}`,
    timeZone,
    availability,
    busy: busy.map(([s, e]) => ({ start: utc(s), end: utc(e) })),
  });

const cases: GridCase[] = [
  {
    name: "Europe/London 24/7 across BST's start",
    hosts: [host("Europe/London", ALWAYS)],
    durationMinutes: 45,
    around: "2027-03-28T01:00",
  },
  { name: "Europe/London 24/7 across BST's end", hosts: [host("Europe/London", ALWAYS)], durationMinutes: 50, around: "2027-10-31T01:00" },
  {
    name: "Europe/London overnight across BST's start",
    hosts: [host("Europe/London", OVERNIGHT)],
    durationMinutes: 50,
    around: "2027-03-28T01:00",
  },
  {
    name: "Europe/London overnight across BST's end",
    hosts: [host("Europe/London", OVERNIGHT)],
    durationMinutes: 35,
    intervalMinutes: 45,
    around: "2027-10-31T01:00",
  },
  {
    name: "America/New_York overnight across EST's start",
    hosts: [host("America/New_York", OVERNIGHT)],
    durationMinutes: 50,
    around: "2027-11-07T06:00",
  },
  { name: "Asia/Kolkata 24/7", hosts: [host("Asia/Kolkata", ALWAYS)], durationMinutes: 50, around: "2027-06-15" },
  {
    name: "Asia/Kolkata overnight",
    hosts: [host("Asia/Kolkata", OVERNIGHT)],
    durationMinutes: 40,
    intervalMinutes: 25,
    around: "2027-06-15",
  },
  {
    name: "Pacific/Chatham 24/7 across its DST end",
    hosts: [host("Pacific/Chatham", ALWAYS)],
    durationMinutes: 50,
    around: "2027-04-03T14:00",
  },
  {
    name: "Pacific/Chatham overnight across its DST end",
    hosts: [host("Pacific/Chatham", OVERNIGHT)],
    durationMinutes: 50,
    around: "2027-04-03T14:00",
  },
  {
    name: "Australia/Lord_Howe overnight across its half-hour DST start",
    hosts: [host("Australia/Lord_Howe", OVERNIGHT)],
    durationMinutes: 50,
    around: "2027-10-02T16:00",
  },
  {
    name: "collective: London overnight and Kolkata 24/7, with events and buffers",
    kind: "COLLECTIVE_MULTI_USE",
    hosts: [
      host("Europe/London", OVERNIGHT, [["2027-03-25T22:10", "2027-03-25T23:05"]]),
      host("Asia/Kolkata", ALWAYS, [["2027-03-26T03:00", "2027-03-26T04:20"]]),
    ],
    durationMinutes: 50,
    buffers: 15,
    around: "2027-03-28T01:00",
  },
  {
    name: "multi-use: Chatham 24/7 and New York overnight",
    hosts: [host("Pacific/Chatham", ALWAYS), host("America/New_York", OVERNIGHT)],
    durationMinutes: 50,
    around: "2027-03-14T07:00",
  },
];

/** Twenty starts spread over ten days and the hours of the day. */
function startDates(around: number): number[] {
  return Array.from({ length: 20 }, (_, i) => around - 10 * DAY + i * (12 * HOUR + 37 * 60_000));
}

function queryFrom(c: GridCase, rangeStart: number): SlotQuery {
  return makeQuery({
    from: iso(rangeStart),
    hosts: c.hosts,
    kind: c.kind ?? "MULTI_USE",
    durationMinutes: c.durationMinutes,
    intervalMinutes: c.intervalMinutes ?? null,
    bufferBeforeMinutes: c.buffers ?? 0,
    bufferAfterMinutes: c.buffers ?? 0,
    rangeStart,
    rangeEnd: rangeStart + 4 * DAY,
    // A notice that ends off the grid: it must cut the list, not move the grid.
    earliestStart: rangeStart + 37 * 60_000,
  });
}

describe("the slot grid does not depend on the query", () => {
  it.each(cases)("$name", (c) => {
    const lists = startDates(utc(c.around)).map((start) => {
      const query = queryFrom(c, start);
      return { query, starts: computeSlots(query).map((s) => s.start) };
    });
    const everyStart = [...new Set(lists.flatMap((l) => l.starts))].sort((a, b) => a - b);
    expect(everyStart.length).toBeGreaterThan(100);

    // Each list holds exactly the starts any list has within its own bounds.
    for (const { query, starts } of lists) {
      const expected = everyStart.filter((s) => s >= query.earliestStart && s <= query.rangeEnd);
      expect({ from: iso(query.rangeStart), starts: starts.map(iso) }).toEqual({ from: iso(query.rangeStart), starts: expected.map(iso) });
    }

    // create-booking re-checks a start by asking for exactly that instant.
    const refused = lists.flatMap(({ query, starts }) =>
      starts.filter((s) => !computeSlots({ ...query, rangeStart: s, rangeEnd: s }).some((slot) => slot.start === s)),
    );
    expect([...new Set(refused)].map(iso)).toEqual([]);
  });
});
