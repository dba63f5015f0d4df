// Per-file set-up for service tests: one database and one HTTP server for the
// file, a fixed clock, and a count of rows for "nothing changed" checks.

import { asc, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { ApiOptions } from "../api/app";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { TestClock } from "./clock";
import { startTestServer, type TestServer } from "./http";
import { createTestDatabase } from "./test-database";

/** `now` is fixed, or a clock the test moves. */
export function setUpTestService(now: Date | TestClock, api: Omit<ApiOptions, "getDb" | "now"> = {}) {
  const clock = now instanceof Date ? () => now.getTime() : now.now;
  const context = {} as { database: Database; server: TestServer };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.server = await startTestServer({ getDb: async () => context.database.db, now: clock, ...api });
  }, 60_000);
  afterAll(async () => {
    await context.server?.close();
    await context.database?.close();
  });
  return {
    get db() {
      return context.database.db;
    },
    get server() {
      return context.server;
    },
    /** Rows in the tables a request could write to. */
    async rowCounts() {
      const db = context.database.db;
      const tables = {
        bookings: t.bookings,
        attendees: t.bookingAttendees,
        holds: t.bookingHolds,
        idempotency: t.idempotencyKeys,
        memberships: t.memberships,
        hosts: t.hosts,
        invites: t.invites,
        auditEvents: t.auditEvents,
      };
      const entries = await Promise.all(
        Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const),
      );
      const [revoked] = await db.select({ n: count() }).from(t.apiKeys).where(isNotNull(t.apiKeys.revokedAt));
      const [pending] = await db.select({ n: count() }).from(t.invites).where(eq(t.invites.status, "PENDING"));
      const [disabled] = await db.select({ n: count() }).from(t.bookingLinks).where(eq(t.bookingLinks.disabledBySystem, true));
      return { ...Object.fromEntries(entries), revokedKeys: revoked!.n, pendingInvites: pending!.n, disabledLinks: disabled!.n };
    },
    /**
     * Every booking and hold as stored, in a stable order: for "nothing
     * changed" checks of requests that would update rows rather than add them
     * (a cancel, an approval, a reissued token).
     */
    async bookingRows() {
      const db = context.database.db;
      const [rows, holds] = await Promise.all([
        db.select().from(t.bookings).orderBy(asc(t.bookings.id)),
        db.select().from(t.bookingHolds).orderBy(asc(t.bookingHolds.bookingId), asc(t.bookingHolds.userId)),
      ]);
      return { bookings: rows, holds };
    },
  };
}
