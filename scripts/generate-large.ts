// npm run generate:large -- [--scale 1] [--seed 1] [--anchor YYYY-MM-DD] [--out file.json]
// Writes the large organisation of issue 39 (500 members, 2,000 links, 1,000,000 bookings, 5,000,000 busy
// times, … at scale 1) into an empty database (DATABASE_URL, or the embedded one in DATA_DIR), or with --out
// as a seed file for `npm run seed`. The same seed, scale and anchor give the same rows.
import { parseArgs } from "node:util";
import { getConfigOrExit } from "../lib/config/env";
import { openDatabase } from "../lib/db/client";
import { DataFolderLockedError } from "../lib/db/data-folder-lock";
import { isDatabaseEmpty } from "../lib/seed/insert-seed";
import { type GenerateProgress, generateLarge } from "../lib/seed/large/generate";
import { largeSpec } from "../lib/seed/large/spec";
import { writeLargeSeedFile } from "../lib/seed/large/write-file";

class UsageError extends Error {}

function specFromArgs() {
  const { values } = parseArgs({
    options: {
      scale: { type: "string", default: "1" },
      seed: { type: "string", default: "1" },
      anchor: { type: "string" },
      out: { type: "string" },
    },
  });
  const anchor = values.anchor ? new Date(`${values.anchor}T00:00:00Z`) : undefined;
  if (anchor && Number.isNaN(anchor.getTime())) throw new UsageError("--anchor is a date, YYYY-MM-DD");
  try {
    return { spec: largeSpec({ scale: Number(values.scale), seed: Number.parseInt(values.seed, 10), anchor }), out: values.out };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

const PHASE_TOTALS: Partial<Record<GenerateProgress["phase"], "busyTimes" | "bookings" | "invites" | "auditEvents">> = {
  "busy times": "busyTimes",
  bookings: "bookings",
  invites: "invites",
  "audit events": "auditEvents",
};

const int = (n: number) => Math.round(n).toLocaleString("en");

async function main() {
  const { spec, out } = specFromArgs();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  console.log(
    `generate:large seed ${spec.seed}, scale ${spec.scale}, anchor ${spec.anchor.toISOString().slice(0, 10)}: ${int(spec.members)} members, ` +
      `${int(spec.bookingLinks)} links, ${int(spec.bookings)} bookings, ${int(spec.busyTimes)} busy times, ${int(spec.auditEvents)} audit events, ` +
      `${int(spec.invites)} invites, ${int(spec.outboxAttempts)} outbox attempts`,
  );
  if (out) {
    const records = await writeLargeSeedFile(out, spec, (n) => console.error(`generate: ${int(n)} records, ${seconds().toFixed(0)} s`));
    console.log(`Wrote ${out}: ${int(records)} records in ${seconds().toFixed(1)} s (no outbox: seed files do not describe it).`);
    return;
  }
  const { databaseUrl } = getConfigOrExit();
  const database = await openDatabase({ url: databaseUrl, queryTimeoutMillis: 30 * 60_000 });
  try {
    if (!(await isDatabaseEmpty(database.db))) throw new UsageError("The database already holds data; generate into an empty one.");
    const phases = phaseTimer(spec, performance.now());
    const result = await generateLarge(database.db, spec, phases.progress);
    phases.end(result.rows);
    const loaded = phases.loadSeconds();
    console.log(
      `Loaded ${int(result.rows)} rows into ${database.kind === "pglite" ? "the embedded database" : "PostgreSQL"} in ${loaded.toFixed(1)} s ` +
        `(${int(result.rows / loaded)} rows/s), vacuumed and analyzed in ${phases.vacuumSeconds().toFixed(1)} s; ` +
        `${int(result.displaced)} bookings found no free time and were written as cancelled.`,
    );
    console.log(`Owner's API key: ${result.ownerKey}`);
  } finally {
    await database.close();
  }
}

/** Prints a progress line about every 5 s, and each phase's time and rows/s when it ends. */
function phaseTimer(spec: ReturnType<typeof largeSpec>, started: number) {
  let current: { phase: GenerateProgress["phase"]; at: number; rows: number } | undefined;
  let lastLine = 0;
  let loadEnd = started;
  const close = (at: number, rows: number) => {
    if (!current) return;
    const s = (at - current.at) / 1000;
    console.log(
      `  ${current.phase.padEnd(13)} ${int(rows - current.rows).padStart(11)} rows ${s.toFixed(1).padStart(7)} s ${int((rows - current.rows) / Math.max(s, 1e-3)).padStart(9)} rows/s`,
    );
  };
  const progress = ({ phase, records, rowsWritten }: GenerateProgress) => {
    const now = performance.now();
    if (phase !== current?.phase) {
      close(now, rowsWritten);
      if (phase === "vacuum") loadEnd = now;
      current = { phase, at: now, rows: rowsWritten };
    }
    if (now - lastLine < 5_000) return;
    lastLine = now;
    const of = PHASE_TOTALS[phase] ? ` of ${int(spec[PHASE_TOTALS[phase]])}` : "";
    console.error(`generate: ${phase} ${int(records)}${of}, ${int(rowsWritten)} rows written, ${((now - started) / 1000).toFixed(0)} s`);
  };
  return {
    progress,
    end: (rows: number) => close(performance.now(), rows),
    loadSeconds: () => (loadEnd - started) / 1000,
    vacuumSeconds: () => (performance.now() - loadEnd) / 1000,
  };
}

main().catch((error) => {
  console.error(error instanceof UsageError || error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
