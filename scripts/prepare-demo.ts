// Run by `npm start` before the server: migrates the database, loads the demo
// workspace on first start, and prints where to go and which keys to use.
import path from "node:path";
import { eq } from "drizzle-orm";
import { getConfigOrExit } from "../lib/config/env";
import { openDatabase } from "../lib/db/client";
import { DataFolderLockedError } from "../lib/db/data-folder-lock";
import { workspaces } from "../lib/db/schema";
import { insertSeed, isDatabaseEmpty } from "../lib/seed/insert-seed";
import { readSeedFile } from "../lib/seed/read-seed-file";
import { assertPortFree, PortInUseError } from "./port-check";

const DEMO_FILE = path.join(process.cwd(), "seeds", "demo.json");

async function main() {
  // SEED_FILES (comma-separated) loads other seed files on first start instead of the demo alone.
  const { port, host, databaseUrl, dataDir, seedFiles, mail } = getConfigOrExit();
  // Before anything is printed: a second `npm start` must fail at once, not after announcing itself.
  await assertPortFree(port, host);
  const database = await openDatabase({ url: databaseUrl });
  try {
    const demo = await readSeedFile(DEMO_FILE);
    if (await isDatabaseEmpty(database.db)) {
      for (const file of seedFiles) {
        await insertSeed(database.db, file === DEMO_FILE ? demo : await readSeedFile(file));
        console.log(
          file === DEMO_FILE ? "Loaded the demo workspace from seeds/demo.json." : `Loaded ${path.relative(process.cwd(), file)}.`,
        );
      }
    }
    const demoWorkspace = demo.workspaces[0]!;
    const [present] = await database.db.select().from(workspaces).where(eq(workspaces.id, demoWorkspace.id));
    console.log(`\nOpen http://localhost:${port}  (API: http://localhost:${port}/v1, document: /v1/openapi.json)`);
    console.log(`MCP server for AI assistants: http://localhost:${port}/mcp (same x-api-key; how to connect: README)`);
    console.log(database.kind === "pglite" ? `Embedded database: ${shortPath(dataDir)}` : "Database: DATABASE_URL");
    console.log(
      mail.smtpUrl
        ? "Booking e-mails: sent through SMTP_URL"
        : mail.dir
          ? `Booking e-mails: written to ${shortPath(mail.dir)} as .eml files (open them in any mail client; set SMTP_URL to send them)`
          : "Booking e-mails: kept undelivered in the outbox until SMTP_URL is set",
    );
    if (present) {
      const owner = demoWorkspace.members[0]!;
      console.log(`\nTeam dashboard: http://localhost:${port}/dashboard  (sign in as ${owner.email}; without SMTP_URL the`);
      console.log(`  sign-in e-mail is shown at http://localhost:${port}/dashboard/demo-mail, on this computer only)`);
      console.log("\nDemo API keys (x-api-key):");
      for (const m of demoWorkspace.members) console.log(`  ${m.role.padEnd(12)} ${m.apiKeys[0]?.key}  (${m.name})`);
      console.log("\nDemo booking pages (each lists its owner's public links):");
      for (const m of demoWorkspace.members)
        for (const p of m.bookingPages) console.log(`${`  http://localhost:${port}/${p.username}`.padEnd(36)}  (${m.name})`);
      console.log("\nDemo booking links:");
      for (const l of demoWorkspace.bookingLinks) console.log(`  ${l.id.padEnd(20)} ${l.type.padEnd(21)} ${l.title}`);
      console.log(
        `\nTry: curl -H 'x-api-key: ${demoWorkspace.members[0]!.apiKeys[0]!.key}' http://localhost:${port}/v1/booking-links/bl_demo_strategy/time-slots\n`,
      );
    }
  } finally {
    await database.close();
  }
}

/** Inside this folder, relative to it. */
const shortPath = (folder: string) => (folder.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), folder) : folder);

main().catch((error) => {
  console.error(error instanceof DataFolderLockedError || error instanceof PortInUseError ? error.message : error);
  process.exit(1);
});
