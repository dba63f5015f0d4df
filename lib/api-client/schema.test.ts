// The committed schema.d.ts is what the generator writes from the document the service serves today: a route or
// a schema of lib/contract changed without `npm run client:generate` fails here, saying so.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { servedOpenApiDocument } from "../api/served-document";

const ROOT = join(import.meta.dirname, "../..");
const GENERATOR = join(ROOT, "tools/openapi-client");
const installed = existsSync(join(GENERATOR, "node_modules/openapi-typescript/package.json"));
if (!installed) {
  console.warn("lib/api-client/schema.test.ts skipped: tools/openapi-client is not installed (npm run client:install; npm test does it).");
}

describe.skipIf(!installed)("lib/api-client/schema.d.ts", () => {
  it("is what tools/openapi-client writes from today's OpenAPI document", async () => {
    const document = await servedOpenApiDocument();
    const run = spawnSync(process.execPath, [join(GENERATOR, "generate.mjs")], {
      input: JSON.stringify(document),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, run.stderr).toBe(0);
    const committed = readFileSync(join(ROOT, "lib/api-client/schema.d.ts"), "utf8").split("\n");
    const generated = run.stdout.split("\n");
    // The first line that differs, rather than two files of thousands of lines.
    const lines = Math.max(committed.length, generated.length);
    const first = Array.from({ length: lines }, (_, i) => i).find((i) => committed[i] !== generated[i]);
    const difference = first === undefined ? undefined : { line: first + 1, committed: committed[first], generated: generated[first] };
    expect(difference, "lib/api-client/schema.d.ts is out of date: run `npm run client:generate` and commit it").toBeUndefined();
  });
});
