// Connected calendars end to end: a real CalDAV server (Debian's Radicale, started for this file) and a local
// HTTP server for iCalendar feeds, connected, listed, set, refreshed and disconnected through /v1, and the busy
// times read from them seen in a link's time slots. Skipped, saying so, without Radicale or a database.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalChangeFeed, userTopic, workspaceTopic } from "../cache/change-feed";
import { busyTimes, calendarConnections, calendars, hostAvailabilityCalendars } from "../db/schema";
import { type CalendarTeam, caldavAccount, call, type Json, seedCalendarTeam, slotsOn, vcalendar, vevent } from "../testing/calendar-team";
import { expectProblem } from "../testing/expect-problem";
import { startTestServer, type TestServer } from "../testing/http";
import { type IcsFeedServer, startIcsFeedServer } from "../testing/ics-feed-server";
import { type Radicale, radicaleMissing, startRadicale } from "../testing/radicale";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; the member works 09:00-17:00 UTC on weekdays
const TUESDAY = "2026-12-08";
const at = (time: string) => `${TUESDAY}T${time}:00.000Z`;
const feed = createLocalChangeFeed();
const service = setUpTestService(NOW, { changes: feed });

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

/** A team whose member has connected a CalDAV account with Work (a meeting on Tuesday 10:00-11:00) and Home. */
async function connectedTeam() {
  const team = await seedCalendarTeam(service.db, NOW);
  const account = await caldavAccount(radicale, ["Work", "Home"]);
  await radicale.putEvent(account.username, "work", "dentist", vcalendar(vevent("dentist@test", "20261208T100000Z", "20261208T110000Z")));
  const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, { provider: "CALDAV", ...account });
  expect(connected.status, connected.text).toBe(201);
  const byName = (name: string) => connected.body.calendars.find((c: { name: string }) => c.name === name);
  return { team, account, connected, work: byName("Work"), home: byName("Home") };
}

const slots = (team: CalendarTeam) => slotsOn(service.server, team.memberKey, team.link.id, TUESDAY);

describe.skipIf(!ready)(`connected calendars${radicaleMissing ? ` (${radicaleMissing})` : ""}`, () => {
  it("connects a CalDAV account: its calendars found, answered as GET lists them, their busy times in the slots", async () => {
    const { team, account, connected, work } = await connectedTeam();
    expect(connected.body.calendars.map((c: { name: string }) => c.name)).toEqual(["Home", "Work"]);
    expect(work).toMatchObject({
      provider: "CALDAV",
      userId: team.member.id,
      readForAvailability: true,
      ignoreAllDay: false,
      connection: { provider: "CALDAV", serverUrl: account.serverUrl, username: account.username, state: "ACTIVE", lastError: null },
    });
    expect(work.connection.lastRefreshedAt).toBe(NOW.toISOString());
    const listed = await call(service.server, "GET", "/v1/calendars", team.memberKey);
    expect(listed.body).toMatchObject({ pageNumber: 1, total: 3 });
    // The seeded calendar first (no connection), then the two connected, as connect answered them.
    expect(listed.body.data[0]).toMatchObject({ id: `${team.member.id}_cal`, provider: "GOOGLE", connection: null });
    expect(listed.body.data.slice(1)).toEqual(connected.body.calendars);
    expect(await slots(team)).not.toContain(at("10:00"));
    expect(await slots(team)).toContain(at("11:00"));
  });

  it("never answers, stores in clear or logs the password", async () => {
    const { team, account, connected } = await connectedTeam();
    const listed = await call(service.server, "GET", `/v1/calendars?userId=${team.member.id}`, team.ownerKey);
    const audit = await call(service.server, "GET", "/v1/audit-logs", team.ownerKey);
    for (const answer of [connected, listed, audit]) expect(answer.text).not.toContain(account.password);
    const [row] = await service.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connected.body.calendars[0].connection.id));
    expect(row!.credentials).toMatch(/^v1\./);
    expect(row!.credentials).not.toContain(account.password);
    expect(audit.body.data).toContainEqual(
      expect.objectContaining({
        action: "CALENDAR_CONNECTED",
        actor: expect.objectContaining({ kind: "user", id: team.member.id }),
        details: {
          subject: { type: "calendar_connection", id: row!.id, label: `CalDAV ${account.username} at ${new URL(account.serverUrl).host}` },
        },
      }),
    );
  });

  it("refreshes: an event added on the server takes its time, one removed gives it back, and the change is published", async () => {
    const { team, account, work } = await connectedTeam();
    await radicale.putEvent(account.username, "work", "lunch", vcalendar(vevent("lunch@test", "20261208T130000Z", "20261208T140000Z")));
    const stamp = feed.stamp([userTopic(team.member.id)]);
    const refreshed = await call(service.server, "POST", "/v1/calendars/refresh", team.memberKey, { calendarId: work.id });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.body).toMatchObject({ id: work.id, connection: { state: "ACTIVE" } });
    expect(feed.stamp([userTopic(team.member.id)])).not.toBe(stamp);
    expect(await slots(team)).not.toContain(at("13:00"));
    await radicale.deleteEvent(account.username, "work", "dentist");
    await call(service.server, "POST", "/v1/calendars/refresh", team.memberKey, { calendarId: work.id });
    expect(await slots(team)).toContain(at("10:00"));
    // Nothing changed on the server: nothing is written or published.
    const unchanged = feed.stamp([userTopic(team.member.id)]);
    await call(service.server, "POST", "/v1/calendars/refresh", team.memberKey, { calendarId: work.id });
    expect(feed.stamp([userTopic(team.member.id)])).toBe(unchanged);
  });

  it("keeps busy intervals only: no title, place or attendee", async () => {
    const { work } = await connectedTeam();
    const rows = await service.db.select().from(busyTimes).where(eq(busyTimes.calendarId, work.id));
    expect(rows.map((r) => [r.startAt.toISOString(), r.endAt.toISOString()])).toEqual([[at("10:00"), at("11:00")]]);
    expect(JSON.stringify(rows)).not.toContain("Dentist");
  });

  it("connects an iCalendar feed: one read-only calendar, its secret address never shown, read again only when its ETag moves", async () => {
    const team = await seedCalendarTeam(service.db, NOW);
    const path = `/private-${team.member.id}-s3cr3t/basic.ics`;
    feeds.set(path, vcalendar("X-WR-CALNAME:Family", vevent("school@test", "20261208T140000Z", "20261208T150000Z")));
    const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, {
      provider: "ICS",
      url: `${feeds.origin}${path}`,
    });
    expect(connected.status, connected.text).toBe(201);
    expect(connected.body.calendars).toEqual([
      expect.objectContaining({
        name: "Family",
        provider: "ICS",
        connection: expect.objectContaining({ provider: "ICS", serverUrl: `${feeds.origin}/…`, username: null }),
      }),
    ]);
    const calendarId = connected.body.calendars[0].id;
    const listed = await call(service.server, "GET", "/v1/calendars", team.memberKey);
    const audit = await call(service.server, "GET", "/v1/audit-logs", team.ownerKey);
    for (const answer of [connected, listed, audit]) expect(answer.text).not.toContain("s3cr3t");
    expect(await slots(team)).not.toContain(at("14:00"));
    // The background refresher trusts an unchanged ETag (the route reads whole): 304, nothing written.
    const before = feeds.hits(path);
    const { refreshConnection } = await import("./refresh");
    const options = { allowPrivate: true, credentialsKey: "database", timeoutMs: 5_000, maxBytes: 1_000_000 };
    const connectionId = connected.body.calendars[0].connection.id;
    expect(await refreshConnection(service.db, options, connectionId, new Date(NOW.getTime() + 60_000))).toMatchObject({ changed: false });
    expect(feeds.hits(path)).toEqual({ total: before.total + 1, notModified: before.notModified + 1 });
    feeds.set(path, vcalendar(vevent("school@test", "20261208T150000Z", "20261208T160000Z")));
    expect(await refreshConnection(service.db, options, connectionId, new Date(NOW.getTime() + 120_000))).toMatchObject({ changed: true });
    // As the background refresher does with a change.
    await feed.publish(service.db, [userTopic(team.member.id)]);
    expect(await slots(team)).toEqual(expect.arrayContaining([at("14:00")]));
    expect(await slots(team)).not.toContain(at("15:00"));
    expect(calendarId).toMatch(/^cal_/);
  });

  it("connecting the same account again replaces its password and adds the calendars made since, writing no second connection", async () => {
    const { team, account, connected } = await connectedTeam();
    await radicale.createCalendar(account.username, "travel", { displayName: "Travel" });
    const again = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, { provider: "CALDAV", ...account });
    expect(again.status, again.text).toBe(200);
    // All made at the test's one instant: by name.
    expect(again.body.calendars.map((c: Json) => c.name)).toEqual(["Home", "Travel", "Work"]);
    expect(new Set(again.body.calendars.map((c: Json) => c.connection.id))).toEqual(new Set([connected.body.calendars[0].connection.id]));
  });

  it("update: reading off frees the calendar's busy times at once, on reads it again; all-day events may be left out", async () => {
    const { team, account, work } = await connectedTeam();
    const off = await call(service.server, "POST", "/v1/calendars/update", team.memberKey, {
      calendarId: work.id,
      updatedAt: work.updatedAt,
      readForAvailability: false,
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ readForAvailability: false });
    expect(off.body.updatedAt > work.updatedAt).toBe(true);
    expect(await slots(team)).toContain(at("10:00"));
    const stale = await call(service.server, "POST", "/v1/calendars/update", team.memberKey, {
      calendarId: work.id,
      updatedAt: work.updatedAt,
      readForAvailability: true,
    });
    expect(stale).toMatchObject({ status: 409, body: { code: "STALE_UPDATE", field: "updatedAt" } });
    await radicale.putEvent(account.username, "work", "offsite", vcalendar(vevent("offsite@test", "20261208", "20261209")));
    const on = await call(service.server, "POST", "/v1/calendars/update", team.memberKey, {
      calendarId: work.id,
      updatedAt: off.body.updatedAt,
      readForAvailability: true,
    });
    expect(on.body).toMatchObject({ readForAvailability: true });
    expect(await slots(team)).toEqual([]);
    const stamp = feed.stamp([userTopic(team.member.id)]);
    const allDayOff = await call(service.server, "POST", "/v1/calendars/update", team.memberKey, {
      calendarId: work.id,
      updatedAt: on.body.updatedAt,
      ignoreAllDay: true,
    });
    expect(allDayOff.body).toMatchObject({ ignoreAllDay: true });
    expect(feed.stamp([userTopic(team.member.id)])).not.toBe(stamp);
    expect(await slots(team)).not.toContain(at("10:00"));
    expect(await slots(team)).toContain(at("09:00"));
    // The same values again change nothing: same updatedAt, no new audit event.
    const same = await call(service.server, "POST", "/v1/calendars/update", team.memberKey, {
      calendarId: work.id,
      updatedAt: allDayOff.body.updatedAt,
      ignoreAllDay: true,
    });
    expect(same.body.updatedAt).toBe(allDayOff.body.updatedAt);
  });

  it("disconnect: refused while a host's booked meetings go to one of its calendars, then ends the whole account", async () => {
    const { team, work, home } = await connectedTeam();
    const read = (await call(service.server, "GET", `/v1/booking-links/${team.link.id}`, team.memberKey)).body;
    const host = read.hosts[0];
    const hosts = (bookingCalendarId: string) => [
      {
        userId: team.member.id,
        isOrganizer: true,
        scheduleId: host.scheduleId,
        bookingCalendarId,
        readAvailabilityFrom: "SELECTED_CALENDARS",
        availabilityCalendars: [{ id: work.id }],
      },
    ];
    const linked = await call(service.server, "POST", "/v1/booking-links/update", team.memberKey, {
      bookingLinkId: team.link.id,
      updatedAt: read.updatedAt,
      hosts: hosts(home.id),
    });
    expect(linked.status, linked.text).toBe(200);
    const refused = await call(service.server, "POST", "/v1/calendars/disconnect", team.memberKey, { calendarId: work.id });
    expect(refused).toMatchObject({ status: 409, body: { code: "CALENDAR_IN_USE", field: "calendarId" } });
    expect(refused.body.detail).toContain(`"Intro call" (${team.link.id})`);
    expect(await slots(team)).not.toContain(at("10:00"));
    await call(service.server, "POST", "/v1/booking-links/update", team.memberKey, {
      bookingLinkId: team.link.id,
      updatedAt: linked.body.updatedAt,
      hosts: hosts(`${team.member.id}_cal`),
    });
    const stamps = [userTopic(team.member.id), workspaceTopic(team.workspaceId)].map((topic) => feed.stamp([topic]));
    const done = await call(service.server, "POST", "/v1/calendars/disconnect", team.adminKey, { calendarId: work.id });
    expect(done.status, done.text).toBe(200);
    expect(done.body.calendars.map((c: Json) => c.name)).toEqual(["Home", "Work"]);
    expect([userTopic(team.member.id), workspaceTopic(team.workspaceId)].map((topic) => feed.stamp([topic]))).not.toEqual(stamps);
    const listed = await call(service.server, "GET", "/v1/calendars", team.memberKey);
    expect(listed.body.data.map((c: Json) => c.provider)).toEqual(["GOOGLE"]);
    expect(await slots(team)).toContain(at("10:00"));
    const [selected] = await service.db
      .select({ n: count() })
      .from(hostAvailabilityCalendars)
      .where(eq(hostAvailabilityCalendars.calendarId, work.id));
    expect(selected!.n).toBe(0);
    const [connection] = await service.db.select().from(calendarConnections).where(eq(calendarConnections.id, work.connection.id));
    expect(connection).toMatchObject({ credentials: null, deletedAt: NOW });
    const audit = await call(service.server, "GET", "/v1/audit-logs?category=CALENDARS", team.ownerKey);
    expect(audit.body.data).toContainEqual(
      expect.objectContaining({ action: "CALENDAR_DISCONNECTED", actor: expect.objectContaining({ kind: "user", id: team.admin.id }) }),
    );
    const gone = await call(service.server, "POST", "/v1/calendars/refresh", team.memberKey, { calendarId: work.id });
    expect(gone).toMatchObject({ status: 404, body: { code: "NOT_FOUND", field: "calendarId" } });
  });
});

describe.skipIf(!ready)(`who may do what with calendars${radicaleMissing ? ` (${radicaleMissing})` : ""}`, () => {
  it("a MEMBER connects, lists and changes their own only; OWNER and ADMIN list, refresh and disconnect anyone's", async () => {
    const { team, work } = await connectedTeam();
    const other = await call(service.server, "GET", `/v1/calendars?userId=${team.owner.id}`, team.memberKey);
    expect(other).toMatchObject({ status: 403, body: { code: "FORBIDDEN", field: "userId" } });
    expect((await call(service.server, "GET", `/v1/calendars?userId=${team.member.id}`, team.adminKey)).body.total).toBe(3);
    expect((await call(service.server, "GET", "/v1/calendars?userId=usr_nobody", team.ownerKey)).status).toBe(404);
    const ownersCalendar = `${team.owner.id}_cal`;
    for (const [path, body] of [
      ["/v1/calendars/refresh", { calendarId: ownersCalendar }],
      ["/v1/calendars/disconnect", { calendarId: ownersCalendar }],
      ["/v1/calendars/update", { calendarId: ownersCalendar, updatedAt: NOW.toISOString(), ignoreAllDay: true }],
    ] as const) {
      await expectProblem(await service.server.request("POST", path, { key: team.memberKey, body }), { status: 403, code: "FORBIDDEN" });
    }
    expect((await call(service.server, "POST", "/v1/calendars/refresh", team.ownerKey, { calendarId: work.id })).status).toBe(200);
    // BILLING_ONLY keys connect and change nothing; their list (their own) answers.
    const billing = await service.server.request("POST", "/v1/calendars/connect", {
      key: team.billingKey,
      body: { provider: "ICS", url: `${feeds.origin}/x.ics` },
    });
    await expectProblem(billing, { status: 403, code: "FORBIDDEN" });
    await expectProblem(
      await service.server.request("POST", "/v1/calendars/refresh", { key: team.billingKey, body: { calendarId: work.id } }),
      {
        status: 403,
        code: "FORBIDDEN",
      },
    );
    expect((await call(service.server, "GET", "/v1/calendars", team.billingKey)).status).toBe(200);
  });

  it("another workspace's calendar is unknown; a calendar of no connection is neither refreshed, set nor disconnected", async () => {
    const { work } = await connectedTeam();
    const stranger = await seedCalendarTeam(service.db, NOW);
    for (const path of ["/v1/calendars/refresh", "/v1/calendars/disconnect"]) {
      await expectProblem(await service.server.request("POST", path, { key: stranger.ownerKey, body: { calendarId: work.id } }), {
        status: 404,
        code: "NOT_FOUND",
        field: "calendarId",
      });
      await expectProblem(
        await service.server.request("POST", path, { key: stranger.ownerKey, body: { calendarId: `${stranger.member.id}_cal` } }),
        {
          status: 409,
          code: "CALENDAR_NOT_CONNECTED",
          field: "calendarId",
        },
      );
    }
  });
});

describe.skipIf(!ready)(`refused connections write nothing${radicaleMissing ? ` (${radicaleMissing})` : ""}`, () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ getDb: async () => service.db, now: () => NOW.getTime(), calendars: { allowPrivate: false } });
  });
  afterAll(() => strict?.close());

  const rows = async () => {
    const [connections] = await service.db.select({ n: count() }).from(calendarConnections);
    const [all] = await service.db.select({ n: count() }).from(calendars);
    return { connections: connections!.n, calendars: all!.n };
  };

  const cases: [
    string,
    (a: Awaited<ReturnType<typeof caldavAccount>>) => Json,
    { status: number; code: string; field: string },
    boolean?,
  ][] = [
    [
      "a server URL that is no URL",
      (a) => ({ provider: "CALDAV", ...a, serverUrl: "caldav.example.com" }),
      { status: 400, code: "VALIDATION_FAILED", field: "serverUrl" },
    ],
    [
      "a server URL that is not http(s)",
      (a) => ({ provider: "CALDAV", ...a, serverUrl: "ftp://caldav.example.com/" }),
      { status: 400, code: "VALIDATION_FAILED", field: "serverUrl" },
    ],
    [
      "a feed address that is not http(s)",
      () => ({ provider: "ICS", url: "file:///etc/passwd" }),
      { status: 400, code: "VALIDATION_FAILED", field: "url" },
    ],
    [
      "no password",
      (a) => ({ provider: "CALDAV", serverUrl: a.serverUrl, username: a.username }),
      { status: 400, code: "VALIDATION_FAILED", field: "password" },
    ],
    [
      "a provider that cannot be connected",
      () => ({ provider: "GOOGLE", url: "https://calendar.example.com/" }),
      { status: 400, code: "VALIDATION_FAILED", field: "provider" },
    ],
    [
      "an unknown field",
      (a) => ({ provider: "CALDAV", ...a, userId: "usr_other" }),
      { status: 400, code: "VALIDATION_FAILED", field: "userId" },
    ],
    [
      "a wrong password",
      (a) => ({ provider: "CALDAV", ...a, password: "not-it" }),
      { status: 422, code: "CALENDAR_AUTH_FAILED", field: "password" },
    ],
    [
      "a server that is not there",
      (a) => ({ provider: "CALDAV", ...a, serverUrl: "http://127.0.0.1:9/" }),
      { status: 422, code: "CALENDAR_UNREACHABLE", field: "serverUrl" },
    ],
    [
      "a web server that is no CalDAV server",
      (a) => ({ provider: "CALDAV", ...a, serverUrl: `${feeds.origin}/` }),
      { status: 422, code: "CALENDAR_NOT_READABLE", field: "serverUrl" },
    ],
    [
      "a feed address that answers 404",
      () => ({ provider: "ICS", url: `${feeds.origin}/missing.ics` }),
      { status: 422, code: "CALENDAR_NOT_READABLE", field: "url" },
    ],
    [
      "a feed address that answers a web page",
      () => ({ provider: "ICS", url: `${feeds.origin}/page.html` }),
      { status: 422, code: "CALENDAR_NOT_READABLE", field: "url" },
    ],
    [
      "a private address, where they are not allowed",
      (a) => ({ provider: "CALDAV", ...a, serverUrl: "https://127.0.0.1/" }),
      { status: 400, code: "VALIDATION_FAILED", field: "serverUrl" },
      true,
    ],
    [
      "a name of a private address, where they are not allowed",
      () => ({ provider: "ICS", url: "http://localhost/feed.ics" }),
      { status: 400, code: "VALIDATION_FAILED", field: "url" },
      true,
    ],
    [
      "CalDAV over http://, where private servers are not allowed",
      (a) => ({ provider: "CALDAV", ...a, serverUrl: "http://caldav.example.com/" }),
      { status: 400, code: "VALIDATION_FAILED", field: "serverUrl" },
      true,
    ],
  ];

  it.each(cases)("%s", async (_name, body, expected, strictServer) => {
    const team = await seedCalendarTeam(service.db, NOW);
    const account = await caldavAccount(radicale, ["Work"]);
    feeds.set("/page.html", "<!doctype html><title>Not a calendar</title>", "text/html");
    const before = await rows();
    const res = await (strictServer ? strict : service.server).request("POST", "/v1/calendars/connect", {
      key: team.memberKey,
      body: body(account),
    });
    const problem = await expectProblem(res, expected);
    expect(JSON.stringify(problem)).not.toContain(account.password);
    expect(await rows()).toEqual(before);
  });
});
