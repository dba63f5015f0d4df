// The demo collective link's month of slots, through the same function the
// endpoint calls (database reads included), on an in-memory embedded database.
import path from "node:path";
import { openDatabase } from "../lib/db/client";
import { listTimeSlots } from "../lib/booking-links/list-time-slots";
import { insertSeed } from "../lib/seed/insert-seed";
import { readSeedFile } from "../lib/seed/read-seed-file";
import { trustedWorkspaceId } from "../lib/auth/workspace-id";
import { summarize, timeRuns } from "./stats";

export async function benchDemoLink(linkId = "bl_demo_strategy") {
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    const now = new Date();
    await insertSeed(database.db, await readSeedFile(path.join(process.cwd(), "seeds/demo.json")), now);
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    const query = { startDate: new Date(monthStart).toISOString(), endDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1) - 1).toISOString() };
    const run = () => listTimeSlots(database.db, trustedWorkspaceId("ws_demo"), linkId, query, now.getTime());
    const slots = (await run()).availableSlots.length;
    return { link: linkId, range: `${query.startDate.slice(0, 7)} (next month)`, slots, ...summarize(await timeRuns(run, 100)) };
  } finally {
    await database.close();
  }
}
