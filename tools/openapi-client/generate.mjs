// Writes the types of the typed /v1 client (lib/api-client/schema.d.ts) from the service's OpenAPI document,
// read as JSON from standard input: `npm run client:generate` does it; lib/api-client/schema.test.ts runs it to
// check that the committed file is what it writes today. A folder of its own, as openapi-typescript 7 needs
// TypeScript 5 and the project has 7.
// Usage: node tools/openapi-client/generate.mjs [--out FILE] < document.json (without --out: standard output)
import { readFileSync, writeFileSync } from "node:fs";
import openapiTS, { astToString } from "openapi-typescript";

const HEADER = [
  "// Generated from the service's OpenAPI document (GET /v1/openapi.json) by openapi-typescript, through",
  "// tools/openapi-client: do not edit. Regenerate with `npm run client:generate`; lib/api-client/schema.test.ts",
  "// fails while this file differs from what the generator writes today.",
  "",
].join("\n");

const out = process.argv[2] === "--out" ? process.argv[3] : undefined;
const document = JSON.parse(readFileSync(0, "utf8"));
// A default is what the service fills in for a field a request leaves out (an invite's role): the field stays
// optional to the client rather than required, which is openapi-typescript's reading.
const text = HEADER + astToString(await openapiTS(document, { defaultNonNullable: false }));
if (out) writeFileSync(out, text);
else process.stdout.write(text);
