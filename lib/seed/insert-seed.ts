// Writes a validated seed into the database in one transaction: either the
// whole file lands or nothing does. Rows go in batches (lib/db/bulk-writer.ts),
// so a seed's size is bounded by memory, not by one statement's.
import { count } from "drizzle-orm";
import { BulkWriter } from "../db/bulk-writer";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { addAuditEvent, addBooking, addInvite, addWorkspaceFrame, SEED_TABLES, seedClock } from "./seed-rows";
import { indexWorkspace, type SeedFile, seedFile } from "./seed-schema";

export async function insertSeed(db: Db, input: SeedFile, now = new Date()): Promise<void> {
  const seed = seedFile.parse(input);
  const clock = seedClock(now);
  await db.transaction(async (tx) => {
    const writer = new BulkWriter(tx, SEED_TABLES);
    for (const ws of seed.workspaces) {
      const index = indexWorkspace(ws);
      addWorkspaceFrame(writer, ws, clock);
      for (const b of ws.bookings) {
        addBooking(writer, index, b, clock);
        await writer.drain();
      }
      for (const inv of ws.invites) addInvite(writer, ws.id, inv, clock);
      for (const e of ws.auditEvents) addAuditEvent(writer, ws.id, e, clock);
      await writer.drain();
    }
    await writer.flush();
  });
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ workspaces: count() }).from(t.workspaces);
  return (row?.workspaces ?? 0) === 0;
}
