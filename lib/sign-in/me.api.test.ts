// GET /v1/me: who a credential is, and permissions that are what the routes do. Each flag is checked against a
// route it stands for, called with the same credential: allowed exactly when the flag says so.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { meSchema } from "../contract/sign-in";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { signInAs } from "../testing/sign-in";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00.000Z"); // a Monday; members work 09:00-17:00 UTC on weekdays
const service = setUpTestService(NOW);

/** A team of each role, and a host with a link and a booking none of the others hosts or owns. */
async function makeTeam() {
  const owner = makeMember({ role: "OWNER", name: "Olga Owner" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER", name: "Mia Member" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const host = makeMember({ role: "MEMBER" });
  const link = makeBookingLink([host]);
  const team = await seedWorkspace(service.db, makeWorkspace([owner, admin, member, billing, host], [link]), NOW);
  const booked = await service.server.request("POST", "/v1/bookings/create", {
    key: team.key,
    body: {
      bookingLinkId: link.id,
      startDateTime: "2026-12-08T10:00:00.000Z",
      timezone: "UTC",
      attendees: [{ name: "Vera Visitor", email: "vera@example.test", isGuest: false }],
    },
  });
  expect(booked.status).toBe(201);
  const bookingId = ((await booked.json()) as { id: string }).id;
  return { ...team, owner, admin, member, billing, host, bookingId };
}
type Team = Awaited<ReturnType<typeof makeTeam>>;
type Who = "owner" | "admin" | "member" | "billing";

const call = (method: string, path: string, key: string, body?: unknown) => service.server.request(method, path, { key, body });
const schedule = (userId?: string) => ({ ...(userId && { userId }), name: "Probe", timeZone: "UTC", availability: {} });

/** For each permission, a route it stands for: answers whether that route let `key` through. */
const PROBES: Record<string, (team: Team, key: string) => Promise<Response>> = {
  manageOwn: (_, key) => call("POST", "/v1/schedules/create", key, schedule()),
  manageOthers: (team, key) => call("POST", "/v1/schedules/create", key, schedule(team.host.id)),
  manageTeam: (_, key) =>
    call("POST", "/v1/invites/create", key, {
      receiverEmail: `probe-${randomBytes(4).toString("hex")}@example.test`,
      receiverFullName: "P",
    }),
  readAuditLogs: (_, key) => call("GET", "/v1/audit-logs", key),
  manageWebhooks: (_, key) => call("GET", "/v1/webhooks", key),
  readBookings: (_, key) => call("GET", "/v1/bookings", key),
  // A booking the caller neither hosts nor owns the link of: every booking of the team, or only their own?
  readAllBookings: (team, key) => call("GET", `/v1/bookings/${team.bookingId}`, key),
  useCalendarFeeds: (_, key) => call("POST", "/v1/calendar-feeds/create", key, {}),
  manageOthersApiKeys: (_, key) => call("GET", "/v1/api-keys?all=true", key),
};

const EXPECTED: Record<Who, { role: string; permissions: Record<string, boolean> }> = {
  owner: { role: "OWNER", permissions: Object.fromEntries(Object.keys(PROBES).map((flag) => [flag, true])) },
  admin: { role: "ADMIN", permissions: Object.fromEntries(Object.keys(PROBES).map((flag) => [flag, true])) },
  member: {
    role: "MEMBER",
    permissions: {
      manageOwn: true,
      manageOthers: false,
      manageTeam: false,
      readAuditLogs: false,
      manageWebhooks: false,
      readBookings: true,
      readAllBookings: false,
      useCalendarFeeds: true,
      manageOthersApiKeys: false,
    },
  },
  billing: {
    role: "BILLING_ONLY",
    permissions: {
      manageOwn: false,
      manageOthers: false,
      manageTeam: false,
      readAuditLogs: true,
      manageWebhooks: false,
      readBookings: false,
      readAllBookings: false,
      useCalendarFeeds: false,
      manageOthersApiKeys: false,
    },
  },
};

describe.skipIf(!testDbAvailable)("GET /v1/me", () => {
  it("says who an API key is: its member, workspace, role and credential", async () => {
    const team = await makeTeam();
    const res = await call("GET", "/v1/me", team.keyOf(team.member));
    expect(res.status).toBe(200);
    expect(meSchema.parse(await res.json())).toEqual({
      user: { id: team.member.id, email: team.member.email, fullName: "Mia Member" },
      workspace: { id: team.workspace.id, name: "Test team" },
      role: "MEMBER",
      credential: { apiKeyId: team.member.apiKeys[0]!.id, kind: "API_KEY", expiresAt: null },
      permissions: EXPECTED.member.permissions,
    });
  });

  it("gives an OWNER and a MEMBER different permissions, as the routes treat them", async () => {
    const team = await makeTeam();
    const owner = meSchema.parse(await (await call("GET", "/v1/me", team.key)).json());
    const member = meSchema.parse(await (await call("GET", "/v1/me", team.keyOf(team.member))).json());
    expect(owner.permissions.manageTeam).toBe(true);
    expect(member.permissions.manageTeam).toBe(false);
    expect((await PROBES.manageTeam!(team, team.key)).status).toBe(201);
    await expectProblem(await PROBES.manageTeam!(team, team.keyOf(team.member)), { status: 403, code: "FORBIDDEN" });
  });

  it.each(["owner", "admin", "member", "billing"] as const)("gives a %s key the permissions its routes enforce", async (who) => {
    const team = await makeTeam();
    const key = team.keyOf(team[who]);
    const me = meSchema.parse(await (await call("GET", "/v1/me", key)).json());
    expect({ role: me.role, permissions: me.permissions }).toEqual(EXPECTED[who]);
    for (const [flag, probe] of Object.entries(PROBES)) {
      const res = await probe(team, key);
      const allowed = res.ok;
      // Refused as the guards refuse: FORBIDDEN, or NOT_FOUND for a booking the caller may not see.
      if (!allowed) expect([403, 404], `${flag}: ${res.status} ${await res.clone().text()}`).toContain(res.status);
      expect(allowed, `${flag} is ${me.permissions[flag as keyof typeof me.permissions]} but the route answered ${res.status}`).toBe(
        me.permissions[flag as keyof typeof me.permissions],
      );
    }
  });

  it("gives a session the same permissions as its member's key, as kind SESSION", async () => {
    const team = await makeTeam();
    const session = await signInAs(service.server, service.db, team.member.email, NOW);
    const me = meSchema.parse(await (await call("GET", "/v1/me", session.key)).json());
    expect(me.permissions).toEqual(EXPECTED.member.permissions);
    expect(me.credential).toEqual({ apiKeyId: session.apiKeyId, kind: "SESSION", expiresAt: "2026-12-07T20:00:00.000Z" });
  });

  it("refuses a request without a valid key", async () => {
    await expectProblem(await service.server.request("GET", "/v1/me"), { status: 401, code: "UNAUTHENTICATED" });
    await expectProblem(await call("GET", "/v1/me", "sk_nope"), { status: 401, code: "UNAUTHENTICATED" });
  });
});
