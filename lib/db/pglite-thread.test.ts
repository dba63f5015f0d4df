import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledDatabaseWorker } from "../testing/database-thread";
import { type Database, openDatabase } from "./client";
import { startDatabaseThread } from "./pglite-thread";
import { workspaces } from "./schema";
import { isDatabaseUnavailable, sqlState, UNIQUE_VIOLATION } from "./sql-state";

// One statement with every kind of value the service reads: the thread must answer what PGlite answers in-process.
const EVERY_TYPE = sql`select
  now()::timestamptz - now()::timestamptz as none,
  '2026-03-29 01:30:00+00'::timestamptz as instant,
  '2026-03-29 01:30:00'::timestamp as local,
  '2026-03-29'::date as day,
  interval '90 minutes' as span,
  12345678901234::bigint as big,
  1.50::numeric as amount,
  array['a','b']::text[] as words,
  array['2026-03-29 01:30:00+00'::timestamptz] as instants,
  '{"a":[1,{"b":null}]}'::jsonb as doc,
  '\\x00ff'::bytea as bytes,
  true as yes,
  null::text as nothing`;

/** Both drivers answer a raw statement with { rows }. */
async function rows({ db }: Database, statement: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe("the embedded database on its own thread", () => {
  let threaded: Database;
  let inProcess: Database;

  beforeAll(async () => {
    threaded = await openDatabase({ dataDir: "memory://", threadScript: await bundledDatabaseWorker() });
    inProcess = await openDatabase({ dataDir: "memory://" });
  }, 60_000);
  afterAll(async () => {
    await inProcess.close();
    await threaded?.close();
  });

  it("answers every kind of value as PGlite does in the caller's thread", async () => {
    const there = await rows(threaded, EVERY_TYPE);
    expect(there).toEqual(await rows(inProcess, EVERY_TYPE));
    expect(there[0]).toMatchObject({ big: expect.anything(), words: ["a", "b"], doc: { a: [1, { b: null }] } });
  });

  it("maps rows through drizzle's selects as in-process, dates included", async () => {
    const at = new Date("2026-03-29T01:30:00.123Z");
    for (const { db } of [threaded, inProcess])
      await db.insert(workspaces).values({ id: "ws_thread", name: "Thread", createdAt: at, updatedAt: at });
    const there = await threaded.db.select().from(workspaces);
    expect(there).toEqual(await inProcess.db.select().from(workspaces));
    expect(there[0]?.createdAt).toEqual(at);
  });

  it("commits a transaction's statements together, and rolls all of them back when it throws", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(workspaces).values({ id: "ws_kept", name: "Kept" });
      await tx.insert(workspaces).values({ id: "ws_kept_too", name: "Kept too" });
    });
    const failed = threaded.db.transaction(async (tx) => {
      await tx.insert(workspaces).values({ id: "ws_lost", name: "Lost" });
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const ids = (await threaded.db.select({ id: workspaces.id }).from(workspaces)).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(["ws_kept", "ws_kept_too"]));
    expect(ids).not.toContain("ws_lost");
  });

  it("rolls back a nested savepoint alone", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(workspaces).values({ id: "ws_outer", name: "Outer" });
      await tx
        .transaction(async (inner) => {
          await inner.insert(workspaces).values({ id: "ws_inner", name: "Inner" });
          throw new Error("inner only");
        })
        .catch(() => {});
    });
    const ids = (await threaded.db.select({ id: workspaces.id }).from(workspaces)).map((row) => row.id);
    expect(ids).toContain("ws_outer");
    expect(ids).not.toContain("ws_inner");
  });

  it("holds statements from outside an open transaction until it ends", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = threaded.db.transaction(async (tx) => {
      await tx.insert(workspaces).values({ id: "ws_during", name: "During" });
      await held;
    });
    // Sent while the transaction is open: it runs after the commit and sees the row.
    const reading = rows(threaded, sql`select count(*)::int as n from workspaces where id = 'ws_during'`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await writing;
    expect(await reading).toEqual([{ n: 1 }]);
  });

  it("gives a failed statement's SQLSTATE and constraint, as drizzle wraps them", async () => {
    const duplicate = await threaded.db
      .insert(workspaces)
      .values({ id: "ws_thread", name: "Again" })
      .catch((error: unknown) => error);
    expect(sqlState(duplicate)).toBe(UNIQUE_VIOLATION);
    expect((duplicate as { cause?: { constraint?: string } }).cause?.constraint).toBe("workspaces_pkey");
    // The thread goes on answering after a failure, inside a transaction too.
    const inside = threaded.db.transaction(async (tx) => {
      await tx.insert(workspaces).values({ id: "ws_thread", name: "Again" });
    });
    expect(sqlState(await inside.catch((error: unknown) => error))).toBe(UNIQUE_VIOLATION);
    expect(await rows(threaded, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("a thread that cannot open its database says why, and nothing else stops", async () => {
    const exits: number[] = [];
    // PGlite does not create a data folder's missing parents.
    const data = { dataDir: "/nonexistent/parent/pglite", sharedBuffers: "16MB" };
    const starting = startDatabaseThread(await bundledDatabaseWorker(), data, (code) => exits.push(code));
    await expect(starting).rejects.toThrow(/nonexistent/);
    expect(exits).toEqual([]);
    expect(await rows(threaded, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  }, 60_000);

  it("refuses statements once closed as a database that went away", async () => {
    const closing = await openDatabase({ dataDir: "memory://", threadScript: await bundledDatabaseWorker() });
    await closing.close();
    const after = await closing.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(after)).toBe(true);
  }, 60_000);
});
