// On PostgreSQL, where transactions run side by side: a booking waits only
// for bookings near its time, not for every booking of the same host.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { startTestServer, type TestServer } from "../testing/http";
import { createTestDatabase, testDbAvailable, testDbKind } from "../testing/test-database";
import { slotLocks } from "./slot-locks";

const NOW = new Date("2026-12-07T08:00:00Z");

describe.skipIf(testDbKind !== "postgres" || !testDbAvailable)("locks around a booking's time", () => {
  let database: Database & { url?: string };
  let server: TestServer;
  let other: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ getDb: async () => database.db, now: () => NOW.getTime() });
    other = new pg.Client({ connectionString: database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await server?.close();
    await database?.close();
  });

  it("let a booking of the same host at another time through while one at 10:00 is being made, and hold back one at 10:00", async () => {
    const host = makeMember();
    const link = makeBookingLink([host]);
    const team = await seedWorkspace(database.db, makeWorkspace([host], [link]), NOW);
    const book = (start: string) =>
      server.request("POST", "/v1/bookings/create", {
        key: team.key,
        body: { bookingLinkId: link.id, startDateTime: start, timezone: "UTC", attendees: [{ name: "Ada", email: "ada@example.test" }] },
      });

    // Another transaction in the middle of booking 10:00-10:30 of this host.
    const tenOClock = Date.parse("2026-12-08T10:00:00Z");
    await other.query("begin");
    for (const lock of slotLocks([host.id], tenOClock, tenOClock + 30 * 60_000)) {
      await other.query(lock.exclusive ? "select pg_advisory_xact_lock($1::bigint)" : "select pg_advisory_xact_lock_shared($1::bigint)", [
        String(lock.key),
      ]);
    }
    try {
      expect((await book("2026-12-08T14:00:00Z")).status).toBe(201);
      expect((await book("2026-12-08T10:30:00Z")).status).toBe(201);

      let settled = false;
      const atTen = book("2026-12-08T10:00:00Z").finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await other.query("commit");
      expect((await atTen).status).toBe(201);
    } finally {
      await other.query("rollback").catch(() => undefined);
    }
  });
});
