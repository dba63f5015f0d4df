// Opens an embedded database's data folder, in the caller's thread (client.ts) or on the database's own
// (pglite-thread-worker.ts, which loads nothing else: its thread's memory is counted in the server's budget).
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

export function createPglite(dataDir: string, sharedBuffers: string): Promise<PGlite> {
  // btree_gist must be passed on every open, not only when the folder is created.
  return PGlite.create(dataDir, {
    extensions: { btree_gist },
    // PostgreSQL's default 128 MB of buffers would sit in this process's memory;
    // one team's data fits in far less (measured here: about 120 MB less resident with 16 MB).
    postgresqlconf: [`shared_buffers=${sharedBuffers}`],
  });
}
