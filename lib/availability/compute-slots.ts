// The availability engine: plain inputs in, slots out. No I/O, no clock.
import { intersectIntervals, mergeIntervals, type Interval } from "./intervals";
import { weeklyWindows, type WeeklyAvailability } from "./weekly-windows";

const MINUTE = 60_000;

/** No request may ask for more than this span; keeps every request's work bounded. */
export const MAX_RANGE_DAYS = 93;

export interface HostAvailability {
  id: string;
  timeZone: string;
  availability: WeeklyAvailability;
  /** Existing bookings and calendar events of this host, in any order. */
  busy: readonly Interval[];
}

export interface SlotQuery {
  kind: "MULTI_USE" | "COLLECTIVE_MULTI_USE";
  hosts: readonly HostAvailability[];
  durationMinutes: number;
  /** Step between slot starts; null means the duration. */
  intervalMinutes: number | null;
  /** Free time required before each existing event. */
  bufferBeforeMinutes: number;
  /** Free time required after each existing event. */
  bufferAfterMinutes: number;
  /** Slots start within [rangeStart, rangeEnd] (both inclusive). */
  rangeStart: number;
  rangeEnd: number;
  /** Bookable starts from the link's notice and horizon rules (see booking-window.ts). */
  earliestStart: number;
  latestStart: number;
}

export interface Slot {
  start: number;
  end: number;
  /** Hosts free for the whole slot: one or more for MULTI_USE, all for COLLECTIVE_MULTI_USE. */
  hostIds: string[];
}

interface HostCursor {
  id: string;
  windows: Interval[];
  blocked: Interval[];
  windowIndex: number;
  blockedIndex: number;
}

/**
 * Slots lie on a grid anchored at the start of each window of the link's
 * combined schedule (the union of the hosts' windows for MULTI_USE, their
 * intersection for COLLECTIVE_MULTI_USE) and stepping by the interval. A slot
 * is offered when the required hosts have it inside their own schedule and
 * clear of every existing event widened by the buffers.
 */
export function computeSlots(query: SlotQuery): Slot[] {
  const duration = query.durationMinutes * MINUTE;
  const step = (query.intervalMinutes ?? query.durationMinutes) * MINUTE;
  if (!(duration > 0) || !(step > 0)) throw new RangeError("duration and interval must be positive");
  if (query.rangeEnd - query.rangeStart > MAX_RANGE_DAYS * 86_400_000) {
    throw new RangeError(`range longer than ${MAX_RANGE_DAYS} days`);
  }
  const from = Math.max(query.rangeStart, query.earliestStart);
  const to = Math.min(query.rangeEnd, query.latestStart);
  if (query.hosts.length === 0 || to < from) return [];

  const before = query.bufferBeforeMinutes * MINUTE;
  const after = query.bufferAfterMinutes * MINUTE;
  const cursors: HostCursor[] = query.hosts.map((host) => ({
    id: host.id,
    // Windows are needed up to the end of the last slot that may start at `to`.
    windows: weeklyWindows(host.availability, host.timeZone, from, to + duration),
    // An event [s, e) keeps a slot from ending within `before` of s or starting within `after` of e.
    blocked: mergeIntervals(host.busy.map((b) => ({ start: b.start - before, end: b.end + after }))),
    windowIndex: 0,
    blockedIndex: 0,
  }));

  const collective = query.kind === "COLLECTIVE_MULTI_USE";
  const gridWindows = collective
    ? cursors.map((c) => c.windows).reduce((acc, windows) => intersectIntervals(acc, windows))
    : mergeIntervals(cursors.flatMap((c) => c.windows));

  const slots: Slot[] = [];
  for (const window of gridWindows) {
    if (window.end - duration < from) continue;
    if (window.start > to) break;
    const skipped = Math.max(0, Math.ceil((from - window.start) / step));
    for (let start = window.start + skipped * step; start + duration <= window.end && start <= to; start += step) {
      const end = start + duration;
      const hostIds: string[] = [];
      for (const cursor of cursors) {
        if (isFree(cursor, start, end)) hostIds.push(cursor.id);
        else if (collective) break;
      }
      if (collective ? hostIds.length === cursors.length : hostIds.length > 0) slots.push({ start, end, hostIds });
    }
  }
  return slots;
}

// Starts arrive in increasing order, so each cursor only moves forward.
function isFree(cursor: HostCursor, start: number, end: number): boolean {
  const { windows, blocked } = cursor;
  while (cursor.windowIndex < windows.length && windows[cursor.windowIndex]!.end <= start) cursor.windowIndex++;
  const window = windows[cursor.windowIndex];
  if (!window || window.start > start || window.end < end) return false;
  while (cursor.blockedIndex < blocked.length && blocked[cursor.blockedIndex]!.end <= start) cursor.blockedIndex++;
  const next = blocked[cursor.blockedIndex];
  return !next || next.start >= end;
}
