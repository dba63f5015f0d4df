// /v1 time-slots while an organizer edits a link: a crowd of requests during the link's next read gets the slots
// from before the edit (for EDIT_STALE_MS after it at most), while the request that reads it again waits for it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustedWorkspaceId } from "../auth/workspace-id";
import { createLocalChangeFeed, EDIT_STALE_MS, linkTopic, workspaceTopic } from "../cache/change-feed";
import type { Database } from "../db/client";
import { bookingDurations, bookingLinks, bookingPages, busyTimes } from "../db/schema";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { createTestDatabase, testDbAvailable } from "../testing/test-database";
import { BookingLinkReads } from "./booking-link-reads";

const NOW = Date.parse("2026-12-07T08:00:00Z");
const TUESDAY = { startDate: "2026-12-08T00:00:00Z", endDate: "2026-12-08T23:59:59Z" };
const NONE = '{"availableSlots":[]}';

let database: Database;
beforeAll(async () => {
  if (testDbAvailable) database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

/** A link of its own, its reads with a feed whose clock the test moves, and a way to switch it off or on. */
async function setUp() {
  const host = makeMember({ role: "OWNER" });
  const link = makeBookingLink([host]);
  const workspace = makeWorkspace([host], [link]);
  await seedWorkspace(database.db, workspace, new Date(NOW));
  const clock = { now: 1_000_000 };
  const feed = createLocalChangeFeed({ now: () => clock.now });
  const reads = new BookingLinkReads(feed, () => clock.now);
  const workspaceId = trustedWorkspaceId(workspace.id);
  const slots = () => reads.timeSlotsJson(database.db, workspaceId, link.id, TUESDAY, NOW);
  /** An edit of the link's own row, published as /v1/booking-links/update publishes it. */
  const edit = async (values: Partial<typeof bookingLinks.$inferInsert>) => {
    await database.db.update(bookingLinks).set(values).where(eq(bookingLinks.id, link.id));
    await feed.publish(database.db, [linkTopic(workspace.id, link.id)]);
  };
  /** The link's default duration given another length, its id kept (as an update that carries the id does). */
  const editDuration = async (minutes: number) => {
    await database.db.update(bookingDurations).set({ durationInMinutes: minutes }).where(eq(bookingDurations.bookingLinkId, link.id));
    await feed.publish(database.db, [linkTopic(workspace.id, link.id)]);
  };
  /** A change of what every link of the workspace is read with: the host's booking page switched off. */
  const disablePage = async () => {
    await database.db.update(bookingPages).set({ status: "DISABLED" }).where(eq(bookingPages.userId, host.id));
    await feed.publish(database.db, [workspaceTopic(workspace.id)]);
  };
  const fresh = () => new BookingLinkReads(feed, () => clock.now).timeSlotsJson(database.db, workspaceId, link.id, TUESDAY, NOW);
  /** The host busy all Tuesday, written without publishing it: only a computation of the slots can see it. */
  const busyUnheard = () =>
    database.db.insert(busyTimes).values({
      id: `busy_${link.id}`,
      userId: host.id,
      startAt: new Date(TUESDAY.startDate),
      endAt: new Date(TUESDAY.endDate),
    });
  return {
    slots,
    edit,
    editDuration,
    disablePage,
    fresh,
    clock,
    busyUnheard,
    readLink: () => reads.link(database.db, workspaceId, link.id),
  };
}

describe.skipIf(!testDbAvailable)("time-slots during edits of the link", () => {
  it("a client that edits and then asks sees its edit", async () => {
    const { slots, edit } = await setUp();
    expect(await slots()).not.toBe(NONE);
    await edit({ status: "DISABLED" });
    expect(await slots()).toBe(NONE);
  });

  it("requests while the edited link is read again get the slots before the edit; the one reading it waits", async () => {
    const { slots, edit } = await setUp();
    const before = await slots();
    await edit({ status: "DISABLED" });
    const [reading, meanwhile] = await Promise.all([slots(), slots()]);
    expect(reading).toBe(NONE);
    expect(meanwhile).toBe(before);
    expect(await slots()).toBe(NONE);
  });

  it("requests while its slots are computed again get the list before the edit", async () => {
    const { slots, edit, readLink, fresh } = await setUp();
    const before = await slots();
    await edit({ slotIntervalMinutes: 60 });
    await readLink(); // as another route's read would: the link is read again, its slots not yet
    const [computing, meanwhile] = await Promise.all([slots(), slots()]);
    expect(computing).toBe(await fresh());
    expect(computing).not.toBe(before);
    expect(meanwhile).toBe(before);
  });

  it("an edit that leaves what slots depend on as it was keeps the list; one that changes it computes it again", async () => {
    const { slots, edit, busyUnheard, clock } = await setUp();
    const before = await slots();
    expect(before).not.toBe(NONE);
    await busyUnheard();
    await edit({ title: "Renamed", description: "Longer", eventColor: "#123456" });
    clock.now += EDIT_STALE_MS; // past the window in which an older list may serve anyway
    expect(await slots()).toBe(before);
    await edit({ bufferMinutesAfterEvent: 5 });
    expect(await slots()).toBe(NONE);
  });

  it("a duration made longer under the same id gives slots of the new length", async () => {
    const { slots, editDuration, clock } = await setUp();
    const lengths = (json: string) =>
      new Set(JSON.parse(json).availableSlots.map((s: { start: string; end: string }) => Date.parse(s.end) - Date.parse(s.start)));
    expect(lengths(await slots())).toEqual(new Set([30 * 60_000]));
    await editDuration(60);
    clock.now += EDIT_STALE_MS;
    expect(lengths(await slots())).toEqual(new Set([60 * 60_000]));
  });

  it("no longer than EDIT_STALE_MS after the first edit", async () => {
    const { slots, edit, clock } = await setUp();
    await slots();
    await edit({ status: "DISABLED" });
    clock.now += EDIT_STALE_MS;
    expect(await Promise.all([slots(), slots()])).toEqual([NONE, NONE]);
  });

  it("never after a change of what every link is read with, besides an edit", async () => {
    const { slots, edit, disablePage } = await setUp();
    await slots();
    await edit({ title: "Renamed" });
    await disablePage();
    expect(await Promise.all([slots(), slots()])).toEqual([NONE, NONE]);
  });
});
