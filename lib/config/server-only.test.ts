// The server/client boundary: modules that hold the service key or open the
// database start with `import "server-only"`, which throws unless the
// react-server export condition is active. Next.js sets it for route
// handlers, server components, the proxy and instrumentation, and fails the
// build when a client component reaches one of them. Elsewhere:
// - vitest resolves server-only to its empty module (vitest.config.mts);
// - the esbuild bundles of scripts/serve.ts, scripts/render-worker.ts and
//   scripts/prepare-demo.ts do the same (--alias in package.json's build):
//   render-worker.ts loads Next.js, whose React must not resolve with the
//   react-server condition;
// - the scripts tsx runs (seed, prepare-demo in `npm run dev`, bench) run with
//   --conditions=react-server, which changes nothing else for them as long as
//   they reach neither React nor Next.js (checked below).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Modules that hold the service key or open the database. */
const SERVER_ONLY = [
  "lib/config/env.ts",
  "lib/db/client.ts",
  "lib/api/service.ts",
  "lib/scheduling-client/client.ts",
  "lib/cache/change-feed.ts",
  "lib/health/check-readiness.ts",
];

/** Node with tsx, as the scripts run, importing one module; its exit code and output. */
function importInNode(module: string, conditions: string[] = [], env: Record<string, string> = {}) {
  const args = [
    ...conditions.map((c) => `--conditions=${c}`),
    "--import",
    "tsx",
    "--input-type=module",
    "-e",
    `await import(${JSON.stringify(`./${module}`)})`,
  ];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", timeout: 30_000, env: { ...process.env, ...env } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the server-only boundary", () => {
  it.each(SERVER_ONLY)('%s starts with import "server-only"', (file) => {
    const firstImport = readFileSync(path.join(root, file), "utf8").match(/^import .*$/m)?.[0];
    expect(firstImport).toBe('import "server-only";');
  });

  it.each(["lib/db/client.ts", "lib/scheduling-client/client.ts"])("%s cannot be loaded outside the react-server condition", (module) => {
    const { code, output } = importInNode(module);
    expect(code).toBe(1);
    expect(output).toContain("This module cannot be imported from a Client Component module");
  });

  it("loads with the react-server condition, as the tsx-run scripts have it", () => {
    expect(importInNode("lib/db/client.ts", ["react-server"])).toEqual({ code: 0, output: "" });
  });

  it.each(["scripts/seed.ts", "scripts/prepare-demo.ts", "bench/run.ts"])(
    "%s reaches neither React nor Next.js, so its react-server condition changes nothing else",
    async (entry) => {
      const { metafile } = await build({
        entryPoints: [path.join(root, entry)],
        bundle: true,
        platform: "node",
        packages: "external",
        write: false,
        metafile: true,
        logLevel: "silent",
      });
      const packages = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path));
      expect(packages.filter((p) => /^(react|react-dom|react-hook-form|next|client-only)(\/|$)/.test(p))).toEqual([]);
    },
  );
});

describe("start-up with a bad setting", () => {
  it.each(["scripts/seed.ts", "scripts/prepare-demo.ts"])("%s stops with one line naming the variable, no stack trace", (script) => {
    const { code, output } = importInNode(script, ["react-server"], { TRUST_PROXY_HOPS: "abc" });
    expect(code).toBe(1);
    expect(output).toBe(
      'Bad configuration: TRUST_PROXY_HOPS="abc" is not a whole number; expected a whole number of proxies from 0 to 10 (unset: 0).\n',
    );
  });
});
