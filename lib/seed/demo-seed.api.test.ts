// The demo workspace, loaded as `npm start` loads it, shows what it promises.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_API_KEY } from "../config/demo-key";
import { makeBookingLink, makeMember, makeWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { insertSeed } from "./insert-seed";
import { readSeedFile } from "./read-seed-file";

const NOW = new Date();
const service = setUpTestService(NOW);
const OWNER = DEMO_API_KEY;
const MEMBER = "sk_demo_member_3a9d6c0e2f7b41d88e5a";

const get = async (path: string, key = OWNER) => {
  const res = await service.server.request("GET", path, { key });
  return { status: res.status, body: await res.json() };
};

describe.skipIf(!testDbAvailable)("the demo workspace", () => {
  beforeAll(async () => {
    await insertSeed(service.db, await readSeedFile(path.join(process.cwd(), "seeds/demo.json")), NOW);
  });

  it("has bookable MULTI_USE and COLLECTIVE_MULTI_USE links in the next two weeks, and none on the disabled one", async () => {
    const range = `?startDate=${NOW.toISOString()}&endDate=${new Date(NOW.getTime() + 14 * 86_400_000).toISOString()}`;
    for (const id of ["bl_demo_intro", "bl_demo_strategy", "bl_demo_support", "bl_demo_consult", "bl_demo_interview"]) {
      const { status, body } = await get(`/v1/booking-links/${id}/time-slots${range}`);
      expect(status, id).toBe(200);
      expect(body.availableSlots.length, id).toBeGreaterThan(0);
    }
    expect((await get(`/v1/booking-links/bl_demo_retired/time-slots${range}`)).body.availableSlots).toEqual([]);
  });

  it("keeps an audit history across every category, actor kind and impersonation case", async () => {
    const { status, body } = await get("/v1/audit-logs");
    expect(status).toBe(200);
    const events = body.data as { category: string; actor: { kind: string }; impersonatedBy: { masked: boolean } | null }[];
    expect(new Set(events.map((e) => e.category))).toEqual(
      new Set([
        "SECURITY",
        "SYNC_CONFIG",
        "BOOKING_LINKS",
        "BOOKING_PAGES",
        "CALENDARS",
        "ACCESS_CONTROL",
        "BILLING",
        "WORKFLOWS",
        "API_KEYS",
        "MCP",
      ]),
    );
    expect(new Set(events.map((e) => e.actor.kind))).toEqual(new Set(["user", "system", "deleted"]));
    expect(new Set(events.map((e) => JSON.stringify(e.impersonatedBy === null ? null : e.impersonatedBy.masked)))).toEqual(
      new Set(["null", "true", "false"]),
    );
    expect((await get("/v1/audit-logs", MEMBER)).status).toBe(403);
  });

  it("lists members with calendars and syncs, and invites in every status", async () => {
    const members = (await get("/v1/memberships")).body;
    expect(members.total).toBe(4);
    expect(members.data.flatMap((m: { user: { syncConfigs: unknown[] } }) => m.user.syncConfigs)).toHaveLength(2);
    const invites = (await get("/v1/invites")).body;
    expect(new Set(invites.data.map((i: { status: string }) => i.status))).toEqual(
      new Set(["PENDING", "ACCEPTED", "DECLINED", "CANCELLED"]),
    );
  });

  it("shows the invite rule on registered users of another team", async () => {
    const invite = (receiverEmail: string) =>
      service.server.request("POST", "/v1/invites/create", { key: OWNER, body: { receiverEmail, receiverFullName: "Someone" } });
    const paid = await invite("priya@contoso.example");
    expect(paid.status).toBe(409);
    expect(await paid.json()).toMatchObject({ code: "INVITEE_ON_PAID_PLAN" });
    expect((await invite("leo@contoso.example")).status).toBe(201);
  });

  it("refuses, whole, a seed whose bookings overlap for one host", async () => {
    const host = makeMember({ role: "OWNER" });
    const link = makeBookingLink([host]);
    const workspace = makeWorkspace([host], [link]);
    const booking = (id: string, start: string) => ({
      id,
      bookingLinkId: link.id,
      durationId: link.durations[0]!.id,
      start,
      timeZone: "UTC",
      status: "CONFIRMED" as const,
      hostIds: [host.id],
      attendees: [{ name: "A", email: "a@example.test", isGuest: false }],
    });
    workspace.bookings = [booking(`${link.id}_b1`, "2026-12-08T10:00:00Z"), booking(`${link.id}_b2`, "2026-12-08T10:15:00Z")];
    const before = await service.rowCounts();
    await expect(insertSeed(service.db, { workspaces: [workspace] }, NOW)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23P01" }),
    });
    expect(await service.rowCounts()).toEqual(before);
  });
});
