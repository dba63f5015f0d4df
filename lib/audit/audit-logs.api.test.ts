import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEventPage } from "../contract/audit-logs";
import { DEEP_PAGE_OFFSET } from "../db/reusable-query";
import { auditEvents } from "../db/schema";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);

async function makeTeam() {
  const owner = makeMember({ role: "OWNER", name: "Olga Owner" });
  const admin = makeMember({ role: "ADMIN", name: "Adam Admin" });
  const member = makeMember({ role: "MEMBER", name: "Mona Member" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const workspace = makeWorkspace([owner, admin, member, billing]);
  const e = (n: number, at: string, action: string, actorUserId: string | null, extra: object = {}) => ({
    id: `${workspace.id}_e${n}`,
    at,
    action,
    actorUserId,
    impersonatorUserId: null,
    impersonatorIsSystemAdmin: false,
    subject: { type: "thing", id: `t${n}`, label: `Thing ${n}` },
    ...extra,
  });
  workspace.auditEvents = [
    e(1, "2026-11-01T09:00:00Z", "LOG_IN", owner.id),
    e(2, "2026-11-02T10:00:00Z", "SYNC_CONFIG_FAILED", member.id),
    e(3, "2026-11-03T23:30:00Z", "CALENDAR_CONNECTION_EXPIRED", member.id),
    e(4, "2026-11-04T00:00:00Z", "BOOKING_LINK_CREATED", member.id, { impersonatorUserId: admin.id }),
    e(5, "2026-11-05T12:00:00Z", "EMAIL_UPDATED", member.id, { impersonatorUserId: "usr_support_staff", impersonatorIsSystemAdmin: true }),
    e(6, "2026-11-06T12:00:00Z", "ROLE_UPDATED", owner.id, { impersonatorUserId: "usr_former_admin" }),
    e(7, "2026-11-07T12:00:00Z", "PLAN_UPDATED", "usr_deleted_person"),
    e(8, "2026-11-08T12:00:00Z", "SUBSCRIPTION_CHANGED", null, { subject: undefined }),
    e(9, "2026-11-09T12:00:00Z", "SYNC_CONFIG_REPAIRED", member.id),
  ] as typeof workspace.auditEvents;
  const team = await seedWorkspace(service.db, workspace, NOW);
  const id = (n: number) => `${workspace.id}_e${n}`;
  return { ...team, owner, admin, member, billing, id };
}

type Team = Awaited<ReturnType<typeof makeTeam>>;

async function list(team: Team, query = "", as: "owner" | "admin" | "member" | "billing" = "owner") {
  const res = await service.server.request("GET", `/v1/audit-logs${query}`, { key: team.keyOf(team[as]) });
  return { status: res.status, body: await res.json() };
}

const ids = (body: { data: { id: string }[] }) => body.data.map((e) => e.id);

describe.skipIf(!testDbAvailable)("GET /v1/audit-logs", () => {
  it.each([
    ["owner", 200],
    ["admin", 200],
    ["billing", 200],
    ["member", 403],
  ] as const)("answers a %s key with %i", async (as, status) => {
    const team = await makeTeam();
    const res = await list(team, "", as);
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body).toMatchObject({ code: "FORBIDDEN" });
  });

  it("lists newest first with actors, subjects and impersonation as the rules say", async () => {
    const team = await makeTeam();
    const { body } = await list(team);
    const page = auditEventPage.parse(body);
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 100, total: 9 });
    expect(ids(body)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1].map(team.id));
    const byId = new Map(page.data.map((e) => [e.id, e]));
    expect(byId.get(team.id(1))).toEqual({
      id: team.id(1),
      createdAt: "2026-11-01T09:00:00.000Z",
      category: "SECURITY",
      action: "LOG_IN",
      details: { subject: { type: "thing", id: "t1", label: "Thing 1" } },
      actor: { kind: "user", id: team.owner.id, name: "Olga Owner", email: team.owner.email },
      impersonatedBy: null,
    });
    // A member impersonating: named. A service administrator or an ex-member: masked, nothing identifying.
    expect(byId.get(team.id(4))!.impersonatedBy).toEqual({ masked: false, name: "Adam Admin", email: team.admin.email });
    expect(byId.get(team.id(5))!.impersonatedBy).toEqual({ masked: true });
    expect(byId.get(team.id(6))!.impersonatedBy).toEqual({ masked: true });
    expect(byId.get(team.id(7))!.actor).toEqual({ kind: "deleted" });
    expect(byId.get(team.id(8))).toMatchObject({ actor: { kind: "system" }, details: null, category: "BILLING" });
  });

  it("attributes connection-expired and sync failed/repaired events to the member, never impersonated", async () => {
    const team = await makeTeam();
    const { body } = await list(team, `?actorUserId=${team.member.id}`);
    expect(ids(body)).toEqual([9, 5, 4, 3, 2].map(team.id));
    const attributed = body.data.filter((e: { action: string }) =>
      ["CALENDAR_CONNECTION_EXPIRED", "SYNC_CONFIG_FAILED", "SYNC_CONFIG_REPAIRED"].includes(e.action),
    );
    expect(attributed).toHaveLength(3);
    for (const event of attributed) {
      expect(event.actor).toMatchObject({ kind: "user", id: team.member.id });
      expect(event.impersonatedBy).toBeNull();
    }
  });

  it.each([
    ["category", "?category=SYNC_CONFIG", [9, 2]],
    ["a dateFrom date (start of that UTC day)", "?dateFrom=2026-11-07", [9, 8, 7]],
    ["a dateTo date (the whole UTC day)", "?dateTo=2026-11-03", [3, 2, 1]],
    ["a dateFrom date-time with an offset", "?dateFrom=2026-11-04T01:00:00%2B02:00", [9, 8, 7, 6, 5, 4, 3]],
    ["a dateTo date-time with Z", "?dateTo=2026-11-04T00:00:00Z", [4, 3, 2, 1]],
    ["dateFrom equal to dateTo as one day", "?dateFrom=2026-11-03&dateTo=2026-11-03", [3]],
    ["category and actor", `?category=SECURITY&actorUserId=MEMBER`, [5]],
    ["actor and dates", `?actorUserId=MEMBER&dateFrom=2026-11-03&dateTo=2026-11-05`, [5, 4, 3]],
    ["every filter with paging", `?actorUserId=MEMBER&category=SYNC_CONFIG&dateFrom=2026-11-01&dateTo=2026-11-30&page=2&pageSize=1`, [2]],
    ["an actor with no events", "?actorUserId=usr_nobody", []],
    ["a page past the end", "?page=5&pageSize=5", []],
  ])("filters by %s", async (_name, query, expected) => {
    const team = await makeTeam();
    const { status, body } = await list(team, query.replaceAll("MEMBER", team.member.id));
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected.map(team.id));
  });

  it("pages with the interface's envelope", async () => {
    const team = await makeTeam();
    const { body } = await list(team, "?page=2&pageSize=4");
    expect(body).toMatchObject({ pageNumber: 2, pageSize: 4, total: 9 });
    expect(ids(body)).toEqual([5, 4, 3, 2].map(team.id));
  });

  it.each([
    ["dateTo before dateFrom", "?dateFrom=2026-11-05&dateTo=2026-11-04", "dateTo"],
    ["dateTo a minute before dateFrom", "?dateFrom=2026-11-05T10:00:00Z&dateTo=2026-11-05T09:59:00Z", "dateTo"],
    ["a date that does not exist", "?dateFrom=2026-02-30", "dateFrom"],
    ["a date-time without an offset", "?dateFrom=2026-11-05T10:00:00", "dateFrom"],
    ["a word for a date", "?dateTo=yesterday", "dateTo"],
    ["an unknown category", "?category=EVERYTHING", "category"],
    ["a lower-case category", "?category=security", "category"],
    ["pageSize 0", "?pageSize=0", "pageSize"],
    ["pageSize -1", "?pageSize=-1", "pageSize"],
    ["pageSize 101", "?pageSize=101", "pageSize"],
    ["pageSize abc", "?pageSize=abc", "pageSize"],
    ["pageSize 10.5", "?pageSize=10.5", "pageSize"],
    ["page 0", "?page=0", "page"],
    ["an actorUserId that is not an id", "?actorUserId=a%20b", "actorUserId"],
  ])("rejects %s with 400 on %s", async (_name, query, field) => {
    const team = await makeTeam();
    const { status, body } = await list(team, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "VALIDATION_FAILED", field });
  });

  it("passes on actions it does not know yet", async () => {
    const team = await makeTeam();
    await service.db.insert(auditEvents).values({
      id: `${team.workspace.id}_future`,
      workspaceId: team.workspace.id,
      createdAt: new Date("2026-12-01T00:00:00Z"),
      category: "WORKFLOWS",
      action: "WORKFLOW_ARCHIVED",
      details: { subject: { type: "workflow", label: "Follow-ups" } },
      actorUserId: team.admin.id,
    });
    const { body } = await list(team, "?category=WORKFLOWS");
    expect(body.data).toEqual([expect.objectContaining({ action: "WORKFLOW_ARCHIVED", category: "WORKFLOWS" })]);
  });

  it("never shows another team's events, even by actor", async () => {
    const team = await makeTeam();
    const other = await makeTeam();
    const { body } = await list(team, `?actorUserId=${other.member.id}`);
    expect(body).toMatchObject({ total: 0, data: [] });
  });

  it("logs a booking as a calendar event created by the key's user, in teams of two or more", async () => {
    const booker = makeMember({ role: "OWNER" });
    const host = makeMember();
    const link = makeBookingLink([host], { title: "Intro" });
    const pair = await seedWorkspace(service.db, makeWorkspace([booker, host], [link]), NOW);
    const solo = makeMember({ role: "OWNER" });
    const soloLink = makeBookingLink([solo]);
    const alone = await seedWorkspace(service.db, makeWorkspace([solo], [soloLink]), NOW);

    const book = (key: string, bookingLinkId: string) =>
      service.server.request("POST", "/v1/bookings/create", {
        key,
        body: {
          bookingLinkId,
          startDateTime: "2026-12-08T10:00:00Z",
          timezone: "UTC",
          attendees: [{ name: "Vera", email: "vera@example.test" }],
        },
      });
    const res = await book(pair.key, link.id);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const log = await (await service.server.request("GET", "/v1/audit-logs?category=CALENDARS", { key: pair.key })).json();
    expect(log.data).toEqual([
      expect.objectContaining({
        action: "CALENDAR_EVENT_CREATED",
        actor: { kind: "user", id: booker.id, name: booker.name, email: booker.email },
        details: { subject: { type: "booking", id, label: `Vera and ${host.name}` } },
      }),
    ]);

    expect((await book(alone.key, soloLink.id)).status).toBe(201);
    const soloLog = await (await service.server.request("GET", "/v1/audit-logs", { key: alone.key })).json();
    expect(soloLog).toMatchObject({ total: 0, data: [] });
  });

  it("stops logging bookings once the team is down to one member", async () => {
    const owner = makeMember({ role: "OWNER" });
    const other = makeMember();
    const link = makeBookingLink([owner]);
    const team = await seedWorkspace(service.db, makeWorkspace([owner, other], [link]), NOW);
    const book = (startDateTime: string) =>
      service.server.request("POST", "/v1/bookings/create", {
        key: team.key,
        body: { bookingLinkId: link.id, startDateTime, timezone: "UTC", attendees: [{ name: "Vera", email: "vera@example.test" }] },
      });
    const logged = async () =>
      (await (await service.server.request("GET", "/v1/audit-logs?category=CALENDARS", { key: team.key })).json()).total;

    expect((await book("2026-12-08T10:00:00Z")).status).toBe(201);
    expect(await logged()).toBe(1);
    expect((await service.server.request("POST", "/v1/memberships/revoke", { key: team.key, body: { userId: other.id } })).status).toBe(
      200,
    );
    expect((await book("2026-12-08T11:00:00Z")).status).toBe(201);
    expect(await logged()).toBe(1);
  });
});

describe.skipIf(!testDbAvailable)("GET /v1/audit-logs, deep pages", () => {
  it("answers pages past the deep offset, whole and by category, in the plain query's order", async () => {
    const owner = makeMember({ role: "OWNER" });
    const team = { ...(await seedWorkspace(service.db, makeWorkspace([owner, makeMember()]), NOW)), owner } as unknown as Team;
    // 1,400 events over 47 weeks, 1,100 of one category. Every week has events at its first instant (Monday 00:00
    // UTC, several sharing it) and in its last half hour, where a walk from a week starts and ends.
    const monday = Date.parse("2026-01-05T00:00:00Z");
    const week = 7 * 86_400_000;
    const at = (n: number) =>
      n % 7 === 0
        ? monday + Math.floor(n / 30) * week
        : n % 7 === 1
          ? monday + Math.floor(n / 30) * week + week - 1_800_000
          : monday + Math.floor(n / 2) * 8 * 3_600_000;
    const events = Array.from({ length: 1_400 }, (_, n) => ({
      id: `${team.workspace.id}_d${String(n).padStart(4, "0")}`,
      workspaceId: team.workspace.id,
      createdAt: new Date(at(n)),
      category: n % 14 < 11 ? "SECURITY" : "BILLING",
      action: n % 14 < 11 ? "LOG_IN" : "PLAN_UPDATED",
      actorUserId: owner.id,
    }));
    for (let i = 0; i < events.length; i += 500) await service.db.insert(auditEvents).values(events.slice(i, i + 500));
    const plain = async (category: string | undefined, offset: number) => {
      const ofCategory = category ? sql`and category = ${category}` : sql``;
      const result = await service.db.execute(
        sql`select id from audit_events where workspace_id = ${team.workspace.id} ${ofCategory}
            order by created_at desc, id desc limit 100 offset ${offset}`,
      );
      return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    };
    const firstDeep = DEEP_PAGE_OFFSET / 100 + 1;
    for (const [category, page] of [
      [undefined, firstDeep - 1],
      [undefined, firstDeep],
      [undefined, firstDeep + 3],
      [undefined, firstDeep + 4],
      ["SECURITY", firstDeep],
      ["SECURITY", firstDeep + 1],
      ["BILLING", 3],
    ] as const) {
      const res = await list(team, `?pageSize=100&page=${page}${category ? `&category=${category}` : ""}`);
      expect(res.status).toBe(200);
      expect(ids(res.body), `${category} page ${page}`).toEqual(await plain(category, (page - 1) * 100));
    }
    // The deep pages are not empty: a page 15 of 1,400 holds the last 0, page 14 the last 100.
    expect(ids((await list(team, `?pageSize=100&page=${firstDeep + 3}`)).body)).toHaveLength(100);
  });
});
