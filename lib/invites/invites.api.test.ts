import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitePage, inviteSchema } from "../contract/invites";
import { auditEvents, invites } from "../db/schema";
import { expectProblem } from "../testing/expect-problem";
import { makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);

async function makeTeam() {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const workspace = makeWorkspace([owner, admin, member, billing]);
  const invite = (id: string, status: "PENDING" | "ACCEPTED" | "CANCELLED" | "DECLINED", createdAt: string, expiresAt: string) => ({
    id: `${workspace.id}_${id}`,
    receiverEmail: `${id}.${workspace.id.replace("_", "-")}@example.test`,
    receiverFullName: `Invitee ${id}`,
    status,
    inviterId: owner.id,
    createdAt,
    expiresAt,
  });
  workspace.invites = [
    invite("accepted", "ACCEPTED", "2026-11-01T10:00:00Z", "2026-11-08T10:00:00Z"),
    invite("declined", "DECLINED", "2026-11-02T10:00:00Z", "2026-11-09T10:00:00Z"),
    invite("cancelled", "CANCELLED", "2026-11-03T10:00:00Z", "2026-11-10T10:00:00Z"),
    invite("expired", "PENDING", "2026-11-20T10:00:00Z", "2026-11-27T10:00:00Z"),
    invite("pending", "PENDING", "2026-12-05T10:00:00Z", "2026-12-12T10:00:00Z"),
  ];
  const team = await seedWorkspace(service.db, workspace, NOW);
  const id = (name: string) => `${workspace.id}_${name}`;
  const email = (name: string) => `${name}.${workspace.id.replace("_", "-")}@example.test`;
  return { ...team, owner, admin, member, billing, id, email };
}

type Team = Awaited<ReturnType<typeof makeTeam>>;
type Who = "owner" | "admin" | "member" | "billing";

const post = (team: Team, as: Who, path: string, body: unknown) =>
  service.server.request("POST", path, { key: team.keyOf(team[as]), body });

describe.skipIf(!testDbAvailable)("POST /v1/invites/create", () => {
  it("creates a PENDING invite that expires in 7 days, lists it and logs it", async () => {
    const team = await makeTeam();
    const res = await post(team, "admin", "/v1/invites/create", {
      receiverEmail: "new.person@example.test",
      receiverFullName: "New Person",
      role: "MEMBER",
    });
    expect(res.status).toBe(201);
    const invite = inviteSchema.parse(await res.json());
    expect(invite).toMatchObject({
      receiverEmail: "new.person@example.test",
      receiverFullName: "New Person",
      status: "PENDING",
      inviterId: team.admin.id,
      workspaceId: team.workspace.id,
      createdAt: NOW.toISOString(),
      expiresAt: "2026-12-14T08:00:00.000Z",
    });
    const list = await (await service.server.request("GET", "/v1/invites?status=PENDING", { key: team.key })).json();
    expect(list.data[0].id).toBe(invite.id);
    const [event] = await service.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.workspaceId, team.workspace.id), eq(auditEvents.action, "INVITATION_CREATED")));
    expect(event).toMatchObject({
      actorUserId: team.admin.id,
      details: { subject: { type: "invite", id: invite.id, label: "new.person@example.test" } },
    });
  });

  it("defaults role to MEMBER", async () => {
    const team = await makeTeam();
    const res = await post(team, "owner", "/v1/invites/create", { receiverEmail: "no.role@example.test", receiverFullName: "No Role" });
    expect(res.status).toBe(201);
  });

  it("replaces an expired pending invite for the same address", async () => {
    const team = await makeTeam();
    const res = await post(team, "owner", "/v1/invites/create", {
      receiverEmail: team.email("expired").toUpperCase(),
      receiverFullName: "Again",
    });
    expect(res.status).toBe(201);
    const [old] = await service.db
      .select()
      .from(invites)
      .where(eq(invites.id, team.id("expired")));
    expect(old!.status).toBe("CANCELLED");
  });

  it("invites a registered user on the free plan or with a cancelled subscription, not one on an active paid plan", async () => {
    const team = await makeTeam();
    const free = makeMember({ plan: "FREE" });
    const cancelled = makeMember({ plan: "PRO", subscriptionStatus: "CANCELLED" });
    const paying = makeMember({ plan: "BUSINESS", subscriptionStatus: "ACTIVE" });
    const trialing = makeMember({ plan: "PRO", subscriptionStatus: "TRIALING" });
    await seedWorkspace(service.db, makeWorkspace([free, cancelled, paying, trialing]), NOW);
    const statuses = [];
    for (const user of [free, cancelled, paying, trialing]) {
      const res = await post(team, "owner", "/v1/invites/create", { receiverEmail: user.email, receiverFullName: user.name });
      statuses.push([res.status, res.status === 201 ? "" : (await res.json()).code]);
    }
    expect(statuses).toEqual([
      [201, ""],
      [201, ""],
      [409, "INVITEE_ON_PAID_PLAN"],
      [409, "INVITEE_ON_PAID_PLAN"],
    ]);
  });

  it("creates one invite when two arrive for one address at once", async () => {
    const team = await makeTeam();
    const body = { receiverEmail: "race@example.test", receiverFullName: "Race" };
    const results = await Promise.all([post(team, "owner", "/v1/invites/create", body), post(team, "admin", "/v1/invites/create", body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("records no audit event for a team of one", async () => {
    const solo = makeMember({ role: "OWNER" });
    const team = await seedWorkspace(service.db, makeWorkspace([solo]), NOW);
    const res = await service.server.request("POST", "/v1/invites/create", {
      key: team.key,
      body: { receiverEmail: "x@example.test", receiverFullName: "X" },
    });
    expect(res.status).toBe(201);
    expect(await service.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, team.workspace.id))).toEqual([]);
  });

  const refusals: { name: string; as: Who; body: (t: Team) => unknown; status: number; code: string; field?: string }[] = [
    {
      name: "a MEMBER key",
      as: "member",
      body: () => ({ receiverEmail: "a@example.test", receiverFullName: "A" }),
      status: 403,
      code: "FORBIDDEN",
    },
    {
      name: "a BILLING_ONLY key",
      as: "billing",
      body: () => ({ receiverEmail: "a@example.test", receiverFullName: "A" }),
      status: 403,
      code: "FORBIDDEN",
    },
    {
      name: "role ADMIN",
      as: "owner",
      body: () => ({ receiverEmail: "a@example.test", receiverFullName: "A", role: "ADMIN" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "role",
    },
    {
      name: "role OWNER",
      as: "owner",
      body: () => ({ receiverEmail: "a@example.test", receiverFullName: "A", role: "OWNER" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "role",
    },
    {
      name: "no receiverEmail",
      as: "owner",
      body: () => ({ receiverFullName: "A" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "receiverEmail",
    },
    {
      name: "an invalid receiverEmail",
      as: "owner",
      body: () => ({ receiverEmail: "a@", receiverFullName: "A" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "receiverEmail",
    },
    {
      name: "no receiverFullName",
      as: "owner",
      body: () => ({ receiverEmail: "a@example.test" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "receiverFullName",
    },
    {
      name: "a multi-line receiverFullName",
      as: "owner",
      body: () => ({ receiverEmail: "a@example.test", receiverFullName: "A\nB" }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "receiverFullName",
    },
    {
      name: "a member's address, in other case",
      as: "owner",
      body: (t) => ({ receiverEmail: t.member.email.toUpperCase(), receiverFullName: "M" }),
      status: 409,
      code: "ALREADY_MEMBER",
      field: "receiverEmail",
    },
    {
      name: "an address with a pending invite",
      as: "admin",
      body: (t) => ({ receiverEmail: t.email("pending"), receiverFullName: "P" }),
      status: 409,
      code: "INVITE_ALREADY_PENDING",
      field: "receiverEmail",
    },
  ];

  it.each(refusals)("refuses $name → $status $code", async ({ as, body, status, code, field }) => {
    const team = await makeTeam();
    const before = await service.rowCounts();
    const res = await post(team, as, "/v1/invites/create", body(team));
    await expectProblem(res, { status, code, field });
    expect(await service.rowCounts()).toEqual(before);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/invites/cancel", () => {
  it.each([
    ["by inviteId", (t: Team) => ({ inviteId: t.id("pending") })],
    ["by the receiver's email, in other case", (t: Team) => ({ email: t.email("pending").toUpperCase() })],
  ])("cancels a pending invite %s and logs it", async (_name, body) => {
    const team = await makeTeam();
    const res = await post(team, "owner", "/v1/invites/cancel", body(team));
    expect(res.status).toBe(200);
    expect(inviteSchema.parse(await res.json())).toMatchObject({
      id: team.id("pending"),
      status: "CANCELLED",
      updatedAt: NOW.toISOString(),
    });
    const [event] = await service.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.workspaceId, team.workspace.id), eq(auditEvents.action, "INVITATION_REVOKED")));
    expect(event).toMatchObject({ actorUserId: team.owner.id, details: { subject: { id: team.id("pending") } } });
  });

  it("cancels an invite that expired while pending", async () => {
    const team = await makeTeam();
    const res = await post(team, "admin", "/v1/invites/cancel", { inviteId: team.id("expired") });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("CANCELLED");
  });

  const refusals: { name: string; as: Who; body: (t: Team) => unknown; status: number; code: string; field?: string }[] = [
    { name: "a MEMBER key", as: "member", body: (t) => ({ inviteId: t.id("pending") }), status: 403, code: "FORBIDDEN" },
    { name: "neither inviteId nor email", as: "owner", body: () => ({}), status: 400, code: "VALIDATION_FAILED", field: "inviteId" },
    {
      name: "both inviteId and email",
      as: "owner",
      body: (t) => ({ inviteId: t.id("pending"), email: t.email("pending") }),
      status: 400,
      code: "VALIDATION_FAILED",
      field: "email",
    },
    {
      name: "an unknown inviteId",
      as: "owner",
      body: () => ({ inviteId: "inv_unknown" }),
      status: 404,
      code: "NOT_FOUND",
      field: "inviteId",
    },
    {
      name: "an email with no invite",
      as: "owner",
      body: () => ({ email: "nobody@example.test" }),
      status: 404,
      code: "NOT_FOUND",
      field: "email",
    },
    {
      name: "an ACCEPTED invite",
      as: "owner",
      body: (t) => ({ inviteId: t.id("accepted") }),
      status: 409,
      code: "INVITE_NOT_PENDING",
      field: "inviteId",
    },
    {
      name: "a DECLINED invite",
      as: "owner",
      body: (t) => ({ inviteId: t.id("declined") }),
      status: 409,
      code: "INVITE_NOT_PENDING",
      field: "inviteId",
    },
    {
      name: "a CANCELLED invite, by email",
      as: "owner",
      body: (t) => ({ email: t.email("cancelled") }),
      status: 409,
      code: "INVITE_NOT_PENDING",
      field: "email",
    },
  ];

  it.each(refusals)("refuses $name → $status $code", async ({ as, body, status, code, field }) => {
    const team = await makeTeam();
    const before = await service.rowCounts();
    const res = await post(team, as, "/v1/invites/cancel", body(team));
    await expectProblem(res, { status, code, field });
    expect(await service.rowCounts()).toEqual(before);
  });

  it("answers another team's invite as not found", async () => {
    const team = await makeTeam();
    const other = await makeTeam();
    const res = await post(team, "owner", "/v1/invites/cancel", { inviteId: other.id("pending") });
    expect(res.status).toBe(404);
    const byEmail = await post(team, "owner", "/v1/invites/cancel", { email: other.email("pending") });
    expect(byEmail.status).toBe(404);
  });

  it("cancels once when two cancellations race", async () => {
    const team = await makeTeam();
    const results = await Promise.all([
      post(team, "owner", "/v1/invites/cancel", { inviteId: team.id("pending") }),
      post(team, "admin", "/v1/invites/cancel", { inviteId: team.id("pending") }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe.skipIf(!testDbAvailable)("GET /v1/invites", () => {
  it("lists the team's invites newest first, to any member's key", async () => {
    const team = await makeTeam();
    await makeTeam(); // another team's invites stay out
    const res = await service.server.request("GET", "/v1/invites", { key: team.keyOf(team.member) });
    expect(res.status).toBe(200);
    const page = invitePage.parse(await res.json());
    expect(page.total).toBe(5);
    expect(page.data.map((i) => i.id)).toEqual(["pending", "expired", "cancelled", "declined", "accepted"].map(team.id));
  });

  it.each([
    ["PENDING", ["pending", "expired"]],
    ["ACCEPTED", ["accepted"]],
    ["CANCELLED", ["cancelled"]],
    ["DECLINED", ["declined"]],
  ])("filters by status %s", async (status, expected) => {
    const team = await makeTeam();
    const page = await (await service.server.request("GET", `/v1/invites?status=${status}`, { key: team.key })).json();
    expect(page.data.map((i: { id: string }) => i.id)).toEqual(expected.map(team.id));
    expect(page.total).toBe(expected.length);
  });

  it("combines the status filter with pagination", async () => {
    const team = await makeTeam();
    const page = await (await service.server.request("GET", "/v1/invites?status=PENDING&page=2&pageSize=1", { key: team.key })).json();
    expect(page).toMatchObject({ pageNumber: 2, pageSize: 1, total: 2, data: [{ id: team.id("expired") }] });
  });

  it.each([
    ["status=EXPIRED", "status"],
    ["status=pending", "status"],
    ["pageSize=0", "pageSize"],
    ["page=1.5", "page"],
  ])("rejects %s", async (query, field) => {
    const team = await makeTeam();
    const res = await service.server.request("GET", `/v1/invites?${query}`, { key: team.key });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_FAILED", field });
  });
});
