// Busy times from iCalendar data, case by case (lib/testing/icalendar-cases.ts, each read as CalDAV resources and
// as one feed), then limits, malformed input and privacy. The engine project runs this under TZ=UTC and
// TZ=Pacific/Chatham: nothing here may depend on the process's zone.
import { describe, expect, it } from "vitest";
import { generateCalendar } from "../testing/calendar-data";
import { asFeed, calendarCases, vcalendar, vevent } from "../testing/icalendar-cases";
import { type BusyTimes, busyIntervals, busyIntervalsYielding, EXPANSION_LIMITS, ICalendarError } from ".";

const iso = (times: BusyTimes) => times.intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);
const expected = (busy: [string, string][]) => busy.map(([start, end]) => [new Date(start).toISOString(), new Date(end).toISOString()]);

describe("busyIntervals, case by case", () => {
  for (const calendar of calendarCases) {
    const options = { ignoreAllDay: calendar.ignoreAllDay ?? false, zone: calendar.zone };
    it(`${calendar.name}: as CalDAV resources`, () => {
      const times = busyIntervals(calendar.resources, calendar.window, options);
      expect(iso(times)).toEqual(expected(calendar.busy));
      expect(times).toMatchObject({ skipped: 0, capped: 0 });
    });
    it(`${calendar.name}: as one feed`, () => {
      const times = busyIntervals(asFeed(calendar.resources), calendar.window, options);
      expect(iso(times)).toEqual(expected(calendar.busy));
      expect(times).toMatchObject({ skipped: 0, capped: 0 });
    });
  }
});

const MARCH = { start: new Date("2026-03-01T00:00:00Z"), end: new Date("2026-03-31T00:00:00Z") };
const NINETY_DAYS = { start: new Date("2026-03-01T00:00:00Z"), end: new Date("2026-05-30T00:00:00Z") };
const LONDON = { ignoreAllDay: false, zone: "Europe/London" };
const series = (rule: string, start = "19700101T000000", length = "DURATION:PT1M") =>
  vcalendar(vevent("series", `DTSTART;TZID=Europe/London:${start}`, length, `RRULE:${rule}`));

describe("busyIntervals, limits", () => {
  it("stops a minutely series since 1970 at the series' limit, keeps what it found, and says so", () => {
    const times = busyIntervals(series("FREQ=MINUTELY"), NINETY_DAYS, LONDON);
    expect(times.capped).toBe(1);
    expect(times.problems).toEqual([expect.stringContaining("expanded only in part")]);
    // One merged interval from the window's start, ending well before the window's end.
    expect(times.intervals).toHaveLength(1);
    expect(times.intervals[0]!.start).toEqual(NINETY_DAYS.start);
    expect(times.intervals[0]!.end.getTime()).toBeLessThan(NINETY_DAYS.end.getTime() - 30 * 86_400_000);
  });

  it("expands a 15-minute series over 90 days in full", () => {
    const times = busyIntervals(series("FREQ=MINUTELY;INTERVAL=15"), NINETY_DAYS, LONDON);
    expect(times).toMatchObject({ capped: 0, skipped: 0 });
    expect(times.intervals).toHaveLength(90 * 96);
  });

  it("reaches the window of a COUNT series since 1970 without iterating 56 years (one instance per period)", () => {
    const week = { start: new Date("2026-03-01T00:00:00Z"), end: new Date("2026-03-08T00:00:00Z") };
    const times = busyIntervals(series("FREQ=HOURLY;COUNT=1000000"), week, LONDON);
    expect(times.capped).toBe(0);
    expect(times.intervals).toHaveLength(7 * 24);
    // 1,000 days from 1 January 1970: the series ended long ago.
    expect(busyIntervals(series("FREQ=DAILY;COUNT=1000"), MARCH, LONDON).intervals).toEqual([]);
  });

  it("ends a rule no date can satisfy at the limit instead of looping for ever", () => {
    for (const rule of ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MINUTELY;BYMONTH=4;BYMONTHDAY=31"]) {
      const times = busyIntervals(series(rule), MARCH, LONDON);
      expect(times.intervals).toEqual([]);
      expect(times.capped).toBe(1);
    }
    // ical.js rolls 30 February over into 2 March; that is no instance of the rule.
    expect(busyIntervals(series("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"), MARCH, LONDON)).toMatchObject({ intervals: [], capped: 0 });
  });

  it("shares one limit among all the series of a calendar", () => {
    const count = Math.ceil(EXPANSION_LIMITS.checksPerCall / EXPANSION_LIMITS.checksPerSeries) + 2;
    const events = Array.from({ length: count }, (_, i) =>
      vevent(`minutely-${i}`, "DTSTART:20260101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30"),
    );
    const times = busyIntervals(vcalendar(...events), MARCH, LONDON);
    expect(times.capped).toBe(count);
    expect(times.problems).toContain("Expansion stopped: the calendar's series together reached the limit for one read");
  });
});

describe("busyIntervals, instances and overrides", () => {
  it("adds RDATE instances (a date-time and a period) and removes a whole day by a date EXDATE", () => {
    const ics = vcalendar(
      vevent(
        "rdates",
        "DTSTART:20260302T100000Z",
        "DTEND:20260302T110000Z",
        "RRULE:FREQ=DAILY;COUNT=3",
        "EXDATE;VALUE=DATE:20260303",
        "RDATE:20260310T100000Z",
        "RDATE;VALUE=PERIOD:20260312T080000Z/20260312T083000Z",
      ),
    );
    expect(iso(busyIntervals(ics, MARCH, LONDON))).toEqual(
      expected([
        ["2026-03-02T10:00:00Z", "2026-03-02T11:00:00Z"],
        ["2026-03-04T10:00:00Z", "2026-03-04T11:00:00Z"],
        ["2026-03-10T10:00:00Z", "2026-03-10T11:00:00Z"],
        ["2026-03-12T08:00:00Z", "2026-03-12T08:30:00Z"],
      ]),
    );
  });

  it("gives a moved instance with no end of its own its series' length", () => {
    const ics = vcalendar(
      vevent("keeps-length", "DTSTART:20260302T100000Z", "DTEND:20260302T120000Z", "RRULE:FREQ=DAILY;COUNT=2"),
      vevent("keeps-length", "RECURRENCE-ID:20260303T100000Z", "DTSTART:20260303T150000Z"),
    );
    expect(iso(busyIntervals(ics, MARCH, LONDON))).toEqual(
      expected([
        ["2026-03-02T10:00:00Z", "2026-03-02T12:00:00Z"],
        ["2026-03-03T15:00:00Z", "2026-03-03T17:00:00Z"],
      ]),
    );
  });

  it("counts a moved instance whose series is not in the data (an invitation to one instance)", () => {
    const ics = vcalendar(vevent("orphan", "RECURRENCE-ID:20260303T100000Z", "DTSTART:20260303T150000Z", "DTEND:20260303T160000Z"));
    expect(iso(busyIntervals(ics, MARCH, LONDON))).toEqual(expected([["2026-03-03T15:00:00Z", "2026-03-03T16:00:00Z"]]));
  });

  it("merges overlapping and touching events and clips them to the window", () => {
    const ics = vcalendar(
      vevent("a", "DTSTART:20260228T220000Z", "DTEND:20260301T010000Z"),
      vevent("b", "DTSTART:20260310T090000Z", "DTEND:20260310T100000Z"),
      vevent("c", "DTSTART:20260310T093000Z", "DTEND:20260310T103000Z"),
      vevent("d", "DTSTART:20260310T103000Z", "DTEND:20260310T110000Z"),
      vevent("e", "DTSTART:20260330T230000Z", "DTEND:20260331T020000Z"),
    );
    expect(iso(busyIntervals(ics, MARCH, LONDON))).toEqual(
      expected([
        ["2026-03-01T00:00:00Z", "2026-03-01T01:00:00Z"],
        ["2026-03-10T09:00:00Z", "2026-03-10T11:00:00Z"],
        ["2026-03-30T23:00:00Z", "2026-03-31T00:00:00Z"],
      ]),
    );
  });

  it("leaves out the events this service wrote itself, by UID", () => {
    const ics = vcalendar(
      vevent("booking-123@scheduling", "DTSTART:20260310T090000Z", "DTEND:20260310T100000Z"),
      vevent("other", "DTSTART:20260311T090000Z", "DTEND:20260311T100000Z"),
    );
    const times = busyIntervals(ics, MARCH, { ...LONDON, ignoreUids: new Set(["booking-123@scheduling"]) });
    expect(iso(times)).toEqual(expected([["2026-03-11T09:00:00Z", "2026-03-11T10:00:00Z"]]));
  });

  it("reads every VCALENDAR of a text holding several", () => {
    const ics =
      vcalendar(vevent("one", "DTSTART:20260310T090000Z", "DTEND:20260310T100000Z")) +
      vcalendar(vevent("two", "DTSTART:20260311T090000Z", "DTEND:20260311T100000Z"));
    expect(busyIntervals(ics, MARCH, LONDON).intervals).toHaveLength(2);
  });
});

describe("busyIntervals, malformed input", () => {
  const good = vevent("good", "DTSTART:20260310T090000Z", "DTEND:20260310T100000Z");
  const goodBusy = expected([["2026-03-10T09:00:00Z", "2026-03-10T10:00:00Z"]]);

  it("refuses text that is not iCalendar with a typed error", () => {
    for (const text of ["<html><body>Please sign in</body></html>", "", "BEGIN:VCARD\r\nEND:VCARD\r\n"]) {
      expect(() => busyIntervals(text, MARCH, LONDON)).toThrow(ICalendarError);
    }
    try {
      busyIntervals("<html></html>", MARCH, LONDON);
    } catch (error) {
      expect(error).toMatchObject({ name: "ICalendarError", code: "NOT_ICALENDAR" });
    }
  });

  it("refuses an unknown zone and an empty window", () => {
    expect(() => busyIntervals(vcalendar(good), MARCH, { ignoreAllDay: false, zone: "Mars/Olympus" })).toThrow(
      expect.objectContaining({ code: "INVALID_ZONE" }),
    );
    expect(() => busyIntervals(vcalendar(good), { start: MARCH.end, end: MARCH.start }, LONDON)).toThrow(
      expect.objectContaining({ code: "INVALID_WINDOW" }),
    );
  });

  it("skips a CalDAV resource that is not iCalendar and counts it", () => {
    const times = busyIntervals(["<html></html>", vcalendar(good)], MARCH, LONDON);
    expect(iso(times)).toEqual(goodBusy);
    expect(times.skipped).toBe(1);
  });

  it("skips each broken event of a feed, counts them, and keeps the rest", () => {
    const broken = [
      vevent("no-start", "DTEND:20260311T100000Z"),
      vevent("ends-first", "DTSTART:20260311T100000Z", "DTEND:20260311T090000Z"),
      vevent("bad-date", "DTSTART:2026-99-99", "DTEND:20260311T100000Z"),
      vevent("bad-rule", "DTSTART:20260311T090000Z", "DTEND:20260311T100000Z", "RRULE:FREQ=SOMETIMES"),
      vevent("mixed", "DTSTART;VALUE=DATE:20260311", "DTEND:20260312T100000Z"),
      ["BEGIN:VEVENT", "UID:no-colon", "DTSTART:20260312T090000Z", "THIS LINE HAS NO COLON", "END:VEVENT"].join("\r\n"),
      ["BEGIN:VEVENT", "UID:never-closed", "DTSTART:20260313T090000Z"].join("\r\n"),
    ];
    const times = busyIntervals(vcalendar(...broken, good), MARCH, LONDON);
    expect(iso(times)).toEqual(goodBusy);
    expect(times.skipped).toBe(broken.length);
    expect(times.problems).toHaveLength(broken.length);
  });

  it("reads a TZID it knows nothing of in the calendar's zone, and says so", () => {
    const ics = vcalendar(
      vevent("unknown-zone", "DTSTART;TZID=Somewhere/Else:20260310T090000", "DTEND;TZID=Somewhere/Else:20260310T100000"),
    );
    const times = busyIntervals(ics, MARCH, { ignoreAllDay: false, zone: "Asia/Kolkata" });
    expect(iso(times)).toEqual(expected([["2026-03-10T03:30:00Z", "2026-03-10T04:30:00Z"]]));
    expect(times.skipped).toBe(0);
    expect(times.problems).toEqual([expect.stringContaining("Somewhere/Else")]);
  });

  it("reads a TZID with a producer's prefix by the IANA name it ends in", () => {
    const tzid = "/mozilla.org/20050126_1/America/New_York";
    const ics = vcalendar(vevent("prefixed", `DTSTART;TZID=${tzid}:20260310T090000`, `DTEND;TZID=${tzid}:20260310T100000`));
    expect(iso(busyIntervals(ics, MARCH, LONDON))).toEqual(expected([["2026-03-10T13:00:00Z", "2026-03-10T14:00:00Z"]]));
  });
});

describe("busyIntervals, privacy", () => {
  it("answers intervals and counts only: no title, description, place, person or broken line (zone names may appear)", () => {
    const secret = "Secret-Merger-Talks";
    const ics = vcalendar(
      vevent(
        "private",
        "DTSTART:20260310T090000Z",
        "DTEND:20260310T100000Z",
        `SUMMARY:${secret}`,
        `DESCRIPTION:${secret}`,
        `LOCATION:${secret}`,
        `ATTENDEE;CN=${secret}:mailto:someone@example.com`,
      ),
      ["BEGIN:VEVENT", "UID:broken", `SUMMARY ${secret} without a colon`, "END:VEVENT"].join("\r\n"),
      vevent("zone", "DTSTART;TZID=Customized Time Zone:20260311T090000", "DTEND;TZID=Customized Time Zone:20260311T100000"),
    );
    const times = busyIntervals(ics, MARCH, LONDON);
    expect(times.intervals).toHaveLength(2);
    expect(Object.keys(times.intervals[0]!).sort()).toEqual(["end", "start"]);
    const answer = JSON.stringify(times);
    expect(answer).not.toContain("Merger");
    expect(answer).not.toContain("example.com");
  });
});

describe("busyIntervalsYielding", () => {
  const { feed, resources } = generateCalendar({ events: 300, series: 20 });
  const window = { start: new Date("2026-06-01T00:00:00Z"), end: new Date("2026-09-01T00:00:00Z") };
  const options = { ignoreAllDay: false, zone: "America/New_York" };

  it.each([
    ["a feed", feed],
    ["CalDAV resources", resources],
  ])("answers what busyIntervals does for %s, letting the event loop run before it is done", async (_, input) => {
    const order: string[] = [];
    const done = busyIntervalsYielding(input, window, options, 0).then((times) => {
      order.push("done");
      return times;
    });
    setImmediate(() => order.push("another task ran"));
    const times = await done;
    expect(order[0]).toBe("another task ran");
    expect(times).toEqual(busyIntervals(input, window, options));
    expect(times.intervals.length).toBeGreaterThan(0);
  });
});
