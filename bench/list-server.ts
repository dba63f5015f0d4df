// The /v1 API alone on a port, over the database DATABASE_URL or DATA_DIR names, for bench/lists-at-scale.ts:
// lists need neither the booking app nor a build. Prints "listening <url>" once it serves.
import { openDatabase } from "../lib/db/client";
import { startTestServer } from "../lib/testing/http";

async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
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
