// The embedded database's thread runs a bundle, as dist/database-worker.js is one: a worker cannot load TypeScript.
import path from "node:path";
import { build } from "esbuild";

let bundled: Promise<string> | undefined;

/** scripts/database-worker.ts bundled as npm run build bundles it (package.json), once per test process. */
export function bundledDatabaseWorker(): Promise<string> {
  // Inside the project, so that its imports of packages (left outside the bundle) resolve from node_modules.
  const outfile = path.resolve("node_modules/.cache", `database-worker-${process.pid}.js`);
  bundled ??= build({
    entryPoints: [path.resolve("scripts/database-worker.ts")],
    bundle: true,
    platform: "node",
    target: "node20",
    packages: "external",
    outfile,
    logLevel: "warning",
  }).then(() => outfile);
  return bundled;
}
