// Calendar servers failing, for real: a password changed on the Radicale this file starts (the connection turns
// EXPIRED, recorded once for its owner; the password back, it is RECONNECTED), the server stopped (ERROR, the
// busy times last read still count) and a feed too slow to answer. Visitors' slots are answered throughout.
import { eq } from "drizzle-orm";
import { createCalendarObject } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarConnections } from "../db/schema";
import { caldavAccount, call, type Json, seedCalendarTeam, slotsOn, vcalendar, vevent } from "../testing/calendar-team";
import { type IcsFeedServer, startIcsFeedServer } from "../testing/ics-feed-server";
import { type Radicale, radicaleMissing, startRadicale } from "../testing/radicale";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { caldavAccess, recordAccessFault } from "./access";
import { readLiveBusy } from "./live-busy";

const NOW = new Date("2026-12-07T08:00:00Z");
const TUESDAY = "2026-12-08";
const at = (time: string) => `${TUESDAY}T${time}:00.000Z`;
const TIMEOUT_MS = 1_000;
const service = setUpTestService(NOW, { calendars: { timeoutMs: TIMEOUT_MS } });

let radicale: Radicale;
let feeds: IcsFeedServer;
const ready = testDbAvailable && !radicaleMissing;
beforeAll(async () => {
  if (!ready) return;
  [radicale, feeds] = await Promise.all([startRadicale(), startIcsFeedServer()]);
});
afterAll(async () => {
  await Promise.all([radicale?.close(), feeds?.close()]);
});

async function connectedTeam() {
  const team = await seedCalendarTeam(service.db, NOW);
  const account = await caldavAccount(radicale, ["Work"]);
  await radicale.putEvent(account.username, "work", "dentist", vcalendar(vevent("dentist@test", "20261208T100000Z", "20261208T110000Z")));
  const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, { provider: "CALDAV", ...account });
  expect(connected.status, connected.text).toBe(201);
  const work = connected.body.calendars[0] as Json;
  const refresh = (key = team.memberKey) => call(service.server, "POST", "/v1/calendars/refresh", key, { calendarId: work.id });
  const audit = async (action: string) =>
    ((await call(service.server, "GET", `/v1/audit-logs?category=CALENDARS&pageSize=100`, team.ownerKey)).body.data as Json[]).filter(
      (event) => event.action === action,
    );
  const slots = () => slotsOn(service.server, team.memberKey, team.link.id, TUESDAY);
  return { team, account, work, refresh, audit, slots };
}

describe.skipIf(!ready)(`calendar servers failing${radicaleMissing ? ` (${radicaleMissing})` : ""}`, () => {
  it("a refused password: EXPIRED, recorded once for the connection's owner; the password back, RECONNECTED", async () => {
    const { team, account, refresh, audit, slots } = await connectedTeam();
    await radicale.setPassword(account.username, "changed-elsewhere");
    // The owner asks; the events are still the member's, who owns the connection.
    const expired = await refresh(team.ownerKey);
    expect(expired.status, expired.text).toBe(200);
    expect(expired.body.connection).toMatchObject({ state: "EXPIRED", lastError: "the server refused the user name or password (401)" });
    expect(expired.body.connection.lastRefreshedAt).toBe(NOW.toISOString());
    await refresh();
    const events = await audit("CALENDAR_CONNECTION_EXPIRED");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: { kind: "user", id: team.member.id }, impersonatedBy: null });
    expect(await slots()).not.toContain(at("10:00"));
    await radicale.setPassword(account.username, account.password);
    const back = await refresh();
    expect(back.body.connection).toMatchObject({ state: "ACTIVE", lastError: null });
    expect(await audit("CALENDAR_CONNECTION_RECONNECTED")).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: team.member.id }) }),
    ]);
  });

  it("an expired connection comes back when its member connects it again with the new password", async () => {
    const { team, account, refresh, audit } = await connectedTeam();
    await radicale.setPassword(account.username, "new-password-1");
    expect((await refresh()).body.connection.state).toBe("EXPIRED");
    const again = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, {
      provider: "CALDAV",
      ...account,
      password: "new-password-1",
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.calendars[0].connection).toMatchObject({ state: "ACTIVE" });
    expect(await audit("CALENDAR_CONNECTION_RECONNECTED")).toHaveLength(1);
    expect(again.text).not.toContain("new-password-1");
  });

  it("gives write-back its access: an event written through tsdav reads back; a refused password there expires the connection", async () => {
    const { account, work, audit } = await connectedTeam();
    const options = { allowPrivate: true, credentialsKey: "database", timeoutMs: 5_000, maxBytes: 1_000_000 };
    const access = (await caldavAccess(service.db, options, work.id))!;
    expect(access.calendarUrl).toBe(`${radicale.url}${account.username}/work/`);
    const written = await createCalendarObject({
      calendar: { url: access.calendarUrl },
      filename: "booking-1.ics",
      iCalString: vcalendar(vevent("booking-1@test", "20261209T100000Z", "20261209T110000Z")),
      headers: access.headers,
      fetch: access.session.fetch,
    });
    expect(written.status).toBe(201);
    expect(await (await radicale.request(account.username, "GET", `/${account.username}/work/booking-1.ics`)).text()).toContain(
      "UID:booking-1@test",
    );
    await radicale.setPassword(account.username, "changed-again");
    const refused = (await caldavAccess(service.db, options, work.id))!;
    const attempt = await createCalendarObject({
      calendar: { url: refused.calendarUrl },
      filename: "booking-2.ics",
      iCalString: vcalendar(vevent("booking-2@test", "20261209T120000Z", "20261209T130000Z")),
      headers: refused.headers,
      fetch: refused.session.fetch,
    });
    expect(attempt.status).toBe(401);
    expect(await recordAccessFault(service.db, refused, new Error(`HTTP ${attempt.status}`), NOW)).toMatchObject({ state: "EXPIRED" });
    expect(await audit("CALENDAR_CONNECTION_EXPIRED")).toHaveLength(1);
    await radicale.setPassword(account.username, account.password);
    expect(await caldavAccess(service.db, options, `${work.userId}_cal`)).toBeUndefined();
  });

  it("the server down: ERROR saying why, the busy times last read still count, and it recovers when the server is back", async () => {
    const { refresh, slots } = await connectedTeam();
    await radicale.stop();
    try {
      const down = await refresh();
      expect(down.status, down.text).toBe(200);
      expect(down.body.connection).toMatchObject({ state: "ERROR", lastError: "the server refused the connection (ECONNREFUSED)" });
      expect(await slots()).not.toContain(at("10:00"));
      expect(await slots()).toContain(at("11:00"));
    } finally {
      await radicale.start();
    }
    expect((await refresh()).body.connection).toMatchObject({ state: "ACTIVE", lastError: null });
  });

  it("a feed too slow to answer: ERROR within the deadline, its busy times kept; the live check gives up on it in time", async () => {
    const team = await seedCalendarTeam(service.db, NOW);
    const path = `/slow-${team.member.id}.ics`;
    feeds.set(path, vcalendar(vevent("class@test", "20261208T120000Z", "20261208T130000Z")));
    const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, {
      provider: "ICS",
      url: `${feeds.origin}${path}`,
    });
    const calendar = connected.body.calendars[0] as Json;
    feeds.delay(path, 3 * TIMEOUT_MS);
    const slow = await call(service.server, "POST", "/v1/calendars/refresh", team.memberKey, { calendarId: calendar.id });
    expect(slow.body.connection).toMatchObject({ state: "ERROR", lastError: `no answer within ${TIMEOUT_MS} ms` });
    expect(await slotsOn(service.server, team.memberKey, team.link.id, TUESDAY)).not.toContain(at("12:00"));
    const options = { allowPrivate: true, credentialsKey: "database", timeoutMs: 5_000, maxBytes: 1_000_000 };
    const window = { start: new Date(at("09:00")), end: new Date(at("17:00")) };
    expect(await readLiveBusy(service.db, options, team.member.id, window, 200)).toBeUndefined();
    feeds.delay(path, 0);
    expect(await readLiveBusy(service.db, options, team.member.id, window, 2_000)).toEqual([
      { start: Date.parse(at("12:00")), end: Date.parse(at("13:00")) },
    ]);
    const [row] = await service.db.select().from(calendarConnections).where(eq(calendarConnections.id, calendar.connection.id));
    expect(row!.state).toBe("ERROR");
  });
});
