// The demo collective link's month of slots, through what the endpoint calls
// (BookingLinkReads), on an in-memory embedded database: with nothing cached,
// as after a change to the link's workspace (link and busy time read, slots
// computed); after a booking with one of its hosts (the link stays cached);
// and answered from the cache.
import path from "node:path";
import { trustedWorkspaceId } from "../lib/auth/workspace-id";
import { BookingLinkReads } from "../lib/booking-links/booking-link-reads";
import { createLocalChangeFeed, userTopic, workspaceTopic } from "../lib/cache/change-feed";
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
    const query = {
      startDate: new Date(monthStart).toISOString(),
      endDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1) - 1).toISOString(),
    };
    const workspace = trustedWorkspaceId("ws_demo");
    const changes = createLocalChangeFeed();
    const reads = new BookingLinkReads(changes);
    const timeSlots = () => reads.timeSlotsJson(database.db, workspace, linkId, query, now.getTime());
    const slots = (JSON.parse(await timeSlots()) as { availableSlots: unknown[] }).availableSlots.length;
    const hostTopics = (await reads.link(database.db, workspace, linkId)).value.hosts.map((h) => userTopic(h.userId));
    // What writes publish once committed (lib/bookings/routes.ts, lib/memberships/routes.ts).
    const after = (topics: string[]) => async () => {
      await changes.publish(database.db, topics);
      return timeSlots();
    };
    const range = `${query.startDate.slice(0, 7)} (next month)`;
    return [
      {
        link: linkId,
        range,
        answer: "nothing cached",
        slots,
        ...summarize(await timeRuns(after([workspaceTopic("ws_demo"), ...hostTopics]), 100)),
      },
      { link: linkId, range, answer: "after a booking", slots, ...summarize(await timeRuns(after(hostTopics), 100)) },
      { link: linkId, range, answer: "cached", slots, ...summarize(await timeRuns(timeSlots, 100)) },
    ];
  } finally {
    await database.close();
  }
}
