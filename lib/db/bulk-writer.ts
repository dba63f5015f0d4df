// Rows of many tables gathered and written in batches (bulkInsert), always in the order the tables are given: a
// row's parents are written before it as long as the tables are listed parents first and rows are added so.
import type { PgTable } from "drizzle-orm/pg-core";
import { BULK_INSERT_BATCH, bulkInsert } from "./bulk-insert";
import type { Db } from "./client";

export class BulkWriter {
  private readonly buffers = new Map<PgTable, object[]>();
  /** Rows written so far. */
  written = 0;

  /** `tables`: every table rows will be added to, each after those its rows refer to. */
  constructor(
    private readonly db: Db,
    tables: readonly PgTable[],
    private readonly batch = BULK_INSERT_BATCH,
  ) {
    for (const table of tables) this.buffers.set(table, []);
  }

  add<T extends PgTable>(table: T, row: T["$inferInsert"]): void {
    const buffer = this.buffers.get(table);
    if (!buffer) throw new Error("BulkWriter: a table it was not given");
    buffer.push(row);
  }

  addAll<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): void {
    for (const row of rows) this.add(table, row);
  }

  /** Writes everything gathered once any table has a batch's worth: call it between records. */
  async drain(): Promise<void> {
    for (const buffer of this.buffers.values()) {
      if (buffer.length >= this.batch) return this.flush();
    }
  }

  /** Writes everything gathered. */
  async flush(): Promise<void> {
    for (const [table, rows] of this.buffers) {
      if (rows.length === 0) continue;
      this.buffers.set(table, []);
      await bulkInsert(this.db, table, rows as (typeof table)["$inferInsert"][]);
      this.written += rows.length;
    }
  }
}
