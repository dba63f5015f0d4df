// Opens the service's database: an embedded PostgreSQL (PGlite) kept in a data
// folder by default, or a PostgreSQL server when DATABASE_URL is set. Both run
// the same migrations and the same drizzle queries.
import "server-only";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { getConfig } from "../config/env";
import { lockDataFolder } from "./data-folder-lock";
import { createPglite } from "./open-pglite";
import { startDatabaseThread } from "./pglite-thread";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a server; when absent the embedded database is used. */
  url?: string;
  /** Data folder of the embedded database; "memory://" keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL: how long a statement may run before the client gives up on it (10 s; longer for bulk loads). */
  queryTimeoutMillis?: number;
  /** Told every statement drizzle sends, with its parameters (bench/explain-lists.ts captures them). */
  logger?: Logger;
  /** The embedded database runs on a thread of its own, started from this bundled script (dist/database-worker.js). */
  threadScript?: string;
}

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

// Any key works as long as every instance of the service uses the same one.
const MIGRATION_LOCK_KEY = 72_401_113;

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.queryTimeoutMillis ?? 10_000, options.logger);
  return openPglite(options.dataDir ?? defaultDataDir(), options.logger, options.threadScript);
}

export function defaultDataDir(): string {
  return getConfig().dataDir;
}

async function openPglite(dataDir: string, logger?: Logger, threadScript?: string): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // Taken before PGlite touches the folder, held until close or exit; by this thread even when PGlite runs on another.
  const lock = inMemory ? undefined : lockDataFolder(dataDir);
  try {
    const sharedBuffers = getConfig().pgliteSharedBuffers;
    const opened = threadScript
      ? await startDatabaseThread(threadScript, { dataDir, sharedBuffers }, exitWithThread)
      : await inThisThread(dataDir, sharedBuffers);
    // The thread's client offers what drizzle's PGlite driver calls (pglite-thread.ts).
    const client = opened.client as unknown as PGlite;
    // Migrated from this thread in both cases: the database's thread then loads PGlite alone.
    await migratePglite(drizzlePglite(client), { migrationsFolder }).catch(async (error) => {
      await opened.close().catch(() => {});
      throw error;
    });
    const db = drizzlePglite(client, { schema, logger });
    const close = async () => {
      try {
        await opened.close();
      } finally {
        lock?.release();
      }
    };
    return { db: db as unknown as Db, kind: "pglite", close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function inThisThread(dataDir: string, sharedBuffers: string) {
  const client = await createPglite(dataDir, sharedBuffers);
  return { client, close: () => client.close() };
}

/** Without its database thread the server answers nothing: it ends, and its supervisor starts it again. */
function exitWithThread(code: number) {
  console.error(`The embedded database's thread stopped (exit code ${code}); stopping the server.`);
  process.exit(1);
}

async function openPostgres(url: string, queryTimeoutMillis: number, logger?: Logger): Promise<Database> {
  // Several app instances may start together: one migrates while the others
  // wait on a session-level advisory lock held on a dedicated connection.
  const lockClient = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await lockClient.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: getConfig().databasePoolSize,
    connectionTimeoutMillis: 5_000,
    // A server that stops answering mid-query must not hold a request forever.
    query_timeout: queryTimeoutMillis,
    // No JIT: every statement here is short, and a misestimate made PostgreSQL spend 146 ms compiling a 0.2-second
    // count (docs/queries.md); JIT pays off only for long analytical queries.
    options: "-c jit=off",
  });
  // An idle client that loses its server emits 'error'; without a listener
  // that would crash the process. The next query simply gets a new client.
  pool.on("error", () => {});
  // A client in use (inside a transaction, between its statements) that loses
  // its server emits 'error' too, and the pool listens only to idle ones; the
  // statement under way or the next one fails and answers 503.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres(pool, { schema, logger });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

type GlobalWithDatabase = typeof globalThis & { __schedulingDatabase?: Promise<Database>; __databaseThreadScript?: string };

/**
 * The production server (scripts/serve.ts) runs the embedded database on a thread of its own, from this bundled
 * script; set before the database is first opened. Elsewhere (next dev, scripts, tests) it runs in the caller's thread.
 */
export function runEmbeddedDatabaseOnThread(script: string) {
  const g = globalThis as GlobalWithDatabase;
  if (g.__schedulingDatabase) throw new Error("the database is open already: choose its thread before first use");
  g.__databaseThreadScript = script;
}

/**
 * The process-wide database, opened lazily on first use. Kept on globalThis
 * because Next.js may evaluate this module more than once, and one PGlite data
 * folder may be opened by one instance only. A failed open is not cached.
 */
export function getDatabase(): Promise<Database> {
  const g = globalThis as GlobalWithDatabase;
  if (!g.__schedulingDatabase) {
    const opening = openDatabase({ url: getConfig().databaseUrl, threadScript: g.__databaseThreadScript });
    g.__schedulingDatabase = opening;
    opening.catch(() => {
      if (g.__schedulingDatabase === opening) g.__schedulingDatabase = undefined;
    });
  }
  return g.__schedulingDatabase;
}
