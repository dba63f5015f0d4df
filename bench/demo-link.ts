// The demo collective link's month of slots, through what the endpoint calls
// (BookingLinkReads, database reads included), on an in-memory embedded
// database: computed (a fresh cache each run, as for a first request or one
// after a booking) and answered from the cache.
import path from "node:path";
import { BookingLinkReads } from "../lib/booking-links/booking-link-reads";
import { createLocalChangeFeed } from "../lib/cache/change-feed";
import { openDatabase } from "../lib/db/client";
import { insertSeed } from "../lib/seed/insert-seed";
import { readSeedFile } from "../lib/seed/read-seed-file";
import { summarize, timeRuns } from "./stats";

export async function benchDemoLink(linkId = "bl_demo_strategy") {
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    const now = new Date();
    await insertSeed(database.db, await readSeedFile(path.join(process.cwd(), "seeds/demo.json")), now);
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    const query = { startDate: new Date(monthStart).toISOString(), endDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1) - 1).toISOString() };
    const changes = createLocalChangeFeed();
    const timeSlots = (reads: BookingLinkReads) => reads.timeSlotsJson(database.db, "ws_demo", linkId, query, now.getTime());
    const slots = (JSON.parse(await timeSlots(new BookingLinkReads(changes))) as { availableSlots: unknown[] }).availableSlots.length;
    const range = `${query.startDate.slice(0, 7)} (next month)`;
    const cached = new BookingLinkReads(changes);
    return [
      { link: linkId, range, answer: "computed", slots, ...summarize(await timeRuns(() => timeSlots(new BookingLinkReads(changes)), 100)) },
      { link: linkId, range, answer: "cached", slots, ...summarize(await timeRuns(() => timeSlots(cached), 100)) },
    ];
  } finally {
    await database.close();
  }
}
