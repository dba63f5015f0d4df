// The background refresher against a real Radicale and feed server: connections are read again once due, each
// by one instance when two run at once, a change reaches the change feed and the slots, and a connection whose
// password was refused is tried twelve times less often.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalChangeFeed, userTopic } from "../cache/change-feed";
import { calendarConnections } from "../db/schema";
import { caldavAccount, call, seedCalendarTeam, slotsOn, vcalendar, vevent } from "../testing/calendar-team";
import { makeClock } from "../testing/clock";
import { type IcsFeedServer, startIcsFeedServer } from "../testing/ics-feed-server";
import { type Radicale, radicaleMissing, startRadicale } from "../testing/radicale";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { createCalendarRefresher } from "./refresher";

const START = "2026-12-07T08:00:00Z";
const MINUTES = 60_000;
const INTERVAL = 5 * MINUTES;
const clock = makeClock(START);
const feed = createLocalChangeFeed();
const service = setUpTestService(clock, { changes: feed });

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

const calendars = { allowPrivate: true, credentialsKey: "database", timeoutMs: 5_000, maxBytes: 1_000_000 };
const refresher = () =>
  createCalendarRefresher({ getDb: async () => service.db, changes: feed, calendars, intervalMs: INTERVAL, now: clock.now, log: () => {} });

describe.skipIf(!ready)(`the background refresher${radicaleMissing ? ` (${radicaleMissing})` : ""}`, () => {
  it("reads each connection once it is due, one instance each, and publishes what changed", async () => {
    const team = await seedCalendarTeam(service.db, new Date(START));
    const account = await caldavAccount(radicale, ["Work"]);
    const connect = (body: object) => call(service.server, "POST", "/v1/calendars/connect", team.memberKey, body);
    expect((await connect({ provider: "CALDAV", ...account })).status).toBe(201);
    feeds.set("/family.ics", vcalendar(vevent("school@test", "20261208T140000Z", "20261208T150000Z")));
    expect((await connect({ provider: "ICS", url: `${feeds.origin}/family.ics` })).status).toBe(201);
    const [a, b] = [refresher(), refresher()];
    expect(await a.runOnce()).toBe(0);

    await radicale.putEvent(account.username, "work", "review", vcalendar(vevent("review@test", "20261208T100000Z", "20261208T110000Z")));
    const stamp = feed.stamp([userTopic(team.member.id)]);
    clock.advance(INTERVAL);
    const claimed = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(claimed[0] + claimed[1]).toBe(2);
    expect(feed.stamp([userTopic(team.member.id)])).not.toBe(stamp);
    expect(await slotsOn(service.server, team.memberKey, team.link.id, "2026-12-08")).not.toContain("2026-12-08T10:00:00.000Z");
    // Nothing due again before another interval.
    expect(await a.runOnce()).toBe(0);
  });

  it("tries a connection whose password was refused twelve times less often, and records the expiry once", async () => {
    const team = await seedCalendarTeam(service.db, new Date(clock.now()));
    const account = await caldavAccount(radicale, ["Work"]);
    const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, { provider: "CALDAV", ...account });
    const connectionId = connected.body.calendars[0].connection.id;
    await radicale.setPassword(account.username, "changed");
    const run = refresher();
    clock.advance(INTERVAL);
    expect(await run.runOnce()).toBeGreaterThanOrEqual(1);
    const lastAttempt = async () => {
      const [row] = await service.db.select().from(calendarConnections).where(eq(calendarConnections.id, connectionId));
      return { state: row!.state, at: row!.lastAttemptAt!.toISOString() };
    };
    const expiredAt = new Date(clock.now()).toISOString();
    expect(await lastAttempt()).toEqual({ state: "EXPIRED", at: expiredAt });
    clock.advance(INTERVAL);
    await run.runOnce();
    expect(await lastAttempt()).toEqual({ state: "EXPIRED", at: expiredAt });
    clock.advance(11 * INTERVAL);
    await run.runOnce();
    expect(await lastAttempt()).toEqual({ state: "EXPIRED", at: new Date(clock.now()).toISOString() });
    const audit = await call(service.server, "GET", "/v1/audit-logs?category=CALENDARS", team.ownerKey);
    expect(audit.body.data.filter((e: { action: string }) => e.action === "CALENDAR_CONNECTION_EXPIRED")).toHaveLength(1);
  });

  it("reads no more the connections of a member who left the workspace", async () => {
    const team = await seedCalendarTeam(service.db, new Date(clock.now()));
    const account = await caldavAccount(radicale, ["Work"]);
    const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, { provider: "CALDAV", ...account });
    const connectionId = connected.body.calendars[0].connection.id;
    expect((await call(service.server, "POST", "/v1/memberships/revoke", team.ownerKey, { userId: team.member.id })).status).toBe(200);
    const connectedAt = new Date(clock.now()).toISOString();
    clock.advance(INTERVAL);
    await refresher().runOnce();
    const [row] = await service.db.select().from(calendarConnections).where(eq(calendarConnections.id, connectionId));
    expect(row!.lastAttemptAt!.toISOString()).toBe(connectedAt);
  });

  it("does nothing without a sealing key", async () => {
    const keyless = createCalendarRefresher({
      getDb: async () => service.db,
      changes: feed,
      calendars: { ...calendars, credentialsKey: undefined },
      intervalMs: INTERVAL,
      now: clock.now,
    });
    clock.advance(24 * 60 * MINUTES);
    expect(await keyless.runOnce()).toBe(0);
  });
});
