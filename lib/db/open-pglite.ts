// Opens an embedded database's data folder and brings its schema up to date: in
// the caller's thread (client.ts) or on the database's own (pglite-thread-worker.ts).
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

export async function openMigratedPglite(dataDir: string, sharedBuffers: string, migrationsFolder: string): Promise<PGlite> {
  // btree_gist must be passed on every open, not only when the folder is created.
  const client = await PGlite.create(dataDir, {
    extensions: { btree_gist },
    // PostgreSQL's default 128 MB of buffers would sit in this process's memory;
    // one team's data fits in far less (measured here: about 120 MB less resident with 16 MB).
    postgresqlconf: [`shared_buffers=${sharedBuffers}`],
  });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return client;
}
