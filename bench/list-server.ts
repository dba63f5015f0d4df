// The /v1 API alone on a port, over the database DATABASE_URL or DATA_DIR names, for bench/lists-at-scale.ts:
// lists need neither the booking app nor a build. Prints "listening <url>" once it serves. LIST_SERVER_SEED names
// seed files (comma-separated) loaded into an empty database first (bench/mcp-load.ts: the demo, in memory).
// The embedded database runs on a thread of its own, as the service runs it (scripts/serve.ts).
import { openDatabase } from "../lib/db/client";
import { insertSeed, isDatabaseEmpty } from "../lib/seed/insert-seed";
import { readSeedFile } from "../lib/seed/read-seed-file";
import { bundledDatabaseWorker } from "../lib/testing/database-thread";
import { startTestServer } from "../lib/testing/http";

async function main() {
  const url = process.env.DATABASE_URL || undefined;
  const threadScript = url ? undefined : await bundledDatabaseWorker();
  const database = await openDatabase({ url, dataDir: process.env.DATA_DIR, threadScript });
  const seeds = (process.env.LIST_SERVER_SEED ?? "").split(",").filter(Boolean);
  if (seeds.length > 0 && (await isDatabaseEmpty(database.db))) {
    for (const file of seeds) await insertSeed(database.db, await readSeedFile(file));
  }
  // Budgets from the environment (lists-at-scale.ts sets them far above what the runs send).
  const server = await startTestServer({ getDb: async () => database.db, now: () => Date.now() });
  console.log(`listening ${server.url}`);
  const stop = async () => {
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
