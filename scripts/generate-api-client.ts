// `npm run client:generate` (after installing tools/openapi-client): writes lib/api-client/schema.d.ts, the types
// of the typed /v1 client, from the OpenAPI document as the service serves it. No server, no database: the app in
// this process answers GET /v1/openapi.json. Run it after changing a route or a schema of lib/contract, and commit
// the file; lib/api-client/schema.test.ts fails while it is out of date.
import { spawnSync } from "node:child_process";
import { servedOpenApiDocument } from "../lib/api/served-document";

const OUT = "lib/api-client/schema.d.ts";

async function main() {
  const document = await servedOpenApiDocument();
  const run = spawnSync(process.execPath, ["tools/openapi-client/generate.mjs", "--out", OUT], {
    input: JSON.stringify(document),
    stdio: ["pipe", "inherit", "inherit"],
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`Wrote ${OUT} from the OpenAPI document.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
