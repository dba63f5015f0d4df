// Booking links and their time slots as the API serves them: from memory while
// nothing they depend on has changed. A link depends on its workspace (links,
// hosts, members); its slots also on each host's busy time, which bookings
// through any link of any workspace change.
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
import { type ChangeFeed, userTopic, workspaceTopic } from "../cache/change-feed";
import { CACHE_TTL_MS, StampedCache } from "../cache/stamped-cache";
import { isBookable } from "../contract/booking-links";
import type { Db } from "../db/client";
import { getBookingLink, type LoadedBookingLink } from "./get-booking-link";
import { busyFilters, busySpan, linkWindow, slotsForLink } from "./link-slots";
import { loadBookingHolds, loadBusyIntervals } from "./load-busy-intervals";
import { resolveTimeSlotsQuery, type TimeSlotsQuery } from "./time-slots-query";

const DAY = 86_400_000;
const EMPTY_SLOTS = '{"availableSlots":[]}';

export class BookingLinkReads {
  private readonly links: StampedCache<LoadedBookingLink>;
  private readonly slotLists: StampedCache<SlotList>;
  private readonly auditLogKept: StampedCache<boolean>;

  constructor(private readonly feed: ChangeFeed) {
    this.links = new StampedCache(feed, { max: 2_000 });
    // Bounded by slots held in all (8 bytes each, plus up to ~80 in the kept answer), not only by lists.
    this.slotLists = new StampedCache(feed, { max: 5_000, maxSize: 250_000, sizeOf: (list) => list.starts.length });
    this.auditLogKept = new StampedCache(feed, { max: 2_000 });
  }

  /** Whether the workspace records audit events; membership changes publish the workspace. */
  async keepsAuditLog(db: Db, workspaceId: WorkspaceId): Promise<boolean> {
    return (await this.auditLogKept.through(workspaceId, [workspaceTopic(workspaceId)], () => keepsAuditLog(db, workspaceId))).value;
  }

  /** The link with everything nested in it, and the stamp it was read under. Callers must not modify it. */
  link(db: Db, workspaceId: WorkspaceId, linkId: string, field = "id") {
    return this.links.through(`${workspaceId}/${linkId}`, [workspaceTopic(workspaceId)], () =>
      getBookingLink(db, workspaceId, linkId, field),
    );
  }

  /** The time-slots response body as JSON text; an unknown link is NOT_FOUND naming `field`. */
  async timeSlotsJson(db: Db, workspaceId: WorkspaceId, linkId: string, query: TimeSlotsQuery, now: number, field = "id"): Promise<string> {
    const { value: link, stamp: linkStamp } = await this.link(db, workspaceId, linkId, field);
    const { duration, rangeStart, rangeEnd } = resolveTimeSlotsQuery(link, query, now);
    if (!isBookable(link)) return EMPTY_SLOTS;

    // Lists start at the UTC day of the range start, so that requests
    // starting "now" share one list through the day.
    const listStart = rangeStart - (((rangeStart % DAY) + DAY) % DAY);
    const excluded = query.excludeBookingId;
    const key = `${workspaceId}/${linkId}/${duration.id}/${listStart}/${rangeEnd}${excluded ? `/free:${excluded}` : ""}`;
    // Taken before busy time is read: a booking committed meanwhile changes it
    // (and so does a change of the excluded booking, which publishes its hosts).
    const stamp = `${linkStamp}#${this.feed.stamp(link.hosts.map((h) => userTopic(h.userId)))}`;
    let list = this.slotLists.get(key, stamp);
    // The list's window is right for CACHE_TTL_MS of the service's clock after it was computed.
    if (!list || now < list.computedAt || now > list.computedAt + CACHE_TTL_MS || now >= list.heldUntil) {
      const window = { earliestStart: linkWindow(link, now).earliestStart, latestStart: linkWindow(link, now + CACHE_TTL_MS).latestStart };
      const request = { durationMinutes: duration.durationInMinutes, rangeStart: listStart, rangeEnd, now, window };
      const freed = excluded ? await loadBookingHolds(db, workspaceId, excluded) : undefined;
      const { busy, heldUntil } = await loadBusyIntervals(db, busyFilters(link), ...busySpan(link, request), { now, freed });
      list = new SlotList(await slotsForLink(db, link, { ...request, busy }), now, heldUntil);
      this.slotLists.set(key, stamp, list);
    }
    const window = linkWindow(link, now);
    return list.json(Math.max(rangeStart, window.earliestStart), Math.min(rangeEnd, window.latestStart));
  }
}

/**
 * Slot starts in order, 8 bytes each; their JSON is written on demand. Keeping
 * every slot pre-written cost about 200 bytes a slot (V8 builds each
 * JSON.stringify result from several string pieces), which a few long ranges
 * turned into tens of megabytes.
 */
class SlotList {
  readonly starts: Float64Array;
  private readonly durationMs: number;
  private last?: { from: number; to: number; json: string };

  constructor(
    slots: readonly { start: number; end: number }[],
    readonly computedAt: number,
    /** When the first reservation the list counted as busy expires. */
    readonly heldUntil: number,
  ) {
    this.starts = Float64Array.from(slots, (s) => s.start);
    // Every slot of a list has the list's duration.
    this.durationMs = slots.length > 0 ? slots[0]!.end - slots[0]!.start : 0;
  }

  /** The response body for the slots starting within [from, to]; the last answer is kept, as most requests repeat it. */
  json(from: number, to: number): string {
    const first = firstIndexAbove(this.starts, from - 1);
    const end = firstIndexAbove(this.starts, to);
    if (this.last?.from !== first || this.last.to !== end) {
      const parts: string[] = [];
      for (let i = first; i < end; i++) {
        const start = this.starts[i]!;
        parts.push(`{"start":"${new Date(start).toISOString()}","end":"${new Date(start + this.durationMs).toISOString()}"}`);
      }
      this.last = { from: first, to: end, json: `{"availableSlots":[${parts.join(",")}]}` };
    }
    return this.last.json;
  }
}

/** Index of the first element greater than `value` in an ascending array. */
function firstIndexAbove(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! > value) high = middle;
    else low = middle + 1;
  }
  return low;
}
