// A query built once, with placeholders, and run on any session: the database or a transaction.
// drizzle builds a query's SQL again on every call (about 1 ms of CPU for a link with its nested
// lists, a quarter of a small list's request) and sends its text unnamed, so PostgreSQL parses and
// plans it each time; a named statement is parsed once per connection. Tested through every read of
// a booking link and the lists that use it.
import * as drizzle from "drizzle-orm";
import { count, inArray, type Query, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

// drizzle's own mapping of a select's row to its object, exported though left out of its types (drizzle-orm 0.45).
const { mapResultRow } = drizzle as unknown as { mapResultRow: (fields: never, row: unknown[], joins: never) => unknown };
if (typeof mapResultRow !== "function") throw new Error("drizzle-orm no longer exports mapResultRow: reusablePage needs updating");

type ResultMapper = (rows: unknown[][], mapColumnValue?: (value: unknown) => unknown) => unknown;

/** What drizzle's selects (`db.select()…`) and relational queries (`db.query.<table>.findMany`) offer. */
interface PreparableQuery {
  prepare(name: string): unknown;
}

/** What `prepare` hands the session: the statement, and how its rows become objects. */
interface Captured {
  built: Query;
  fields: unknown;
  mapper: ResultMapper | undefined;
  joinsNotNullableMap: unknown;
}

/**
 * The statement and row mapping drizzle would prepare for `query`: its `prepare` hands them to the
 * session's `prepareQuery` (public on PgSession), so a stand-in session receives them.
 */
function capture(query: PreparableQuery): Captured {
  let captured: Omit<Captured, "joinsNotNullableMap"> | undefined;
  const stand = {
    prepareQuery: (built: Query, fields: unknown, _name: unknown, _arrayMode: unknown, mapper: ResultMapper | undefined) => {
      captured = { built, fields, mapper };
      // A select then sets which joined tables may be null on what this returns, and its auth token.
      const prepared = { setToken: () => prepared };
      return prepared;
    },
  };
  // The one internal field used: the session a query was made on (drizzle-orm 0.45).
  const held = query as unknown as { session: unknown };
  if (!("session" in held)) throw new Error("drizzle's query has no session field: reusableQuery needs updating");
  held.session = stand;
  const prepared = query.prepare("capture") as { joinsNotNullableMap?: unknown };
  if (!captured) throw new Error("drizzle did not prepare the query through its session");
  return { ...captured, joinsNotNullableMap: prepared.joinsNotNullableMap };
}

/**
 * `build` makes the query on a database, with `sql.placeholder(name)` for each value; the function
 * returned runs it on `db` (or a transaction) with `values`, as a statement named `name`.
 */
export function reusableQuery<Result>(
  name: string,
  build: (db: Db) => PreparableQuery,
): (db: Db, values: Record<string, unknown>) => Promise<Result> {
  return reusableStatement(name, (db) => capture(build(db)));
}

/** A captured statement, made on first use, run as a statement named `name`. */
function reusableStatement<Result>(name: string, make: (db: Db) => Captured) {
  let statement: Captured | undefined;
  return (db: Db, values: Record<string, unknown>) => {
    statement ??= make(db);
    const prepared = db._.session.prepareQuery(statement.built, statement.fields as never, name, true, statement.mapper);
    if (statement.joinsNotNullableMap) Object.assign(prepared, { joinsNotNullableMap: statement.joinsNotNullableMap });
    return prepared.execute(values) as Promise<Result>;
  };
}

/** What the combined statement's rows become: the page's items and the total beside them. */
type PageResult<Row> = { rows: Row[]; total: number | undefined };

/**
 * One statement for a page and its total: the total's statement joined to the page's, its count on every row.
 * An empty page still answers one row, all nulls but the total. The page's order is kept by numbering its rows.
 */
function combine(page: Captured, total: Captured): Captured {
  const renumbered = page.built.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + total.built.params.length}`);
  const sqlText =
    `select p.*, t.n from (${total.built.sql}) t(n) left join lateral ` +
    `(select q.*, row_number() over () as page_row from (${renumbered}) q) p on true order by p.page_row`;
  const mapRows = (rows: unknown[][]) =>
    page.mapper ? page.mapper(rows) : rows.map((row) => mapResultRow(page.fields as never, row, page.joinsNotNullableMap as never));
  const mapper: ResultMapper = (rows) => {
    const first = rows[0];
    if (!first) return { rows: [], total: undefined };
    const pageRows = first.at(-2) === null ? [] : rows.map((row) => row.slice(0, -2));
    return { rows: mapRows(pageRows), total: Number(first.at(-1)) };
  };
  return {
    built: { sql: sqlText, params: [...total.built.params, ...page.built.params] },
    fields: page.fields,
    mapper,
    joinsNotNullableMap: undefined,
  };
}

/**
 * A list's page (with placeholders `limit` and `offset`) and its total, built once as one statement: one round
 * trip, read at one snapshot. `total` selects one row of one column, the count.
 */
export function reusablePage<Row>(
  name: string,
  build: { rows: (db: Db) => PreparableQuery; total: (db: Db) => PreparableQuery },
): (db: Db, values: Record<string, unknown>, page: { limit: number; offset: number }) => Promise<{ rows: Row[]; total: number }> {
  const run = reusableStatement<PageResult<Row>>(`${name}_page`, (db) => combine(capture(build.rows(db)), capture(build.total(db))));
  return async (db, values, page) => {
    const { rows, total } = await run(db, { ...values, ...page });
    return { rows, total: total ?? 0 };
  };
}

/**
 * From this offset on, a list cuts its page's ids from an index (or walks from a kept week) before reading rows:
 * a plain walk reads every skipped row. Before it, the plain walk is the cheaper: a first page of invites 0.2 ms
 * against 0.7 ms cut by ids, and on the embedded database the audit log's week sums cost its first page a quarter
 * of its throughput.
 */
export const DEEP_PAGE_OFFSET = 1_000;

/**
 * The common list: every column of one table's rows where `where` holds, in `orderBy`, and their total (counted,
 * or `total` where the list keeps it). With `cutBy`, the table's id, a page from DEEP_PAGE_OFFSET on cuts its ids
 * from the list's index before its rows are read.
 */
export function reusableTablePage<T extends PgTable>(
  name: string,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  options: { total?: (db: Db) => PreparableQuery; cutBy?: PgColumn } = {},
) {
  const [limit, offset] = [sql.placeholder("limit"), sql.placeholder("offset")];
  const total =
    options.total ??
    ((db: Db) =>
      db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where));
  const walk = (db: Db, fields?: { id: PgColumn }) =>
    (fields ? db.select(fields) : db.select())
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  const shallow = reusablePage<T["$inferSelect"]>(name, { rows: (db) => walk(db), total });
  const { cutBy } = options;
  if (!cutBy) return shallow;
  const deep = reusablePage<T["$inferSelect"]>(`${name}_deep`, {
    rows: (db) =>
      db
        .select()
        .from(table as PgTable)
        .where(inArray(cutBy, walk(db, { id: cutBy })))
        .orderBy(...orderBy),
    total,
  });
  return ((db, values, page) => (page.offset >= DEEP_PAGE_OFFSET ? deep : shallow)(db, values, page)) as typeof shallow;
}
