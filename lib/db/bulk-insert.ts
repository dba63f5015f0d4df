// Inserts many rows with a few statements: each statement sends one array per column and unnests them
// (`insert … select * from unnest($1::text[], $2::timestamptz[], …)`), so its size in parameters does not grow
// with the rows and neither PostgreSQL's 65,535-parameter limit nor drizzle's query builder (whose one-statement
// insert of 200,000 rows overflows the stack) is reached. The same statement runs on PGlite and on PostgreSQL.
import { type Column, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** Rows per statement: large enough that a statement's round trip is noise, small enough to keep memory flat. */
export const BULK_INSERT_BATCH = 2_000;

// bigserial columns take bigint values; an array of serials is no type.
const ARRAY_TYPES: Record<string, string> = { bigserial: "bigint", serial: "integer" };

/**
 * Inserts the rows, BULK_INSERT_BATCH at a time. Every row is written with the columns any row of its statement
 * names: a key left out (or undefined) is NULL there, not the column's default.
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BULK_INSERT_BATCH) {
    await db.execute(bulkInsertStatement(table, rows.slice(start, start + BULK_INSERT_BATCH)));
  }
}

/** One `insert … select * from unnest(…)` statement for the rows. */
export function bulkInsertStatement<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = namedKeys(rows).filter((key) => key in columns);
  const unknown = namedKeys(rows).filter((key) => !(key in columns));
  if (unknown.length > 0) throw new Error(`${getTableName(table)} has no column ${unknown.join(", ")}`);
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const type = column.getSQLType();
    if (type.endsWith("]")) throw new Error(`bulkInsert cannot unnest the array column ${column.name}`);
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === undefined || value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(ARRAY_TYPES[type] ?? type)}[]`;
  });
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}

function namedKeys(rows: readonly object[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}
