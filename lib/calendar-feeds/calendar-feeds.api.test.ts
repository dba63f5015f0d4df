// Calendar feeds: made by a member for the bookings they host, read by token,
// revoked at once.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../db/schema";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);

async function call(path: string, key: string, body?: unknown, method = "POST") {
  const res = await service.server.request(method, path, { key, body });
  return { res, status: res.status, body: await res.clone().json() };
}

async function team() {
  const host = makeMember({ role: "MEMBER", name: "Hana Host" });
  const other = makeMember({ role: "OWNER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const mine = makeBookingLink([host], { title: "Mine" });
  const theirs = makeBookingLink([other], { title: "Theirs" });
  const seeded = await seedWorkspace(service.db, makeWorkspace([other, host, billing], [mine, theirs]), NOW);
  const book = async (linkId: string, start: string) =>
    (
      await call("/v1/bookings/create", seeded.key, {
        bookingLinkId: linkId,
        startDateTime: start,
        timezone: "UTC",
        attendees: [{ name: "Vera", email: "vera@example.test" }],
      })
    ).body as { id: string };
  return { hostKey: seeded.keyOf(host), ownerKey: seeded.key, billingKey: seeded.keyOf(billing), host, mine, theirs, book };
}

describe.skipIf(!testDbAvailable)("calendar feeds", () => {
  it("serve the member's own bookings that hold time, by token, until revoked", async () => {
    const t = await team();
    const kept = await t.book(t.mine.id, "2026-12-08T10:00:00Z");
    const cancelled = await t.book(t.mine.id, "2026-12-08T11:00:00Z");
    await t.book(t.theirs.id, "2026-12-08T12:00:00Z");
    await call("/v1/bookings/cancel", t.ownerKey, { bookingId: cancelled.id });

    const made = await call("/v1/calendar-feeds/create", t.hostKey, {});
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/localhost:3000\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = made.body.url.split("/feeds/")[1].replace(".ics", "");
    const listed = await call("/v1/calendar-feeds", t.hostKey, undefined, "GET");
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: made.body.id, userId: t.host.id }] });
    expect(JSON.stringify(listed.body)).not.toContain(token);

    // Any key of the team reads it with the token (the booking app does).
    const read = await call("/v1/calendar-feeds/read", t.ownerKey, { token });
    expect(read.body.owner).toEqual({ name: "Hana Host" });
    expect(read.body.events.map((e: { id: string }) => e.id)).toEqual([kept.id]);
    expect(read.body.events[0]).toMatchObject({ uid: kept.id, sequence: 0, status: "CONFIRMED", start: "2026-12-08T10:00:00.000Z" });

    const audit = await service.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, t.host.id));
    expect(audit.map((a) => a.action)).toContain("PUBLIC_CALENDAR_FEED_CREATED");
    await call("/v1/calendar-feeds/delete", t.hostKey, { feedId: made.body.id });
    await expectProblem((await call("/v1/calendar-feeds/read", t.ownerKey, { token })).res, {
      status: 404,
      code: "NOT_FOUND",
      field: "token",
    });
  });

  it("are a member's own: others cannot revoke them, BILLING_ONLY cannot make one, other teams cannot read them", async () => {
    const t = await team();
    const made = await call("/v1/calendar-feeds/create", t.hostKey, {});
    const token = made.body.url.split("/feeds/")[1].replace(".ics", "");
    await expectProblem((await call("/v1/calendar-feeds/delete", t.ownerKey, { feedId: made.body.id })).res, {
      status: 404,
      code: "NOT_FOUND",
    });
    await expectProblem((await call("/v1/calendar-feeds/create", t.billingKey, {})).res, { status: 403, code: "FORBIDDEN" });
    const stranger = await team();
    await expectProblem((await call("/v1/calendar-feeds/read", stranger.ownerKey, { token })).res, { status: 404, code: "NOT_FOUND" });
    await expectProblem((await call("/v1/calendar-feeds/create", t.hostKey, { name: "x" })).res, {
      status: 400,
      code: "VALIDATION_FAILED",
    });
  });
});
