import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitePage, inviteSchema } from "../contract/invites";
import { DEEP_PAGE_OFFSET } from "../db/reusable-query";
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

/** The typed client with `as`'s key. */
const api = (team: Team, as: Who = "owner") => service.server.client(team.keyOf(team[as]));

/**
 * Creates or cancels an invite. Some of the tables' bodies break the contract on purpose (the service, not the
 * client's types, is under test), so the body goes out as written.
 */
const post = (team: Team, as: Who, path: "/v1/invites/create" | "/v1/invites/cancel", body: unknown) =>
  api(team, as).POST(path, { body: body as never });

describe.skipIf(!testDbAvailable)("POST /v1/invites/create", () => {
  it("creates a PENDING invite that expires in 7 days, lists it and logs it", async () => {
    const team = await makeTeam();
    const { data, response } = await api(team, "admin").POST("/v1/invites/create", {
      body: { receiverEmail: "new.person@example.test", receiverFullName: "New Person", role: "MEMBER" },
    });
    expect(response.status).toBe(201);
    const invite = inviteSchema.parse(data);
    expect(invite).toMatchObject({
      receiverEmail: "new.person@example.test",
      receiverFullName: "New Person",
      status: "PENDING",
      inviterId: team.admin.id,
      workspaceId: team.workspace.id,
      createdAt: NOW.toISOString(),
      expiresAt: "2026-12-14T08:00:00.000Z",
    });
    const { data: list } = await api(team).GET("/v1/invites", { params: { query: { status: "PENDING" } } });
    expect(list!.data[0]!.id).toBe(invite.id);
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
    const { response } = await api(team).POST("/v1/invites/create", {
      body: { receiverEmail: "no.role@example.test", receiverFullName: "No Role" },
    });
    expect(response.status).toBe(201);
  });

  it("replaces an expired pending invite for the same address", async () => {
    const team = await makeTeam();
    const { response } = await api(team).POST("/v1/invites/create", {
      body: { receiverEmail: team.email("expired").toUpperCase(), receiverFullName: "Again" },
    });
    expect(response.status).toBe(201);
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
      const { error, response } = await api(team).POST("/v1/invites/create", {
        body: { receiverEmail: user.email, receiverFullName: user.name },
      });
      statuses.push([response.status, response.status === 201 ? "" : error?.code]);
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
    const results = await Promise.all([
      api(team, "owner").POST("/v1/invites/create", { body }),
      api(team, "admin").POST("/v1/invites/create", { body }),
    ]);
    expect(results.map((r) => r.response.status).sort()).toEqual([201, 409]);
  });

  it("records no audit event for a team of one", async () => {
    const solo = makeMember({ role: "OWNER" });
    const team = await seedWorkspace(service.db, makeWorkspace([solo]), NOW);
    const { response } = await service.server.client(team.key).POST("/v1/invites/create", {
      body: { receiverEmail: "x@example.test", receiverFullName: "X" },
    });
    expect(response.status).toBe(201);
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
    await expectProblem(await post(team, as, "/v1/invites/create", body(team)), { status, code, field });
    expect(await service.rowCounts()).toEqual(before);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/invites/cancel", () => {
  it.each([
    ["by inviteId", (t: Team) => ({ inviteId: t.id("pending") })],
    ["by the receiver's email, in other case", (t: Team) => ({ email: t.email("pending").toUpperCase() })],
  ])("cancels a pending invite %s and logs it", async (_name, body) => {
    const team = await makeTeam();
    const { data, response } = await api(team).POST("/v1/invites/cancel", { body: body(team) });
    expect(response.status).toBe(200);
    expect(inviteSchema.parse(data)).toMatchObject({
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
    const { data, response } = await api(team, "admin").POST("/v1/invites/cancel", { body: { inviteId: team.id("expired") } });
    expect(response.status).toBe(200);
    expect(data!.status).toBe("CANCELLED");
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
    await expectProblem(await post(team, as, "/v1/invites/cancel", body(team)), { status, code, field });
    expect(await service.rowCounts()).toEqual(before);
  });

  it("answers another team's invite as not found", async () => {
    const team = await makeTeam();
    const other = await makeTeam();
    const byId = await api(team).POST("/v1/invites/cancel", { body: { inviteId: other.id("pending") } });
    expect(byId.response.status).toBe(404);
    const byEmail = await api(team).POST("/v1/invites/cancel", { body: { email: other.email("pending") } });
    expect(byEmail.response.status).toBe(404);
  });

  it("cancels once when two cancellations race", async () => {
    const team = await makeTeam();
    const body = { inviteId: team.id("pending") };
    const results = await Promise.all([
      api(team, "owner").POST("/v1/invites/cancel", { body }),
      api(team, "admin").POST("/v1/invites/cancel", { body }),
    ]);
    expect(results.map((r) => r.response.status).sort()).toEqual([200, 409]);
  });
});

describe.skipIf(!testDbAvailable)("GET /v1/invites", () => {
  it("lists the team's invites newest first, to any member's key", async () => {
    const team = await makeTeam();
    await makeTeam(); // another team's invites stay out
    const { data, response } = await api(team, "member").GET("/v1/invites");
    expect(response.status).toBe(200);
    const page = invitePage.parse(data);
    expect(page.total).toBe(5);
    expect(page.data.map((i) => i.id)).toEqual(["pending", "expired", "cancelled", "declined", "accepted"].map(team.id));
  });

  it.each([
    ["PENDING", ["pending", "expired"]],
    ["ACCEPTED", ["accepted"]],
    ["CANCELLED", ["cancelled"]],
    ["DECLINED", ["declined"]],
  ] as const)("filters by status %s", async (status, expected) => {
    const team = await makeTeam();
    const { data: page } = await api(team).GET("/v1/invites", { params: { query: { status } } });
    expect(page!.data.map((i) => i.id)).toEqual(expected.map(team.id));
    expect(page!.total).toBe(expected.length);
  });

  it("keeps each status's total exact through creating, replacing, cancelling and deleting invites", async () => {
    const team = await makeTeam();
    const totals = async () => {
      const of = async (status?: "PENDING" | "CANCELLED" | "ACCEPTED") =>
        (await api(team).GET("/v1/invites", { params: { query: { status, pageSize: 1 } } })).data!.total;
      return { all: await of(), pending: await of("PENDING"), cancelled: await of("CANCELLED"), accepted: await of("ACCEPTED") };
    };
    expect(await totals()).toEqual({ all: 5, pending: 2, cancelled: 1, accepted: 1 });
    expect(
      (await post(team, "owner", "/v1/invites/create", { receiverEmail: "new.invitee@example.test", receiverFullName: "New" })).response
        .status,
    ).toBe(201);
    expect(await totals()).toEqual({ all: 6, pending: 3, cancelled: 1, accepted: 1 });
    // A new invite for the address whose invite expired cancels that one (an update) and adds one.
    expect(
      (await post(team, "owner", "/v1/invites/create", { receiverEmail: team.email("expired"), receiverFullName: "Again" })).response
        .status,
    ).toBe(201);
    expect(await totals()).toEqual({ all: 7, pending: 3, cancelled: 2, accepted: 1 });
    expect((await post(team, "owner", "/v1/invites/cancel", { inviteId: team.id("pending") })).response.status).toBe(200);
    expect(await totals()).toEqual({ all: 7, pending: 2, cancelled: 3, accepted: 1 });
    await service.db.delete(invites).where(eq(invites.id, team.id("accepted")));
    expect(await totals()).toEqual({ all: 6, pending: 2, cancelled: 3, accepted: 0 });
  });

  it("answers pages past the deep offset, whole and by status, in the plain query's order", async () => {
    const team = await makeTeam();
    // 1,300 more invites, 1,100 of them cancelled, every third pair sharing an instant (the id breaks the tie).
    const rows = Array.from({ length: 1_300 }, (_, n) => ({
      id: `${team.workspace.id}_bulk${String(n).padStart(4, "0")}`,
      workspaceId: team.workspace.id,
      receiverEmail: `bulk${n}@example.test`,
      receiverFullName: `Bulk ${n}`,
      status: n < 1_100 ? ("CANCELLED" as const) : ("DECLINED" as const),
      inviterId: team.owner.id,
      expiresAt: new Date("2026-12-01T00:00:00Z"),
      createdAt: new Date(Date.parse("2026-06-01T00:00:00Z") + Math.floor(n / (n % 3 === 0 ? 2 : 1)) * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 500) await service.db.insert(invites).values(rows.slice(i, i + 500));
    const plain = async (status: string | undefined, offset: number) =>
      (
        await service.db
          .select({ id: invites.id })
          .from(invites)
          .where(and(eq(invites.workspaceId, team.workspace.id), status ? eq(invites.status, status as "CANCELLED") : undefined))
          .orderBy(desc(invites.createdAt), desc(invites.id))
          .limit(100)
          .offset(offset)
      ).map((r) => r.id);
    const firstDeep = DEEP_PAGE_OFFSET / 100 + 1;
    for (const [status, page] of [
      [undefined, firstDeep - 1],
      [undefined, firstDeep],
      [undefined, firstDeep + 2],
      ["CANCELLED", firstDeep],
      ["CANCELLED", firstDeep + 1],
    ] as const) {
      const { data } = await api(team).GET("/v1/invites", { params: { query: { status, page, pageSize: 100 } } });
      const expected = await plain(status, (page - 1) * 100);
      expect(expected.length, `${status} page ${page}`).toBeGreaterThan(0);
      expect(
        data!.data.map((i) => i.id),
        `${status} page ${page}`,
      ).toEqual(expected);
    }
  });

  it("combines the status filter with pagination", async () => {
    const team = await makeTeam();
    const { data: page } = await api(team).GET("/v1/invites", { params: { query: { status: "PENDING", page: 2, pageSize: 1 } } });
    expect(page).toMatchObject({ pageNumber: 2, pageSize: 1, total: 2, data: [{ id: team.id("expired") }] });
  });

  it.each([
    ["status=EXPIRED", "status"],
    ["status=pending", "status"],
    ["pageSize=0", "pageSize"],
    ["page=1.5", "page"],
  ])("rejects %s", async (query, field) => {
    const team = await makeTeam();
    // Query strings the contract forbids, sent as written.
    const params = { query: Object.fromEntries(new URLSearchParams(query)) as never };
    const { error, response } = await api(team).GET("/v1/invites", { params });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ code: "VALIDATION_FAILED", field });
  });
});
