// Per-key limits on /v1, with the in-memory store and with Redis (when
// REDIS_URL is set; otherwise that half says it is skipped).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { startTestServer, type TestServer } from "../testing/http";
import { createTestDatabase, testDbAvailable } from "../testing/test-database";
import { bookingAppCallerHeaders, recordClientIp } from "./client-ip";
import { createRateLimiter, type RateLimiter } from "./rate-limits";

const NOW = new Date("2026-12-07T08:00:00Z");
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log("rate limits on Redis: SKIPPED - REDIS_URL is not set (e.g. redis://127.0.0.1:6379).");

const stores = [
  { name: "memory", url: undefined as string | undefined, skip: false },
  { name: "Redis", url: redisUrl, skip: !redisUrl },
];

describe.skipIf(!testDbAvailable)("per-key rate limits on /v1", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => database?.close());

  for (const store of stores) {
    describe.skipIf(store.skip)(`with the ${store.name} store`, () => {
      const servers: TestServer[] = [];
      const limiters: RateLimiter[] = [];
      afterAll(async () => {
        await Promise.all(servers.map((s) => s.close()));
        await Promise.all(limiters.map((l) => l.close()));
      });
      // Two app instances on one store, as behind a load balancer; a fresh prefix per run.
      async function twoInstances() {
        const prefix = `test-${randomBytes(4).toString("hex")}`;
        for (let i = 0; i < 2; i++) {
          const limiter = createRateLimiter({
            redisUrl: store.url,
            prefix,
            limits: {
              "api-key": { points: 5, seconds: 60 },
              "booking-app": { points: 8, seconds: 60 },
              "auth-failure": { points: 3, seconds: 60 },
            },
          });
          limiters.push(limiter);
          await limiter.ready();
          servers.push(await startTestServer({ getDb: async () => database.db, now: () => NOW.getTime(), rateLimiter: limiter }));
        }
        return servers.slice(-2) as [TestServer, TestServer];
      }

      it("answers 429 with Retry-After and RateLimit headers past the budget, per key", async () => {
        const member = makeMember();
        const other = makeMember();
        const link = makeBookingLink([member]);
        const team = await seedWorkspace(database.db, makeWorkspace([member, other], [link]), NOW);
        const [a] = await twoInstances();
        const statuses: number[] = [];
        let last: Response | undefined;
        for (let i = 0; i < 6; i++) {
          last = await a.request("GET", `/v1/booking-links/${link.id}`, { key: team.key });
          statuses.push(last.status);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(last!.headers.get("ratelimit-limit")).toBe("5");
        expect(last!.headers.get("ratelimit-remaining")).toBe("0");
        expect(await last!.json()).toMatchObject({ status: 429, code: "RATE_LIMITED" });
        // Another key of the same team has its own budget.
        expect((await a.request("GET", `/v1/booking-links/${link.id}`, { key: team.keyOf(other) })).status).toBe(200);
      });

      it("counts the booking app's calls apart: visitors cannot use up the team's integration budget, nor integrations theirs", async () => {
        const member = makeMember();
        const link = makeBookingLink([member]);
        const team = await seedWorkspace(database.db, makeWorkspace([member], [link]), NOW);
        const [a] = await twoInstances();
        const path = `/v1/booking-links/${link.id}`;
        const app = () => a.request("GET", path, { key: team.key, headers: bookingAppCallerHeaders() });
        const appStatuses = [];
        for (let i = 0; i < 9; i++) appStatuses.push((await app()).status);
        expect(appStatuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
        // The same key's integration budget is untouched…
        const integration = await a.request("GET", path, { key: team.key });
        expect(integration.status).toBe(200);
        expect(integration.headers.get("ratelimit-remaining")).toBe("4");
        // …and integrations using theirs up leave the app's calls alone.
        for (let i = 0; i < 5; i++) await a.request("GET", path, { key: team.key });
        expect((await a.request("GET", path, { key: team.key })).status).toBe(429);
        expect((await a.request("GET", path, { key: team.key, headers: { "x-scheduling-caller": "booking-app" } })).status).toBe(429);
      });

      it("answers 429 to an address after 3 keys that are not valid, still serving the keys it already knows", async () => {
        const member = makeMember();
        const other = makeMember();
        const third = makeMember();
        const link = makeBookingLink([member]);
        const team = await seedWorkspace(database.db, makeWorkspace([member, other, third], [link]), NOW);
        const [a, b] = await twoInstances();
        const path = `/v1/booking-links/${link.id}`;
        // A client on another machine, its address as scripts/serve.ts records it.
        const recorded = (address: string) => {
          const headers: Record<string, string> = {};
          recordClientIp(headers, address);
          return headers;
        };
        const remote = recorded("198.51.100.7");
        const guess = (server: TestServer, headers: Record<string, string> = remote) =>
          server.request("GET", path, { key: `sk_guess_${randomBytes(8).toString("hex")}`, headers });
        expect((await a.request("GET", path, { key: team.key, headers: remote })).status).toBe(200);

        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await guess(a)).status);
        expect(statuses).toEqual([401, 401, 401]);
        const refused = await guess(a);
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(await refused.json()).toMatchObject({ status: 429, code: "RATE_LIMITED" });

        // A key this instance already knows needs no lookup and still works; a
        // valid key it has not seen yet waits with the guesses.
        expect((await a.request("GET", path, { key: team.key, headers: remote })).status).toBe(200);
        expect((await a.request("GET", path, { key: team.keyOf(other), headers: remote })).status).toBe(429);
        // Another address has its own budget.
        expect((await guess(a, recorded("203.0.113.9"))).status).toBe(401);
        // An address header the client wrote itself, without this process's proof, is not believed:
        // those guesses count against the socket's address, this machine's.
        expect((await guess(a, { ...remote, "x-scheduling-client-ip-proof": "00".repeat(16) })).status).toBe(401);
        expect((await guess(a, { "x-scheduling-client-ip": "198.51.100.7" })).status).toBe(401);
        // This machine's address is limited like any other (a proxy here that TRUST_PROXY_HOPS does not name)…
        expect((await guess(a, {})).status).toBe(401);
        expect((await guess(a, {})).status).toBe(429);
        // …but the booking app's own calls are not: a valid key it has not used yet is still looked up.
        expect((await a.request("GET", path, { key: team.keyOf(third), headers: bookingAppCallerHeaders() })).status).toBe(200);
        if (store.name === "Redis") expect((await guess(b)).status).toBe(429); // one budget for every instance
      });

      if (store.name === "Redis") {
        it("shares one budget across app instances", async () => {
          const member = makeMember();
          const link = makeBookingLink([member]);
          const team = await seedWorkspace(database.db, makeWorkspace([member], [link]), NOW);
          const [a, b] = await twoInstances();
          const statuses = [];
          for (let i = 0; i < 6; i++)
            statuses.push((await (i % 2 ? b : a).request("GET", `/v1/booking-links/${link.id}`, { key: team.key })).status);
          expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        });
      }
    });
  }
});
