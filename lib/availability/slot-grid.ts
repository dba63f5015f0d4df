// Where slots may start inside a free window of a link's combined schedule.
// The grid must follow from the schedule alone, never from the query: lists
// from any startDate, and the booking re-check (a query of a single instant),
// have to agree on every start, or a listed slot is refused when booked.
import type { Interval } from "./intervals";
import { wallTimeToInstant } from "./zoned-time";

const DAY = 86_400_000;

/**
 * How far before a query's first start the engine looks for the start of the
 * window that start lies in, and how long a window keeps its own grid.
 *
 * A weekly schedule with any gap in its week has windows shorter than a week
 * (under two weeks when a DST change closes a short gap once), so a host's
 * windows, and collective intersections of them, always start within this
 * look-back and are gridded from their start. A 24/7 schedule has no start;
 * multi-use hosts whose schedules together leave no gap for weeks have a start
 * too far back to look for on every query. Both use the fixed grid from
 * GRID_LOOKBACK_DAYS after their start on (for 24/7: everywhere). The bound
 * keeps every query's work bounded: schedules are expanded over at most this
 * many extra days.
 */
export const GRID_LOOKBACK_DAYS = 14;
export const GRID_LOOKBACK_MS = GRID_LOOKBACK_DAYS * DAY;

/**
 * The fixed grid runs through local midnight of 1 January 2000 in `zone`
 * (the organizer's) and steps evenly in real time. A fixed date, so no query
 * or clock moves it; a local midnight, so hourly slots on a 24/7 schedule in
 * a half-hour zone such as Asia/Kolkata start on the hour.
 */
export function fixedGridAnchor(zone: string): number {
  return wallTimeToInstant(zone, { year: 2000, month: 1, day: 1 }, 0);
}

export interface SlotGrid {
  step: number;
  fixedAnchor: number;
  /** Windows are known from here on; one starting at or before it may have begun earlier. */
  knownFrom: number;
}

/** Slot starts from `first` to `last` (inclusive), a step apart. */
export interface GridRun {
  first: number;
  last: number;
}

/**
 * Where slot starts in [from, last] inside `window` lie: on the window's own
 * grid (its start plus whole steps) before GRID_LOOKBACK_MS after its start,
 * on the fixed grid from then on. Where the two meet, two starts may lie less
 * than a step apart; both are offered, by every query alike.
 */
export function gridRuns(window: Interval, grid: SlotGrid, from: number, last: number): GridRun[] {
  // A window that reaches back to where windows are known may have begun at
  // any earlier time. Callers know windows from GRID_LOOKBACK_MS before `from`
  // whenever that happens, so every start from `from` on lies that far or
  // more after the window's real start: on the fixed grid, whatever it was.
  const ownGridEnd = window.start > grid.knownFrom ? window.start + GRID_LOOKBACK_MS : -Infinity;
  if (ownGridEnd === -Infinity && from - grid.knownFrom < GRID_LOOKBACK_MS) {
    throw new RangeError("a window reaching back to knownFrom needs knownFrom GRID_LOOKBACK_MS before from");
  }
  const low = Math.max(from, window.start);
  return [
    { first: firstOnGrid(window.start, grid.step, low), last: Math.min(last, ownGridEnd - 1) },
    { first: firstOnGrid(grid.fixedAnchor, grid.step, Math.max(low, ownGridEnd)), last },
  ];
}

/** The first of anchor + k·step (k whole) at or after `low`. */
function firstOnGrid(anchor: number, step: number, low: number): number {
  return anchor + Math.ceil((low - anchor) / step) * step;
}
