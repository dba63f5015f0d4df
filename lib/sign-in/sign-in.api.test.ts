// Sign-in by e-mail through /v1: the link delivered to a real SMTP server in the test process and read as a mail
// client would; its token exchanged once for a session that works on /v1; the answer the same for members and
// strangers; the limits per address and per client; refusals named by field.
import { and, count, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { meSchema, signedInSchema } from "../contract/sign-in";
import * as t from "../db/schema";
import { createDispatcher, type Dispatcher } from "../notifications/dispatcher";
import { smtpSender } from "../notifications/email/mail-sender";
import { SIGN_IN_EVENT } from "../notifications/sign-in-messages";
import { createRateLimiter } from "../rate-limit/rate-limits";
import { makeClock } from "../testing/clock";
import { expectProblem } from "../testing/expect-problem";
import { makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { startTestServer } from "../testing/http";
import { mailServer, recipientOf } from "../testing/mail-server";
import { pendingSignInEmail, visitorHeaders } from "../testing/sign-in";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { hashSignInToken, mintSignInToken, mintSignInUrl } from "./sign-in-token";

const START = "2026-12-07T08:00:00.000Z";
const clock = makeClock(START);
const service = setUpTestService(clock);
const PUBLIC_URL = "https://app.example.test";
const LINK = /https:\/\/app\.example\.test\/dashboard\/sign-in\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
const MINUTE = 60_000;

const smtp = mailServer();
let dispatcher: Dispatcher;
beforeAll(async () => {
  await smtp.start();
  const sender = smtpSender(smtp.url(), {
    from: "Team Scheduling <team@example.test>",
    manageUrl: async () => undefined,
    // Minted by the service's clock, as lib/api/notifications.ts mints by the process's.
    signInUrl: (message) => mintSignInUrl(service.db, message, PUBLIC_URL, new Date(clock.now())),
    timeoutMs: 2_000,
  });
  dispatcher = createDispatcher({ getDb: async () => service.db, senders: { EMAIL: sender }, now: clock.now, log: () => {} });
});
afterAll(() => smtp.stop());
beforeEach(() => {
  clock.set(START);
  smtp.received.length = 0;
});

/** A team of two (so it keeps an audit log): an owner and a member whose language is `locale`. */
async function makeTeam(locale = "en") {
  const owner = makeMember({ role: "OWNER", name: "Olga Owner" });
  const member = makeMember({ role: "MEMBER", name: "Mia Member", locale });
  const team = await seedWorkspace(service.db, makeWorkspace([owner, member]), new Date(START));
  return { ...team, owner, member };
}

const request = (body: unknown, headers = visitorHeaders()) => service.server.request("POST", "/v1/sign-in/request", { body, headers });
const exchange = (token: unknown, headers = visitorHeaders()) =>
  service.server.request("POST", "/v1/sign-in/exchange", { body: { token }, headers });

/** Sends what the outbox holds; answers the e-mails that reached `address`. */
async function deliver(address: string): Promise<ParsedMail[]> {
  while ((await dispatcher.runOnce()) > 0);
  return smtp.received.filter((mail) => recipientOf(mail) === address.toLowerCase());
}

const tokenOf = (mail: ParsedMail) => LINK.exec(mail.text ?? "")?.[1];

async function signInEmails(workspaceId: string) {
  const [row] = await service.db
    .select({ n: count() })
    .from(t.outboxMessages)
    .where(and(eq(t.outboxMessages.workspaceId, workspaceId), eq(t.outboxMessages.event, SIGN_IN_EVENT)));
  return row!.n;
}

describe.skipIf(!testDbAvailable)("a sign-in by e-mail", () => {
  it("mails a member a link whose token exchanges once for a session that works on /v1", async () => {
    const team = await makeTeam();
    const asked = await request({ email: team.member.email.toUpperCase(), returnTo: "/dashboard/bookings?status=PENDING" });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ status: "SENT" });

    const [mail, ...more] = await deliver(team.member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Sign in to Test team");
    expect(mail!.text).toContain("Hello Mia Member,");
    expect(mail!.text).toContain("Someone asked to sign in to Test team with this e-mail address.");
    expect(mail!.text).toContain("The link works for 15 minutes, and only once.");
    expect(mail!.text).toContain("If you did not ask to sign in, ignore this e-mail");
    const token = tokenOf(mail!)!;
    expect(token).toHaveLength(43);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/dashboard/sign-in/${token}"`);

    // Only the token's hash is kept, minted when the e-mail went; the outbox row never held it.
    const [message] = await service.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.workspaceId, team.workspace.id));
    expect(message).toMatchObject({ channel: "EMAIL", event: SIGN_IN_EVENT, status: "SENT", recipient: team.member.email });
    expect(JSON.stringify(message!.payload)).not.toContain(token);
    const [stored] = await service.db.select().from(t.signInTokens).where(eq(t.signInTokens.userId, team.member.id));
    expect(stored).toMatchObject({ tokenHash: hashSignInToken(token), usedAt: null, returnTo: "/dashboard/bookings?status=PENDING" });
    expect(stored!.expiresAt.toISOString()).toBe("2026-12-07T08:15:00.000Z");

    clock.advance(5 * MINUTE);
    const res = await exchange(token);
    expect(res.status).toBe(201);
    const signedIn = signedInSchema.parse(await res.json());
    expect(signedIn).toEqual({
      key: expect.stringMatching(/^sk_[A-Za-z0-9_-]{43}$/),
      apiKeyId: expect.stringMatching(/^key_/),
      expiresAt: "2026-12-07T20:05:00.000Z",
      returnTo: "/dashboard/bookings?status=PENDING",
      user: { id: team.member.id, email: team.member.email, fullName: "Mia Member" },
      workspace: { id: team.workspace.id, name: "Test team" },
      role: "MEMBER",
    });
    const me = await service.server.request("GET", "/v1/me", { key: signedIn.key });
    expect(me.status).toBe(200);
    expect(meSchema.parse(await me.json()).credential).toEqual({
      apiKeyId: signedIn.apiKeyId,
      kind: "SESSION",
      expiresAt: signedIn.expiresAt,
    });
    const [session] = await service.db.select().from(t.apiKeys).where(eq(t.apiKeys.id, signedIn.apiKeyId));
    expect(session).toMatchObject({ kind: "SESSION", name: "Dashboard session", userId: team.member.id });
    expect(session!.keyHash).not.toContain(signedIn.key);

    const again = await exchange(token);
    const problem = await expectProblem(again, { status: 410, code: "SIGN_IN_LINK_USED", field: "token" });
    expect(JSON.stringify(problem)).not.toContain(token);
  });

  it("writes the e-mail in the member's language", async () => {
    const team = await makeTeam("de");
    expect((await request({ email: team.member.email })).status).toBe(202);
    const [mail] = await deliver(team.member.email);
    expect(mail!.subject).toBe("Bei Test team anmelden");
    expect(mail!.text).toContain("Der Link gilt 15 Minuten lang und nur ein einziges Mal.");
    expect(tokenOf(mail!)).toBeDefined();
  });

  it("gives one session when two exchanges of one token arrive at once", async () => {
    const team = await makeTeam();
    await request({ email: team.member.email });
    const token = tokenOf((await deliver(team.member.email))[0]!)!;
    const answers = await Promise.all([exchange(token), exchange(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
    const sessions = await service.db
      .select()
      .from(t.apiKeys)
      .where(and(eq(t.apiKeys.userId, team.member.id), eq(t.apiKeys.kind, "SESSION")));
    expect(sessions).toHaveLength(1);
  });

  it("works until 15 minutes after the e-mail went, by the service's clock, then answers 410 SIGN_IN_LINK_EXPIRED", async () => {
    const team = await makeTeam();
    await request({ email: team.member.email });
    clock.advance(2 * MINUTE); // the e-mail goes two minutes after it was asked for: the link's time starts then
    const first = tokenOf((await deliver(team.member.email))[0]!)!;
    clock.advance(15 * MINUTE - 1);
    expect((await exchange(first)).status).toBe(201);

    await request({ email: team.member.email });
    const second = tokenOf((await deliver(team.member.email)).at(-1)!)!;
    clock.advance(15 * MINUTE);
    await expectProblem(await exchange(second), { status: 410, code: "SIGN_IN_LINK_EXPIRED", field: "token" });
    const [row] = await service.db
      .select()
      .from(t.signInTokens)
      .where(eq(t.signInTokens.tokenHash, hashSignInToken(second)));
    expect(row!.usedAt).toBeNull();
  });

  it("answers a stranger's address exactly as a member's, and sends nothing", async () => {
    const team = await makeTeam();
    const stranger = await request({ email: "nobody@example.test" });
    const member = await request({ email: team.member.email });
    expect([stranger.status, await stranger.text()]).toEqual([member.status, await member.text()]);
    expect(stranger.headers.get("content-type")).toBe(member.headers.get("content-type"));
    expect(await pendingSignInEmail(service.db, "nobody@example.test")).toBeUndefined();
    await deliver("nobody@example.test");
    expect(smtp.received.map(recipientOf)).not.toContain("nobody@example.test");
    expect(smtp.received.map(recipientOf)).toContain(team.member.email);
  });

  it("sends no sixth e-mail to one address within 15 minutes, still answering 202, and sends again after", async () => {
    const team = await makeTeam();
    for (let i = 0; i < 6; i++) {
      // One address however it is written.
      const res = await request({ email: i % 2 ? team.member.email.toUpperCase() : team.member.email });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ status: "SENT" });
    }
    expect(await signInEmails(team.workspace.id)).toBe(5);
    expect(await deliver(team.member.email)).toHaveLength(5);
  });

  it("counts an address's e-mails per window: once it has passed, the address gets them again", async () => {
    // The limiter counts by the real clock (as in Redis), so this service's window is a second, not 15 minutes.
    const limits = { "sign-in-address": { points: 2, seconds: 1 } };
    const server = await startTestServer({ getDb: async () => service.db, now: clock.now, rateLimiter: createRateLimiter({ limits }) });
    onTestFinished(() => server.close());
    const team = await makeTeam();
    const ask = () => server.request("POST", "/v1/sign-in/request", { body: { email: team.member.email }, headers: visitorHeaders() });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(202);
    expect(await signInEmails(team.workspace.id)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await ask()).status).toBe(202);
    expect(await signInEmails(team.workspace.id)).toBe(3);
  });

  it("answers 429 with Retry-After past 30 requests from one client address in 15 minutes, whatever the address asked for", async () => {
    const client = "203.0.113.30";
    for (let i = 0; i < 30; i++) expect((await request({ email: `someone${i}@example.test` }, visitorHeaders(client))).status).toBe(202);
    const refused = await request({ email: "one.more@example.test" }, visitorHeaders(client));
    await expectProblem(refused, { status: 429, code: "RATE_LIMITED" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await request({ email: "one.more@example.test" }, visitorHeaders("203.0.113.31"))).status).toBe(202);
  });

  it("ignores an x-api-key sent along, valid or not", async () => {
    const team = await makeTeam();
    for (const key of [team.key, "sk_not_a_key"]) {
      const res = await service.server.request("POST", "/v1/sign-in/request", {
        key,
        body: { email: team.member.email },
        headers: visitorHeaders(),
      });
      expect(res.status).toBe(202);
      expect(res.headers.get("ratelimit-limit")).toBeNull();
    }
  });

  it("refuses the link of a member removed since it was sent (404), and sends none once they are gone", async () => {
    const team = await makeTeam();
    await request({ email: team.member.email });
    const message = await pendingSignInEmail(service.db, team.member.email);
    const token = await mintSignInToken(service.db, message!, new Date(START));
    const revoked = await service.server.request("POST", "/v1/memberships/revoke", { key: team.key, body: { userId: team.member.id } });
    expect(revoked.status).toBe(200);
    await expectProblem(await exchange(token), { status: 404, code: "NOT_FOUND", field: "token" });
    expect(await mintSignInToken(service.db, message!, new Date(START))).toBeUndefined();
    const before = await signInEmails(team.workspace.id);
    expect((await request({ email: team.member.email })).status).toBe(202);
    expect(await signInEmails(team.workspace.id)).toBe(before);
  });
});

describe.skipIf(!testDbAvailable)("refusals", () => {
  const requests: { name: string; body: unknown; field: string; code?: string }[] = [
    { name: "no email", body: {}, field: "email" },
    { name: "an email that is not one", body: { email: "ada" }, field: "email" },
    { name: "an email that is a number", body: { email: 7 }, field: "email" },
    {
      name: "a returnTo on another site",
      body: { email: "a@example.test", returnTo: "https://evil.example/dashboard" },
      field: "returnTo",
    },
    { name: "a protocol-relative returnTo", body: { email: "a@example.test", returnTo: "//evil.example/dashboard" }, field: "returnTo" },
    { name: "a returnTo with // inside", body: { email: "a@example.test", returnTo: "/dashboard//evil.example" }, field: "returnTo" },
    { name: "a returnTo outside the dashboard", body: { email: "a@example.test", returnTo: "/invite/x" }, field: "returnTo" },
    { name: "a returnTo that only starts alike", body: { email: "a@example.test", returnTo: "/dashboardx" }, field: "returnTo" },
    { name: "a returnTo leaving by ..", body: { email: "a@example.test", returnTo: "/dashboard/../admin" }, field: "returnTo" },
    { name: "a returnTo leaving by %2e%2e", body: { email: "a@example.test", returnTo: "/dashboard/%2E%2e/admin" }, field: "returnTo" },
    { name: "a returnTo with a backslash", body: { email: "a@example.test", returnTo: "/dashboard\\\\evil.example" }, field: "returnTo" },
    { name: "a returnTo with a space", body: { email: "a@example.test", returnTo: "/dashboard/a b" }, field: "returnTo" },
    { name: "a returnTo with a scheme", body: { email: "a@example.test", returnTo: "javascript:alert(1)" }, field: "returnTo" },
    {
      name: "a returnTo of 301 characters",
      body: { email: "a@example.test", returnTo: `/dashboard/${"a".repeat(290)}` },
      field: "returnTo",
    },
    { name: "an unknown field", body: { email: "a@example.test", userId: "usr_1" }, field: "userId" },
    { name: "a body that is not JSON", body: "a@example.test", field: "", code: "INVALID_JSON" },
  ];
  it.each(requests)("POST /v1/sign-in/request refuses $name, sending nothing", async ({ body, field, code = "VALIDATION_FAILED" }) => {
    const before = await service.db.select({ n: count() }).from(t.outboxMessages);
    await expectProblem(await request(body), { status: 400, code, ...(field && { field }) });
    expect(await service.db.select({ n: count() }).from(t.outboxMessages)).toEqual(before);
  });

  it.each(["/dashboard", "/dashboard/", "/dashboard?tab=team", "/dashboard/links/bl_1#hosts", `/dashboard/${"a".repeat(289)}`])(
    "POST /v1/sign-in/request takes returnTo %s",
    async (returnTo) => {
      expect((await request({ email: "a@example.test", returnTo })).status).toBe(202);
    },
  );

  const exchanges: { name: string; body: unknown; field: string }[] = [
    { name: "no token", body: {}, field: "token" },
    { name: "a token of 42 characters", body: { token: "a".repeat(42) }, field: "token" },
    { name: "a token with a +", body: { token: `${"a".repeat(42)}+` }, field: "token" },
    { name: "a numeric token", body: { token: 7 }, field: "token" },
    { name: "an unknown field", body: { token: "a".repeat(43), returnTo: "/dashboard" }, field: "returnTo" },
  ];
  it.each(exchanges)("POST /v1/sign-in/exchange refuses $name", async ({ body, field }) => {
    const res = await service.server.request("POST", "/v1/sign-in/exchange", { body, headers: visitorHeaders() });
    await expectProblem(res, { status: 400, code: "VALIDATION_FAILED", field });
  });

  it("answers an unknown token 404, and past 20 of them a minute 429 before any lookup, even for a good token", async () => {
    const team = await makeTeam();
    await request({ email: team.member.email });
    const token = await mintSignInToken(service.db, (await pendingSignInEmail(service.db, team.member.email))!, new Date(START));
    const guesser = "203.0.113.99";
    for (let i = 0; i < 20; i++) {
      const guess = `${String(i).padStart(2, "0")}${"G".repeat(41)}`;
      await expectProblem(await exchange(guess, visitorHeaders(guesser)), { status: 404, code: "NOT_FOUND", field: "token" });
    }
    const refused = await exchange(token!, visitorHeaders(guesser));
    await expectProblem(refused, { status: 429, code: "RATE_LIMITED" });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await exchange(token!, visitorHeaders("203.0.113.100"))).status).toBe(201);
  });
});
