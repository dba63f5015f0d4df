// A deep page of a long list in time order, placed by the list's kept weekly totals (booking_week_totals,
// audit_week_totals): the totals find the UTC week that holds the page's first item, and the index walk starts at
// that week's edge, skipping at most that week's items instead of every item before the page. One statement, so
// the totals and the items are read at one snapshot.
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

export interface WeekWalk {
  /** The list's weekly totals: one row a week, its `week` (the UTC week's start) and `n`. */
  weeks: SQL;
  /** The list's table, its ids and times (the order is time, then id), and which rows it holds. */
  table: PgTable;
  id: AnyColumn;
  at: AnyColumn;
  where: SQL | undefined;
  newestFirst: boolean;
  offset: Placeholder | number;
  limit: Placeholder | number;
}

/** The ids of the page that starts `offset` items into the list (a subquery, for `inArray`). */
export function pageIdsFromWeek({ weeks, table, id, at, where, newestFirst, offset, limit }: WeekWalk): SQL {
  const order = newestFirst ? sql`desc` : sql`asc`;
  const skip = sql`${offset}::bigint`;
  // Oldest first the walk starts at the week's first instant; newest first, at the next week's.
  const fromWeek = newestFirst
    ? sql`${at} < (select week + interval '168 hours' from first_week)`
    : sql`${at} >= (select week from first_week)`;
  return sql`(
    with weeks as (${weeks}), placed as (
      select week, n, sum(n) over (order by week ${order}) - n as passed from weeks
    ), first_week as (
      select week, passed from placed where passed + n > ${skip} order by week ${order} limit 1
    )
    select ${id} from ${table}
    where ${where} and ${fromWeek}
    order by ${at} ${order}, ${id} ${order}
    limit ${limit} offset (select ${skip} - passed from first_week)
  )`;
}
