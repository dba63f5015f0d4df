// Each case of lib/testing/icalendar-cases.ts stored in a real CalDAV server (Radicale), read back through tsdav
// with a time range as the calendar connections read it, and turned into busy times. Then the facts about
// Radicale 3.1.8's time-range filter that those queries rely on (it does not expand recurrences for us: it
// returns whole resources, masters with their moved instances, and we expand them).
import { createDAVClient, type DAVCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarCases, vcalendar, vevent } from "../testing/icalendar-cases";
import { type Radicale, radicaleMissing, startRadicale } from "../testing/radicale";
import { busyIntervals, queryTimeRange } from ".";

type Client = Awaited<ReturnType<typeof createDAVClient>>;

const iso = (intervals: { start: Date; end: Date }[]) => intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);
const expected = (busy: [string, string][]) => busy.map(([start, end]) => [new Date(start).toISOString(), new Date(end).toISOString()]);

describe.skipIf(radicaleMissing)(`busy times of calendars stored in Radicale, read through tsdav ${radicaleMissing ?? ""}`, () => {
  let radicale: Radicale;
  let dav: Client;
  let calendars: DAVCalendar[];
  const calendarOf = (slug: string) => calendars.find((calendar) => calendar.url.endsWith(`/${slug}/`))!;
  const read = (slug: string, range: { start: string; end: string }) =>
    dav.fetchCalendarObjects({ calendar: calendarOf(slug), timeRange: range });

  beforeAll(async () => {
    radicale = await startRadicale();
    await radicale.createUser("host", "app password");
    for (const [index, calendar] of calendarCases.entries()) {
      await radicale.createCalendar("host", `case-${index}`, { displayName: calendar.name });
      for (const [resource, ics] of calendar.resources.entries())
        await radicale.putEvent("host", `case-${index}`, `event-${resource}`, ics);
    }
    await radicale.createCalendar("host", "filter");
    const put = (name: string, ...lines: string[]) => radicale.putEvent("host", "filter", name, vcalendar(vevent(name, ...lines)));
    await put("since-1970", "DTSTART:19700105T090000Z", "DTEND:19700105T100000Z", "RRULE:FREQ=WEEKLY");
    await put("ended", "DTSTART:20260101T090000Z", "DTEND:20260101T100000Z", "RRULE:FREQ=DAILY;COUNT=3");
    await radicale.putEvent(
      "host",
      "filter",
      "moved-in",
      calendarCases.find((c) => c.name.startsWith("an instance moved into"))!.resources[0]!,
    );
    await put("all-day", "DTSTART;VALUE=DATE:20260310", "DTEND;VALUE=DATE:20260311");
    await put("floating", "DTSTART:20260320T090000", "DTEND:20260320T100000");
    dav = await createDAVClient({
      serverUrl: radicale.url,
      credentials: { username: "host", password: "app password" },
      authMethod: "Basic",
      defaultAccountType: "caldav",
    });
    calendars = await dav.fetchCalendars();
  });
  afterAll(() => radicale?.close());

  for (const [index, calendar] of calendarCases.entries()) {
    it(calendar.name, async () => {
      const objects = await read(`case-${index}`, queryTimeRange(calendar.window));
      const times = busyIntervals(
        objects.map((object) => object.data as string),
        calendar.window,
        { ignoreAllDay: calendar.ignoreAllDay ?? false, zone: calendar.zone },
      );
      expect(iso(times.intervals)).toEqual(expected(calendar.busyThroughRadicale ?? calendar.busy));
      expect(times).toMatchObject({ skipped: 0, capped: 0 });
    });
  }

  const names = (objects: { url: string }[]) => objects.map((object) => object.url.split("/").pop()).sort();

  it("returns a weekly series from 1970 when an instance falls in the range, and not a series that ended before it", async () => {
    // Mondays at 09:00Z since 5 January 1970: Monday 9 March 2026 is one; Wednesday 11 March is none. The daily
    // series of three ended on 3 January.
    expect(names(await read("filter", { start: "2026-03-09T08:00:00Z", end: "2026-03-09T09:30:00Z" }))).toEqual(["since-1970.ics"]);
    expect(names(await read("filter", { start: "2026-03-11T08:00:00Z", end: "2026-03-11T09:30:00Z" }))).toEqual([]);
    expect(names(await read("filter", { start: "2026-01-01T00:00:00Z", end: "2026-01-02T00:00:00Z" }))).toEqual(["ended.ics"]);
  });

  it("returns a series, its master with its overrides, when only an instance moved into the range falls in it", async () => {
    const objects = await read("filter", { start: "2026-04-29T11:00:00Z", end: "2026-04-29T14:00:00Z" });
    expect(names(objects)).toEqual(["moved-in.ics"]);
    expect((objects[0]!.data as string).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("compares all-day dates and floating times as UTC, so a range is widened by a day before asking", async () => {
    // 10 March in Chatham (+13:45) is 10:15Z on the 9th to 10:15Z on the 10th; Radicale reads it as the UTC day.
    const chathamEvening = { start: "2026-03-09T11:00:00Z", end: "2026-03-09T12:00:00Z" };
    expect(names(await read("filter", chathamEvening))).toEqual([]);
    const window = { start: new Date(chathamEvening.start), end: new Date(chathamEvening.end) };
    const widened = await read("filter", queryTimeRange(window));
    const busy = busyIntervals(
      widened.map((object) => object.data as string),
      window,
      { ignoreAllDay: false, zone: "Pacific/Chatham" },
    );
    expect(iso(busy.intervals)).toEqual(expected([[chathamEvening.start, chathamEvening.end]]));
    // 09:00 floating in Kolkata is 03:30Z; Radicale reads it as 09:00Z.
    const kolkataMorning = { start: "2026-03-20T03:30:00Z", end: "2026-03-20T04:30:00Z" };
    expect(names(await read("filter", kolkataMorning))).toEqual([]);
    const morning = { start: new Date(kolkataMorning.start), end: new Date(kolkataMorning.end) };
    const found = await read("filter", queryTimeRange(morning));
    const kolkata = busyIntervals(
      found.map((object) => object.data as string),
      morning,
      { ignoreAllDay: false, zone: "Asia/Kolkata" },
    );
    expect(iso(kolkata.intervals)).toEqual(expected([[kolkataMorning.start, kolkataMorning.end]]));
  });
});
