// Two workspaces invite one address that has no account, and both invites are accepted. On PostgreSQL, at the same
// moment: both accepts find no account and make one, the unique index on addresses keeps the first, and the other
// is 409 EMAIL_TAKEN with nothing changed (never a 500); accepted again, it moves the account. One after the other
// (on both databases; the embedded one always takes transactions in turn), the second accept moves the account.
import { asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { expectProblem } from "../testing/expect-problem";
import { makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { startTestServer, type TestServer } from "../testing/http";
import { createTestDatabase, testDbAvailable, testDbKind } from "../testing/test-database";
import { hashInviteToken } from "./invite-token";

const NOW = new Date("2026-12-07T08:00:00Z");
let database: Database & { url?: string };
let server: TestServer;
let teams = 0;

beforeAll(async () => {
  if (!testDbAvailable) return;
  database = await createTestDatabase();
  server = await startTestServer({ getDb: async () => database.db, now: () => NOW.getTime() });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** Two workspaces of one owner each, both inviting the same new address (spelt in two cases); a token for each. */
async function twoInvites() {
  const n = ++teams;
  const address = `ada.${n}.${Date.now()}@example.test`;
  const invited = async (name: string, receiverEmail: string) => {
    const owner = makeMember({ role: "OWNER" });
    const workspace = makeWorkspace([owner]);
    const inviteId = `${workspace.id}_invite`;
    workspace.invites = [
      {
        id: inviteId,
        receiverEmail,
        receiverFullName: "Ada Lovelace",
        status: "PENDING",
        inviterId: owner.id,
        createdAt: "2026-12-01T10:00:00Z",
        expiresAt: "2026-12-12T10:00:00Z",
      },
    ];
    await seedWorkspace(database.db, workspace, NOW);
    const token = `${name}${workspace.id.replace(/[^A-Za-z0-9]/g, "")}`.padEnd(43, "Q").slice(0, 43);
    await database.db
      .update(t.invites)
      .set({ tokenHash: hashInviteToken(token) })
      .where(eq(t.invites.id, inviteId));
    return { workspaceId: workspace.id, owner, inviteId, token };
  };
  return { address, a: await invited("aaaaaaaa", address), b: await invited("bbbbbbbb", address.toUpperCase()) };
}
type Invited = Awaited<ReturnType<typeof twoInvites>>["a"];

const accept = (token: string) => server.request("POST", "/v1/invites/accept", { body: { token } });

/** Everything an accept writes, for one workspace and the address. */
async function stateOf(address: string, side: Invited) {
  const db = database.db;
  const accounts = await db
    .select({ id: t.users.id, workspaceId: t.users.workspaceId })
    .from(t.users)
    .where(sql`lower(${t.users.email}) = lower(${address})`);
  return {
    accounts,
    calendars: await db.select({ id: t.calendars.id }).from(t.calendars).where(sql`lower(${t.calendars.email}) = lower(${address})`),
    schedules: accounts.length
      ? await db.select({ id: t.schedules.id }).from(t.schedules).where(eq(t.schedules.userId, accounts[0]!.id))
      : [],
    members: await db
      .select({ userId: t.memberships.userId, role: t.memberships.role })
      .from(t.memberships)
      .where(eq(t.memberships.workspaceId, side.workspaceId))
      .orderBy(asc(t.memberships.userId)),
    audit: await db.select({ action: t.auditEvents.action }).from(t.auditEvents).where(eq(t.auditEvents.workspaceId, side.workspaceId)),
    invite: (await db.select().from(t.invites).where(eq(t.invites.id, side.inviteId)))[0],
  };
}

describe.skipIf(testDbKind !== "postgres" || !testDbAvailable)("two accepts of one new address at the same moment", () => {
  let blocker: pg.Client;
  beforeAll(async () => {
    blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
  });
  afterAll(() => blocker?.end());

  /** Waits until `n` transactions wait for a lock on the users table (each accept, about to make the account). */
  async function waitersOnUsers(n: number) {
    for (let tries = 0; tries < 500; tries++) {
      const { rows } = await blocker.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where relation = 'users'::regclass and not granted",
      );
      if (rows[0]!.n >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${n} accepts reached the users table`);
  }

  it("makes one account: the other accept is 409 EMAIL_TAKEN, changes nothing, and moves the account when sent again", async () => {
    const { address, a, b } = await twoInvites();
    const before = { a: await stateOf(address, a), b: await stateOf(address, b) };
    // Both accepts look for the account (none) and then wait to insert it, until the blocker lets them on together.
    await blocker.query("begin");
    await blocker.query("lock table users in share mode");
    let answers: Response[];
    try {
      const racing = Promise.all([accept(a.token), accept(b.token)]);
      await waitersOnUsers(2);
      await blocker.query("commit");
      answers = await racing;
    } finally {
      await blocker.query("rollback").catch(() => undefined);
    }
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [winner, loser] = answers[0]!.status === 200 ? [a, b] : [b, a];
    const refused = answers[answers[0]!.status === 200 ? 1 : 0]!;
    const problem = await expectProblem(refused, { status: 409, code: "EMAIL_TAKEN", field: "token" });
    expect(problem.detail).toMatch(/accept again/i);

    // One account, in the winner's workspace, with one calendar and one schedule; the loser's side as it was.
    const won = await stateOf(address, winner);
    expect(won.accounts).toEqual([{ id: expect.any(String), workspaceId: winner.workspaceId }]);
    expect(won.calendars).toHaveLength(1);
    expect(won.schedules).toHaveLength(1);
    expect(won.invite!.status).toBe("ACCEPTED");
    const lost = await stateOf(address, loser);
    expect({ members: lost.members, audit: lost.audit, invite: lost.invite }).toEqual({
      members: before[loser === a ? "a" : "b"].members,
      audit: before[loser === a ? "a" : "b"].audit,
      invite: before[loser === a ? "a" : "b"].invite,
    });

    // Sent again, the accept finds the account and moves it, as for any existing account.
    const again = await accept(loser.token);
    expect(again.status).toBe(200);
    const moved = await stateOf(address, loser);
    expect(moved.accounts).toEqual([{ id: won.accounts[0]!.id, workspaceId: loser.workspaceId }]);
    expect(moved.members.map((m) => m.userId)).toContain(won.accounts[0]!.id);
    expect((await stateOf(address, winner)).members.map((m) => m.userId)).not.toContain(won.accounts[0]!.id);
  });
});

describe.skipIf(!testDbAvailable)("two accepts of one new address, one after the other", () => {
  it("makes the account with the first and moves it with the second, never answering 500", async () => {
    const { address, a, b } = await twoInvites();
    // The embedded database takes transactions in turn, so this is what two accepts at once do there too.
    const answers = [await accept(a.token), await accept(b.token)];
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [first, second] = (await Promise.all(answers.map((r) => r.json()))) as { membership: { userId: string } }[];
    expect(second!.membership.userId).toBe(first!.membership.userId);
    const state = await stateOf(address, b);
    expect(state.accounts).toEqual([{ id: first!.membership.userId, workspaceId: b.workspaceId }]);
    expect(state.calendars).toHaveLength(1);
    expect(state.schedules).toHaveLength(1);
    expect((await stateOf(address, a)).members.map((m) => m.userId)).not.toContain(first!.membership.userId);
  });
});
