// The plan of every /v1 list's queries on a large database, as the service sends them: each list is requested
// through the real API with drizzle's logger on, and every statement it sent is run again under
// EXPLAIN (ANALYZE, BUFFERS) with the same parameters. Writes docs/queries.md below its marker (the text above it,
// the findings, is kept).
//
//   DATABASE_URL=postgres://…/scale_bench npx tsx --conditions=react-server bench/explain-lists.ts
//
// The database holds the large workspace (npm run generate:large; LARGE_SEED if not seed 1).
import { readFile, writeFile } from "node:fs/promises";
import type { Logger } from "drizzle-orm/logger";
import pg from "pg";
import { openDatabase } from "../lib/db/client";
import { largeApiKey } from "../lib/seed/large/frame";
import { startTestServer } from "../lib/testing/http";
import { LIST_CASES, memberOf } from "./list-cases";

const MARKER = "<!-- Written by bench/explain-lists.ts from here on: run it again rather than edit. -->";
const FILE = "docs/queries.md";

interface Captured {
  sql: string;
  params: unknown[];
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL must name a PostgreSQL database holding the large workspace (npm run generate:large).");
  const captured: Captured[] = [];
  const logger: Logger = { logQuery: (sql, params) => captured.push({ sql, params }) };
  const database = await openDatabase({ url, logger, queryTimeoutMillis: 120_000 });
  const server = await startTestServer({ getDb: async () => database.db, now: () => Date.now() });
  const explain = new pg.Client({ connectionString: url });
  await explain.connect();
  const keyOf = (member = 0) => largeApiKey(Number(process.env.LARGE_SEED ?? 1), member);
  const sections: string[] = [];
  const summary: string[] = ["| List | Request | total | Statement | Execution | Scans of whole tables |", "|---|---|---|---|---|---|"];
  try {
    const [version] = (await explain.query("select current_setting('server_version') as v")).rows;
    for (const c of LIST_CASES) {
      const key = keyOf(memberOf(c, 0));
      await server.request("GET", c.url, { key }); // warms the key's cache: only the list's own statements remain
      captured.length = 0;
      const res = await server.request("GET", c.url, { key });
      const body = (await res.json()) as { total?: number };
      if (res.status !== 200) throw new Error(`${c.url}: ${res.status} ${JSON.stringify(body)}`);
      const statements = [...captured];
      const who = memberOf(c, 0) ? `, member ${memberOf(c, 0)}'s key (MEMBER)` : ", the owner's key";
      sections.push(`### ${c.name}\n\n\`GET ${c.url}\`${who}: total ${body.total ?? "(no envelope)"}\n`);
      for (const [i, s] of statements.entries()) {
        const plan = (await explain.query(`explain (analyze, buffers) ${s.sql}`, s.params)).rows.map((r) => r["QUERY PLAN"] as string);
        const execution = plan.find((line) => line.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "";
        const seq = [...new Set(plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []))].join(", ");
        summary.push(
          `| ${c.name} | \`${c.url}\` | ${body.total ?? ""} | ${i + 1} of ${statements.length} | ${execution} | ${seq || "none"} |`,
        );
        sections.push(
          `Statement ${i + 1} (parameters ${JSON.stringify(s.params)}):\n\n\`\`\`sql\n${s.sql}\n\`\`\`\n\n\`\`\`\n${plan.join("\n")}\n\`\`\`\n`,
        );
      }
    }
    const head = await readFile(FILE, "utf8").then(
      (text) => text.slice(0, text.indexOf(MARKER) >= 0 ? text.indexOf(MARKER) : text.length),
      () => "# List queries and their plans\n\n",
    );
    const measured = `PostgreSQL ${version.v}, ${new Date().toISOString().slice(0, 10)}, the large workspace (npm run generate:large).`;
    await writeFile(FILE, `${head.trimEnd()}\n\n${MARKER}\n\n## Plans\n\n${measured}\n\n${summary.join("\n")}\n\n${sections.join("\n")}`);
    console.log(`Wrote ${FILE}: ${LIST_CASES.length} requests.`);
  } finally {
    await explain.end();
    await server.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
