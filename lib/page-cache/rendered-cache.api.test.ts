// The page cache's copies against the service's own change feed: a booking
// made through one instance, heard by the instance that holds the copy (on
// PostgreSQL two instances with a feed each on one database; on the embedded
// database one feed serves both). A copy made before the booking is served
// for STALE_MS at most after the change was heard, and never one made before
// a gap in which changes may have been missed. Times are the cache's own
// clock, set by the test: nothing here is timed.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANY_TOPIC, type ChangeFeed, createLocalChangeFeed, createPostgresChangeFeed } from "../cache/change-feed";
import type { Database } from "../db/client";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { startTestServer, type TestServer } from "../testing/http";
import { createTestDatabase, testDbAvailable, testDbKind } from "../testing/test-database";
import { cacheableRequest } from "./cache-key";
import { RenderedCache, STALE_MS } from "./rendered-cache";
import type { ResponseTemplate } from "./response-template";

const MONDAY_08 = "2026-12-07T08:00:00Z"; // hosts work 09:00-17:00 UTC on weekdays
const TUESDAY = "startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z";
const TEN = "2026-12-08T10:00:00";
/** The booked time as a slot's start (a slot before it ends there). */
const OFFERS_TEN = `"start":"${TEN}`;

let database: Database & { url?: string };
const feeds: ChangeFeed[] = [];
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!testDbAvailable) return;
  database = await createTestDatabase();
  const shared = createLocalChangeFeed();
  for (let i = 0; i < 2; i++) feeds.push(testDbKind === "postgres" ? createPostgresChangeFeed(database.url!) : shared);
  const start = (changes: ChangeFeed) => startTestServer({ getDb: async () => database.db, now: () => Date.parse(MONDAY_08), changes });
  a = await start(feeds[0]!);
  b = await start(feeds[1]!);
  await vi.waitFor(() => expect(feeds.every((feed) => feed.live)).toBe(true), { timeout: 10_000 });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const feed of new Set(feeds)) await feed.close();
  await database?.close();
});

/** A link with one host, and a cache on instance b whose render reads the link's Tuesday from b. */
async function setup() {
  const host = makeMember({ role: "OWNER" });
  const link = makeBookingLink([host]);
  const team = await seedWorkspace(database.db, makeWorkspace([host], [link]), new Date(MONDAY_08));
  const clock = { now: Date.parse(MONDAY_08) };
  const cache = new RenderedCache({
    feed: feeds[1]!,
    maxBytes: 1_000_000,
    now: () => clock.now,
    noticeMs: async () => 0,
    render: async () => {
      const res = await b.request("GET", `/v1/booking-links/${link.id}/time-slots?${TUESDAY}`, { key: team.key });
      return { status: res.status, headers: { "content-type": "application/json" }, body: await res.text() };
    },
  });
  const request = cacheableRequest("GET", `/api/booking-links/${link.id}/slots?month=2026-12&tz=UTC`, () => undefined)!;
  const answer = async () => {
    const answered = (await cache.answer(request))!;
    return { use: answered.use, offersTen: body(answered.template).includes(OFFERS_TEN) };
  };
  const book = async () => {
    const res = await a.request("POST", "/v1/bookings/create", {
      key: team.key,
      body: {
        bookingLinkId: link.id,
        startDateTime: `${TEN}Z`,
        timezone: "UTC",
        attendees: [{ name: "Vera", email: "vera@example.test" }],
      },
    });
    expect(res.status).toBe(201);
  };
  return { clock, answer, book };
}

const body = (template: ResponseTemplate) => Buffer.concat(template.parts).toString();

/** Until instance b has heard of a change since `stamp`. */
const heard = (stamp: string) => vi.waitFor(() => expect(feeds[1]!.stamp([ANY_TOPIC])).not.toBe(stamp), { timeout: 5_000 });

describe.skipIf(!testDbAvailable)(`rendered copies and the change feed (${testDbKind})`, () => {
  it("after a booking through another instance, the copy made before it is served STALE_MS at most, then one without the time", async () => {
    const { clock, answer, book } = await setup();
    expect(await answer()).toEqual({ use: "rendered", offersTen: true });
    expect(await answer()).toEqual({ use: "fresh", offersTen: true });
    const before = feeds[1]!.stamp([ANY_TOPIC]);
    await book();
    await heard(before);
    clock.now += STALE_MS - 1;
    // The old copy, while its fresh render runs.
    expect(await answer()).toEqual({ use: "stale", offersTen: true });
    clock.now += 1;
    // Past the bound: the render begun after the booking (finished meanwhile, or awaited now), never the old copy.
    const late = await answer();
    expect(late.use).not.toBe("stale");
    expect(late.offersTen).toBe(false);
  });

  it.skipIf(testDbKind !== "postgres")("after the instance stopped listening, no copy made before is served, stale or not", async () => {
    const { answer } = await setup();
    await answer();
    expect((await answer()).use).toBe("fresh");
    const before = feeds[1]!.stamp([ANY_TOPIC]);
    await database.db.execute(
      // Every instance's listening connection: changes made meanwhile would go unheard.
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen scheduling_changes'`,
    );
    await heard(before);
    await vi.waitFor(() => expect(feeds[1]!.live).toBe(true), { timeout: 10_000 });
    expect((await answer()).use).toBe("rendered");
  });
});
