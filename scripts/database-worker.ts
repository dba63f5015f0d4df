// The embedded database on a thread of its own inside the server's process
// (scripts/serve.ts asks for it: lib/db/pglite-thread.ts). npm run build bundles
// it beside dist/serve.js.
import { serveDatabaseThread } from "../lib/db/pglite-thread-worker";

serveDatabaseThread().catch((error) => {
  console.error("The embedded database could not start on its thread:", error);
  process.exit(1);
});
