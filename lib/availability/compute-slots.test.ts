import { describe, expect, it } from "vitest";
import { computeSlots, MAX_RANGE_DAYS, type SlotQuery } from "./compute-slots";
import { everyDay, iso, makeHost, makeQuery, utc, weekly } from "./test-factories";

const starts = (query: SlotQuery) => computeSlots(query).map((s) => iso(s.start));
const ALWAYS = everyDay(["00:00", "24:00"]);

interface Scenario {
  name: string;
  query: SlotQuery;
  /** Every expected slot start, or the first and last with a count. */
  expected: string[] | { first: string; last: string; count: number };
}

const scenarios: Scenario[] = [
  {
    name: "New York, ordinary winter day: 09:00-17:00 EST is 14:00-22:00Z",
    query: makeQuery({ from: "2026-01-13", hosts: [makeHost({ timeZone: "America/New_York" })] }),
    expected: { first: "2026-01-13T14:00Z", last: "2026-01-13T21:30Z", count: 16 },
  },
  {
    name: "New York, spring forward (2026-03-08): 09:00 stays 09:00 local, now EDT",
    query: makeQuery({ from: "2026-03-08", hosts: [makeHost({ timeZone: "America/New_York" })] }),
    expected: { first: "2026-03-08T13:00Z", last: "2026-03-08T20:30Z", count: 16 },
  },
  {
    name: "New York, spring forward: a range starting in the gap (02:30) starts at 03:30 EDT",
    query: makeQuery({
      from: "2026-03-08",
      hosts: [makeHost({ timeZone: "America/New_York", availability: weekly({ sunday: [["02:30", "04:00"]] }) })],
    }),
    expected: ["2026-03-08T07:30Z"],
  },
  {
    name: "New York, fall back (2026-11-01): 09:00 local is 14:00Z again",
    query: makeQuery({ from: "2026-11-01", hosts: [makeHost({ timeZone: "America/New_York" })] }),
    expected: { first: "2026-11-01T14:00Z", last: "2026-11-01T21:30Z", count: 16 },
  },
  {
    name: "New York, fall back: 01:00-02:00 local spans the repeated hour, two real hours",
    query: makeQuery({
      from: "2026-11-01",
      hosts: [makeHost({ timeZone: "America/New_York", availability: weekly({ sunday: [["01:00", "02:00"]] }) })],
    }),
    expected: ["2026-11-01T05:00Z", "2026-11-01T05:30Z", "2026-11-01T06:00Z", "2026-11-01T06:30Z"],
  },
  {
    name: "New York, fall back: an ambiguous start (01:30) is its earlier instant (EDT)",
    query: makeQuery({
      from: "2026-11-01",
      hosts: [makeHost({ timeZone: "America/New_York", availability: weekly({ sunday: [["01:30", "02:00"]] }) })],
    }),
    expected: ["2026-11-01T05:30Z", "2026-11-01T06:00Z", "2026-11-01T06:30Z"],
  },
  {
    name: "Europe/London, BST begins (2026-03-29): 09:00 is 08:00Z; the day before it is 09:00Z",
    query: makeQuery({
      from: "2026-03-28",
      to: "2026-03-29T23:59",
      durationMinutes: 60,
      hosts: [makeHost({ timeZone: "Europe/London", availability: everyDay(["09:00", "10:00"]) })],
    }),
    expected: ["2026-03-28T09:00Z", "2026-03-29T08:00Z"],
  },
  {
    name: "Asia/Kolkata (+05:30): 09:00-10:00 is 03:30-04:30Z",
    query: makeQuery({
      from: "2026-05-05",
      hosts: [makeHost({ timeZone: "Asia/Kolkata", availability: everyDay(["09:00", "10:00"]) })],
    }),
    expected: ["2026-05-05T03:30Z", "2026-05-05T04:00Z"],
  },
  {
    name: "Australia/Lord_Howe, 30-minute spring forward (2026-10-04): 02:00 falls in the gap, 09:00 is +11",
    query: makeQuery({
      from: "2026-10-03T12:00",
      to: "2026-10-04T11:59",
      hosts: [
        makeHost({
          timeZone: "Australia/Lord_Howe",
          availability: weekly({
            sunday: [
              ["02:00", "03:00"],
              ["09:00", "09:30"],
            ],
          }),
        }),
      ],
    }),
    expected: ["2026-10-03T15:30Z", "2026-10-03T22:00Z"],
  },
  {
    name: "Australia/Lord_Howe, 30-minute fall back (2026-04-05): ambiguous 01:30 is the earlier (+11)",
    query: makeQuery({
      from: "2026-04-04T12:00",
      to: "2026-04-05T11:59",
      durationMinutes: 15,
      hosts: [makeHost({ timeZone: "Australia/Lord_Howe", availability: weekly({ sunday: [["01:30", "02:00"]] }) })],
    }),
    // 01:30 (+11) = 14:30Z; 02:00 (+10:30) = 15:30Z: the half hour is lived twice.
    expected: ["2026-04-04T14:30Z", "2026-04-04T14:45Z", "2026-04-04T15:00Z", "2026-04-04T15:15Z"],
  },
  {
    name: "Pacific/Chatham, winter (+12:45): 09:00 is 20:15Z the day before",
    query: makeQuery({
      from: "2026-07-14T12:00",
      to: "2026-07-15T11:59",
      hosts: [makeHost({ timeZone: "Pacific/Chatham", availability: everyDay(["09:00", "09:30"]) })],
    }),
    expected: ["2026-07-14T20:15Z"],
  },
  {
    name: "Pacific/Chatham, summer (+13:45): 09:00 is 19:15Z the day before",
    query: makeQuery({
      from: "2026-01-14T12:00",
      to: "2026-01-15T11:59",
      hosts: [makeHost({ timeZone: "Pacific/Chatham", availability: everyDay(["09:00", "09:30"]) })],
    }),
    expected: ["2026-01-14T19:15Z"],
  },
  {
    name: "a range past midnight (Friday 22:00-02:00) runs into Saturday as one window",
    query: makeQuery({
      from: "2026-01-16T20:00",
      to: "2026-01-17T04:00",
      durationMinutes: 60,
      hosts: [makeHost({ timeZone: "UTC", availability: weekly({ friday: [["22:00", "02:00"]] }) })],
    }),
    expected: ["2026-01-16T22:00Z", "2026-01-16T23:00Z", "2026-01-17T00:00Z", "2026-01-17T01:00Z"],
  },
  {
    name: "a day ending at 24:00 joins the next day's 00:00 start; the grid does not restart",
    query: makeQuery({
      from: "2026-01-16T22:00",
      to: "2026-01-17T02:00",
      durationMinutes: 45,
      hosts: [makeHost({ timeZone: "UTC", availability: weekly({ friday: [["22:30", "24:00"]], saturday: [["00:00", "01:00"]] }) })],
    }),
    expected: ["2026-01-16T22:30Z", "2026-01-16T23:15Z", "2026-01-17T00:00Z"],
  },
  {
    name: "back-to-back with no buffers: an event 10:00-11:00 leaves 09:30 and 11:00 bookable",
    query: makeQuery({
      from: "2026-01-13",
      hosts: [
        makeHost({
          timeZone: "UTC",
          availability: everyDay(["09:00", "12:00"]),
          busy: [{ start: utc("2026-01-13T10:00"), end: utc("2026-01-13T11:00") }],
        }),
      ],
    }),
    expected: ["2026-01-13T09:00Z", "2026-01-13T09:30Z", "2026-01-13T11:00Z", "2026-01-13T11:30Z"],
  },
  {
    name: "buffers: 15 min before and after an event 10:00-11:00 with a 15-minute interval",
    query: makeQuery({
      from: "2026-01-13",
      intervalMinutes: 15,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      hosts: [
        makeHost({
          timeZone: "UTC",
          availability: everyDay(["09:00", "12:00"]),
          busy: [{ start: utc("2026-01-13T10:00"), end: utc("2026-01-13T11:00") }],
        }),
      ],
    }),
    // 09:15-09:45 ends exactly 15 min before; 11:15 starts exactly 15 min after.
    expected: ["2026-01-13T09:00Z", "2026-01-13T09:15Z", "2026-01-13T11:15Z", "2026-01-13T11:30Z"],
  },
  {
    name: "slot interval shorter than the duration: 60-minute meetings every 20 minutes",
    query: makeQuery({
      from: "2026-01-13",
      durationMinutes: 60,
      intervalMinutes: 20,
      hosts: [makeHost({ timeZone: "UTC", availability: everyDay(["09:00", "10:40"]) })],
    }),
    expected: ["2026-01-13T09:00Z", "2026-01-13T09:20Z", "2026-01-13T09:40Z"],
  },
  {
    name: "collective hosts in New York and London meet only in their overlap",
    query: makeQuery({
      from: "2026-01-13",
      kind: "COLLECTIVE_MULTI_USE",
      durationMinutes: 60,
      hosts: [makeHost({ timeZone: "America/New_York" }), makeHost({ timeZone: "Europe/London" })],
    }),
    expected: ["2026-01-13T14:00Z", "2026-01-13T15:00Z", "2026-01-13T16:00Z"],
  },
  {
    name: "collective: one busy host removes the slot for everyone",
    query: makeQuery({
      from: "2026-01-13",
      kind: "COLLECTIVE_MULTI_USE",
      durationMinutes: 60,
      hosts: [
        makeHost({ timeZone: "America/New_York" }),
        makeHost({ timeZone: "Europe/London", busy: [{ start: utc("2026-01-13T15:00"), end: utc("2026-01-13T15:30") }] }),
      ],
    }),
    expected: ["2026-01-13T14:00Z", "2026-01-13T16:00Z"],
  },
  {
    name: "multi-use: the union of the hosts' hours, on one grid",
    query: makeQuery({
      from: "2026-01-13",
      durationMinutes: 60,
      hosts: [
        makeHost({ timeZone: "UTC", availability: everyDay(["09:00", "11:00"]) }),
        makeHost({ timeZone: "Asia/Kolkata", availability: everyDay(["15:30", "17:30"]) }), // 10:00-12:00Z
      ],
    }),
    expected: ["2026-01-13T09:00Z", "2026-01-13T10:00Z", "2026-01-13T11:00Z"],
  },
  {
    name: "notice and horizon cut the range without moving the grid",
    query: makeQuery({
      from: "2026-01-13",
      hosts: [makeHost({ timeZone: "UTC", availability: everyDay(["09:00", "12:00"]) })],
      earliestStart: utc("2026-01-13T09:07"),
      latestStart: utc("2026-01-13T10:30"),
    }),
    expected: ["2026-01-13T09:30Z", "2026-01-13T10:00Z", "2026-01-13T10:30Z"],
  },
  {
    name: "notice inside a 24/7 window cuts the list on the fixed grid, not at now + notice",
    query: makeQuery({
      from: "2027-01-13T09:00",
      to: "2027-01-13T11:00",
      durationMinutes: 45,
      hosts: [makeHost({ timeZone: "UTC", availability: ALWAYS })],
      earliestStart: utc("2027-01-13T09:07"),
    }),
    expected: ["2027-01-13T09:45Z", "2027-01-13T10:30Z"],
  },
  {
    name: "Asia/Kolkata 24/7, hourly: the fixed grid runs through local midnight, so slots start on the local hour",
    query: makeQuery({
      from: "2027-01-13T09:00",
      to: "2027-01-13T11:00",
      durationMinutes: 60,
      hosts: [makeHost({ timeZone: "Asia/Kolkata", availability: ALWAYS })],
    }),
    expected: ["2027-01-13T09:30Z", "2027-01-13T10:30Z"],
  },
  {
    name: "a link with no hosts has no slots",
    query: makeQuery({ from: "2026-01-13", hosts: [] }),
    expected: [],
  },
];

/** Queries from each of `from` up to `at.to` list `expected` within `at`, and the booking re-check offers each. */
interface GridScenario {
  name: string;
  query: Partial<SlotQuery>;
  /** Range starts to list from, as a client's startDate or a booking's start. */
  from: string[];
  at: { from: string; to: string };
  expected: string[];
}

// A window longer than a day is gridded from a fixed point, not from the day
// before the query's start, so that lists and the booking's re-check agree.
const gridScenarios: GridScenario[] = [
  {
    name: "UTC 24/7, 50-minute link: every query sees one grid (not 00:40Z from the 4th, 00:10Z from the 7th)",
    query: { durationMinutes: 50, hosts: [makeHost({ timeZone: "UTC", availability: ALWAYS })] },
    from: ["2027-01-04", "2027-01-06T13:00", "2027-01-07", "2027-01-07T00:40"],
    at: { from: "2027-01-07T00:00", to: "2027-01-07T02:00" },
    // The fixed grid of 24/7 schedules runs through 2000-01-01 00:00 local.
    expected: ["2027-01-07T00:30Z", "2027-01-07T01:20Z"],
  },
  {
    name: "Europe/London 24/7, 45-minute link across BST (2027-03-28): one grid before and after (not 00:30Z from the 30th)",
    query: { durationMinutes: 45, hosts: [makeHost({ timeZone: "Europe/London", availability: ALWAYS })] },
    from: ["2027-03-26", "2027-03-28T00:30", "2027-03-30", "2027-03-30T00:00"],
    at: { from: "2027-03-30T00:00", to: "2027-03-30T01:30" },
    expected: ["2027-03-30T00:00Z", "2027-03-30T00:45Z", "2027-03-30T01:30Z"],
  },
  {
    name: "a weekend window Friday 18:00 to Monday 06:00 is gridded from Friday 18:00, queried from any day",
    query: {
      durationMinutes: 50,
      hosts: [
        makeHost({
          timeZone: "UTC",
          // Friday's range runs past midnight over Saturday's; Sunday's two overlap, the second into Monday.
          availability: weekly({
            friday: [["18:00", "02:00"]],
            saturday: [["00:00", "24:00"]],
            sunday: [
              ["00:00", "20:00"],
              ["12:00", "06:00"],
            ],
          }),
        }),
      ],
    },
    from: ["2027-01-08", "2027-01-09T12:00", "2027-01-10", "2027-01-10T21:40"],
    at: { from: "2027-01-10T21:00", to: "2027-01-10T23:00" },
    // 2027-01-08T18:00 (Friday) + 62 × 50 min = 2027-01-10T21:40; gridded from Saturday 00:00 it would be 21:30.
    expected: ["2027-01-10T21:40Z", "2027-01-10T22:30Z"],
  },
  {
    name: "collective hosts whose 24/7 schedules intersect everywhere share the organizer's fixed grid",
    query: {
      kind: "COLLECTIVE_MULTI_USE",
      durationMinutes: 50,
      hosts: [makeHost({ timeZone: "UTC", availability: ALWAYS }), makeHost({ timeZone: "Asia/Kolkata", availability: ALWAYS })],
    },
    from: ["2027-01-04", "2027-01-07", "2027-01-07T00:30"],
    at: { from: "2027-01-07T00:00", to: "2027-01-07T02:00" },
    expected: ["2027-01-07T00:30Z", "2027-01-07T01:20Z"],
  },
];

describe("computeSlots", () => {
  it.each(gridScenarios)("$name", ({ query, from, at, expected }) => {
    for (const start of from) {
      const listed = starts(makeQuery({ ...query, from: start, to: at.to })).filter((s) => utc(s) >= utc(at.from));
      expect({ from: start, listed }).toEqual({ from: start, listed: expected.filter((s) => utc(s) >= utc(start)) });
    }
    // create-booking re-checks a start by asking for exactly that instant.
    const refused = expected.filter((s) => !starts(makeQuery({ ...query, from: s, to: s })).includes(s));
    expect(refused).toEqual([]);
  });

  it.each(scenarios)("$name", ({ query, expected }) => {
    const actual = starts(query);
    if (Array.isArray(expected)) {
      expect(actual).toEqual(expected);
    } else {
      expect(actual[0]).toBe(expected.first);
      expect(actual.at(-1)).toBe(expected.last);
      expect(actual).toHaveLength(expected.count);
    }
  });

  it("names the free hosts of each multi-use slot", () => {
    const slots = computeSlots(
      makeQuery({
        from: "2026-01-13",
        durationMinutes: 60,
        hosts: [
          makeHost({ id: "ana", timeZone: "UTC", availability: everyDay(["09:00", "11:00"]) }),
          makeHost({
            id: "ben",
            timeZone: "UTC",
            availability: everyDay(["09:00", "11:00"]),
            busy: [{ start: utc("2026-01-13T09:00"), end: utc("2026-01-13T09:30") }],
          }),
        ],
      }),
    );
    expect(slots.map((s) => [iso(s.start), iso(s.end), s.hostIds])).toEqual([
      ["2026-01-13T09:00Z", "2026-01-13T10:00Z", ["ana"]],
      ["2026-01-13T10:00Z", "2026-01-13T11:00Z", ["ana", "ben"]],
    ]);
  });

  it("keeps 09:00 local on every day of a month that crosses a DST change", () => {
    const slots = computeSlots(
      makeQuery({
        from: "2026-03-01",
        to: "2026-03-31T23:59",
        durationMinutes: 60,
        hosts: [makeHost({ timeZone: "America/New_York", availability: everyDay(["09:00", "10:00"]) })],
      }),
    );
    expect(slots).toHaveLength(31);
    const localHours = slots.map((s) =>
      new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit" }).format(s.start),
    );
    expect(new Set(localHours)).toEqual(new Set(["09:00"]));
  });

  it(`refuses a range longer than ${MAX_RANGE_DAYS} days`, () => {
    const query = makeQuery({ from: "2026-01-01", to: "2026-06-01", hosts: [makeHost({ timeZone: "UTC" })] });
    expect(() => computeSlots(query)).toThrow(RangeError);
  });
});
