// npm run seed -- <file>: loads a seed file into an empty database (the
// embedded one in DATA_DIR, or DATABASE_URL's server), in bounded memory
// whatever its size, printing its progress about once a second.
import { getConfigOrExit } from "../lib/config/env";
import { openDatabase } from "../lib/db/client";
import { DataFolderLockedError } from "../lib/db/data-folder-lock";
import { isDatabaseEmpty } from "../lib/seed/insert-seed";
import { loadSeedFile, type SeedLoadProgress } from "../lib/seed/load-seed-file";
import { SeedFileError } from "../lib/seed/read-seed-file";

async function main() {
  const { databaseUrl } = getConfigOrExit();
  const file = process.argv[2];
  if (!file) throw new SeedFileError("Usage: npm run seed -- <seed file>");
  const database = await openDatabase({ url: databaseUrl });
  const started = performance.now();
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      throw new SeedFileError("The database already holds data; seeds load into an empty database only (use a new DATA_DIR).");
    }
    const progress = progressLine(started);
    const loaded = await loadSeedFile(database.db, file, { onProgress: progress.update }).finally(progress.done);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Loaded ${file}: ${loaded.workspaces} workspace(s), ${loaded.bookingLinks} booking link(s), ` +
        `${loaded.rows.toLocaleString("en")} rows in ${seconds.toFixed(1)} s (${Math.round(loaded.rows / seconds).toLocaleString("en")} rows/s).`,
    );
  } finally {
    await database.close();
  }
}

/** Prints where the load is, at most once a second: to a terminal on one line rewritten, elsewhere a line each time. */
function progressLine(started: number) {
  let last = 0;
  let rewriting = false;
  const done = () => {
    if (rewriting) process.stderr.write("\n");
  };
  const update = ({ pass, bytesRead, bytes, rowsWritten }: SeedLoadProgress) => {
    const now = performance.now();
    if (now - last < 1000) return;
    last = now;
    const share = `${Math.floor((100 * bytesRead) / Math.max(bytes, 1))}% of ${(bytes / 1e6).toFixed(0)} MB`;
    const seconds = (now - started) / 1000;
    const line =
      pass === 1 ? `seed: checking ${share}` : `seed: writing ${share}, ${rowsWritten.toLocaleString("en")} rows, ${seconds.toFixed(0)} s`;
    rewriting = Boolean(process.stderr.isTTY);
    if (rewriting) process.stderr.write(`\r${line.padEnd(72)}`);
    else console.error(line);
  };
  return { update, done };
}

main().catch((error) => {
  console.error(error instanceof SeedFileError || error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
