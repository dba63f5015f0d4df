// `npm run lint:openapi` (part of `npm run lint`, and so of `npm test`): lints the /v1 OpenAPI document, as the
// service serves it, with Redocly CLI's recommended rules (redocly.yaml), and refuses any error or warning, which
// Redocly alone lets pass. No server, no database: the app in this process answers GET /v1/openapi.json.
// Prints one line when everything passes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { servedOpenApiDocument } from "../lib/api/served-document";

type Report = {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
};

async function main() {
  const document = await servedOpenApiDocument();
  const folder = mkdtempSync(join(tmpdir(), "openapi-"));
  try {
    const file = join(folder, "openapi.json");
    writeFileSync(file, JSON.stringify(document, null, 2));
    const report = lint(file);
    const { errors, warnings } = report.totals;
    if (errors + warnings > 0) {
      for (const { severity, ruleId, message, location } of report.problems) {
        console.error(`${severity} ${ruleId} at ${location[0]?.pointer ?? "#"}: ${message}`);
      }
      console.error(
        `\nOpenAPI document: ${errors} error(s) and ${warnings} warning(s) from Redocly (redocly.yaml); fix them at the route or schema that makes them.`,
      );
      process.exit(1);
    }
    const operations = Object.values(document.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
    console.log(`OpenAPI document: ${operations} operations, Redocly's recommended rules: 0 errors, 0 warnings.`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function lint(file: string): Report {
  const run = spawnSync("node_modules/.bin/redocly", ["lint", "--config", "redocly.yaml", "--format", "json", file], {
    encoding: "utf8",
    // Left alone, Redocly asks the registry for a newer release; a test run has no use for that.
    env: { ...process.env, REDOCLY_SUPPRESS_NOTIFICATIONS: "true", REDOCLY_TELEMETRY: "off" },
  });
  try {
    return JSON.parse(run.stdout) as Report;
  } catch {
    throw new Error(`redocly lint gave no report (exit ${run.status}):\n${run.stdout}${run.stderr}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
