// The Radicale harness with tsdav, the CalDAV client the calendar connections use: a calendar made here is
// discovered, an event PUT here is read back in a time range, a changed password and a stopped server are seen.
import { createDAVClient } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Radicale, radicaleMissing, startRadicale } from "./radicale";

const EVENT = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//tests//radicale harness//EN
BEGIN:VEVENT
UID:harness-1@example.test
DTSTAMP:20260101T000000Z
DTSTART:20260310T140000Z
DTEND:20260310T150000Z
SUMMARY:Dentist
END:VEVENT
END:VCALENDAR
`;

const client = (radicale: Radicale, password: string) =>
  createDAVClient({
    serverUrl: radicale.url,
    credentials: { username: "alice", password },
    authMethod: "Basic",
    defaultAccountType: "caldav",
  });

describe.skipIf(radicaleMissing)(`Radicale harness with tsdav ${radicaleMissing ?? ""}`, () => {
  let radicale: Radicale;
  beforeAll(async () => {
    radicale = await startRadicale();
    await radicale.createUser("alice", "first password");
    await radicale.createCalendar("alice", "work", { displayName: "Work" });
    await radicale.putEvent("alice", "work", "dentist", EVENT);
  });
  afterAll(() => radicale?.close());

  it("discovers the calendar and reads the event back in a time range, and nothing outside it", async () => {
    const dav = await client(radicale, "first password");
    const calendars = await dav.fetchCalendars();
    expect(calendars.map((calendar) => calendar.displayName)).toEqual(["Work"]);
    const inRange = await dav.fetchCalendarObjects({
      calendar: calendars[0]!,
      timeRange: { start: "2026-03-10T00:00:00Z", end: "2026-03-11T00:00:00Z" },
    });
    expect(inRange).toHaveLength(1);
    expect(inRange[0]!.url).toBe(`${radicale.url}alice/work/dentist.ics`);
    expect(inRange[0]!.data).toContain("UID:harness-1@example.test");
    const outside = await dav.fetchCalendarObjects({
      calendar: calendars[0]!,
      timeRange: { start: "2026-03-11T00:00:00Z", end: "2026-03-12T00:00:00Z" },
    });
    expect(outside).toEqual([]);
  });

  it("refuses the old password after a change, and answers nothing while stopped", async () => {
    await radicale.setPassword("alice", "second password");
    expect((await radicale.request("alice", "PROPFIND", "/alice/", { headers: { depth: "0" } })).status).toBe(207);
    await expect(client(radicale, "first password")).rejects.toThrow();
    await radicale.stop();
    await expect(fetch(radicale.url, { method: "OPTIONS" })).rejects.toThrow();
    await radicale.start();
    const calendars = await (await client(radicale, "second password")).fetchCalendars();
    expect(calendars).toHaveLength(1);
  });
});
