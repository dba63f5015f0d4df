// The organizer's MCP tools, driven by the SDK's own client over real HTTP: each answers what its /v1 route
// answers, under the same roles, refuses what /v1 refuses (tool errors carrying the problem's code and field),
// writes its audit event and publishes the topics /v1 publishes.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANY_TOPIC, createLocalChangeFeed, linkTopic, userTopic, workspaceTopic } from "../cache/change-feed";
import { auditEvents } from "../db/schema";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { setUpMcpClients } from "../testing/mcp-client";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; members work 09:00-17:00 UTC on weekdays
const feed = createLocalChangeFeed();
const service = setUpTestService(NOW, { changes: feed });

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

const mcp = setUpMcpClients("organizer-tools-test");
const connect = (key: string) => mcp.connect(service.server.url, key);
const call = mcp.call;

async function ok(client: Client, name: string, args: Json) {
  const { result, data } = await call(client, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return data;
}

async function problem(client: Client, name: string, args: Json) {
  const { result } = await call(client, name, args);
  expect(result.isError).toBe(true);
  return JSON.parse((result.content[0] as { text: string }).text) as Json;
}

async function v1(method: string, path: string, key: string) {
  return (await (await service.server.request(method, path, { key })).json()) as Json;
}

async function team() {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const other = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const mine = makeBookingLink([member], { title: "Member's call", position: 1 });
  const second = makeBookingLink([member], { title: "Member's second", position: 0 });
  const others = makeBookingLink([other], { title: "Other's call" });
  const workspace = makeWorkspace([owner, admin, member, other, billing], [mine, second, others]);
  const seeded = await seedWorkspace(service.db, workspace, NOW);
  const as = (who: { id: string; apiKeys: { key: string }[] }) => connect(who.apiKeys[0]!.key);
  return { ...seeded, owner, admin, member, other, billing, mine, second, others, as };
}

const auditOf = (workspaceId: string, action: string) =>
  service.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.action, action)));

/** Each topic's stamp: it moves when a write publishes that topic. */
const stamps = (topics: string[]) => topics.map((topic) => feed.stamp([topic]));

describe.skipIf(!testDbAvailable)("list_my_booking_links", () => {
  it("lists the caller's own links as GET /v1/booking-links answers them, by position", async () => {
    const t = await team();
    const data = await ok(await t.as(t.member), "list_my_booking_links", {});
    expect(data.total).toBe(2);
    expect(data.data.map((l: Json) => l.id)).toEqual([t.second.id, t.mine.id]);
    expect(data.data[1]).toEqual(await v1("GET", `/v1/booking-links/${t.mine.id}`, t.key));
  });

  it("lets OWNER and ADMIN pass another member's userId, pages, and refuses it to MEMBER and BILLING_ONLY", async () => {
    const t = await team();
    for (const who of [t.owner, t.admin]) {
      const data = await ok(await t.as(who), "list_my_booking_links", { userId: t.member.id, pageSize: 1, page: 2 });
      expect(data).toMatchObject({ total: 2, pageNumber: 2, pageSize: 1 });
      expect(data.data.map((l: Json) => l.id)).toEqual([t.mine.id]);
    }
    for (const who of [t.other, t.billing]) {
      expect(await problem(await t.as(who), "list_my_booking_links", { userId: t.member.id })).toMatchObject({
        code: "FORBIDDEN",
        status: 403,
        field: "userId",
      });
    }
    expect((await ok(await t.as(t.billing), "list_my_booking_links", {})).total).toBe(0);
    expect(await problem(await t.as(t.owner), "list_my_booking_links", { userId: "usr_nowhere" })).toMatchObject({
      code: "NOT_FOUND",
      field: "userId",
    });
  });
});

describe.skipIf(!testDbAvailable)("update_booking_link", () => {
  it("changes title, description, status and isPrivate, logs it and publishes as /v1 does", async () => {
    const t = await team();
    const client = await t.as(t.member);
    const [read] = (await ok(client, "list_my_booking_links", {})).data.filter((l: Json) => l.id === t.mine.id);
    // Read once before, so that a result kept for the link as it was would show below.
    expect(await ok(client, "get_booking_link", { bookingLinkId: t.mine.id })).toMatchObject({ title: read.title });
    const topics = [ANY_TOPIC, workspaceTopic(t.workspace.id), linkTopic(t.workspace.id, t.mine.id)];
    const before = stamps(topics);
    const data = await ok(client, "update_booking_link", {
      bookingLinkId: t.mine.id,
      updatedAt: read.updatedAt,
      title: "Renamed",
      description: "<p>New</p>",
      status: "DISABLED",
      isPrivate: true,
    });
    expect(data).toMatchObject({ title: "Renamed", description: "<p>New</p>", status: "DISABLED", isPrivate: true });
    expect(data).toEqual(await v1("GET", `/v1/booking-links/${t.mine.id}`, t.key));
    expect(await ok(client, "get_booking_link", { bookingLinkId: t.mine.id })).toEqual(data);
    expect(stamps(topics).map((stamp, i) => stamp === before[i])).toEqual(topics.map(() => false));
    expect(await auditOf(t.workspace.id, "BOOKING_LINK_UPDATED")).toHaveLength(1);
  });

  it("answers each role as /v1 does and refuses a stale updatedAt or other fields", async () => {
    const t = await team();
    const read = await v1("GET", `/v1/booking-links/${t.mine.id}`, t.key);
    const args = { bookingLinkId: t.mine.id, updatedAt: read.updatedAt, title: "Nope" };
    expect(await problem(await t.as(t.other), "update_booking_link", args)).toMatchObject({ code: "FORBIDDEN", status: 403 });
    expect(await problem(await t.as(t.billing), "update_booking_link", args)).toMatchObject({ code: "FORBIDDEN", status: 403 });
    const admin = await t.as(t.admin);
    expect(await ok(admin, "update_booking_link", { ...args, title: "By admin" })).toMatchObject({ title: "By admin" });
    expect(await problem(admin, "update_booking_link", args)).toMatchObject({ code: "STALE_UPDATE", field: "updatedAt" });
    expect(await problem(admin, "update_booking_link", { ...args, slug: "moved" })).toMatchObject({
      code: "VALIDATION_FAILED",
      field: "slug",
    });
    expect(await problem(admin, "update_booking_link", { title: "x" })).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await problem(admin, "update_booking_link", { ...args, bookingLinkId: "bl_nowhere" })).toMatchObject({ code: "NOT_FOUND" });
    expect((await v1("GET", `/v1/booking-links/${t.mine.id}`, t.key)).title).toBe("By admin");
  });
});

describe.skipIf(!testDbAvailable)("get_my_schedule, set_weekly_hours and add_day_off", () => {
  const evenings = { monday: [{ start: "18:00:00", end: "22:00:00" }], friday: [{ start: "22:00:00", end: "02:00:00" }] };

  it("set_weekly_hours replaces the caller's default week; the link's slots follow", async () => {
    const t = await team();
    const client = await t.as(t.member);
    const schedule = await ok(client, "get_my_schedule", {});
    expect(schedule).toEqual((await v1("GET", "/v1/schedules", t.keyOf(t.member))).data[0]);
    const topics = [ANY_TOPIC, userTopic(t.member.id), workspaceTopic(t.workspace.id)];
    const before = stamps(topics);
    const data = await ok(client, "set_weekly_hours", { availability: evenings, updatedAt: schedule.updatedAt });
    expect(data.availability).toMatchObject({ ...evenings, tuesday: [], sunday: [] });
    expect(stamps(topics).map((stamp, i) => stamp === before[i])).toEqual(topics.map(() => false));
    const [event] = await auditOf(t.workspace.id, "SCHEDULE_UPDATED");
    expect(event).toMatchObject({ actorUserId: t.member.id });
    const slots = await v1(
      "GET",
      `/v1/booking-links/${t.mine.id}/time-slots?startDate=2026-12-14T00:00:00Z&endDate=2026-12-14T23:59:00Z`,
      t.key,
    );
    expect(slots.availableSlots[0].start).toBe("2026-12-14T18:00:00.000Z");
    expect(await problem(client, "set_weekly_hours", { availability: evenings, updatedAt: schedule.updatedAt })).toMatchObject({
      code: "STALE_UPDATE",
      field: "updatedAt",
    });
  });

  it("add_day_off takes a date off, keeps the other overrides and is idempotent", async () => {
    const t = await team();
    const client = await t.as(t.member);
    const first = await ok(client, "add_day_off", { date: "2026-12-24" });
    expect(first.overrides).toEqual([{ date: "2026-12-24", ranges: [] }]);
    const second = await ok(client, "add_day_off", { date: "2026-12-08", updatedAt: first.updatedAt });
    expect(second.overrides.map((o: Json) => o.date)).toEqual(["2026-12-08", "2026-12-24"]);
    const again = await ok(client, "add_day_off", { date: "2026-12-08" });
    expect(again.overrides).toEqual(second.overrides);
    const slots = await v1(
      "GET",
      `/v1/booking-links/${t.mine.id}/time-slots?startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:00Z`,
      t.key,
    );
    expect(slots.availableSlots).toEqual([]);
    expect(await problem(client, "add_day_off", { date: "2026-12-09", updatedAt: first.updatedAt })).toMatchObject({
      code: "STALE_UPDATE",
    });
  });

  it("acts on the caller's own schedule only and refuses BILLING_ONLY, changing nothing", async () => {
    const t = await team();
    const owner = await t.as(t.owner);
    await ok(owner, "add_day_off", { date: "2026-12-24" });
    expect((await v1("GET", "/v1/schedules", t.keyOf(t.member))).data[0].overrides).toEqual([]);
    const billing = await t.as(t.billing);
    expect(await problem(billing, "add_day_off", { date: "2026-12-24" })).toMatchObject({ code: "FORBIDDEN", status: 403 });
    const schedule = await ok(await t.as(t.member), "get_my_schedule", {});
    expect(await problem(billing, "set_weekly_hours", { availability: evenings, updatedAt: schedule.updatedAt })).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await ok(await t.as(t.member), "get_my_schedule", {})).toEqual(schedule);
  });
});

/** A refused call: who calls, with what, and the problem's code and field (a FORBIDDEN change names none). */
interface Refusal {
  tool: string;
  as: "member" | "billing" | "owner";
  args: Json;
  code: string;
  field?: string;
}

/** Every argument the organizer tools refuse; `t` is the team with a deleted link and another team's link beside it. */
function refusals(t: Awaited<ReturnType<typeof refusalTeam>>): Refusal[] {
  const link = (args: Json) => ({ bookingLinkId: t.mine.id, updatedAt: t.linkStamp, ...args });
  const week = (monday: Json[]) => ({ availability: { monday }, updatedAt: t.schedule.updatedAt });
  const earlier = (stamp: string) => new Date(Date.parse(stamp) - 1).toISOString();
  const r = (tool: string, as: Refusal["as"], args: Json, code: string, field?: string): Refusal => ({ tool, as, args, code, field });
  const invalid = (tool: string, args: Json, field: string) => r(tool, "member", args, "VALIDATION_FAILED", field);
  return [
    invalid("list_my_booking_links", { userId: "usr nowhere" }, "userId"),
    invalid("list_my_booking_links", { page: 0 }, "page"),
    invalid("list_my_booking_links", { page: "2" }, "page"),
    invalid("list_my_booking_links", { pageSize: 101 }, "pageSize"),
    invalid("list_my_booking_links", { pageSize: 1.5 }, "pageSize"),
    invalid("list_my_booking_links", { status: "ENABLED" }, "status"),
    r("list_my_booking_links", "member", { userId: t.other.id }, "FORBIDDEN", "userId"),
    r("list_my_booking_links", "billing", { userId: t.member.id }, "FORBIDDEN", "userId"),
    r("list_my_booking_links", "owner", { userId: "usr_nowhere" }, "NOT_FOUND", "userId"),
    r("list_my_booking_links", "owner", { userId: t.stranger.id }, "NOT_FOUND", "userId"),
    invalid("update_booking_link", link({ bookingLinkId: "../bl_demo" }), "bookingLinkId"),
    invalid("update_booking_link", { title: "No id" }, "bookingLinkId"),
    r("update_booking_link", "member", link({ bookingLinkId: "bl_nowhere", title: "x" }), "NOT_FOUND", "bookingLinkId"),
    r("update_booking_link", "owner", link({ bookingLinkId: t.strangers.id, title: "x" }), "NOT_FOUND", "bookingLinkId"),
    r("update_booking_link", "member", link({ bookingLinkId: t.others.id, updatedAt: t.othersStamp, title: "x" }), "FORBIDDEN"),
    r("update_booking_link", "billing", link({ title: "x" }), "FORBIDDEN"),
    r(
      "update_booking_link",
      "member",
      link({ bookingLinkId: t.deleted.id, updatedAt: t.deletedStamp, title: "x" }),
      "BOOKING_LINK_DELETED",
      "bookingLinkId",
    ),
    r("update_booking_link", "member", link({ updatedAt: earlier(t.linkStamp), title: "x" }), "STALE_UPDATE", "updatedAt"),
    invalid("update_booking_link", { bookingLinkId: t.mine.id, title: "x" }, "updatedAt"),
    invalid("update_booking_link", link({ updatedAt: "yesterday" }), "updatedAt"),
    invalid("update_booking_link", link({ updatedAt: "2026-12-07T09:00:00+01:00" }), "updatedAt"),
    invalid("update_booking_link", link({ title: "" }), "title"),
    invalid("update_booking_link", link({ title: "x".repeat(201) }), "title"),
    invalid("update_booking_link", link({ title: 42 }), "title"),
    invalid("update_booking_link", link({ title: "   " }), "title"),
    invalid("update_booking_link", link({ title: "Intro\ncall" }), "title"),
    invalid("update_booking_link", link({ description: "x".repeat(20_001) }), "description"),
    invalid("update_booking_link", link({ status: "PAUSED" }), "status"),
    invalid("update_booking_link", link({ isPrivate: "yes" }), "isPrivate"),
    invalid("update_booking_link", link({ slug: "moved" }), "slug"),
    invalid("update_booking_link", link({ bookingDurations: [{ durationInMinutes: 45, isDefault: true }] }), "bookingDurations"),
    invalid("get_my_schedule", { userId: t.other.id }, "userId"),
    invalid("get_my_schedule", { scheduleId: t.schedule.id }, "scheduleId"),
    invalid("set_weekly_hours", { availability: { monday: [] } }, "updatedAt"),
    invalid("set_weekly_hours", { updatedAt: t.schedule.updatedAt }, "availability"),
    invalid("set_weekly_hours", { availability: { funday: [] }, updatedAt: t.schedule.updatedAt }, "availability.funday"),
    invalid("set_weekly_hours", { ...week([]), timeZone: "Mars/Olympus" }, "timeZone"),
    invalid("set_weekly_hours", week([{ start: "25:00:00", end: "26:00:00" }]), "availability.monday.0.start"),
    invalid("set_weekly_hours", week([{ start: "9:00", end: "12:00:00" }]), "availability.monday.0.start"),
    invalid("set_weekly_hours", week([{ start: "09:00:00", end: "12:00" }]), "availability.monday.0.end"),
    invalid("set_weekly_hours", week([{ start: "09:00:00", end: "09:00:00" }]), "availability.monday.0"),
    invalid("set_weekly_hours", week([{ start: "24:00:00", end: "01:00:00" }]), "availability.monday.0.start"),
    invalid("set_weekly_hours", week([{ start: "09:00:00" }]), "availability.monday.0.end"),
    invalid("set_weekly_hours", week([{ start: "09:00:00", end: "12:00:00", timeZone: "UTC" }]), "availability.monday.0.timeZone"),
    invalid(
      "set_weekly_hours",
      week([
        { start: "09:00:00", end: "12:00:00" },
        { start: "11:00:00", end: "13:00:00" },
      ]),
      "availability.monday.1",
    ),
    invalid(
      "set_weekly_hours",
      week([
        { start: "22:00:00", end: "02:00:00" },
        { start: "23:00:00", end: "23:30:00" },
      ]),
      "availability.monday.1",
    ),
    invalid(
      "set_weekly_hours",
      week(Array.from({ length: 25 }, (_, h) => ({ start: `${String(h % 24).padStart(2, "0")}:00:00`, end: "00:30:00" }))),
      "availability.monday",
    ),
    invalid(
      "set_weekly_hours",
      { availability: { monday: { start: "09:00:00", end: "12:00:00" } }, updatedAt: t.schedule.updatedAt },
      "availability.monday",
    ),
    r("set_weekly_hours", "member", { ...week([]), updatedAt: earlier(t.schedule.updatedAt) }, "STALE_UPDATE", "updatedAt"),
    r("set_weekly_hours", "billing", week([]), "FORBIDDEN"),
    invalid("add_day_off", {}, "date"),
    invalid("add_day_off", { date: "2027-02-30" }, "date"),
    invalid("add_day_off", { date: "2026-02-29" }, "date"),
    invalid("add_day_off", { date: "2026-13-01" }, "date"),
    invalid("add_day_off", { date: "24.12.2026" }, "date"),
    invalid("add_day_off", { date: "2026-12-24T00:00:00Z" }, "date"),
    invalid("add_day_off", { date: "2300-01-01" }, "date"),
    invalid("add_day_off", { date: 20261224 }, "date"),
    invalid("add_day_off", { date: "2026-12-24", updatedAt: "yesterday" }, "updatedAt"),
    invalid("add_day_off", { date: "2026-12-24", userId: t.other.id }, "userId"),
    invalid("add_day_off", { date: "2026-12-24", ranges: [{ start: "09:00:00", end: "10:00:00" }] }, "ranges"),
    r("add_day_off", "member", { date: "2026-12-24", updatedAt: earlier(t.schedule.updatedAt) }, "STALE_UPDATE", "updatedAt"),
    r("add_day_off", "billing", { date: "2026-12-24" }, "FORBIDDEN"),
  ];
}

/** The team (its second link deleted), another team's owner and link, and the stamps a client would have read. */
async function refusalTeam() {
  const t = await team();
  const stranger = makeMember({ role: "OWNER" });
  const strangers = makeBookingLink([stranger], { title: "Another team's" });
  await seedWorkspace(service.db, makeWorkspace([stranger], [strangers]), NOW);
  const deleted = await service.server.request("POST", "/v1/booking-links/delete", { key: t.key, body: { bookingLinkId: t.second.id } });
  expect(deleted.status).toBe(200);
  const stamp = async (id: string) => (await v1("GET", `/v1/booking-links/${id}`, t.key)).updatedAt as string;
  return {
    ...t,
    deleted: t.second,
    stranger,
    strangers,
    linkStamp: await stamp(t.mine.id),
    othersStamp: await stamp(t.others.id),
    deletedStamp: await stamp(t.second.id),
    schedule: (await v1("GET", "/v1/schedules", t.keyOf(t.member))).data[0] as Json,
  };
}

/** What a refused call must leave as it was: every link and schedule of both teams, the audit log, the change feed. */
async function snapshot(t: Awaited<ReturnType<typeof refusalTeam>>) {
  const links = [t.mine, t.second, t.others].map((link) => v1("GET", `/v1/booking-links/${link.id}`, t.key));
  const people = [t.owner, t.admin, t.member, t.other, t.billing];
  const schedules = people.map((who) => v1("GET", `/v1/schedules?userId=${who.id}`, t.key));
  return {
    links: await Promise.all(links),
    strangers: await v1("GET", `/v1/booking-links/${t.strangers.id}`, t.stranger.apiKeys[0]!.key),
    schedules: await Promise.all(schedules),
    audit: await service.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, t.workspace.id)),
    stamps: stamps([ANY_TOPIC]),
  };
}

describe.skipIf(!testDbAvailable)("what the organizer tools refuse", () => {
  it("answers each refused argument with a 4xx problem naming its code and field, changing nothing", async () => {
    const t = await refusalTeam();
    const clients = {
      member: await t.as(t.member),
      billing: await t.as(t.billing),
      owner: await t.as(t.owner),
    };
    const cases = refusals(t);
    expect(new Set(cases.map((c) => JSON.stringify([c.tool, c.as, c.args]))).size).toBe(cases.length);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const before = await snapshot(t);
    for (const { tool, as, args, code, field } of cases) {
      const label = `${tool} as ${as} ${JSON.stringify(args).slice(0, 200)}`;
      const { result } = await call(clients[as], tool, args);
      expect.soft(result.isError, `${label}: ${JSON.stringify(result.content).slice(0, 300)}`).toBe(true);
      if (!result.isError) continue;
      const answer = JSON.parse((result.content[0] as { text: string }).text) as Json;
      expect.soft(answer, label).toMatchObject({ code, ...(field !== undefined && { field }) });
      expect.soft(answer.status, label).toBeGreaterThanOrEqual(400);
      expect.soft(answer.status, label).toBeLessThan(500);
      expect.soft(answer.detail, label).toEqual(expect.any(String));
      expect.soft(await snapshot(t), label).toEqual(before);
    }
  });
});
