// A fresh, migrated database for one test file: an in-memory PGlite, or, in
// the postgres project, a new database on the server at TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import { bundledDatabaseWorker } from "./database-thread";

export const testDbKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
export const postgresUrl = process.env.TEST_DATABASE_URL;
/** False when the postgres project runs without a server configured; its tests are skipped. */
export const testDbAvailable = testDbKind === "pglite" || Boolean(postgresUrl);

/** A database for tests; `url` is set on PostgreSQL, for a second connection to it. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  // TEST_PGLITE_THREAD=1 runs the embedded database on its own thread, as the production server does.
  if (testDbKind === "pglite")
    return openDatabase({ dataDir: "memory://", threadScript: process.env.TEST_PGLITE_THREAD ? await bundledDatabaseWorker() : undefined });
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
