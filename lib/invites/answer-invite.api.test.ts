import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { inviteAcceptedSchema, invitePreviewSchema } from "../contract/invites";
import { membershipPage } from "../contract/memberships";
import * as t from "../db/schema";
import { createDispatcher } from "../notifications/dispatcher";
import { folderSender } from "../notifications/email/mail-sender";
import { INVITE_EVENT } from "../notifications/invite-messages";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { hashInviteToken, mintInviteToken, mintInviteUrl } from "./invite-token";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);
const mailDir = await mkdtemp(path.join(tmpdir(), "invite-mail-"));
afterAll(() => rm(mailDir, { recursive: true, force: true }));

type Status = "PENDING" | "ACCEPTED" | "CANCELLED" | "DECLINED";

/** A team of four with a link of the owner's, and an invite in each state (expired: still PENDING). */
async function makeTeam(options: { solo?: boolean } = {}) {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const link = makeBookingLink([owner]);
  const workspace = makeWorkspace(options.solo ? [owner] : [owner, admin, member], [link]);
  const slug = workspace.id.replace("_", "-");
  const invite = (id: string, status: Status, expiresAt: string) => ({
    id: `${workspace.id}_${id}`,
    receiverEmail: `${id}.${slug}@example.test`,
    receiverFullName: `Invitee ${id}`,
    status,
    inviterId: owner.id,
    createdAt: "2026-12-01T10:00:00Z",
    expiresAt,
  });
  workspace.invites = [
    invite("accepted", "ACCEPTED", "2026-12-08T10:00:00Z"),
    invite("declined", "DECLINED", "2026-12-08T10:00:00Z"),
    invite("cancelled", "CANCELLED", "2026-12-08T10:00:00Z"),
    invite("expired", "PENDING", "2026-12-07T08:00:00Z"),
    invite("pending", "PENDING", "2026-12-12T10:00:00Z"),
    invite("other", "PENDING", "2026-12-12T10:00:00Z"),
  ];
  const team = await seedWorkspace(service.db, workspace, NOW);
  const id = (name: string) => `${workspace.id}_${name}`;
  const email = (name: string) => `${name}.${slug}@example.test`;
  /** A token for the named invite, whatever its state (as if its e-mail had gone out while it was pending). */
  const token = async (name: string) => {
    const secret = `${name.padEnd(8, "x").slice(0, 8)}${workspace.id.replace(/[^A-Za-z0-9]/g, "")}`.padEnd(43, "Q").slice(0, 43);
    await service.db
      .update(t.invites)
      .set({ tokenHash: hashInviteToken(secret) })
      .where(eq(t.invites.id, id(name)));
    return secret;
  };
  return { ...team, owner, admin, member, link, id, email, token };
}

type Team = Awaited<ReturnType<typeof makeTeam>>;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => service.server.request("POST", path, { body, headers });

/** Everything an answer could change, for "nothing changed" checks. */
async function snapshot() {
  const db = service.db;
  const n = async (table: typeof t.users | typeof t.memberships | typeof t.calendars | typeof t.schedules | typeof t.auditEvents) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(t.users),
    memberships: await n(t.memberships),
    calendars: await n(t.calendars),
    schedules: await n(t.schedules),
    auditEvents: await n(t.auditEvents),
    revokedKeys: (await db.select({ n: count() }).from(t.apiKeys).where(isNotNull(t.apiKeys.revokedAt)))[0]!.n,
    invites: await db
      .select({ id: t.invites.id, status: t.invites.status, updatedAt: t.invites.updatedAt })
      .from(t.invites)
      .orderBy(asc(t.invites.id)),
    userWorkspaces: await db.select({ id: t.users.id, ws: t.users.workspaceId }).from(t.users).orderBy(asc(t.users.id)),
  };
}

const auditOf = (workspaceId: string) =>
  service.db.select().from(t.auditEvents).where(eq(t.auditEvents.workspaceId, workspaceId)).orderBy(asc(t.auditEvents.action));

describe.skipIf(!testDbAvailable)("POST /v1/invites/accept", () => {
  it("makes the invitee a MEMBER with an INTERNAL calendar and a default schedule, without a key, and logs it", async () => {
    const team = await makeTeam();
    const token = await team.token("pending");
    const res = await post("/v1/invites/accept", { token, timeZone: "Europe/Berlin" });
    expect(res.status).toBe(200);
    const body = inviteAcceptedSchema.parse(await res.json());
    expect(body.invite).toMatchObject({ id: team.id("pending"), status: "ACCEPTED", updatedAt: NOW.toISOString() });
    expect(body).toMatchObject({ workspaceName: "Test team", membership: { workspaceId: team.workspace.id, role: "MEMBER" } });
    const userId = body.membership.userId;
    const [user] = await service.db.select().from(t.users).where(eq(t.users.id, userId));
    expect(user).toMatchObject({ name: "Invitee pending", email: team.email("pending"), workspaceId: team.workspace.id });
    const [calendar] = await service.db.select().from(t.calendars).where(eq(t.calendars.userId, userId));
    expect(calendar).toMatchObject({ id: body.calendarId, provider: "INTERNAL", email: team.email("pending") });
    const [schedule] = await service.db.select().from(t.schedules).where(eq(t.schedules.userId, userId));
    expect(schedule).toMatchObject({ id: body.scheduleId, isDefault: true, timeZone: "Europe/Berlin" });
    expect(schedule!.availability).toMatchObject({ monday: [{ start: "09:00:00", end: "17:00:00" }], saturday: [], sunday: [] });

    const list = membershipPage.parse(
      await (await service.server.request("GET", "/v1/memberships?pageSize=100", { key: team.key })).json(),
    );
    const listed = list.data.find((m) => m.userId === userId);
    expect(listed).toMatchObject({
      role: "MEMBER",
      user: { name: "Invitee pending", calendars: [{ id: body.calendarId, provider: "INTERNAL" }] },
    });

    const events = await auditOf(team.workspace.id);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ["INVITATION_ACCEPTED", userId],
      ["MEMBERSHIP_CREATED", userId],
    ]);
    expect(events[0]!.details).toEqual({ subject: { type: "invite", id: team.id("pending"), label: team.email("pending") } });
    expect(events[1]!.details).toEqual({ subject: { type: "user", id: userId, label: `Invitee pending <${team.email("pending")}>` } });
  });

  it("gives a schedule in UTC when no timeZone is sent, and ignores an API key sent along", async () => {
    const team = await makeTeam();
    const res = await service.server.request("POST", "/v1/invites/accept", {
      key: "sk_not_a_key",
      body: { token: await team.token("pending") },
    });
    expect(res.status).toBe(200);
    const body = inviteAcceptedSchema.parse(await res.json());
    const [schedule] = await service.db.select().from(t.schedules).where(eq(t.schedules.id, body.scheduleId));
    expect(schedule!.timeZone).toBe("UTC");
  });

  it("lets the new member host a link at once: a link made for them offers their hours and books them", async () => {
    const team = await makeTeam();
    const body = inviteAcceptedSchema.parse(await (await post("/v1/invites/accept", { token: await team.token("pending") })).json());
    const host = { userId: body.membership.userId, isOrganizer: true, scheduleId: body.scheduleId, bookingCalendarId: body.calendarId };
    const created = await service.server.request("POST", "/v1/booking-links/create", {
      key: team.key,
      body: {
        slug: "meet-the-new-member",
        title: "Meet the new member",
        bookingDurations: [{ durationInMinutes: 30, isDefault: true }],
        hosts: [host],
      },
    });
    expect(created.status).toBe(201);
    const link = (await created.json()) as { id: string; hosts: { userId: string; bookingCalendarId: string }[] };
    expect(link.hosts).toMatchObject([{ userId: body.membership.userId, bookingCalendarId: body.calendarId }]);

    // Their default schedule: weekdays 09:00-17:00 UTC, so Tuesday offers 16 half hours from 09:00.
    const range = "startDate=2026-12-08T00:00:00Z&endDate=2026-12-09T00:00:00Z";
    const slots = await service.server.request("GET", `/v1/booking-links/${link.id}/time-slots?${range}`, { key: team.key });
    const { availableSlots } = (await slots.json()) as { availableSlots: { start: string }[] };
    expect(availableSlots).toHaveLength(16);
    expect(availableSlots[0]!.start).toBe("2026-12-08T09:00:00.000Z");

    const booked = await service.server.request("POST", "/v1/bookings/create", {
      key: team.key,
      body: {
        bookingLinkId: link.id,
        startDateTime: availableSlots[0]!.start,
        timezone: "UTC",
        attendees: [{ name: "Vera", email: "vera@example.test", isGuest: false }],
      },
    });
    expect(booked.status).toBe(201);
    const [hold] = await service.db
      .select()
      .from(t.bookingHolds)
      .where(eq(t.bookingHolds.bookingId, ((await booked.json()) as { id: string }).id));
    expect(hold).toMatchObject({ userId: body.membership.userId });
  });

  it("logs the accept of a team of one, which then has two members; its decline logs nothing", async () => {
    const team = await makeTeam({ solo: true });
    expect((await post("/v1/invites/decline", { token: await team.token("other") })).status).toBe(200);
    expect(await auditOf(team.workspace.id)).toEqual([]);
    expect((await post("/v1/invites/accept", { token: await team.token("pending") })).status).toBe(200);
    expect((await auditOf(team.workspace.id)).map((e) => e.action)).toEqual(["INVITATION_ACCEPTED", "MEMBERSHIP_CREATED"]);
  });

  it("moves an existing free user here: their old membership ends, their keys there are revoked, their calendars come along", async () => {
    const team = await makeTeam();
    const mover = makeMember({ role: "OWNER", plan: "PRO", subscriptionStatus: "CANCELLED" });
    const stays = makeMember({ role: "OWNER" });
    const old = await seedWorkspace(service.db, makeWorkspace([mover, stays], [makeBookingLink([mover])]), NOW);
    const oldLink = old.workspace.bookingLinks[0]!.id;
    const range = "startDate=2026-12-08T00:00:00Z&endDate=2026-12-09T00:00:00Z";
    const slots = await service.server.request("GET", `/v1/booking-links/${oldLink}/time-slots?${range}`, { key: old.keyOf(mover) });
    const [slot] = ((await slots.json()) as { availableSlots: { start: string }[] }).availableSlots;
    const attendees = [{ name: "Vera", email: "vera@example.test", isGuest: false }];
    const bookingThere = { bookingLinkId: oldLink, startDateTime: slot!.start, timezone: "UTC", attendees };
    expect((await service.server.request("POST", "/v1/bookings/create", { key: old.keyOf(mover), body: bookingThere })).status).toBe(201);
    await service.db
      .update(t.invites)
      .set({ receiverEmail: mover.email.toUpperCase() })
      .where(eq(t.invites.id, team.id("pending")));
    const res = await post("/v1/invites/accept", { token: await team.token("pending"), startSession: true });
    expect(res.status).toBe(200);
    const body = inviteAcceptedSchema.parse(await res.json());
    expect(body.membership.userId).toBe(mover.id);
    // The old workspace's booking they hosted, on the link they owned there, is not theirs to list here.
    const listed = await service.server.request("GET", "/v1/bookings", { key: body.session!.key });
    expect(await listed.json()).toMatchObject({ total: 0, data: [] });
    const memberships = await service.db.select().from(t.memberships).where(eq(t.memberships.userId, mover.id));
    expect(memberships.map((m) => [m.workspaceId, m.role])).toEqual([[team.workspace.id, "MEMBER"]]);
    const [user] = await service.db.select().from(t.users).where(eq(t.users.id, mover.id));
    expect(user).toMatchObject({ workspaceId: team.workspace.id, name: mover.name });
    const [key] = await service.db.select().from(t.apiKeys).where(eq(t.apiKeys.userId, mover.id));
    expect(key!.revokedAt).toEqual(NOW);
    expect((await service.server.request("GET", "/v1/memberships", { key: old.keyOf(mover) })).status).toBe(401);
    const calendars = await service.db
      .select()
      .from(t.calendars)
      .where(eq(t.calendars.userId, mover.id))
      .orderBy(asc(t.calendars.provider));
    expect(calendars.map((c) => c.provider)).toEqual(["GOOGLE", "INTERNAL"]);
    // Their own default schedule stays their default.
    expect(body.scheduleId).toBe(mover.schedules[0]!.id);
    const [link] = await service.db.select().from(t.bookingLinks).where(eq(t.bookingLinks.id, old.workspace.bookingLinks[0]!.id));
    expect(link!.disabledBySystem).toBe(true);
    expect((await auditOf(old.workspace.id)).map((e) => [e.action, e.actorUserId ?? "system"])).toEqual([
      ["API_KEY_REVOKED", mover.id],
      ["BOOKING_LINK_UPDATED", "system"],
      ["CALENDAR_EVENT_CREATED", mover.id],
      ["MEMBERSHIP_REMOVED", mover.id],
    ]);
  });

  it("accepts one of two answers to the same invite at once", async () => {
    const team = await makeTeam();
    const token = await team.token("pending");
    const results = await Promise.all([post("/v1/invites/accept", { token }), post("/v1/invites/decline", { token })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [membership] = await service.db
      .select({ n: count() })
      .from(t.memberships)
      .innerJoin(t.users, eq(t.users.id, t.memberships.userId))
      .where(sql`lower(${t.users.email}) = ${team.email("pending")}`);
    const [invite] = await service.db
      .select()
      .from(t.invites)
      .where(eq(t.invites.id, team.id("pending")));
    expect(membership!.n).toBe(invite!.status === "ACCEPTED" ? 1 : 0);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/invites/decline", () => {
  it("moves only the invite to DECLINED, logged as the system for an address without an account", async () => {
    const team = await makeTeam();
    const token = await team.token("pending");
    const before = await snapshot();
    const res = await post("/v1/invites/decline", { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      workspaceName: "Test team",
      invite: { id: team.id("pending"), status: "DECLINED", updatedAt: NOW.toISOString() },
    });
    const after = await snapshot();
    expect({ ...after, auditEvents: before.auditEvents, invites: before.invites }).toEqual(before);
    expect(after.invites.filter((i, n) => i.status !== before.invites[n]!.status)).toEqual([
      { id: team.id("pending"), status: "DECLINED", updatedAt: NOW },
    ]);
    const events = await auditOf(team.workspace.id);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([["INVITATION_DECLINED", null]]);
  });

  it("is logged as the invitee when the address has an account", async () => {
    const team = await makeTeam();
    const elsewhere = makeMember({ role: "OWNER" });
    await seedWorkspace(service.db, makeWorkspace([elsewhere]), NOW);
    await service.db
      .update(t.invites)
      .set({ receiverEmail: elsewhere.email })
      .where(eq(t.invites.id, team.id("pending")));
    expect((await post("/v1/invites/decline", { token: await team.token("pending") })).status).toBe(200);
    expect((await auditOf(team.workspace.id)).map((e) => [e.action, e.actorUserId])).toEqual([["INVITATION_DECLINED", elsewhere.id]]);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/invites/find-by-token", () => {
  it("shows the invite page's facts to a key of the invite's workspace", async () => {
    const team = await makeTeam();
    const res = await service.server.request("POST", "/v1/invites/find-by-token", {
      key: team.keyOf(team.member),
      body: { token: await team.token("pending") },
    });
    expect(res.status).toBe(200);
    expect(invitePreviewSchema.parse(await res.json())).toMatchObject({
      role: "MEMBER",
      workspaceName: "Test team",
      inviterName: team.owner.name,
      invite: { id: team.id("pending"), status: "PENDING" },
    });
  });
});

type Refusal = {
  name: string;
  path: string;
  body: (t: Team) => Promise<unknown> | unknown;
  status: number;
  code: string;
  field?: string;
  key?: (t: Team) => string;
};

const ACCEPT = "/v1/invites/accept";
const DECLINE = "/v1/invites/decline";
const FIND = "/v1/invites/find-by-token";
const WELL_FORMED_UNKNOWN = "unknownunknownunknownunknownunknownunknown1";

const refusals: Refusal[] = [
  { name: "accept without a token", path: ACCEPT, body: () => ({}), status: 400, code: "VALIDATION_FAILED", field: "token" },
  {
    name: "accept with a numeric token",
    path: ACCEPT,
    body: () => ({ token: 42 }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "token",
  },
  {
    name: "accept with a short token",
    path: ACCEPT,
    body: () => ({ token: "abc" }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "token",
  },
  {
    name: "accept with a token of other characters",
    path: ACCEPT,
    body: () => ({ token: `${"a".repeat(42)}!` }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "token",
  },
  {
    name: "accept with a long token",
    path: ACCEPT,
    body: () => ({ token: "a".repeat(44) }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "token",
  },
  {
    name: "accept with an unknown field",
    path: ACCEPT,
    body: async (t) => ({ token: await t.token("pending"), role: "ADMIN" }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "role",
  },
  {
    name: "accept with an unknown zone",
    path: ACCEPT,
    body: async (t) => ({ token: await t.token("pending"), timeZone: "Mars/Olympus" }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "timeZone",
  },
  {
    name: "accept with a numeric zone",
    path: ACCEPT,
    body: async (t) => ({ token: await t.token("pending"), timeZone: 2 }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "timeZone",
  },
  { name: "accept with a body that is not JSON", path: ACCEPT, body: () => "{token:", status: 400, code: "INVALID_JSON" },
  {
    name: "accept with an unknown token",
    path: ACCEPT,
    body: () => ({ token: WELL_FORMED_UNKNOWN }),
    status: 404,
    code: "NOT_FOUND",
    field: "token",
  },
  {
    name: "accept an accepted invite",
    path: ACCEPT,
    body: async (t) => ({ token: await t.token("accepted") }),
    status: 409,
    code: "INVITE_NOT_PENDING",
    field: "token",
  },
  {
    name: "accept a declined invite",
    path: ACCEPT,
    body: async (t) => ({ token: await t.token("declined") }),
    status: 409,
    code: "INVITE_NOT_PENDING",
    field: "token",
  },
  {
    name: "accept a cancelled invite",
    path: ACCEPT,
    body: async (t) => ({ token: await t.token("cancelled") }),
    status: 409,
    code: "INVITE_NOT_PENDING",
    field: "token",
  },
  {
    name: "accept an expired invite",
    path: ACCEPT,
    body: async (t) => ({ token: await t.token("expired") }),
    status: 410,
    code: "INVITE_EXPIRED",
    field: "token",
  },
  {
    name: "accept for an address on an active paid plan",
    path: ACCEPT,
    body: async (team) => {
      const paying = makeMember({ role: "OWNER", plan: "BUSINESS", subscriptionStatus: "ACTIVE" });
      await seedWorkspace(service.db, makeWorkspace([paying]), NOW);
      await service.db
        .update(t.invites)
        .set({ receiverEmail: paying.email })
        .where(eq(t.invites.id, team.id("pending")));
      return { token: await team.token("pending") };
    },
    status: 409,
    code: "INVITEE_ON_PAID_PLAN",
    field: "token",
  },
  {
    name: "accept by the last owner of a team with other members",
    path: ACCEPT,
    body: async (team) => {
      const owner = makeMember({ role: "OWNER" });
      await seedWorkspace(service.db, makeWorkspace([owner, makeMember({ role: "ADMIN" })]), NOW);
      await service.db
        .update(t.invites)
        .set({ receiverEmail: owner.email })
        .where(eq(t.invites.id, team.id("pending")));
      return { token: await team.token("pending") };
    },
    status: 409,
    code: "LAST_OWNER",
    field: "token",
  },
  {
    name: "accept for an address that is already a member",
    path: ACCEPT,
    body: async (team) => {
      await service.db
        .update(t.invites)
        .set({ receiverEmail: team.admin.email })
        .where(eq(t.invites.id, team.id("pending")));
      return { token: await team.token("pending") };
    },
    status: 409,
    code: "ALREADY_MEMBER",
    field: "token",
  },
  { name: "decline without a token", path: DECLINE, body: () => ({}), status: 400, code: "VALIDATION_FAILED", field: "token" },
  {
    name: "decline with a null token",
    path: DECLINE,
    body: () => ({ token: null }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "token",
  },
  {
    name: "decline with a timeZone (accept's field only)",
    path: DECLINE,
    body: async (t) => ({ token: await t.token("pending"), timeZone: "UTC" }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "timeZone",
  },
  { name: "decline with an array body", path: DECLINE, body: () => [], status: 400, code: "VALIDATION_FAILED" },
  {
    name: "decline with an unknown token",
    path: DECLINE,
    body: () => ({ token: WELL_FORMED_UNKNOWN }),
    status: 404,
    code: "NOT_FOUND",
    field: "token",
  },
  {
    name: "decline an accepted invite",
    path: DECLINE,
    body: async (t) => ({ token: await t.token("accepted") }),
    status: 409,
    code: "INVITE_NOT_PENDING",
    field: "token",
  },
  {
    name: "decline a declined invite",
    path: DECLINE,
    body: async (t) => ({ token: await t.token("declined") }),
    status: 409,
    code: "INVITE_NOT_PENDING",
    field: "token",
  },
  {
    name: "decline a cancelled invite",
    path: DECLINE,
    body: async (t) => ({ token: await t.token("cancelled") }),
    status: 409,
    code: "INVITE_NOT_PENDING",
    field: "token",
  },
  {
    name: "decline an expired invite",
    path: DECLINE,
    body: async (t) => ({ token: await t.token("expired") }),
    status: 410,
    code: "INVITE_EXPIRED",
    field: "token",
  },
  {
    name: "find without a key",
    path: FIND,
    body: async (t) => ({ token: await t.token("pending") }),
    status: 401,
    code: "UNAUTHENTICATED",
  },
  {
    name: "find another workspace's invite",
    path: FIND,
    body: async (t) => ({ token: await t.token("pending") }),
    key: () => "other",
    status: 404,
    code: "NOT_FOUND",
    field: "token",
  },
];

describe.skipIf(!testDbAvailable)("refused invite answers", () => {
  it.each(refusals)("refuses $name → $status $code, changing nothing", async ({ path, body, status, code, field, key }) => {
    const team = await makeTeam();
    const payload = await body(team);
    let apiKey: string | undefined;
    if (key) apiKey = (await seedWorkspace(service.db, makeWorkspace([makeMember({ role: "OWNER" })]), NOW)).key;
    const before = await snapshot();
    const res = await service.server.request("POST", path, { body: payload, key: apiKey });
    await expectProblem(res, { status, code, field });
    expect(await snapshot()).toEqual(before);
  });
});

describe.skipIf(!testDbAvailable)("the invite e-mail", () => {
  const sendAll = async () => {
    const dispatcher = createDispatcher({
      getDb: async () => service.db,
      senders: {
        EMAIL: folderSender(mailDir, {
          from: "Team <team@example.test>",
          manageUrl: async () => undefined,
          inviteUrl: (id) => mintInviteUrl(service.db, id, "https://app.example.test", NOW),
        }),
      },
      now: () => NOW.getTime(),
      log: () => {},
    });
    while ((await dispatcher.runOnce()) > 0);
  };
  const emailOf = async (inviteId: string) => {
    const [message] = await service.db
      .select()
      .from(t.outboxMessages)
      .where(and(eq(t.outboxMessages.event, INVITE_EVENT), sql`${t.outboxMessages.payload}->>'inviteId' = ${inviteId}`));
    return { message: message!, mail: await simpleParser(await readFile(path.join(mailDir, `${message!.id}.eml`))) };
  };

  it("goes out through the outbox with a secret address; the row and the invite keep no secret", async () => {
    const team = await makeTeam();
    const created = await service.server.request("POST", "/v1/invites/create", {
      key: team.key,
      body: { receiverEmail: "Grace.Hopper@example.test", receiverFullName: "Grace Hopper" },
    });
    expect(created.status).toBe(201);
    const invite = await created.json();
    const [row] = await service.db.select().from(t.invites).where(eq(t.invites.id, invite.id));
    expect(row!.tokenHash).toBeNull();
    await sendAll();
    const { message, mail } = await emailOf(invite.id);
    expect(message).toMatchObject({ channel: "EMAIL", status: "SENT", recipient: "grace.hopper@example.test", bookingId: null });
    expect(mail.subject).toBe(`${team.owner.name} invites you to join Test team`);
    const url = /https:\/\/app\.example\.test\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? "");
    expect(url).not.toBeNull();
    const token = url![1]!;
    expect(JSON.stringify(message.payload)).not.toContain(token);
    const [minted] = await service.db.select().from(t.invites).where(eq(t.invites.id, invite.id));
    expect(minted!.tokenHash).toBe(hashInviteToken(token));
    expect(mail.html).toContain(`href="https://app.example.test/invite/${token}"`);
    expect(mail.text).toContain("Hello Grace Hopper,");
    expect((await post("/v1/invites/accept", { token })).status).toBe(200);
  });

  it("is in the inviter's language", async () => {
    const owner = makeMember({ role: "OWNER", locale: "de", name: "Dora Berg" });
    const team = await seedWorkspace(service.db, makeWorkspace([owner]), NOW);
    const created = await service.server.request("POST", "/v1/invites/create", {
      key: team.key,
      body: { receiverEmail: "jonas@example.test", receiverFullName: "Jonas" },
    });
    const invite = await created.json();
    await sendAll();
    const { mail } = await emailOf(invite.id);
    expect(mail.subject).toBe("Dora Berg lädt Sie zu Test team ein");
    expect(mail.text).toContain("Einladung öffnen: https://app.example.test/invite/");
  });

  it("of a new invite after a cancel carries a new token; the old one answers INVITE_NOT_PENDING", async () => {
    const team = await makeTeam();
    const body = { receiverEmail: "again@example.test", receiverFullName: "Again" };
    const first = await (await service.server.request("POST", "/v1/invites/create", { key: team.key, body })).json();
    await sendAll();
    const oldToken = /\/invite\/([A-Za-z0-9_-]{43})/.exec((await emailOf(first.id)).mail.text ?? "")![1]!;
    await service.server.request("POST", "/v1/invites/cancel", { key: team.key, body: { inviteId: first.id } });
    const second = await (await service.server.request("POST", "/v1/invites/create", { key: team.key, body })).json();
    await sendAll();
    const newToken = /\/invite\/([A-Za-z0-9_-]{43})/.exec((await emailOf(second.id)).mail.text ?? "")![1]!;
    expect(newToken).not.toBe(oldToken);
    await expectProblem(await post(DECLINE, { token: oldToken }), { status: 409, code: "INVITE_NOT_PENDING", field: "token" });
    expect((await post(DECLINE, { token: newToken })).status).toBe(200);
  });

  it("of an invite cancelled before it went out is withdrawn", async () => {
    const team = await makeTeam();
    const invite = await (
      await service.server.request("POST", "/v1/invites/create", {
        key: team.key,
        body: { receiverEmail: "late@example.test", receiverFullName: "Late" },
      })
    ).json();
    await service.server.request("POST", "/v1/invites/cancel", { key: team.key, body: { inviteId: invite.id } });
    await sendAll();
    const [message] = await service.db.select().from(t.outboxMessages).where(sql`${t.outboxMessages.payload}->>'inviteId' = ${invite.id}`);
    expect(message!.status).toBe("WITHDRAWN");
    expect(await mintInviteToken(service.db, invite.id, NOW)).toBeUndefined();
  });
});

// Last in the file: it spends the test server's budget of unknown tokens from this address.
describe.skipIf(!testDbAvailable)("token guessing", () => {
  it("refuses an address with 429 once its unknown tokens spend its budget, before any lookup", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      statuses.push((await post(ACCEPT, { token: `guess${String(i).padStart(38, "0")}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([404]));
  });
});
