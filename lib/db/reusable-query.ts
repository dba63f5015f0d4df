// A relational query built once, with placeholders, and run on any session: the database or a
// transaction. drizzle builds a relational query's SQL again on every call (about 1 ms of CPU for a
// link with its nested lists) and sends its text unnamed, so PostgreSQL parses and plans it each time;
// a named statement is parsed once per connection. Tested through every read of a booking link.
import type { Query } from "drizzle-orm";
import type { Db } from "./client";

type ResultMapper = (rows: unknown[][], mapColumnValue?: (value: unknown) => unknown) => unknown;

/** What drizzle's relational queries (`db.query.<table>.findFirst/findMany`) offer. */
interface RelationalQuery {
  prepare(name: string): unknown;
}

/**
 * The statement and row mapping drizzle would prepare for `query`: its `prepare` hands both to the
 * session's `prepareQuery` (public on PgSession), so a stand-in session receives them.
 */
function capture(query: RelationalQuery): { built: Query; mapper: ResultMapper } {
  let captured: { built: Query; mapper: ResultMapper } | undefined;
  const stand = {
    prepareQuery: (built: Query, _fields: unknown, _name: unknown, _arrayMode: unknown, mapper: ResultMapper) => {
      captured = { built, mapper };
    },
  };
  // The one internal field used: the session a relational query was made on (drizzle-orm 0.45).
  const held = query as unknown as { session: unknown };
  if (!("session" in held)) throw new Error("drizzle's relational query has no session field: reusableQuery needs updating");
  held.session = stand;
  query.prepare("capture");
  if (!captured) throw new Error("drizzle did not prepare the relational query through its session");
  return captured;
}

/**
 * `build` makes the query on a database, with `sql.placeholder(name)` for each value; the function
 * returned runs it on `db` (or a transaction) with `values`, as a statement named `name`.
 */
export function reusableQuery<Result>(
  name: string,
  build: (db: Db) => RelationalQuery,
): (db: Db, values: Record<string, unknown>) => Promise<Result> {
  let statement: { built: Query; mapper: ResultMapper } | undefined;
  return (db, values) => {
    statement ??= capture(build(db));
    const prepared = db._.session.prepareQuery(statement.built, undefined, name, true, statement.mapper);
    return prepared.execute(values) as Promise<Result>;
  };
}
