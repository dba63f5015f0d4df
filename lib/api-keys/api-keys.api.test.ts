// API keys through /v1: who may list, create and revoke which keys; the secret answered once and stored only as
// its hash; and a revoked or expired key refused at once, on this instance and (within 1 s) on another one.
import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { keyUseRecorder } from "../auth/key-usage";
import { type ChangeFeed, createLocalChangeFeed, createPostgresChangeFeed } from "../cache/change-feed";
import { apiKeyPage, apiKeySchema, createdApiKeySchema } from "../contract/api-keys";
import type { Db } from "../db/client";
import { apiKeys, auditEvents } from "../db/schema";
import { makeClock } from "../testing/clock";
import { expectProblem } from "../testing/expect-problem";
import { makeApiKey, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { startTestServer, type TestServer } from "../testing/http";
import { createTestDatabase, testDbAvailable, testDbKind } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

async function makeTeam(db: Db = service.db) {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER", apiKeys: [makeApiKey("member first"), makeApiKey("member second")] });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const team = await seedWorkspace(db, makeWorkspace([owner, admin, member, billing]), NOW);
  const keyIdOf = (who: Who, n = 0) => team.workspace.members.find((m) => m.id === people[who].id)!.apiKeys[n]!.id;
  const people = { owner, admin, member, billing };
  return { ...team, ...people, keyIdOf };
}

type Team = Awaited<ReturnType<typeof makeTeam>>;
type Who = "owner" | "admin" | "member" | "billing";
const WHO: Who[] = ["owner", "admin", "member", "billing"];

const keyOf = (team: Team, who: Who, n = 0) => team[who].apiKeys[n]!.key;
const post = (team: Team, as: Who, path: string, body: unknown) => service.server.request("POST", path, { key: keyOf(team, as), body });
const get = (team: Team, as: Who, query = "") => service.server.request("GET", `/v1/api-keys${query}`, { key: keyOf(team, as) });

/** The workspace's keys as stored, but for lastUsedAt (every request may write it). */
async function keyRows(workspaceId: string) {
  const rows = await service.db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId)).orderBy(asc(apiKeys.id));
  return rows.map(({ lastUsedAt: _, ...row }) => row);
}

async function auditOf(workspaceId: string, action: string) {
  return service.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.action, action)));
}

describe.skipIf(!testDbAvailable)("POST /v1/api-keys/create", () => {
  it.each(WHO)("a %s key creates a key of its own member, answered once with its secret, stored as a hash, logged", async (who) => {
    const team = await makeTeam();
    const res = await post(team, who, "/v1/api-keys/create", { name: "CRM sync", expiresAt: "2027-06-30T00:00:00+02:00" });
    expect(res.status).toBe(201);
    const created = createdApiKeySchema.parse(await res.json());
    expect(created).toMatchObject({
      name: "CRM sync",
      userId: team[who].id,
      workspaceId: team.workspace.id,
      createdAt: NOW.toISOString(),
      expiresAt: "2027-06-29T22:00:00.000Z",
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));

    const [row] = await service.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const [event] = await auditOf(team.workspace.id, "API_KEY_CREATED");
    expect(event).toMatchObject({
      actorUserId: team[who].id,
      details: { subject: { type: "api_key", id: created.id, label: "CRM sync" } },
    });

    // The new key works at once, as its member.
    const listed = await service.server.request("GET", "/v1/api-keys", { key: created.key });
    expect(listed.status).toBe(200);
    const page = apiKeyPage.parse(await listed.json());
    expect(page.data.map((k) => k.id)).toContain(created.id);
    expect(page.data.every((k) => k.userId === team[who].id)).toBe(true);
  });

  it("never expires without expiresAt, or with null; trims the name", async () => {
    const team = await makeTeam();
    for (const body of [{ name: "  Plain  " }, { name: "Plain", expiresAt: null }]) {
      const res = await post(team, "member", "/v1/api-keys/create", body);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ name: "Plain", expiresAt: null });
    }
  });

  it("accepts an expiry exactly 730 days ahead and one a second ahead", async () => {
    const team = await makeTeam();
    for (const expiresAt of [inDays(730), new Date(NOW.getTime() + 1000).toISOString()]) {
      expect((await post(team, "owner", "/v1/api-keys/create", { name: "Bound", expiresAt })).status).toBe(201);
    }
  });

  it("records nothing in the audit log for a team of one", async () => {
    const solo = makeMember({ role: "OWNER" });
    const team = await seedWorkspace(service.db, makeWorkspace([solo]), NOW);
    const res = await service.server.request("POST", "/v1/api-keys/create", { key: team.key, body: { name: "Solo" } });
    expect(res.status).toBe(201);
    expect(await service.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, team.workspace.id))).toEqual([]);
  });

  it("holds 50 working keys per member; revoked and expired ones do not count", async () => {
    const team = await makeTeam();
    const base = { workspaceId: team.workspace.id, userId: team.admin.id, prefix: "sk_test_0000", createdAt: NOW };
    const extra = (i: number, more: Partial<typeof apiKeys.$inferInsert> = {}) => ({
      ...base,
      id: `${team.workspace.id}_k${i}`,
      name: `k${i}`,
      keyHash: `${team.workspace.id}-${i}`,
      ...more,
    });
    await service.db
      .insert(apiKeys)
      .values([...Array.from({ length: 48 }, (_, i) => extra(i)), extra(100, { revokedAt: NOW }), extra(101, { expiresAt: NOW })]);
    expect((await post(team, "admin", "/v1/api-keys/create", { name: "the 50th" })).status).toBe(201);
    const before = await keyRows(team.workspace.id);
    await expectProblem(await post(team, "admin", "/v1/api-keys/create", { name: "the 51st" }), { status: 409, code: "TOO_MANY_API_KEYS" });
    expect(await keyRows(team.workspace.id)).toEqual(before);
  });

  const long = "x".repeat(101);
  const refusals: { name: string; as: Who; body: (t: Team) => unknown; status?: number; code?: string; field?: string }[] = [
    { name: "a userId of another member", as: "owner", body: (t) => ({ name: "K", userId: t.member.id }), field: "userId" },
    { name: "a userId of the caller", as: "member", body: (t) => ({ name: "K", userId: t.member.id }), field: "userId" },
    { name: "a BILLING_ONLY key naming a userId", as: "billing", body: (t) => ({ name: "K", userId: t.owner.id }), field: "userId" },
    { name: "a workspaceId", as: "owner", body: (t) => ({ name: "K", workspaceId: t.workspace.id }), field: "workspaceId" },
    { name: "a chosen key", as: "owner", body: () => ({ name: "K", key: "sk_chosen_by_the_client_000000" }), field: "key" },
    { name: "a keyHash", as: "owner", body: () => ({ name: "K", keyHash: "00" }), field: "keyHash" },
    { name: "a prefix", as: "admin", body: () => ({ name: "K", prefix: "sk_" }), field: "prefix" },
    { name: "a revokedAt", as: "admin", body: () => ({ name: "K", revokedAt: null }), field: "revokedAt" },
    { name: "no name", as: "member", body: () => ({}), field: "name" },
    { name: "an empty name", as: "member", body: () => ({ name: "" }), field: "name" },
    { name: "a blank name", as: "member", body: () => ({ name: "   " }), field: "name" },
    { name: "a name of 101 characters", as: "member", body: () => ({ name: long }), field: "name" },
    { name: "a name on two lines", as: "member", body: () => ({ name: "a\nb" }), field: "name" },
    { name: "a name with a control character", as: "member", body: () => ({ name: "a\u0007b" }), field: "name" },
    { name: "a name with a bidirectional control", as: "member", body: () => ({ name: "a\u202Eb" }), field: "name" },
    { name: "a numeric name", as: "member", body: () => ({ name: 42 }), field: "name" },
    { name: "a null name", as: "member", body: () => ({ name: null }), field: "name" },
    { name: "expiresAt in the past", as: "owner", body: () => ({ name: "K", expiresAt: inDays(-1) }), field: "expiresAt" },
    { name: "expiresAt now", as: "owner", body: () => ({ name: "K", expiresAt: NOW.toISOString() }), field: "expiresAt" },
    { name: "expiresAt past 730 days", as: "owner", body: () => ({ name: "K", expiresAt: inDays(730.001) }), field: "expiresAt" },
    { name: "expiresAt in 2199", as: "owner", body: () => ({ name: "K", expiresAt: "2199-01-01T00:00:00Z" }), field: "expiresAt" },
    { name: "expiresAt without an offset", as: "owner", body: () => ({ name: "K", expiresAt: "2027-01-01T00:00:00" }), field: "expiresAt" },
    { name: "expiresAt a date only", as: "owner", body: () => ({ name: "K", expiresAt: "2027-01-01" }), field: "expiresAt" },
    { name: "expiresAt not a date", as: "owner", body: () => ({ name: "K", expiresAt: "soon" }), field: "expiresAt" },
    { name: "expiresAt a number", as: "owner", body: () => ({ name: "K", expiresAt: 1_800_000_000_000 }), field: "expiresAt" },
    { name: "expiresAt on 30 February", as: "owner", body: () => ({ name: "K", expiresAt: "2027-02-30T00:00:00Z" }), field: "expiresAt" },
    { name: "a body that is an array", as: "owner", body: () => [{ name: "K" }] },
    { name: "a body that is not JSON", as: "owner", body: () => "K", code: "INVALID_JSON" },
    { name: "a body that is null", as: "owner", body: () => null },
  ];

  it.each(refusals)("refuses $name, changing nothing", async ({ as, body, status = 400, code = "VALIDATION_FAILED", field }) => {
    const team = await makeTeam();
    const [before, keysBefore] = [await service.rowCounts(), await keyRows(team.workspace.id)];
    const res = await post(team, as, "/v1/api-keys/create", body(team));
    const problem = await expectProblem(res, { status, code, field });
    expect(JSON.stringify(problem)).not.toMatch(/sk_[A-Za-z0-9_-]{43}/);
    expect(await service.rowCounts()).toEqual(before);
    expect(await keyRows(team.workspace.id)).toEqual(keysBefore);
  });
});

describe.skipIf(!testDbAvailable)("GET /v1/api-keys", () => {
  const ids = (page: { data: { id: string }[] }) => page.data.map((k) => k.id).sort();

  it.each(WHO)("a %s key lists its own member's keys by default, or with its own userId", async (who) => {
    const team = await makeTeam();
    const own = team[who].apiKeys.map((k) => k.id).sort();
    for (const query of ["", `?userId=${team[who].id}`]) {
      const res = await get(team, who, query);
      expect(res.status).toBe(200);
      const page = apiKeyPage.parse(await res.json());
      expect(ids(page)).toEqual(own);
      expect(page.total).toBe(own.length);
    }
  });

  it.each(["owner", "admin"] as const)("a %s key lists another member's keys, or all of the workspace's", async (who) => {
    const team = await makeTeam();
    const memberKeys = await get(team, who, `?userId=${team.member.id}`);
    expect(ids(apiKeyPage.parse(await memberKeys.json()))).toEqual(team.member.apiKeys.map((k) => k.id).sort());
    const all = apiKeyPage.parse(await (await get(team, who, "?all=true")).json());
    expect(all.total).toBe(5);
    expect(ids(all)).toEqual(WHO.flatMap((w) => team[w].apiKeys.map((k) => k.id)).sort());
    const own = apiKeyPage.parse(await (await get(team, who, "?all=false")).json());
    expect(ids(own)).toEqual([team.keyIdOf(who)]);
  });

  it("never shows a secret or a hash; newest first; revoked and expired keys stay listed", async () => {
    const team = await makeTeam();
    const created = await (await post(team, "member", "/v1/api-keys/create", { name: "Newest", expiresAt: inDays(1) })).json();
    await post(team, "member", "/v1/api-keys/revoke", { apiKeyId: team.keyIdOf("member", 1) });
    const res = await get(team, "member");
    const text = await res.text();
    for (const k of team.member.apiKeys) expect(text).not.toContain(k.key);
    expect(text).not.toContain(created.key);
    expect(text).not.toMatch(/keyHash|[0-9a-f]{64}/);
    const page = apiKeyPage.parse(JSON.parse(text));
    expect(page.data[0]!.id).toBe(created.id);
    expect(page.data.find((k) => k.id === team.keyIdOf("member", 1))!.revokedAt).toBe(NOW.toISOString());
  });

  it("pages by pageSize", async () => {
    const team = await makeTeam();
    const page = apiKeyPage.parse(await (await get(team, "owner", "?all=true&pageSize=2&page=3")).json());
    expect(page).toMatchObject({ pageNumber: 3, pageSize: 2, total: 5 });
    expect(page.data).toHaveLength(1);
  });

  it("shows an OWNER nothing of another workspace's member", async () => {
    const team = await makeTeam();
    const other = await makeTeam();
    const page = apiKeyPage.parse(await (await get(team, "owner", `?userId=${other.member.id}`)).json());
    expect(page).toMatchObject({ total: 0, data: [] });
  });

  it.each([
    { as: "member", query: (t: Team) => `?userId=${t.owner.id}`, status: 403, code: "FORBIDDEN", field: "userId" },
    { as: "member", query: () => "?all=true", status: 403, code: "FORBIDDEN", field: "all" },
    { as: "billing", query: (t: Team) => `?userId=${t.member.id}`, status: 403, code: "FORBIDDEN", field: "userId" },
    { as: "billing", query: () => "?all=true", status: 403, code: "FORBIDDEN", field: "all" },
    { as: "owner", query: (t: Team) => `?all=true&userId=${t.member.id}`, status: 400, code: "VALIDATION_FAILED", field: "all" },
    { as: "owner", query: () => "?all=yes", status: 400, code: "VALIDATION_FAILED", field: "all" },
    { as: "owner", query: () => "?userId=not%20an%20id", status: 400, code: "VALIDATION_FAILED", field: "userId" },
    { as: "owner", query: () => "?pageSize=101", status: 400, code: "VALIDATION_FAILED", field: "pageSize" },
    { as: "admin", query: () => "?page=0", status: 400, code: "VALIDATION_FAILED", field: "page" },
  ] as const)("refuses $as with a bad query → $status $code $field", async ({ as, query, status, code, field }) => {
    const team = await makeTeam();
    await expectProblem(await get(team, as, query(team)), { status, code, field });
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/api-keys/revoke", () => {
  // [caller, owner of the key, status]: a key the caller may not revoke is one it may not see.
  const cells: [Who, Who, 200 | 404][] = [
    ["owner", "owner", 200],
    ["owner", "admin", 200],
    ["owner", "member", 200],
    ["owner", "billing", 200],
    ["admin", "owner", 200],
    ["admin", "admin", 200],
    ["admin", "member", 200],
    ["admin", "billing", 200],
    ["member", "owner", 404],
    ["member", "admin", 404],
    ["member", "member", 200],
    ["member", "billing", 404],
    ["billing", "owner", 404],
    ["billing", "admin", 404],
    ["billing", "member", 404],
    ["billing", "billing", 200],
  ];

  it.each(cells)("a %s key revoking a %s's key → %i", async (as, whose, status) => {
    const team = await makeTeam();
    // Revoke a key other than the caller's own (the member's second key), or the caller's own key.
    const n = whose === "member" ? 1 : 0;
    const target = team.keyIdOf(whose, n);
    const targetKey = keyOf(team, whose, n);
    expect((await service.server.request("GET", "/v1/api-keys", { key: targetKey })).status).toBe(200); // now known in memory
    const before = await keyRows(team.workspace.id);
    const res = await post(team, as, "/v1/api-keys/revoke", { apiKeyId: target });
    if (status === 404) {
      await expectProblem(res, { status, code: "NOT_FOUND", field: "apiKeyId" });
      expect(await keyRows(team.workspace.id)).toEqual(before);
      expect((await service.server.request("GET", "/v1/api-keys", { key: targetKey })).status).toBe(200);
      return;
    }
    expect(res.status).toBe(200);
    expect(apiKeySchema.parse(await res.json())).toMatchObject({ id: target, userId: team[whose].id, revokedAt: NOW.toISOString() });
    await expectProblem(await service.server.request("GET", "/v1/api-keys", { key: targetKey }), { status: 401, code: "UNAUTHENTICATED" });
    const [event] = await auditOf(team.workspace.id, "API_KEY_REVOKED");
    expect(event).toMatchObject({
      actorUserId: team[as].id,
      details: { subject: { type: "api_key", id: target, label: team[whose].apiKeys[n]!.name } },
    });
  });

  it("revokes the calling key itself: answered, then refused", async () => {
    const team = await makeTeam();
    const res = await post(team, "member", "/v1/api-keys/revoke", { apiKeyId: team.keyIdOf("member") });
    expect(res.status).toBe(200);
    await expectProblem(await get(team, "member"), { status: 401, code: "UNAUTHENTICATED" });
    expect((await get(team, "member")).status).toBe(401);
    expect((await service.server.request("GET", "/v1/api-keys", { key: keyOf(team, "member", 1) })).status).toBe(200);
  });

  it("answers a revoked key unchanged, logging once", async () => {
    const team = await makeTeam();
    const first = await post(team, "owner", "/v1/api-keys/revoke", { apiKeyId: team.keyIdOf("member") });
    const before = await keyRows(team.workspace.id);
    const counts = await service.rowCounts();
    const again = await post(team, "admin", "/v1/api-keys/revoke", { apiKeyId: team.keyIdOf("member") });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await keyRows(team.workspace.id)).toEqual(before);
    expect(await service.rowCounts()).toEqual(counts);
    expect(await auditOf(team.workspace.id, "API_KEY_REVOKED")).toHaveLength(1);
  });

  it("revokes a key that has expired", async () => {
    const owner = makeMember({ role: "OWNER" });
    const member = makeMember({ role: "MEMBER", apiKeys: [makeApiKey("live"), makeApiKey("old", inDays(-1))] });
    const team = await seedWorkspace(service.db, makeWorkspace([owner, member]), NOW);
    const res = await service.server.request("POST", "/v1/api-keys/revoke", { key: team.key, body: { apiKeyId: member.apiKeys[1]!.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ expiresAt: inDays(-1), revokedAt: NOW.toISOString() });
  });

  const refusals: { name: string; as: Who; body: (t: Team, other: Team) => unknown; status?: number; code?: string; field?: string }[] = [
    {
      name: "an unknown id",
      as: "owner",
      body: (t) => ({ apiKeyId: `${t.workspace.id}_nope` }),
      status: 404,
      code: "NOT_FOUND",
      field: "apiKeyId",
    },
    {
      name: "another workspace's key (OWNER)",
      as: "owner",
      body: (_t, o) => ({ apiKeyId: o.keyIdOf("owner") }),
      status: 404,
      code: "NOT_FOUND",
      field: "apiKeyId",
    },
    {
      name: "another workspace's key (ADMIN)",
      as: "admin",
      body: (_t, o) => ({ apiKeyId: o.keyIdOf("member") }),
      status: 404,
      code: "NOT_FOUND",
      field: "apiKeyId",
    },
    {
      name: "another workspace member's own-named key (MEMBER)",
      as: "member",
      body: (_t, o) => ({ apiKeyId: o.keyIdOf("member") }),
      status: 404,
      code: "NOT_FOUND",
      field: "apiKeyId",
    },
    { name: "no apiKeyId", as: "owner", body: () => ({}), field: "apiKeyId" },
    { name: "an empty apiKeyId", as: "owner", body: () => ({ apiKeyId: "" }), field: "apiKeyId" },
    { name: "an apiKeyId with a space", as: "owner", body: () => ({ apiKeyId: "key 1" }), field: "apiKeyId" },
    { name: "an apiKeyId of 65 characters", as: "owner", body: () => ({ apiKeyId: "k".repeat(65) }), field: "apiKeyId" },
    { name: "a numeric apiKeyId", as: "owner", body: () => ({ apiKeyId: 7 }), field: "apiKeyId" },
    { name: "a list of apiKeyIds", as: "owner", body: (t) => ({ apiKeyId: [t.keyIdOf("member")] }), field: "apiKeyId" },
    {
      name: "the key's secret instead of its id",
      as: "member",
      body: (t) => ({ apiKeyId: keyOf(t, "member") }),
      status: 404,
      code: "NOT_FOUND",
      field: "apiKeyId",
    },
    { name: "an unknown field", as: "owner", body: (t) => ({ apiKeyId: t.keyIdOf("member"), reason: "x" }), field: "reason" },
    { name: "a userId beside it", as: "owner", body: (t) => ({ apiKeyId: t.keyIdOf("member"), userId: t.member.id }), field: "userId" },
    { name: "a body that is an array", as: "owner", body: (t) => [{ apiKeyId: t.keyIdOf("member") }] },
  ];

  it.each(refusals)("refuses $name, changing nothing", async ({ as, body, status = 400, code = "VALIDATION_FAILED", field }) => {
    const [team, other] = [await makeTeam(), await makeTeam()];
    const [counts, mine, theirs] = [await service.rowCounts(), await keyRows(team.workspace.id), await keyRows(other.workspace.id)];
    await expectProblem(await post(team, as, "/v1/api-keys/revoke", body(team, other)), { status, code, field });
    expect(await service.rowCounts()).toEqual(counts);
    expect(await keyRows(team.workspace.id)).toEqual(mine);
    expect(await keyRows(other.workspace.id)).toEqual(theirs);
  });
});

/** A service of the test's own, on the file's database, with its own clock (and so its own caches). */
async function serviceAt(start: string, changes?: ChangeFeed) {
  const clock = makeClock(start);
  const server = await startTestServer({ getDb: async () => service.db, now: clock.now, changes });
  onTestFinished(() => server.close());
  return { server, clock };
}

describe.skipIf(!testDbAvailable)("expiry and last use", () => {
  it("refuses a key known in memory from the instant it expires, by the request's clock", async () => {
    const { server, clock } = await serviceAt("2026-12-07T08:00:00Z");
    const owner = makeMember({ role: "OWNER", apiKeys: [makeApiKey("short", "2026-12-07T08:00:30Z")] });
    const team = await seedWorkspace(service.db, makeWorkspace([owner]), NOW);
    expect((await server.request("GET", "/v1/api-keys", { key: team.key })).status).toBe(200);
    clock.set("2026-12-07T08:00:29.999Z");
    expect((await server.request("GET", "/v1/api-keys", { key: team.key })).status).toBe(200);
    clock.set("2026-12-07T08:00:30Z");
    await expectProblem(await server.request("GET", "/v1/api-keys", { key: team.key }), { status: 401, code: "UNAUTHENTICATED" });
    // Even for a write, and with nothing published in between.
    await expectProblem(await server.request("POST", "/v1/api-keys/create", { key: team.key, body: { name: "late" } }), {
      status: 401,
      code: "UNAUTHENTICATED",
    });
  });

  it("refuses a key created with expiresAt once the clock reaches it", async () => {
    const { server, clock } = await serviceAt("2026-12-07T08:00:00Z");
    const owner = makeMember({ role: "OWNER" });
    const team = await seedWorkspace(service.db, makeWorkspace([owner]), NOW);
    const res = await server.request("POST", "/v1/api-keys/create", {
      key: team.key,
      body: { name: "1 h", expiresAt: "2026-12-07T09:00:00Z" },
    });
    const { key } = (await res.json()) as { key: string };
    expect((await server.request("GET", "/v1/api-keys", { key })).status).toBe(200);
    clock.set("2026-12-07T09:00:00Z");
    expect((await server.request("GET", "/v1/api-keys", { key })).status).toBe(401);
    expect((await server.request("GET", "/v1/api-keys", { key: team.key })).status).toBe(200);
  });

  it("writes lastUsedAt after the answer, at most once a minute per key", async () => {
    const { server, clock } = await serviceAt("2026-12-07T08:00:00Z");
    const owner = makeMember({ role: "OWNER" });
    const team = await seedWorkspace(service.db, makeWorkspace([owner]), NOW);
    const keyId = owner.apiKeys[0]!.id;
    const lastUsed = async () => (await service.db.select().from(apiKeys).where(eq(apiKeys.id, keyId)))[0]!.lastUsedAt?.toISOString();
    expect(await lastUsed()).toBeUndefined();
    expect((await server.request("GET", "/v1/api-keys", { key: team.key })).status).toBe(200);
    await vi.waitFor(async () => expect(await lastUsed()).toBe("2026-12-07T08:00:00.000Z"), { timeout: 2_000 });
    clock.set("2026-12-07T08:00:59Z");
    const listed = apiKeyPage.parse(await (await server.request("GET", "/v1/api-keys", { key: team.key })).json());
    expect(listed.data[0]!.lastUsedAt).toBe("2026-12-07T08:00:00.000Z");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await lastUsed()).toBe("2026-12-07T08:00:00.000Z");
    clock.set("2026-12-07T08:01:01Z");
    expect((await server.request("GET", "/v1/api-keys", { key: team.key })).status).toBe(200);
    await vi.waitFor(async () => expect(await lastUsed()).toBe("2026-12-07T08:01:01.000Z"), { timeout: 2_000 });
  });

  it("never fails or delays a request when the write of lastUsedAt fails", async () => {
    const failing = {
      update: () => ({ set: () => ({ where: () => Promise.reject(new Error("database gone")) }) }),
    } as unknown as Db;
    const record = keyUseRecorder();
    expect(() => record(failing, "key_x", 0)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The failed write is forgotten, so the next use tries again.
    let tries = 0;
    const counting = {
      update: () => {
        tries += 1;
        return { set: () => ({ where: () => Promise.resolve() }) };
      },
    } as unknown as Db;
    record(counting, "key_x", 1_000);
    expect(tries).toBe(1);
  });

  it("logs nothing carrying a secret while creating and revoking", async () => {
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) => vi.spyOn(console, m));
    onTestFinished(() => {
      for (const spy of spies) spy.mockRestore();
    });
    const team = await makeTeam();
    const created = await (await post(team, "owner", "/v1/api-keys/create", { name: "Quiet" })).json();
    await post(team, "owner", "/v1/api-keys/revoke", { apiKeyId: created.id });
    const logged = JSON.stringify(spies.flatMap((s) => s.mock.calls));
    expect(logged).not.toContain(created.key);
    expect(logged).not.toContain(keyOf(team, "owner"));
  });
});

// Two instances on one database and one change feed (PostgreSQL: each its own LISTEN connection; PGlite: one
// in-process feed): a key revoked on one, or expired, is refused by the other within 1 s.
describe.skipIf(!testDbAvailable)("two instances", () => {
  const feeds: ChangeFeed[] = [];
  const instances: { server: TestServer; clock: ReturnType<typeof makeClock> }[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = createLocalChangeFeed();
    for (let i = 0; i < 2; i++) {
      const changes = testDbKind === "postgres" ? createPostgresChangeFeed(database.url!) : shared;
      feeds.push(changes);
      const clock = makeClock("2026-12-07T08:00:00Z");
      instances.push({ server: await startTestServer({ getDb: async () => database.db, now: clock.now, changes }), clock });
    }
    await vi.waitFor(() => expect(feeds.every((f) => f.live)).toBe(true), { timeout: 10_000 });
  }, 30_000);

  afterAll(async () => {
    for (const { server } of instances) await server.close();
    for (const feed of feeds) await feed.close();
    await database?.close();
  });

  it("a key revoked on one instance is refused by the other within 1 s", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const team = await makeTeam(database.db);
    const memberKey = keyOf(team, "member");
    expect((await b.server.request("GET", "/v1/api-keys", { key: memberKey })).status).toBe(200); // known on b
    const started = Date.now();
    const res = await a.server.request("POST", "/v1/api-keys/revoke", {
      key: keyOf(team, "owner"),
      body: { apiKeyId: team.keyIdOf("member") },
    });
    expect(res.status).toBe(200);
    expect((await a.server.request("GET", "/v1/api-keys", { key: memberKey })).status).toBe(401);
    await vi.waitFor(async () => expect((await b.server.request("GET", "/v1/api-keys", { key: memberKey })).status).toBe(401), {
      timeout: 1_000,
      interval: 20,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("a key known on both instances is refused by both once it expires", async () => {
    const owner = makeMember({ role: "OWNER", apiKeys: [makeApiKey("expiring", "2026-12-07T08:10:00Z")] });
    const team = await seedWorkspace(database.db, makeWorkspace([owner]), NOW);
    for (const { server, clock } of instances) {
      clock.set("2026-12-07T08:09:59Z");
      expect((await server.request("GET", "/v1/api-keys", { key: team.key })).status).toBe(200);
      clock.set("2026-12-07T08:10:00Z");
      expect((await server.request("GET", "/v1/api-keys", { key: team.key })).status).toBe(401);
    }
  });
});
