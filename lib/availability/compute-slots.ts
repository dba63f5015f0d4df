// The availability engine: plain inputs in, slots out. No I/O, no clock.
import { type Interval, intersectIntervals, mergeIntervals } from "./intervals";
import { fixedGridAnchor, GRID_LOOKBACK_MS, gridRuns, type SlotGrid } from "./slot-grid";
import { type DateOverride, type WeeklyAvailability, weeklyWindows } from "./weekly-windows";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** No request may ask for more than this span; keeps every request's work bounded. */
export const MAX_RANGE_DAYS = 93;

export interface HostAvailability {
  id: string;
  timeZone: string;
  availability: WeeklyAvailability;
  /** Dates whose own ranges replace their weekday's, in the host's zone. */
  overrides?: readonly DateOverride[];
  /** Existing bookings and calendar events of this host, in any order. */
  busy: readonly Interval[];
}

export interface SlotQuery {
  kind: "MULTI_USE" | "COLLECTIVE_MULTI_USE";
  /** The first host (the organizer) also sets the fixed grid's zone (see slot-grid.ts). */
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
  windowIndex: number;
  /** 1 where an event of the host, widened by the buffers, overlaps the slot at the same index of the starts. */
  blocked: Uint8Array;
}

/**
 * Slots lie on a grid anchored at the start of each window of the link's
 * combined schedule (the union of the hosts' windows for MULTI_USE, their
 * intersection for COLLECTIVE_MULTI_USE) and stepping by the interval; windows
 * without a start in reach, such as 24/7 schedules, use a fixed grid instead
 * (slot-grid.ts). Neither depends on the range asked for, the notice or the
 * clock. A slot is offered when the required hosts have it inside their own
 * schedule and clear of every existing event widened by the buffers.
 */
export function computeSlots(query: SlotQuery): Slot[] {
  const duration = query.durationMinutes * MINUTE;
  const step = (query.intervalMinutes ?? query.durationMinutes) * MINUTE;
  if (!(duration > 0) || !(step > 0)) throw new RangeError("duration and interval must be positive");
  if (query.rangeEnd - query.rangeStart > MAX_RANGE_DAYS * DAY) {
    throw new RangeError(`range longer than ${MAX_RANGE_DAYS} days`);
  }
  const from = Math.max(query.rangeStart, query.earliestStart);
  const to = Math.min(query.rangeEnd, query.latestStart);
  if (query.hosts.length === 0 || to < from) return [];

  const schedules = scheduleWindows(query, from, to + duration, duration);
  const grid: SlotGrid = { step, fixedAnchor: fixedGridAnchor(query.hosts[0]!.timeZone), knownFrom: schedules.knownFrom };
  const starts = candidateStarts(schedules.combined, grid, from, to, duration);
  const before = query.bufferBeforeMinutes * MINUTE;
  const after = query.bufferAfterMinutes * MINUTE;
  const cursors: HostCursor[] = query.hosts.map((host, i) => ({
    id: host.id,
    windows: schedules.perHost[i]!,
    windowIndex: 0,
    blocked: blockedStarts(host.busy, starts, duration, before, after),
  }));

  const collective = query.kind === "COLLECTIVE_MULTI_USE";
  const slots: Slot[] = [];
  for (let k = 0; k < starts.length; k++) {
    const start = starts[k]!;
    const hostIds = freeHosts(cursors, collective, k, start, start + duration);
    if (hostIds) slots.push({ start, end: start + duration, hostIds });
  }
  return slots;
}

/** Every start on the combined schedule's grid from `from` to `to` with room for a slot in its window, ascending. */
function candidateStarts(combined: readonly Interval[], grid: SlotGrid, from: number, to: number, duration: number): number[] {
  const starts: number[] = [];
  for (const window of combined) {
    if (window.end - duration < from) continue;
    if (window.start > to) break;
    for (const run of gridRuns(window, grid, from, Math.min(to, window.end - duration))) {
      for (let start = run.first; start <= run.last; start += grid.step) starts.push(start);
    }
  }
  return starts;
}

/**
 * Which of the ascending `starts` a host's events block: an event [s, e) keeps a slot from ending within
 * `before` of s or starting within `after` of e, so it blocks the starts t with s - before - duration < t <
 * e + after. Each event finds its run of starts by binary search and marks the run's ends in a difference
 * array, so the events need no sorting or merging and a long one costs no more than a short one.
 */
function blockedStarts(busy: readonly Interval[], starts: readonly number[], duration: number, before: number, after: number) {
  const count = starts.length;
  const edges = new Int32Array(count + 1);
  for (const event of busy) {
    const low = event.start - before;
    const high = event.end + after;
    if (!(high > low)) continue;
    const first = firstIndexAbove(starts, low - duration, 0);
    const end = firstIndexAtOrAbove(starts, high, first);
    if (first < end) {
      edges[first]!++;
      edges[end]!--;
    }
  }
  const blocked = new Uint8Array(count);
  let open = 0;
  for (let k = 0; k < count; k++) {
    open += edges[k]!;
    blocked[k] = open > 0 ? 1 : 0;
  }
  return blocked;
}

/** The first index at or after `from` whose value is above `value` (the length when none is). */
function firstIndexAbove(sorted: readonly number[], value: number, from: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! > value) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The first index at or after `from` whose value is at or above `value` (the length when none is). */
function firstIndexAtOrAbove(sorted: readonly number[], value: number, from: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! >= value) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Each host's windows and the link's combined ones, known from `knownFrom` on
 * and up to `until` (the end of the last slot that may start). Most queries
 * fall in windows that began within the day before `from`; only when the
 * first window with room for a slot reaches back to there are the schedules
 * expanded over the whole look-back, to find where that window's grid starts.
 */
function scheduleWindows(query: SlotQuery, from: number, until: number, duration: number) {
  const near = expandSchedules(query, from - DAY, until);
  const first = near.combined.find((window) => window.end - duration >= from);
  return first && first.start <= near.knownFrom ? expandSchedules(query, from - GRID_LOOKBACK_MS, until) : near;
}

/** The union of the hosts' windows for MULTI_USE, their intersection for COLLECTIVE_MULTI_USE. */
function expandSchedules(query: SlotQuery, knownFrom: number, until: number) {
  const perHost = query.hosts.map((host) => weeklyWindows(host.availability, host.timeZone, knownFrom, until, host.overrides));
  const combined =
    query.kind === "COLLECTIVE_MULTI_USE"
      ? perHost.reduce((acc, windows) => intersectIntervals(acc, windows))
      : mergeIntervals(perHost.flat());
  return { perHost, combined, knownFrom };
}

/** The hosts free for [start, end), the k-th start, or null when the link cannot offer it: none free, or for a collective link not all. */
function freeHosts(cursors: HostCursor[], collective: boolean, k: number, start: number, end: number): string[] | null {
  const hostIds: string[] = [];
  for (const cursor of cursors) {
    if (cursor.blocked[k] === 0 && inWindow(cursor, start, end)) hostIds.push(cursor.id);
    else if (collective) return null;
  }
  return hostIds.length > 0 ? hostIds : null;
}

// Starts arrive in increasing order, so each cursor only moves forward.
function inWindow(cursor: HostCursor, start: number, end: number): boolean {
  const { windows } = cursor;
  while (cursor.windowIndex < windows.length && windows[cursor.windowIndex]!.end <= start) cursor.windowIndex++;
  const window = windows[cursor.windowIndex];
  return !!window && window.start <= start && window.end >= end;
}
