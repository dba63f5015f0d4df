// Every case of lib/testing/icalendar-cases.ts (series with RRULE and EXDATE, moved and cancelled instances, all-day
// events, free and cancelled events, VTIMEZONEs, floating times, DST gaps and overlaps in New York, London, Kolkata,
// Lord Howe and Chatham) stored in a real Radicale and read back through a connection, as a host's would be: the
// host's schedule in the case's zone, the account connected through /v1, and the busy times the connection stored
// for that calendar compared, within the case's window, with what the case expects.
import { and, eq, gt, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { busyTimes } from "../db/schema";
import { caldavAccount, call, type Json, seedCalendarTeam } from "../testing/calendar-team";
import { calendarCases } from "../testing/icalendar-cases";
import { type Radicale, radicaleMissing, startRadicale } from "../testing/radicale";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

// Before every case's window: a refresh reads from a day back to 366 days ahead.
const NOW = new Date("2026-02-01T00:00:00Z");
const service = setUpTestService(NOW);

let radicale: Radicale;
const ready = testDbAvailable && !radicaleMissing;
beforeAll(async () => {
  if (ready) radicale = await startRadicale();
});
afterAll(async () => {
  await radicale?.close();
});

const iso = (busy: [string, string][]) => busy.map(([start, end]) => [new Date(start).toISOString(), new Date(end).toISOString()]);

/** The member's default schedule in `zone`: floating times and all-day dates are read in it. */
async function scheduleIn(key: string, zone: string) {
  const listed = await call(service.server, "GET", "/v1/schedules", key);
  const schedule = (listed.body.data as Json[]).find((s) => s.isDefault)!;
  const updated = await call(service.server, "POST", "/v1/schedules/update", key, {
    scheduleId: schedule.id,
    updatedAt: schedule.updatedAt,
    timeZone: zone,
  });
  expect(updated.status, updated.text).toBe(200);
}

/** The busy times stored for `calendarId` that overlap `window`, clipped to it. */
async function storedBusy(calendarId: string, window: { start: Date; end: Date }) {
  const rows = await service.db
    .select({ start: busyTimes.startAt, end: busyTimes.endAt })
    .from(busyTimes)
    .where(and(eq(busyTimes.calendarId, calendarId), lt(busyTimes.startAt, window.end), gt(busyTimes.endAt, window.start)))
    .orderBy(busyTimes.startAt);
  return rows.map(({ start, end }) => [
    new Date(Math.max(start.getTime(), window.start.getTime())).toISOString(),
    new Date(Math.min(end.getTime(), window.end.getTime())).toISOString(),
  ]);
}

describe.skipIf(!ready)(
  `each calendar case stored in Radicale and read through a connection${radicaleMissing ? ` (${radicaleMissing})` : ""}`,
  () => {
    for (const [index, calendarCase] of calendarCases.entries()) {
      it(calendarCase.name, async () => {
        const team = await seedCalendarTeam(service.db, NOW);
        await scheduleIn(team.memberKey, calendarCase.zone);
        const account = await caldavAccount(radicale, ["Work"]);
        for (const [n, resource] of calendarCase.resources.entries())
          await radicale.putEvent(account.username, "work", `case-${index}-${n}`, resource);
        const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, { provider: "CALDAV", ...account });
        expect(connected.status, connected.text).toBe(201);
        let calendar = connected.body.calendars[0] as Json;
        expect(calendar.connection.state, calendar.connection.lastError).toBe("ACTIVE");
        if (calendarCase.ignoreAllDay) {
          const set = { calendarId: calendar.id, updatedAt: calendar.updatedAt, ignoreAllDay: true };
          const updated = await call(service.server, "POST", "/v1/calendars/update", team.memberKey, set);
          expect(updated.status, updated.text).toBe(200);
          calendar = updated.body;
        }
        // Stored rows are merged per calendar as the case's are, but a row may meet the next: merge them too.
        const stored = mergeTouching(await storedBusy(calendar.id, calendarCase.window));
        expect(stored).toEqual(iso(calendarCase.busyThroughRadicale ?? calendarCase.busy));
      });
    }
  },
);

function mergeTouching(intervals: string[][]): string[][] {
  const merged: string[][] = [];
  for (const [start, end] of intervals) {
    const last = merged.at(-1);
    if (last && Date.parse(start!) <= Date.parse(last[1]!)) last[1] = Date.parse(end!) > Date.parse(last[1]!) ? end! : last[1]!;
    else merged.push([start!, end!]);
  }
  return merged;
}
