// `npm run generate:large`: writes the large workspace straight into a database through the seed's row mapping
// (seed-rows.ts) and batched inserts, in one transaction, then vacuums and analyzes so that plans and index-only
// scans see it as a long-lived database would.
import { sql } from "drizzle-orm";
import { BulkWriter } from "../../db/bulk-writer";
import type { Db } from "../../db/client";
import { addAuditEvent, addBooking, addBusyTime, addInvite, addWorkspaceFrame, SEED_TABLES, seedClock } from "../seed-rows";
import { indexWorkspace } from "../seed-schema";
import { addLargeOutbox, OUTBOX_TABLES } from "./outbox";
import type { LargeSpec } from "./spec";
import { largeFrame, largeRecords } from "./workspace";

export interface GenerateProgress {
  phase: "frame" | "busy times" | "bookings" | "invites" | "audit events" | "outbox" | "vacuum";
  /** Records of the phase so far. */
  records: number;
  rowsWritten: number;
}

export interface GenerateResult {
  rows: number;
  /** Active bookings that found no free time where they were drawn, written as cancelled. */
  displaced: number;
  ownerKey: string;
}

export async function generateLarge(
  db: Db,
  spec: LargeSpec,
  onProgress: (p: GenerateProgress) => void = () => {},
): Promise<GenerateResult> {
  const frame = largeFrame(spec);
  let displaced = 0;
  const records = largeRecords(spec, frame, (n) => {
    displaced = n;
  });
  const clock = seedClock(spec.anchor);
  const rows = await db.transaction(async (tx) => {
    const w = new BulkWriter(tx, [...SEED_TABLES, ...OUTBOX_TABLES]);
    const counts = new Map<GenerateProgress["phase"], number>();
    const each = async <T>(phase: GenerateProgress["phase"], items: Iterable<T>, add: (item: T) => void) => {
      let n = counts.get(phase) ?? 0;
      onProgress({ phase, records: n, rowsWritten: w.written });
      for (const item of items) {
        add(item);
        await w.drain();
        if (++n % 10_000 === 0) onProgress({ phase, records: n, rowsWritten: w.written });
      }
      counts.set(phase, n);
      // Each phase's rows written by its end, so that its time and rows/s are its own.
      await w.flush();
    };
    onProgress({ phase: "frame", records: 0, rowsWritten: 0 });
    addWorkspaceFrame(w, frame, clock);
    await w.flush();
    for (const [i, member] of frame.members.entries()) {
      await each("busy times", records.busyTimes(i, member), (b) => addBusyTime(w, member.id, b, clock));
    }
    const index = indexWorkspace(frame);
    await each("bookings", records.bookings(), (b) => addBooking(w, index, b, clock));
    await each("invites", records.invites(), (inv) => addInvite(w, frame.id, inv, clock));
    await each("audit events", records.auditEvents(), (e) => addAuditEvent(w, frame.id, e, clock));
    onProgress({ phase: "outbox", records: 0, rowsWritten: w.written });
    await addLargeOutbox(w, spec, (n) => `bk_lg_${String(n).padStart(7, "0")}`, frame.members[0]!.id);
    await w.flush();
    return w.written;
  });
  onProgress({ phase: "vacuum", records: 0, rowsWritten: rows });
  await db.execute(sql`vacuum analyze`);
  return { rows, displaced, ownerKey: frame.members[0]!.apiKeys[0]!.key };
}
