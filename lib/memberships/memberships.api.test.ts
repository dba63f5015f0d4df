import { z } from "@hono/zod-openapi";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { membershipPage, membershipSchema, syncConfigSchema } from "../contract/memberships";
import { auditEvents, bookingLinks, hosts, syncConfigs, users } from "../db/schema";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);

/** A fresh team per test: two owners, an admin, a member, billing, and links the member takes part in. */
async function makeTeam() {
  const owner = makeMember({ role: "OWNER", name: "Olga Owner" });
  const coOwner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  member.syncConfigs = [
    {
      id: `${member.id}_sync`,
      type: "BI_DIRECTIONAL",
      name: "Work ↔ personal",
      syncTitles: true,
      syncDescription: false,
      syncAttendees: false,
      markPrivate: true,
      disableReminders: true,
      frequency: "ALWAYS",
      eventTitles: "Busy",
      syncWithRSVP: ["accepted", "tentative"],
      syncLocation: false,
      syncConferenceData: false,
      syncFreeEvents: false,
      eventColorId: "SAGE",
      excludeEventColorId: null,
      isPaused: false,
      lastEventStatus: "SUCCESS",
      targetCalendars: [{ id: `${member.id}_target`, calendarId: `${member.id}_cal` }],
    },
  ];
  const membersOwn = makeBookingLink([member]);
  // Owned by the admin, organized by the member.
  const shared = makeBookingLink([admin, member]);
  shared.hosts[0]!.isOrganizer = false;
  shared.hosts[1]!.isOrganizer = true;
  const membersOnly = makeBookingLink([owner, member]);
  const team = await seedWorkspace(
    service.db,
    makeWorkspace([owner, coOwner, admin, member, billing], [membersOwn, shared, membersOnly]),
    NOW,
  );
  return { ...team, owner, coOwner, admin, member, billing, membersOwn, shared };
}

describe.skipIf(!testDbAvailable)("GET /v1/memberships", () => {
  it("lists every member with user, calendars and sync configurations, exactly as the interface names them", async () => {
    const team = await makeTeam();
    const { data: body, response } = await service.server.client(team.keyOf(team.billing)).GET("/v1/memberships");
    expect(response.status).toBe(200);
    const page = membershipPage.parse(body);
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 100, total: 5 });
    // Owners first, then admins, members and billing; by name within a role.
    const owners = [team.owner, team.coOwner].sort((a, b) => a.name.localeCompare(b.name)).map((m) => [m.id, "OWNER"]);
    expect(page.data.map((m) => [m.userId, m.role])).toEqual([
      ...owners,
      [team.admin.id, "ADMIN"],
      [team.member.id, "MEMBER"],
      [team.billing.id, "BILLING_ONLY"],
    ]);
    const member = body!.data[3]!;
    expect(Object.keys(member.user).sort()).toEqual([
      "calendars",
      "createdAt",
      "email",
      "id",
      "image",
      "name",
      "syncConfigs",
      "updatedAt",
      "workspaceId",
    ]);
    expect(member.user.calendars).toEqual([{ id: `${team.member.id}_cal`, name: "Work", email: team.member.email, provider: "GOOGLE" }]);
    expect(member.user.syncConfigs[0]).toMatchObject({
      type: "BI_DIRECTIONAL",
      syncWithRSVP: ["accepted", "tentative"],
      eventColorId: "SAGE",
      excludeEventColorId: null,
      lastEventStatus: "SUCCESS",
      userId: team.member.id,
      targetCalendars: [{ id: `${team.member.id}_target`, syncConfigId: `${team.member.id}_sync`, calendarId: `${team.member.id}_cal` }],
    });
  });

  it("writes every field the schema names and no other, its times as a Date writes them", async () => {
    const team = await makeTeam();
    // Stored to the microsecond (now() does), answered to the millisecond, cut as Date.toISOString cuts it.
    await service.db.update(users).set({ updatedAt: sql`'2026-12-06 23:59:59.999999+00'` }).where(eq(users.id, team.member.id));
    await service.db
      .update(syncConfigs)
      .set({ createdAt: sql`'2026-12-01 10:00:00.123999+00'` })
      .where(eq(syncConfigs.userId, team.member.id));
    const { data: body } = await service.server.client(team.key).GET("/v1/memberships");
    const strict = membershipSchema.extend({
      user: membershipSchema.shape.user.extend({ syncConfigs: z.array(syncConfigSchema.strict()) }).strict(),
    });
    const page = z.object({ data: z.array(strict.strict()) }).parse(body);
    const member = page.data.find((m) => m.userId === team.member.id)!;
    expect(member.user.updatedAt).toBe("2026-12-06T23:59:59.999Z");
    expect(member.user.syncConfigs[0]!.createdAt).toBe("2026-12-01T10:00:00.123Z");
    expect(page.data.find((m) => m.userId === team.owner.id)!.user).toMatchObject({ syncConfigs: [], image: null });
  });

  it("pages through the list; past the end the data is empty", async () => {
    const team = await makeTeam();
    const page = async (query: { page?: number; pageSize?: number }) =>
      (await service.server.client(team.key).GET("/v1/memberships", { params: { query } })).data!;
    const first = await page({ pageSize: 2 });
    const third = await page({ page: 3, pageSize: 2 });
    const fourth = await page({ page: 4, pageSize: 2 });
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 2, total: 5 });
    expect(first.data.map((m) => m.userId).sort()).toEqual([team.owner.id, team.coOwner.id].sort());
    expect(third.data.map((m) => m.userId)).toEqual([team.billing.id]);
    expect(fourth).toMatchObject({ pageNumber: 4, pageSize: 2, total: 5, data: [] });
    // The interface's rule: more pages exist while pageSize × pageNumber ≤ total.
    // On an exact multiple it promises one page more, which is empty.
    const exact = await page({ pageSize: 5 });
    expect(5 * exact.pageNumber <= exact.total).toBe(true);
    expect((await page({ page: 2, pageSize: 5 })).data).toEqual([]);
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=10.5", "page"],
    ["page=", "page"],
    ["pageSize=0", "pageSize"],
    ["pageSize=-1", "pageSize"],
    ["pageSize=101", "pageSize"],
    ["pageSize=abc", "pageSize"],
    ["pageSize=10.5", "pageSize"],
    ["pageSize=1e2", "pageSize"],
  ])("rejects %s with 400 VALIDATION_FAILED on %s", async (query, field) => {
    const team = await makeTeam();
    // Query strings the contract forbids, sent as written.
    const params = { query: Object.fromEntries(new URLSearchParams(query)) as never };
    const { error, response } = await service.server.client(team.key).GET("/v1/memberships", { params });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ code: "VALIDATION_FAILED", field });
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/memberships/revoke", () => {
  let team: Awaited<ReturnType<typeof makeTeam>>;
  beforeEach(async () => {
    team = await makeTeam();
  });

  type Who = "owner" | "coOwner" | "admin" | "member" | "billing";
  const cases: { name: string; as: Who; body: (t: typeof team) => unknown; status: number; code: string; field?: string }[] = [
    { name: "a MEMBER key", as: "member", body: (t) => ({ userId: t.billing.id }), status: 403, code: "FORBIDDEN" },
    { name: "a BILLING_ONLY key", as: "billing", body: (t) => ({ userId: t.member.id }), status: 403, code: "FORBIDDEN" },
    {
      name: "an ADMIN removing an OWNER",
      as: "admin",
      body: (t) => ({ userId: t.owner.id }),
      status: 403,
      code: "FORBIDDEN",
      field: "userId",
    },
    { name: "neither userId nor email", as: "owner", body: () => ({}), status: 400, code: "VALIDATION_FAILED", field: "userId" },
    {
      name: "both userId and email",
      as: "owner",
      body: (t) => ({ userId: t.member.id, email: t.member.email }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "email",
    },
    { name: "an unknown userId", as: "owner", body: () => ({ userId: "usr_nobody" }), status: 404, code: "NOT_FOUND", field: "userId" },
    {
      name: "an unknown email",
      as: "owner",
      body: () => ({ email: "nobody@example.test" }),
      status: 404,
      code: "NOT_FOUND",
      field: "email",
    },
    {
      name: "an invalid email",
      as: "owner",
      body: () => ({ email: "not-an-email" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "email",
    },
    { name: "oneself", as: "owner", body: (t) => ({ userId: t.owner.id }), status: 422, code: "CANNOT_REVOKE_SELF", field: "userId" },
    {
      name: "an unknown field",
      as: "owner",
      body: (t) => ({ userId: t.member.id, force: true }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "force",
    },
  ];

  it.each(cases)("refuses $name → $status $code", async ({ as, body, status, code, field }) => {
    const before = await service.rowCounts();
    // Some bodies break the contract on purpose: the service, not the client's types, is under test.
    const answer = await service.server.client(team.keyOf(team[as])).POST("/v1/memberships/revoke", { body: body(team) as never });
    await expectProblem(answer, { status, code, field });
    expect(await service.rowCounts()).toEqual(before);
  });

  it("answers another team's member as not found", async () => {
    const stranger = makeMember();
    await seedWorkspace(service.db, makeWorkspace([stranger]), NOW);
    for (const body of [{ userId: stranger.id }, { email: stranger.email }]) {
      const { response } = await service.server.client(team.key).POST("/v1/memberships/revoke", { body });
      expect(response.status).toBe(404);
    }
  });

  it("removes a member by email: keys stop working, links are released, and it is logged", async () => {
    const asMember = service.server.client(team.keyOf(team.member));
    expect((await asMember.GET("/v1/memberships")).response.status).toBe(200);

    const { data, response } = await service.server
      .client(team.keyOf(team.admin))
      .POST("/v1/memberships/revoke", { body: { email: team.member.email.toUpperCase() } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true });

    expect((await asMember.GET("/v1/memberships")).response.status).toBe(401);
    const { data: list } = await service.server.client(team.key).GET("/v1/memberships");
    expect(list!.data.map((m) => m.userId)).not.toContain(team.member.id);

    const [own] = await service.db.select().from(bookingLinks).where(eq(bookingLinks.id, team.membersOwn.id));
    expect(own!.disabledBySystem).toBe(true);
    const sharedHosts = await service.db.select().from(hosts).where(eq(hosts.bookingLinkId, team.shared.id));
    expect(sharedHosts.map((h) => [h.userId, h.isOrganizer])).toEqual([[team.admin.id, true]]);

    const events = await service.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, team.workspace.id));
    expect(events.map((e) => e.action).sort()).toEqual([
      "API_KEY_REVOKED",
      "BOOKING_LINK_UPDATED",
      "BOOKING_LINK_UPDATED",
      "BOOKING_LINK_UPDATED",
      "MEMBERSHIP_REMOVED",
    ]);
    const removed = events.find((e) => e.action === "MEMBERSHIP_REMOVED")!;
    expect(removed).toMatchObject({ actorUserId: team.admin.id, category: "ACCESS_CONTROL" });
    expect(removed.details).toEqual({ subject: { type: "user", id: team.member.id, label: `${team.member.name} <${team.member.email}>` } });

    const again = await service.server.client(team.key).POST("/v1/memberships/revoke", { body: { userId: team.member.id } });
    expect(again.response.status).toBe(404);
  });

  it("lets an owner remove another owner, and two owners removing each other at once leave one", async () => {
    const revoke = (as: "owner" | "coOwner", userId: string) =>
      service.server.client(team.keyOf(team[as])).POST("/v1/memberships/revoke", { body: { userId } });
    const results = await Promise.all([revoke("owner", team.coOwner.id), revoke("coOwner", team.owner.id)]);
    expect(results.map((r) => r.response.status).sort()).toEqual([200, 401]);
    const { data: list } = await service.server.client(team.keyOf(team.admin)).GET("/v1/memberships");
    expect(list!.data.filter((m) => m.role === "OWNER")).toHaveLength(1);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/memberships/update (extension)", () => {
  let team: Awaited<ReturnType<typeof makeTeam>>;
  beforeEach(async () => {
    team = await makeTeam();
  });

  type Who = "owner" | "coOwner" | "admin" | "member" | "billing";
  const update = (as: Who, body: unknown) =>
    // Some bodies break the contract on purpose: the service, not the client's types, is under test.
    service.server.client(team.keyOf(team[as])).POST("/v1/memberships/update", { body: body as never });
  const roleOf = async (userId: string) => {
    const { data } = await service.server.client(team.key).GET("/v1/memberships");
    return data!.data.find((m) => m.userId === userId)?.role;
  };

  const cases: { name: string; as: Who; body: (t: typeof team) => unknown; status: number; code: string; field?: string }[] = [
    { name: "a MEMBER key", as: "member", body: (t) => ({ userId: t.billing.id, role: "MEMBER" }), status: 403, code: "FORBIDDEN" },
    { name: "a BILLING_ONLY key", as: "billing", body: (t) => ({ userId: t.member.id, role: "ADMIN" }), status: 403, code: "FORBIDDEN" },
    {
      name: "a MEMBER promoting themselves",
      as: "member",
      body: (t) => ({ userId: t.member.id, role: "OWNER" }),
      status: 403,
      code: "FORBIDDEN",
    },
    {
      name: "an ADMIN making an OWNER",
      as: "admin",
      body: (t) => ({ userId: t.member.id, role: "OWNER" }),
      status: 403,
      code: "FORBIDDEN",
      field: "role",
    },
    {
      name: "an ADMIN demoting an OWNER",
      as: "admin",
      body: (t) => ({ userId: t.owner.id, role: "MEMBER" }),
      status: 403,
      code: "FORBIDDEN",
      field: "role",
    },
    {
      name: "an unknown role",
      as: "owner",
      body: (t) => ({ userId: t.member.id, role: "SUPERUSER" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "role",
    },
    {
      name: "a lower-case role",
      as: "owner",
      body: (t) => ({ userId: t.member.id, role: "admin" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "role",
    },
    { name: "no role", as: "owner", body: (t) => ({ userId: t.member.id }), status: 400, code: "VALIDATION_FAILED", field: "role" },
    { name: "no userId", as: "owner", body: () => ({ role: "ADMIN" }), status: 400, code: "VALIDATION_FAILED", field: "userId" },
    {
      name: "an unknown userId",
      as: "owner",
      body: () => ({ userId: "usr_nobody", role: "ADMIN" }),
      status: 404,
      code: "NOT_FOUND",
      field: "userId",
    },
    {
      name: "an unknown field",
      as: "owner",
      body: (t) => ({ userId: t.member.id, role: "ADMIN", force: true }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "force",
    },
  ];

  it.each(cases)("refuses $name → $status $code", async ({ as, body, status, code, field }) => {
    const before = await service.rowCounts();
    await expectProblem(await update(as, body(team)), { status, code, field });
    expect(await service.rowCounts()).toEqual(before);
  });

  it("answers another team's member as not found", async () => {
    const stranger = makeMember();
    await seedWorkspace(service.db, makeWorkspace([stranger]), NOW);
    await expectProblem(await update("owner", { userId: stranger.id, role: "ADMIN" }), { status: 404, code: "NOT_FOUND", field: "userId" });
  });

  it("an ADMIN makes a MEMBER an ADMIN: answered as listed, logged, and the member's key can manage the team at once", async () => {
    const asMember = service.server.client(team.keyOf(team.member));
    const refused = await asMember.POST("/v1/memberships/revoke", { body: { userId: team.billing.id } });
    expect(refused.response.status).toBe(403);

    const { data, response } = await update("admin", { userId: team.member.id, role: "ADMIN" });
    expect(response.status).toBe(200);
    const { data: list } = await service.server.client(team.key).GET("/v1/memberships");
    expect(data).toEqual(list!.data.find((m) => m.userId === team.member.id));
    expect(data!.role).toBe("ADMIN");

    const [event] = await service.db.select().from(auditEvents).where(eq(auditEvents.action, "ROLE_UPDATED"));
    expect(event).toMatchObject({ workspaceId: team.workspace.id, actorUserId: team.admin.id, category: "ACCESS_CONTROL" });
    expect(event!.details).toEqual({
      subject: { type: "user", id: team.member.id, label: `${team.member.name} <${team.member.email}>: MEMBER → ADMIN` },
    });
    const allowed = await asMember.POST("/v1/memberships/revoke", { body: { userId: team.billing.id } });
    expect(allowed.response.status).toBe(200);
  });

  it("a role already held changes and records nothing", async () => {
    const before = await service.rowCounts();
    const { data, response } = await update("owner", { userId: team.admin.id, role: "ADMIN" });
    expect(response.status).toBe(200);
    expect(data!.role).toBe("ADMIN");
    expect(await service.rowCounts()).toEqual(before);
  });

  it("an OWNER hands over ownership; the last owner cannot step down, even when two demote each other at once", async () => {
    expect((await update("owner", { userId: team.admin.id, role: "OWNER" })).response.status).toBe(200);
    expect(await roleOf(team.admin.id)).toBe("OWNER");
    expect((await update("admin", { userId: team.coOwner.id, role: "MEMBER" })).response.status).toBe(200);
    const both = await Promise.all([
      update("owner", { userId: team.admin.id, role: "MEMBER" }),
      update("admin", { userId: team.owner.id, role: "MEMBER" }),
    ]);
    const statuses = both.map((r) => r.response.status).sort();
    // The second to run finds one owner left (409), or no longer is an owner itself (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const { data } = await service.server.client(team.keyOf(team.billing)).GET("/v1/memberships");
    expect(data!.data.filter((m) => m.role === "OWNER")).toHaveLength(1);
    const owner = data!.data.find((m) => m.role === "OWNER")!;
    await expectProblem(
      await service.server.client(team.keyOf(team[owner.userId === team.owner.id ? "owner" : "admin"])).POST("/v1/memberships/update", {
        body: { userId: owner.userId, role: "ADMIN" },
      }),
      { status: 409, code: "LAST_OWNER", field: "role" },
    );
  });
});
