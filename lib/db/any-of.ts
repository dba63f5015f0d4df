// `column = any($1)`: a list of values sent as one array parameter. drizzle's inArray sends a parameter per value,
// and building a statement costs drizzle a type check per parameter: for a page's 100 ids that was a tenth of
// a list request's CPU (docs/benchmarks.md, "Lists at scale").
import { type Column, type SQL, sql } from "drizzle-orm";

export function anyOf(column: Column, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(values)}::text[])`;
}
