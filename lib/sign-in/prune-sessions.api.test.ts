// Ended sessions are pruned; live ones, API keys, and sessions that stored idempotency responses still kept are not.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEPT_MS, pruneIdempotencyKeys } from "../bookings/idempotency";
import * as t from "../db/schema";
import { makeApiKey, makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { signInAs } from "../testing/sign-in";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { pruneSessions } from "./prune-sessions";

const NOW = new Date("2026-12-07T08:00:00.000Z"); // a Monday; hosts work 09:00-17:00 UTC on weekdays
const HOUR = 3_600_000;
const service = setUpTestService(NOW);

const keysLeft = async (ids: string[]) =>
  (await service.db.select({ id: t.apiKeys.id }).from(t.apiKeys).where(inArray(t.apiKeys.id, ids))).map((k) => k.id).sort();

describe.skipIf(!testDbAvailable)("pruning sessions", () => {
  it("deletes sessions expired or signed out, and keeps live ones, API keys, and sessions a kept response names", async () => {
    const [expired, signedOut, live, booker] = [makeMember({ role: "OWNER" }), makeMember(), makeMember(), makeMember()];
    const keyHolder = makeMember({ apiKeys: [makeApiKey("integration")] });
    const link = makeBookingLink([booker]);
    await seedWorkspace(service.db, makeWorkspace([expired, signedOut, live, booker, keyHolder], [link]), NOW);
    const [a, b, c, d] = await Promise.all(
      [expired, signedOut, live, booker].map((m) => signInAs(service.server, service.db, m.email, NOW)),
    );
    const out = await service.server.request("POST", "/v1/sign-in/sign-out", { key: b!.key, body: {} });
    expect(out.status).toBe(200);
    // Sessions last 12 hours; this one was made to last a day.
    await service.db
      .update(t.apiKeys)
      .set({ expiresAt: new Date(NOW.getTime() + 24 * HOUR) })
      .where(eq(t.apiKeys.id, c!.apiKeyId));
    const booked = await service.server.request("POST", "/v1/bookings/create", {
      key: d!.key,
      headers: { "idempotency-key": "dashboard-1" },
      body: {
        bookingLinkId: link.id,
        startDateTime: "2026-12-08T10:00:00Z",
        timezone: "UTC",
        attendees: [{ name: "Vera", email: "vera@example.test" }],
      },
    });
    expect(booked.status).toBe(201);
    await service.db.update(t.idempotencyKeys).set({ createdAt: NOW }).where(eq(t.idempotencyKeys.apiKeyId, d!.apiKeyId));
    const [integration] = await service.db.select().from(t.apiKeys).where(eq(t.apiKeys.userId, keyHolder.id));
    await service.db.update(t.apiKeys).set({ expiresAt: NOW }).where(eq(t.apiKeys.id, integration!.id));
    const ids = [a!.apiKeyId, b!.apiKeyId, c!.apiKeyId, d!.apiKeyId, integration!.id];

    const thirteenHoursOn = NOW.getTime() + 13 * HOUR;
    expect(await pruneIdempotencyKeys(service.db, thirteenHoursOn)).toBe(0);
    expect(await pruneSessions(service.db, thirteenHoursOn)).toBe(2);
    expect(await keysLeft(ids)).toEqual([c!.apiKeyId, d!.apiKeyId, integration!.id].sort());

    // A day after the booking its response is pruned, and the session that stored it with it.
    const dayOn = NOW.getTime() + IDEMPOTENCY_KEPT_MS + 1;
    expect(await pruneIdempotencyKeys(service.db, dayOn)).toBe(1);
    expect(await pruneSessions(service.db, dayOn)).toBe(2);
    expect(await keysLeft(ids)).toEqual([integration!.id]);
  });

  it("deletes in batches of the limit given, answering how many each time", async () => {
    const members = Array.from({ length: 3 }, () => makeMember());
    await seedWorkspace(service.db, makeWorkspace(members), NOW);
    await Promise.all(members.map((m) => signInAs(service.server, service.db, m.email, NOW)));
    const later = NOW.getTime() + 48 * HOUR;
    const counts = [
      await pruneSessions(service.db, later, 2),
      await pruneSessions(service.db, later, 2),
      await pruneSessions(service.db, later, 2),
    ];
    expect(counts).toEqual([2, 1, 0]);
  });
});
