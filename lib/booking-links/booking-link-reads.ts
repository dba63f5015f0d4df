// Booking links and their time slots as the API serves them: from memory while
// nothing they depend on has changed. A link depends on its own rows and what
// every link of its workspace is read with (booking page, members, schedules);
// its slots also on each host's busy time, which bookings through any link of
// any workspace change.
//
// Slots also depend on the clock through the link's notice and horizon. A
// cached list is computed with the earliest start of its computing time and
// the latest start of its expiry, a superset of what any moment of its life
// allows, and every answer cuts it to the rules at that moment. And through
// slot reservations, which stop counting when they expire: a list lives no
// longer than the earliest expiry of a reservation it counted (making or
// releasing one publishes its hosts, like a booking).

import { keepsAuditLog } from "../audit/record-audit-event";
import type { WorkspaceId } from "../auth/workspace-id";
import { type ChangeFeed, EDIT_STALE_MS, isLinkTopic, linkContextTopic, linkTopic, userTopic, workspaceTopic } from "../cache/change-feed";
import { CACHE_TTL_MS, StampedCache } from "../cache/stamped-cache";
import { isBookable } from "../contract/booking-links";
import type { Db } from "../db/client";
import { getBookingLink, type LoadedBookingLink } from "./get-booking-link";
import { busyFilters, busySpan, linkWindow, slotInputsKey, slotsForLink } from "./link-slots";
import { loadBookingHolds, loadBusyIntervals } from "./load-busy-intervals";
import { SlotList } from "./slot-list";
import { resolveTimeSlotsQuery, type TimeSlotsQuery } from "./time-slots-query";

const DAY = 86_400_000;
const EMPTY_SLOTS = '{"availableSlots":[]}';
/**
 * The slot lists' memory in all, their kept answers included: ~110 month-long lists of the demo's (~460 slots, ~37 KB
 * each with its answer at ~71 bytes a slot), or ~53,000 slots with answers. A list bigger than this alone is not kept.
 */
const SLOT_LISTS_BYTES = 4 * 1024 * 1024;

const linkTopics = (workspaceId: WorkspaceId, linkId: string) => [linkContextTopic(workspaceId), linkTopic(workspaceId, linkId)];

export class BookingLinkReads {
  private readonly links: StampedCache<LoadedBookingLink>;
  private readonly slotLists: StampedCache<SlotList>;
  private readonly auditLogKept: StampedCache<boolean>;

  /** `clock` is the change feed's: when it heard of changes (Date.now unless a test's feed has another). */
  constructor(
    private readonly feed: ChangeFeed,
    private readonly clock: () => number = Date.now,
  ) {
    this.links = new StampedCache(feed, { max: 2_000, shareLoads: true });
    // Bounded by the bytes the lists hold, their kept answers included, not only by lists.
    this.slotLists = new StampedCache(feed, { max: 5_000, maxSize: SLOT_LISTS_BYTES, sizeOf: (list) => list.bytes, shareLoads: true });
    this.auditLogKept = new StampedCache(feed, { max: 2_000, shareLoads: true });
  }

  /** Whether the workspace records audit events; membership changes publish the workspace. */
  async keepsAuditLog(db: Db, workspaceId: WorkspaceId): Promise<boolean> {
    return (await this.auditLogKept.through(workspaceId, [workspaceTopic(workspaceId)], () => keepsAuditLog(db, workspaceId))).value;
  }

  /** The link with everything nested in it, and the stamp it was read under. Callers must not modify it. */
  link(db: Db, workspaceId: WorkspaceId, linkId: string, field = "id") {
    return this.links.through(`${workspaceId}/${linkId}`, linkTopics(workspaceId, linkId), () =>
      getBookingLink(db, workspaceId, linkId, field),
    );
  }

  /**
   * As link(), except that while the link is being read again, a request meanwhile gets it as read before, if only
   * its own edits changed it since, the first less than EDIT_STALE_MS ago: for slots, never for a write's checks.
   * The request that reads it again waits for it, so a client that edits and then asks sees its edit.
   */
  private linkForSlots(db: Db, workspaceId: WorkspaceId, linkId: string, field: string) {
    const key = `${workspaceId}/${linkId}`;
    const old = this.links.isLoading(key) ? this.links.peek(key) : undefined;
    if (old && this.editedLately(old.stamp, linkTopics(workspaceId, linkId))) return Promise.resolve(old);
    return this.link(db, workspaceId, linkId, field);
  }

  /** Whether what was stamped `stamp` of `topics` misses only edits of links' own rows, the first under EDIT_STALE_MS ago. */
  private editedLately(stamp: string, topics: readonly string[]): boolean {
    if (this.feed.firstChangeAfter(stamp, topics, (topic) => !isLinkTopic(topic)) !== undefined) return false;
    const first = this.feed.firstChangeAfter(stamp, topics);
    return first !== undefined && this.clock() - first < EDIT_STALE_MS;
  }

  /** The time-slots response body as JSON text; an unknown link is NOT_FOUND naming `field`. */
  async timeSlotsJson(db: Db, workspaceId: WorkspaceId, linkId: string, query: TimeSlotsQuery, now: number, field = "id"): Promise<string> {
    const { value: link, stamp: linkStamp } = await this.linkForSlots(db, workspaceId, linkId, field);
    const { duration, rangeStart, rangeEnd } = resolveTimeSlotsQuery(link, query, now);
    if (!isBookable(link)) return EMPTY_SLOTS;

    // Lists start at the UTC day of the range start, so that requests
    // starting "now" share one list through the day.
    const listStart = rangeStart - (((rangeStart % DAY) + DAY) % DAY);
    const excluded = query.excludeBookingId;
    // The duration's length is in the key: an edit may change it and keep its id.
    const span = `${duration.id}:${duration.durationInMinutes}/${listStart}/${rangeEnd}`;
    const key = `${workspaceId}/${linkId}/${span}${excluded ? `/free:${excluded}` : ""}`;
    // The link's slot inputs, not its stamp: an edit that leaves them (a title, say) leaves the list. The hosts'
    // stamp is taken before busy time is read: a booking committed meanwhile changes it (and so does a change of
    // the excluded booking, which publishes its hosts).
    const stamp = `${slotInputsKey(link)}#${this.feed.stamp(link.hosts.map((h) => userTopic(h.userId)))}`;
    let list = this.slotLists.get(key, stamp);
    // The list's window is right for CACHE_TTL_MS of the service's clock after it was computed.
    const usable = (candidate: SlotList | undefined): candidate is SlotList =>
      !!candidate && now >= candidate.computedAt && now <= candidate.computedAt + CACHE_TTL_MS && now < candidate.heldUntil;
    if (!usable(list)) {
      // While the list is computed again after edits of the link alone, as for the link above.
      const old = this.slotLists.isLoading(key) ? this.slotLists.peek(key) : undefined;
      if (old && usable(old.value) && this.onlyLinkEditedLately(old, stamp, linkTopics(workspaceId, linkId))) list = old.value;
      else {
        const compute = () => this.computeSlotList(db, link, { workspaceId, duration, listStart, rangeEnd, excluded, now, linkStamp });
        // Requests that miss together share one computation (shareLoads), if it began no later than they did.
        list = await this.slotLists.load(key, stamp, compute);
        if (!usable(list)) {
          list = await compute();
          this.slotLists.set(key, stamp, list);
        }
      }
    }
    const window = linkWindow(link, now);
    const held = list.bytes;
    const json = list.json(Math.max(rangeStart, window.earliestStart), Math.min(rangeEnd, window.latestStart));
    // It keeps another answer now: the bound counts it.
    if (list.bytes !== held) this.slotLists.recount(key);
    return json;
  }

  /** The old list's hosts are unchanged, and its link changed by its own edits alone, lately. */
  private onlyLinkEditedLately(old: { stamp: string; value: SlotList }, now: string, topics: readonly string[]): boolean {
    return old.stamp.split("#")[1] === now.split("#")[1] && this.editedLately(old.value.linkStamp, topics);
  }

  private async computeSlotList(
    db: Db,
    link: LoadedBookingLink,
    at: {
      workspaceId: WorkspaceId;
      duration: { durationInMinutes: number };
      listStart: number;
      rangeEnd: number;
      excluded?: string;
      now: number;
      linkStamp: string;
    },
  ): Promise<SlotList> {
    const { now, excluded } = at;
    const window = { earliestStart: linkWindow(link, now).earliestStart, latestStart: linkWindow(link, now + CACHE_TTL_MS).latestStart };
    const request = { durationMinutes: at.duration.durationInMinutes, rangeStart: at.listStart, rangeEnd: at.rangeEnd, now, window };
    const freed = excluded ? await loadBookingHolds(db, at.workspaceId, excluded) : undefined;
    const { busy, heldUntil } = await loadBusyIntervals(db, busyFilters(link), ...busySpan(link, request), { now, freed });
    return new SlotList(await slotsForLink(db, link, { ...request, busy }), now, heldUntil, at.linkStamp);
  }
}
