// The database goes away under load and comes back: requests get a prompt
// 503 with the problem body (no hang, no stack trace, nothing written), and
// service resumes by itself. PostgreSQL only: the test cuts a TCP relay
// between the service and the server. As in a deployment on PostgreSQL, the
// service's caches follow the server's change feed, so while it is cut
// nothing is answered from memory that another instance may have changed.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChangeFeed, createPostgresChangeFeed } from "../cache/change-feed";
import { type Database, openDatabase } from "../db/client";
import { bookings } from "../db/schema";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { startTestServer, type TestServer } from "../testing/http";
import { createProxiedDatabase, type ProxiedDatabase } from "../testing/proxied-database";
import type { TcpProxy } from "../testing/tcp-proxy";
import { postgresUrl, testDbKind } from "../testing/test-database";

const NOW = new Date("2026-12-07T08:00:00Z");
const run = testDbKind === "postgres" && Boolean(postgresUrl);

describe.skipIf(!run)("when the database is unreachable", () => {
  let relay: ProxiedDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let server: TestServer;
  let changes: ChangeFeed;

  beforeAll(async () => {
    relay = await createProxiedDatabase(postgresUrl!, "outage");
    proxy = relay.proxy;
    database = await openDatabase({ url: relay.url });
    changes = createPostgresChangeFeed(relay.url);
    server = await startTestServer({ getDb: async () => database.db, now: () => NOW.getTime(), changes });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await changes?.close();
    await database?.close().catch(() => {});
    await relay?.drop();
  });

  it("answers 503 at once, writes nothing, and recovers by itself", async () => {
    const member = makeMember();
    const link = makeBookingLink([member]);
    const team = await seedWorkspace(database.db, makeWorkspace([member], [link]), NOW);
    const slots = () => server.request("GET", `/v1/booking-links/${link.id}/time-slots`, { key: team.key });
    const book = (start: string) =>
      server.request("POST", "/v1/bookings/create", {
        key: team.key,
        body: { bookingLinkId: link.id, startDateTime: start, timezone: "UTC", attendees: [{ name: "V", email: "v@example.test" }] },
      });
    expect((await slots()).status).toBe(200);

    // Load throughout: 20 clients reading slots while the database goes away and comes back.
    let loading = true;
    const loadStatuses: number[] = [];
    const load = Promise.all(
      Array.from({ length: 20 }, async () => {
        while (loading) {
          const res = await slots();
          loadStatuses.push(res.status);
          await res.body?.cancel();
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    await proxy.cut();
    const during: { status: number; ms: number; body: Record<string, unknown> }[] = [];
    for (const request of [slots, () => book("2026-12-08T10:00:00Z"), slots, () => book("2026-12-08T11:00:00Z")]) {
      const started = performance.now();
      const res = await request();
      during.push({ status: res.status, ms: Math.round(performance.now() - started), body: await res.json() });
    }
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
      expect(JSON.stringify(answer.body)).not.toMatch(/ECONN|at \w+ \(|pg|postgres/i);
    }
    console.log(`outage: answers took ${during.map((d) => `${d.ms} ms`).join(", ")}`);

    await proxy.restore();
    const restored = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - restored < 30_000) {
      status = (await slots()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
    loading = false;
    await load;
    // Under load too, every answer was a success or the documented 503: no 500, no hang.
    expect(loadStatuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(loadStatuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    console.log(`outage: ${loadStatuses.length} requests under load, ${loadStatuses.filter((s) => s === 503).length} answered 503`);
    console.log(`outage: service answered again ${Math.round(performance.now() - restored)} ms after the database came back`);
    // Nothing was written during the outage; booking works again.
    expect((await book("2026-12-08T10:00:00Z")).status).toBe(201);
  }, 60_000);

  it.each([
    ["reached the server (saved)", true, "2026-12-09T10:00:00Z"],
    ["never reached the server (not saved)", false, "2026-12-09T11:00:00Z"],
  ])(
    "a booking whose COMMIT %s answers 503 COMMIT_OUTCOME_UNKNOWN, and a retry with its Idempotency-Key tells the truth",
    async (_, forwardFirst, start) => {
      const member = makeMember();
      const link = makeBookingLink([member]);
      const team = await seedWorkspace(database.db, makeWorkspace([member], [link]), NOW);
      const key = `cut-${forwardFirst}`;
      const book = () =>
        server.request("POST", "/v1/bookings/create", {
          key: team.key,
          headers: { "idempotency-key": key },
          body: { bookingLinkId: link.id, startDateTime: start, timezone: "UTC", attendees: [{ name: "V", email: "v@example.test" }] },
        });
      proxy.cutNextCommit({ forwardFirst });
      const cut = await book();
      expect(cut.status).toBe(503);
      expect(await cut.json()).toMatchObject({ status: 503, code: "COMMIT_OUTCOME_UNKNOWN" });

      const retry = await book();
      expect(retry.status).toBe(201);
      expect(retry.headers.get("idempotent-replayed")).toBe(forwardFirst ? "true" : null);
      const stored = await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bookingLinkId, link.id));
      expect(stored.map((b) => b.id)).toEqual([((await retry.json()) as { id: string }).id]);
    },
  );
});
