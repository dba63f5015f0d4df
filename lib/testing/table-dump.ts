// Every row of some tables, in key order, for comparing two databases: without the times the database stamps
// when a row is written (created_at, updated_at), which differ between two loads of the same data.
import { type Column, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

export async function dumpTables(db: Db, tables: readonly PgTable[]): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    const columns = Object.values(getTableColumns(table) as Record<string, Column>)
      .map((c) => c.name)
      .filter((name) => name !== "created_at" && name !== "updated_at");
    const list = sql.raw(columns.map((c) => `"${c}"`).join(", "));
    const result = await db.execute(sql`select ${list} from ${table} order by ${list}`);
    dump[getTableName(table)] = (result as unknown as { rows: unknown[] }).rows;
  }
  return dump;
}
