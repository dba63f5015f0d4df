// The engine as it was before busy time arrived as numbers (commit efb5755), kept for the benchmark's "before"
// figures only: the rows' timestamps parsed per request (beforeBusy), then each host's events widened, sorted and
// merged as objects and walked with a cursor. Nothing else may import it.

import type { Slot, SlotQuery } from "../lib/availability/compute-slots";
import { type Interval, intersectIntervals, mergeIntervals } from "../lib/availability/intervals";
import { fixedGridAnchor, GRID_LOOKBACK_MS, gridRuns, type SlotGrid } from "../lib/availability/slot-grid";
import { weeklyWindows } from "../lib/availability/weekly-windows";

const MINUTE = 60_000;
const DAY = 86_400_000;
const MAX_RANGE_DAYS = 93;

/** A busy_time row as the drivers answered it before: timestamps as PostgreSQL's text ("2027-03-01 10:00:00+00"). */
export interface TextBusyRow {
  user_id: string;
  start_at: string;
  end_at: string;
}

/** Busy time by host from text rows, as lib/booking-links/load-busy-intervals.ts read it: a Date parsed per row. */
export function beforeBusy(rows: readonly TextBusyRow[]): Map<string, Interval[]> {
  const busy = new Map<string, Interval[]>();
  for (const row of rows) {
    const intervals = busy.get(row.user_id) ?? [];
    busy.set(row.user_id, intervals);
    intervals.push({ start: new Date(row.start_at).getTime(), end: new Date(row.end_at).getTime() });
  }
  return busy;
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
export function computeSlotsBefore(query: SlotQuery): Slot[] {
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
