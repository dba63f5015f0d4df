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
  blocked: Interval[];
  windowIndex: number;
  blockedIndex: number;
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
  const before = query.bufferBeforeMinutes * MINUTE;
  const after = query.bufferAfterMinutes * MINUTE;
  const cursors: HostCursor[] = query.hosts.map((host, i) => ({
    id: host.id,
    windows: schedules.perHost[i]!,
    // An event [s, e) keeps a slot from ending within `before` of s or starting within `after` of e.
    blocked: mergeIntervals(host.busy.map((b) => ({ start: b.start - before, end: b.end + after }))),
    windowIndex: 0,
    blockedIndex: 0,
  }));

  const collective = query.kind === "COLLECTIVE_MULTI_USE";
  const slots: Slot[] = [];
  for (const window of schedules.combined) {
    if (window.end - duration < from) continue;
    if (window.start > to) break;
    for (const run of gridRuns(window, grid, from, Math.min(to, window.end - duration))) {
      for (let start = run.first; start <= run.last; start += step) {
        const hostIds = freeHosts(cursors, collective, start, start + duration);
        if (hostIds) slots.push({ start, end: start + duration, hostIds });
      }
    }
  }
  return slots;
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

/** The hosts free for [start, end), or null when the link cannot offer it: none free, or for a collective link not all. */
function freeHosts(cursors: HostCursor[], collective: boolean, start: number, end: number): string[] | null {
  const hostIds: string[] = [];
  for (const cursor of cursors) {
    if (isFree(cursor, start, end)) hostIds.push(cursor.id);
    else if (collective) return null;
  }
  return hostIds.length > 0 ? hostIds : null;
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
