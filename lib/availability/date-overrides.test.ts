// Date overrides in the engine: a local date's own ranges replace its weekday's, in the schedule's zone,
// DST days included. Each scenario names the local times and the UTC instants they are.
import { describe, expect, it } from "vitest";
import { computeSlots, type SlotQuery } from "./compute-slots";
import { everyDay, iso, makeHost, makeQuery, weekly } from "./test-factories";
import type { DateOverride } from "./weekly-windows";

const starts = (query: SlotQuery) => computeSlots(query).map((s) => iso(s.start));

/** An override of `date` with the given local ranges; none is a day off. */
const override = (date: string, ...ranges: [string, string][]): DateOverride => ({
  date,
  ranges: ranges.map(([start, end]) => ({ start: `${start}:00`, end: `${end}:00` })),
});

interface Scenario {
  name: string;
  query: SlotQuery;
  expected: string[];
}

const scenarios: Scenario[] = [
  {
    name: "a day off (no ranges) removes that date only; the days around it keep their weekly hours",
    query: makeQuery({
      from: "2026-01-12",
      to: "2026-01-14T23:59",
      durationMinutes: 60,
      hosts: [
        makeHost({
          timeZone: "America/New_York",
          availability: everyDay(["09:00", "10:00"]),
          overrides: [override("2026-01-13")],
        }),
      ],
    }),
    expected: ["2026-01-12T14:00Z", "2026-01-14T14:00Z"],
  },
  {
    name: "an override's ranges replace the weekday's: Tuesday 09:00-17:00 becomes 13:00-14:00",
    query: makeQuery({
      from: "2026-01-13",
      hosts: [makeHost({ timeZone: "UTC", overrides: [override("2026-01-13", ["13:00", "14:00"])] })],
    }),
    expected: ["2026-01-13T13:00Z", "2026-01-13T13:30Z"],
  },
  {
    name: "an override opens a day the week keeps closed (Sunday)",
    query: makeQuery({
      from: "2026-01-18",
      durationMinutes: 60,
      hosts: [
        makeHost({
          timeZone: "UTC",
          availability: weekly({ monday: [["09:00", "17:00"]] }),
          overrides: [override("2026-01-18", ["10:00", "12:00"])],
        }),
      ],
    }),
    expected: ["2026-01-18T10:00Z", "2026-01-18T11:00Z"],
  },
  {
    name: "New York, spring-forward override day (2026-03-08): 01:00-04:00 local is two real hours, 06:00-08:00Z",
    query: makeQuery({
      from: "2026-03-08",
      durationMinutes: 60,
      hosts: [makeHost({ timeZone: "America/New_York", overrides: [override("2026-03-08", ["01:00", "04:00"])] })],
    }),
    expected: ["2026-03-08T06:00Z", "2026-03-08T07:00Z"],
  },
  {
    name: "New York, spring-forward override day: a range starting in the gap (02:30) starts at 03:30 EDT",
    query: makeQuery({
      from: "2026-03-08",
      durationMinutes: 30,
      hosts: [makeHost({ timeZone: "America/New_York", overrides: [override("2026-03-08", ["02:30", "04:00"])] })],
    }),
    expected: ["2026-03-08T07:30Z"],
  },
  {
    name: "New York, fall-back override day (2026-11-01): 00:30-02:30 local is three real hours, 04:30-07:30Z",
    query: makeQuery({
      from: "2026-11-01",
      durationMinutes: 60,
      hosts: [makeHost({ timeZone: "America/New_York", overrides: [override("2026-11-01", ["00:30", "02:30"])] })],
    }),
    expected: ["2026-11-01T04:30Z", "2026-11-01T05:30Z", "2026-11-01T06:30Z"],
  },
  {
    name: "New York, fall-back day off: Sunday's weekly hours and nothing else go",
    query: makeQuery({
      from: "2026-10-31T12:00",
      to: "2026-11-02T23:59",
      durationMinutes: 60,
      hosts: [makeHost({ timeZone: "America/New_York", availability: everyDay(["09:00", "10:00"]), overrides: [override("2026-11-01")] })],
    }),
    // Saturday 09:00 EDT is 13:00Z; Monday 09:00 EST is 14:00Z.
    expected: ["2026-10-31T13:00Z", "2026-11-02T14:00Z"],
  },
  {
    name: "Australia/Lord_Howe, 30-minute spring-forward override day (2026-10-04): 01:00-03:00 local is 90 real minutes",
    query: makeQuery({
      from: "2026-10-03T12:00",
      to: "2026-10-04T11:59",
      hosts: [makeHost({ timeZone: "Australia/Lord_Howe", overrides: [override("2026-10-04", ["01:00", "03:00"])] })],
    }),
    // 01:00 (+10:30) is 14:30Z; 03:00 (+11) is 16:00Z.
    expected: ["2026-10-03T14:30Z", "2026-10-03T15:00Z", "2026-10-03T15:30Z"],
  },
  {
    name: "Asia/Kolkata (+05:30): an override 14:00-15:00 is 08:30-09:30Z",
    query: makeQuery({
      from: "2026-05-05",
      hosts: [
        makeHost({
          timeZone: "Asia/Kolkata",
          availability: everyDay(["09:00", "10:00"]),
          overrides: [override("2026-05-05", ["14:00", "15:00"])],
        }),
      ],
    }),
    expected: ["2026-05-05T08:30Z", "2026-05-05T09:00Z"],
  },
  {
    name: "Asia/Kolkata: the override's date is the local one; 2026-05-06 00:00-01:00 IST falls on 2026-05-05 UTC",
    query: makeQuery({
      from: "2026-05-05",
      hosts: [makeHost({ timeZone: "Asia/Kolkata", availability: weekly({}), overrides: [override("2026-05-06", ["00:00", "01:00"])] })],
    }),
    expected: ["2026-05-05T18:30Z", "2026-05-05T19:00Z"],
  },
  {
    name: "Pacific/Chatham, winter (+12:45): an override 10:00-11:00 on 2026-07-15 is 21:15Z the day before",
    query: makeQuery({
      from: "2026-07-14T12:00",
      to: "2026-07-15T11:59",
      hosts: [
        makeHost({
          timeZone: "Pacific/Chatham",
          availability: everyDay(["09:00", "09:30"]),
          overrides: [override("2026-07-15", ["10:00", "11:00"])],
        }),
      ],
    }),
    expected: ["2026-07-14T21:15Z", "2026-07-14T21:45Z"],
  },
  {
    name: "Pacific/Chatham, spring-forward override day (2026-09-27): 02:00-04:00 local is one real hour (02:45 → 03:45)",
    query: makeQuery({
      from: "2026-09-26T11:00",
      to: "2026-09-27T10:59",
      hosts: [makeHost({ timeZone: "Pacific/Chatham", overrides: [override("2026-09-27", ["02:00", "04:00"])] })],
    }),
    // 02:00 (+12:45) is 13:15Z; 04:00 (+13:45) is 14:15Z.
    expected: ["2026-09-26T13:15Z", "2026-09-26T13:45Z"],
  },
  {
    name: "an override range past midnight (Friday 22:00-02:00) runs into Saturday, even when Saturday is a day off",
    query: makeQuery({
      from: "2026-01-16T20:00",
      to: "2026-01-17T12:00",
      durationMinutes: 60,
      hosts: [
        makeHost({
          timeZone: "UTC",
          availability: weekly({ saturday: [["09:00", "10:00"]] }),
          overrides: [override("2026-01-16", ["22:00", "02:00"]), override("2026-01-17")],
        }),
      ],
    }),
    expected: ["2026-01-16T22:00Z", "2026-01-16T23:00Z", "2026-01-17T00:00Z", "2026-01-17T01:00Z"],
  },
  {
    name: "a day off on Friday takes Friday's weekly range past midnight with it, Saturday morning included",
    query: makeQuery({
      from: "2026-01-16T20:00",
      to: "2026-01-17T04:00",
      durationMinutes: 60,
      hosts: [makeHost({ timeZone: "UTC", availability: weekly({ friday: [["22:00", "02:00"]] }), overrides: [override("2026-01-16")] })],
    }),
    expected: [],
  },
  {
    name: "Thursday's weekly range past midnight still reaches into an overridden Friday",
    query: makeQuery({
      from: "2026-01-15T20:00",
      to: "2026-01-16T12:00",
      durationMinutes: 60,
      hosts: [
        makeHost({
          timeZone: "UTC",
          availability: weekly({ thursday: [["23:00", "01:00"]], friday: [["09:00", "10:00"]] }),
          overrides: [override("2026-01-16", ["11:00", "12:00"])],
        }),
      ],
    }),
    expected: ["2026-01-15T23:00Z", "2026-01-16T00:00Z", "2026-01-16T11:00Z"],
  },
  {
    name: "collective hosts: one host's day off closes the link for that day",
    query: makeQuery({
      from: "2026-01-13",
      kind: "COLLECTIVE_MULTI_USE",
      durationMinutes: 60,
      hosts: [makeHost({ id: "ana", timeZone: "UTC" }), makeHost({ id: "ben", timeZone: "UTC", overrides: [override("2026-01-13")] })],
    }),
    expected: [],
  },
];

describe("computeSlots with date overrides", () => {
  it.each(scenarios)("$name", ({ query, expected }) => {
    expect(starts(query)).toEqual(expected);
  });
});
