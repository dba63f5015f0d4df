// A list's items written as JSON by PostgreSQL, named as the answer names them, so the service passes them on
// rather than mapping rows into objects and writing those out again (memberships: 4 ms of the service's thread
// for 100 members, half of it drizzle's mapping and the garbage it left).
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A timestamp as `Date.toISOString` writes it: UTC, to the millisecond (microseconds cut, as a Date cuts them). */
export const isoTime = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `json_build_object` of the fields in their order; the names are the code's own, never a client's. */
export function jsonObject<T = unknown>(fields: Record<string, SQLWrapper>): SQL<T> {
  const pairs = Object.entries(fields).map(([name, value]) => {
    if (!/^[A-Za-z]+$/.test(name)) throw new Error(`jsonObject: ${name} is not a plain field name`);
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A JSON array of `item` over the rows `from` selects, in `orderBy`; [] for none. */
export const jsonList = (item: SQL, from: SQL, orderBy: SQL) =>
  sql`coalesce((select json_agg(${item} order by ${orderBy}) ${from}), '[]'::json)`;
