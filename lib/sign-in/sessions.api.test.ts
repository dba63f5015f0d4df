// Sessions once made: signing out, what the audit log shows, a removed member's sessions, sessions among API keys,
// and an invite accepted straight into a session.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeyPage } from "../contract/api-keys";
import { auditEventPage } from "../contract/audit-logs";
import { inviteAcceptedSchema } from "../contract/invites";
import { meSchema } from "../contract/sign-in";
import * as t from "../db/schema";
import { hashInviteToken, mintInviteToken } from "../invites/invite-token";
import { expectProblem } from "../testing/expect-problem";
import { makeApiKey, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { signInAs, visitorHeaders } from "../testing/sign-in";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00.000Z");
const service = setUpTestService(NOW);

async function makeTeam() {
  const owner = makeMember({ role: "OWNER", name: "Olga Owner" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER", name: "Mia Member", apiKeys: [makeApiKey("member key")] });
  const other = makeMember({ role: "MEMBER" });
  const team = await seedWorkspace(service.db, makeWorkspace([owner, admin, member, other]), NOW);
  const signIn = (who: { email: string }) => signInAs(service.server, service.db, who.email, NOW);
  return { ...team, owner, admin, member, other, signIn };
}

const get = (path: string, key: string) => service.server.request("GET", path, { key });
const post = (path: string, key: string, body: unknown) => service.server.request("POST", path, { key, body });

describe.skipIf(!testDbAvailable)("POST /v1/sign-in/sign-out", () => {
  it("revokes the calling session at once and logs LOG_OUT", async () => {
    const team = await makeTeam();
    const session = await team.signIn(team.member);
    expect((await get("/v1/me", session.key)).status).toBe(200); // known in memory from now on
    const res = await post("/v1/sign-in/sign-out", session.key, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signedOut: true });
    await expectProblem(await get("/v1/me", session.key), { status: 401, code: "UNAUTHENTICATED" });
    await expectProblem(await post("/v1/sign-in/sign-out", session.key, {}), { status: 401, code: "UNAUTHENTICATED" });
    const [row] = await service.db.select().from(t.apiKeys).where(eq(t.apiKeys.id, session.apiKeyId));
    expect(row!.revokedAt).toEqual(NOW);
    // The member's API key and their other sessions are untouched.
    expect((await get("/v1/me", team.member.apiKeys[0]!.key)).status).toBe(200);
  });

  it("refuses an API key (409 NOT_A_SESSION), changing nothing", async () => {
    const team = await makeTeam();
    const before = await service.rowCounts();
    await expectProblem(await post("/v1/sign-in/sign-out", team.member.apiKeys[0]!.key, {}), { status: 409, code: "NOT_A_SESSION" });
    expect(await service.rowCounts()).toEqual(before);
    expect((await get("/v1/me", team.member.apiKeys[0]!.key)).status).toBe(200);
  });

  it.each([
    { name: "no key", key: undefined, status: 401, code: "UNAUTHENTICATED" },
    { name: "a body with a field", key: "session", body: { apiKeyId: "key_1" }, status: 400, code: "VALIDATION_FAILED", field: "apiKeyId" },
  ])("refuses $name", async ({ key, body = {}, status, code, field }) => {
    const team = await makeTeam();
    const session = await team.signIn(team.member);
    const res = await service.server.request("POST", "/v1/sign-in/sign-out", { key: key && session.key, body });
    await expectProblem(res, { status, code, field });
    expect((await get("/v1/me", session.key)).status).toBe(200);
  });
});

describe.skipIf(!testDbAvailable)("the audit log", () => {
  it("shows LOG_IN and LOG_OUT under SECURITY, by the member, naming the session but never its secret", async () => {
    const team = await makeTeam();
    const session = await team.signIn(team.member);
    await post("/v1/sign-in/sign-out", session.key, {});
    const res = await get("/v1/audit-logs?category=SECURITY", team.key);
    expect(res.status).toBe(200);
    const text = await res.text();
    const page = auditEventPage.parse(JSON.parse(text));
    expect(page.data.map((e) => e.action).sort()).toEqual(["LOG_IN", "LOG_OUT"]);
    for (const event of page.data) {
      expect(event).toMatchObject({
        category: "SECURITY",
        actor: { kind: "user", id: team.member.id, name: "Mia Member", email: team.member.email },
        details: { subject: { type: "session", id: session.apiKeyId, label: "Dashboard session" } },
      });
    }
    expect(text).not.toContain(session.key);
    const rows = await service.db.select().from(t.auditEvents).where(eq(t.auditEvents.workspaceId, team.workspace.id));
    expect(JSON.stringify(rows)).not.toContain(session.key);
    expect(JSON.stringify(rows)).not.toMatch(/[A-Za-z0-9_-]{43}/);
  });
});

describe.skipIf(!testDbAvailable)("sessions and API keys", () => {
  it("a revoked membership ends its sessions at once", async () => {
    const team = await makeTeam();
    const session = await team.signIn(team.member);
    expect((await get("/v1/me", session.key)).status).toBe(200);
    expect((await post("/v1/memberships/revoke", team.key, { userId: team.member.id })).status).toBe(200);
    await expectProblem(await get("/v1/me", session.key), { status: 401, code: "UNAUTHENTICATED" });
    const [row] = await service.db.select().from(t.apiKeys).where(eq(t.apiKeys.id, session.apiKeyId));
    expect(row!.revokedAt).toEqual(NOW);
  });

  it("GET /v1/api-keys lists no session, not even with all=true", async () => {
    const team = await makeTeam();
    const session = await team.signIn(team.member);
    const own = apiKeyPage.parse(await (await get("/v1/api-keys", session.key)).json());
    expect(own.data.map((k) => k.id)).toEqual([team.member.apiKeys[0]!.id]);
    expect(own.total).toBe(1);
    const all = apiKeyPage.parse(await (await get("/v1/api-keys?all=true", team.key)).json());
    expect(all.data.map((k) => k.id)).not.toContain(session.apiKeyId);
    expect(all.total).toBe(4);
  });

  it("a session does not count against the member's 50 keys", async () => {
    const team = await makeTeam();
    const keys = Array.from({ length: 48 }, (_, i) => ({
      id: `${team.workspace.id}_k${i}`,
      workspaceId: team.workspace.id,
      userId: team.member.id,
      name: `k${i}`,
      keyHash: `${team.workspace.id}_hash${i}`,
      prefix: "sk_x",
    }));
    await service.db.insert(t.apiKeys).values(keys); // 49 keys with the seeded one
    await team.signIn(team.member);
    expect((await post("/v1/api-keys/create", team.member.apiKeys[0]!.key, { name: "the fiftieth" })).status).toBe(201);
    await expectProblem(await post("/v1/api-keys/create", team.member.apiKeys[0]!.key, { name: "one more" }), {
      status: 409,
      code: "TOO_MANY_API_KEYS",
    });
  });

  it.each([
    ["its own member", "member", 200],
    ["an OWNER", "owner", 200],
    ["an ADMIN", "admin", 200],
    ["another MEMBER", "other", 404],
  ] as const)("POST /v1/api-keys/revoke of a session works for %s (%i)", async (_, who, status) => {
    const team = await makeTeam();
    const session = await team.signIn(team.member);
    const callerKey = team[who].apiKeys[0]!.key;
    const res = await post("/v1/api-keys/revoke", callerKey, { apiKeyId: session.apiKeyId });
    expect(res.status).toBe(status);
    expect((await get("/v1/me", session.key)).status).toBe(status === 200 ? 401 : 200);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/invites/accept with startSession", () => {
  async function invited() {
    const team = await makeTeam();
    const email = `ivy.${team.workspace.id}@example.test`;
    const invite = await (await post("/v1/invites/create", team.key, { receiverEmail: email, receiverFullName: "Ivy Invitee" })).json();
    return { team, email, token: (await mintInviteToken(service.db, invite.id, NOW))! };
  }
  const accept = (body: unknown) => service.server.request("POST", "/v1/invites/accept", { body, headers: visitorHeaders() });

  it("lands the new member signed in, with a session that works on /v1, logged LOG_IN", async () => {
    const { team, email, token } = await invited();
    const res = await accept({ token, startSession: true });
    expect(res.status).toBe(200);
    const body = inviteAcceptedSchema.parse(await res.json());
    expect(body.session).toEqual({
      key: expect.stringMatching(/^sk_[A-Za-z0-9_-]{43}$/),
      apiKeyId: expect.stringMatching(/^key_/),
      expiresAt: "2026-12-07T20:00:00.000Z",
    });
    const me = meSchema.parse(await (await get("/v1/me", body.session!.key)).json());
    expect(me).toMatchObject({
      user: { id: body.membership.userId, email, fullName: "Ivy Invitee" },
      workspace: { id: team.workspace.id, name: "Test team" },
      role: "MEMBER",
      credential: { apiKeyId: body.session!.apiKeyId, kind: "SESSION" },
    });
    const [login] = await service.db
      .select()
      .from(t.auditEvents)
      .where(and(eq(t.auditEvents.workspaceId, team.workspace.id), eq(t.auditEvents.action, "LOG_IN")));
    expect(login).toMatchObject({ category: "SECURITY", actorUserId: body.membership.userId });
  });

  it.each([{ startSession: false }, {}])("answers as before without startSession: true (%o)", async (extra) => {
    const { token } = await invited();
    const res = await accept({ token, ...extra });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).not.toHaveProperty("session");
    expect(Object.keys(body).sort()).toEqual(["calendarId", "invite", "membership", "scheduleId", "workspaceName"]);
  });

  it("refuses a startSession that is not a boolean, accepting nothing", async () => {
    const { token } = await invited();
    await expectProblem(await accept({ token, startSession: "yes" }), { status: 400, code: "VALIDATION_FAILED", field: "startSession" });
    const [invite] = await service.db
      .select()
      .from(t.invites)
      .where(eq(t.invites.tokenHash, hashInviteToken(token)));
    expect(invite!.status).toBe("PENDING");
  });
});
