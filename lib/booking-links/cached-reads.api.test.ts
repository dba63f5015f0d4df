// Keys, links and slots are answered from memory (lib/cache); what a client
// sees must still follow every write and the clock at once. Each test first
// reads, so that the answer after the change would come from the cache if
// the change were missed.
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { type ChangeFeed, createPostgresChangeFeed } from "../cache/change-feed";
import type { Database } from "../db/client";
import { makeClock, type TestClock } from "../testing/clock";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace, weekdays } from "../testing/factories";
import { startTestServer, type TestServer } from "../testing/http";
import { createTestDatabase, testDbAvailable, testDbKind } from "../testing/test-database";

const MONDAY_08 = "2026-12-07T08:00:00Z"; // hosts work 09:00-17:00 UTC on weekdays
const TUESDAY = "startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z";
const NO_RANGE = ""; // from now to the end of the month
const visitor = { name: "Vera Visitor", email: "vera@example.test" };

let database: Database & { url?: string };

beforeAll(async () => {
  if (!testDbAvailable) return;
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** A service of this test's own, on the file's database, reading this test's clock (and so with caches of its own). */
async function serviceAt(start: string): Promise<{ server: TestServer; clock: TestClock }> {
  const clock = makeClock(start);
  const server = await startTestServer({ getDb: async () => database.db, now: clock.now });
  onTestFinished(() => server.close());
  return { server, clock };
}

/** Starts of the slots listed for `range` (default: Tuesday 8 December), as "MM-DDTHH:MM". */
async function listedStarts(on: TestServer, key: string, linkId: string, range = TUESDAY) {
  const res = await on.request("GET", `/v1/booking-links/${linkId}/time-slots?${range}`, { key });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { availableSlots: { start: string }[] };
  return body.availableSlots.map((s) => s.start.slice(5, 16));
}

const book = (on: TestServer, key: string, bookingLinkId: string, startDateTime: string) =>
  on.request("POST", "/v1/bookings/create", { key, body: { bookingLinkId, startDateTime, timezone: "UTC", attendees: [visitor] } });

describe.skipIf(!testDbAvailable)("cached answers", () => {
  it("a booking through one link takes the time off every link its host is on", async () => {
    const { server, clock } = await serviceAt(MONDAY_08);
    const host = makeMember({ role: "OWNER" });
    const intro = makeBookingLink([host]);
    const demo = makeBookingLink([host], { durations: [{ minutes: 60, isDefault: true }] });
    const team = await seedWorkspace(database.db, makeWorkspace([host], [intro, demo]), new Date(clock.now()));
    expect(await listedStarts(server, team.key, demo.id)).toContain("12-08T10:00");

    expect((await book(server, team.key, intro.id, "2026-12-08T10:30:00Z")).status).toBe(201);
    const after = await listedStarts(server, team.key, demo.id);
    expect(after).not.toContain("12-08T10:00");
    expect(after).not.toContain("12-08T10:30");
    expect(after).toContain("12-08T11:00");
  });

  it("revoking a member refuses their key at once and takes them off the links they host", async () => {
    const { server, clock } = await serviceAt(MONDAY_08);
    const owner = makeMember({ role: "OWNER" });
    const member = makeMember({ role: "MEMBER", availability: weekdays("09:00:00", "11:00:00") });
    const both = makeBookingLink([owner, member], { type: "COLLECTIVE_MULTI_USE" });
    const team = await seedWorkspace(database.db, makeWorkspace([owner, member], [both]), new Date(clock.now()));
    expect((await server.request("GET", `/v1/booking-links/${both.id}`, { key: team.keyOf(member) })).status).toBe(200);
    expect(await listedStarts(server, team.key, both.id)).not.toContain("12-08T11:00");

    const revoked = await server.request("POST", "/v1/memberships/revoke", { key: team.key, body: { userId: member.id } });
    expect(revoked.status).toBe(200);
    expect((await server.request("GET", `/v1/booking-links/${both.id}`, { key: team.keyOf(member) })).status).toBe(401);
    const link = (await (await server.request("GET", `/v1/booking-links/${both.id}`, { key: team.key })).json()) as {
      hosts: { userId: string }[];
    };
    expect(link.hosts.map((h) => h.userId)).toEqual([owner.id]);
    expect(await listedStarts(server, team.key, both.id)).toContain("12-08T11:00");
  });

  it("the notice period and the horizon move with the clock", async () => {
    const { server, clock } = await serviceAt("2026-12-07T11:59:30Z");
    const host = makeMember({ role: "OWNER" });
    const link = makeBookingLink([host], {
      minNoticePeriod: { unit: "HOUR", quantity: 2 },
      maxFuturePeriod: { unit: "DAY", quantity: 1 },
    });
    const team = await seedWorkspace(database.db, makeWorkspace([host], [link]), new Date(clock.now()));
    const mondayAndTuesday = "startDate=2026-12-07T00:00:00Z&endDate=2026-12-08T23:59:59Z";
    let slots = await listedStarts(server, team.key, link.id, mondayAndTuesday);
    expect(slots[0]).toBe("12-07T14:00");
    expect(slots.at(-1)).toBe("12-08T11:30");

    // 40 s on, within the cached list's life: notice reaches 14:00:10, the horizon 12:00:10 tomorrow.
    clock.advance(40_000);
    slots = await listedStarts(server, team.key, link.id, mondayAndTuesday);
    expect(slots[0]).toBe("12-07T14:30");
    expect(slots.at(-1)).toBe("12-08T12:00");

    clock.set("2026-12-07T13:50:00Z"); // past the cached list's life
    slots = await listedStarts(server, team.key, link.id, mondayAndTuesday);
    expect(slots[0]).toBe("12-07T16:00");
    expect(slots.at(-1)).toBe("12-08T13:30");
  });

  it("without startDate the slots start now, as the clock moves through the day", async () => {
    const { server, clock } = await serviceAt("2026-12-08T10:05:00Z");
    const host = makeMember({ role: "OWNER" });
    const link = makeBookingLink([host]);
    const team = await seedWorkspace(database.db, makeWorkspace([host], [link]), new Date(clock.now()));
    let slots = await listedStarts(server, team.key, link.id, NO_RANGE);
    expect(slots[0]).toBe("12-08T10:30");
    expect(slots.at(-1)).toBe("12-31T16:30");

    clock.set("2026-12-08T12:01:00Z");
    slots = await listedStarts(server, team.key, link.id, NO_RANGE);
    expect(slots[0]).toBe("12-08T12:30");
    expect(slots.at(-1)).toBe("12-31T16:30");
  });
});

// Two instances of the service on one PostgreSQL database: what one writes,
// the other stops answering from memory once the notification arrives.
describe.skipIf(testDbKind !== "postgres" || !testDbAvailable)("two instances sharing PostgreSQL", () => {
  const feeds: ChangeFeed[] = [];
  const instances: TestServer[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const changes = createPostgresChangeFeed(database.url!);
      feeds.push(changes);
      instances.push(await startTestServer({ getDb: async () => database.db, now: () => Date.parse(MONDAY_08), changes }));
    }
    await vi.waitFor(() => expect(feeds.every((f) => f.live)).toBe(true), { timeout: 10_000 });
  }, 30_000);

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const feed of feeds) await feed.close();
  });

  it("a booking and a revocation on one instance reach the other's cache", async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const owner = makeMember({ role: "OWNER" });
    const member = makeMember({ role: "MEMBER" });
    const link = makeBookingLink([owner]);
    const team = await seedWorkspace(database.db, makeWorkspace([owner, member], [link]), new Date(MONDAY_08));
    expect(await listedStarts(b, team.key, link.id)).toContain("12-08T10:00");
    expect((await b.request("GET", `/v1/booking-links/${link.id}`, { key: team.keyOf(member) })).status).toBe(200);

    expect((await book(a, team.key, link.id, "2026-12-08T10:00:00Z")).status).toBe(201);
    await vi.waitFor(async () => expect(await listedStarts(b, team.key, link.id)).not.toContain("12-08T10:00"), { timeout: 5_000 });

    expect((await a.request("POST", "/v1/memberships/revoke", { key: team.key, body: { userId: member.id } })).status).toBe(200);
    await vi.waitFor(
      async () => expect((await b.request("GET", `/v1/booking-links/${link.id}`, { key: team.keyOf(member) })).status).toBe(401),
      { timeout: 5_000 },
    );
  });

  it("a slot reservation and its release on one instance reach the other's cache within a second", async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const host = makeMember({ role: "OWNER" });
    const link = makeBookingLink([host]);
    const team = await seedWorkspace(database.db, makeWorkspace([host], [link]), new Date(MONDAY_08));
    expect(await listedStarts(b, team.key, link.id)).toContain("12-08T10:00");

    const body = { bookingLinkId: link.id, startDateTime: "2026-12-08T10:00:00Z", holder: "visitor-a" };
    const held = await a.request("POST", "/v1/slot-reservations/create", { key: team.key, body });
    expect(held.status).toBe(201);
    await vi.waitFor(async () => expect(await listedStarts(b, team.key, link.id)).not.toContain("12-08T10:00"), { timeout: 1_000 });

    const reservationId = ((await held.json()) as { id: string }).id;
    expect((await a.request("POST", "/v1/slot-reservations/delete", { key: team.key, body: { reservationId } })).status).toBe(200);
    await vi.waitFor(async () => expect(await listedStarts(b, team.key, link.id)).toContain("12-08T10:00"), { timeout: 1_000 });
  });
});
