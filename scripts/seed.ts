// npm run seed -- <file>: loads a seed file into an empty database (the
// embedded one in DATA_DIR, or DATABASE_URL's server).
import { getConfigOrExit } from "../lib/config/env";
import { openDatabase } from "../lib/db/client";
import { DataFolderLockedError } from "../lib/db/data-folder-lock";
import { insertSeed, isDatabaseEmpty } from "../lib/seed/insert-seed";
import { readSeedFile, SeedFileError } from "../lib/seed/read-seed-file";

async function main() {
  const { databaseUrl } = getConfigOrExit();
  const file = process.argv[2];
  if (!file) throw new SeedFileError("Usage: npm run seed -- <seed file>");
  const seed = await readSeedFile(file);
  const database = await openDatabase({ url: databaseUrl });
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      throw new SeedFileError("The database already holds data; seeds load into an empty database only (use a new DATA_DIR).");
    }
    await insertSeed(database.db, seed);
    const links = seed.workspaces.flatMap((w) => w.bookingLinks).length;
    console.log(`Loaded ${file}: ${seed.workspaces.length} workspace(s), ${links} booking link(s).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof SeedFileError || error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
