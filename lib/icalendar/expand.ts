// The start of every instance of a series that can reach into a window, without iterating without end: the
// rule's iterator (ical.js) runs on wall-clock times, is moved forward to just before the window when that
// cannot change which instances exist, and pays for each candidate it checks from a budget per series and
// per call. UNTIL is compared here, in the series' own zone, rather than by ical.js, which reads a TZID it
// has no VTIMEZONE for as floating (and so ends a series hours early or late).
import ICAL from "ical.js";
import { DAY, type EventSpec } from "./read-event";
import { wallOf } from "./zones";

/**
 * Candidates a series' rules may check, and all series of one call together. ical.js checks 100,000 to 400,000 a
 * second here (2 shared cores), so a hostile or broken calendar costs at most about 2 seconds; an ordinary one
 * uses a few thousand (a daily series over 90 days checks about 100). A 15-minute series fits in a 90-day window; a
 * minutely one does not, and is capped.
 */
export const EXPANSION_LIMITS = { checksPerSeries: 20_000, checksPerCall: 200_000 } as const;

export interface Budget {
  series: number;
  total: number;
}

export class BudgetExhausted extends Error {}

/** ical.js's iterator, paying for every candidate it checks against the rule's BY-parts. */
class BoundedIterator extends ICAL.RecurIterator {
  budget: Budget | undefined;
  override check_contracting_rules(): boolean {
    const budget = this.budget;
    if (budget && (--budget.series < 0 || --budget.total < 0)) throw new BudgetExhausted();
    return super.check_contracting_rules();
  }
}

// Rules whose instances repeat with a fixed wall-clock period can start from a later period of the same
// lattice. Not with COUNT (instances are counted from DTSTART), nor MONTHLY and YEARLY (months and years differ
// in length; their series are short to iterate anyway).
const FIXED_PERIOD: Partial<Record<string, number>> = {
  SECONDLY: 1_000,
  MINUTELY: 60_000,
  HOURLY: 3_600_000,
  DAILY: DAY,
  WEEKLY: 7 * DAY,
};

/**
 * Calls `visit` with the wall time and instant of each instance of the spec's rules that starts before
 * `windowEnd` and may end after `windowStart`, in order per rule (DTSTART first, as the rule's first instance).
 * `instantOf` reads a wall time in the series' zone. Throws BudgetExhausted after visiting what it could.
 */
export function eachRuleInstance(
  spec: EventSpec,
  window: { start: number; end: number },
  instantOf: (wall: number) => number,
  budget: Budget,
  visit: (wall: number, instant: number) => void,
): void {
  const lengthBound = ((spec.length?.days ?? 1) + 1) * DAY + (spec.length?.ms ?? 0);
  for (const original of spec.rules) {
    const rule = original.clone();
    const until = rule.until;
    rule.until = null;
    const lastWall = countAsLastWall(rule, spec.start.wall);
    const iterator = new BoundedIterator({ rule, dtstart: startTime(spec, rule, window.start - lengthBound) });
    iterator.budget = budget;
    for (let time = iterator.next(), first = true; time; time = iterator.next(), first = false) {
      const wall = wallOf(time);
      const instant = instantOf(wall);
      if (instant >= window.end || wall > lastWall || (until && pastUntil(until, spec.start.date, wall, instant))) break;
      if (first || fitsParts(rule, time)) visit(wall, instant);
    }
  }
}

/**
 * A COUNT on a rule with a fixed period and no BY-parts (one instance per period) as the wall time of its last
 * instance, so the rule can start near the window like one without COUNT. Removes the COUNT from `rule`.
 */
function countAsLastWall(rule: ICAL.Recur, startWall: number): number {
  const period = FIXED_PERIOD[rule.freq];
  if (!rule.count || !period || Object.keys(rule.parts).length > 0) return Number.POSITIVE_INFINITY;
  const last = startWall + (rule.count - 1) * period * (rule.interval || 1);
  rule.count = null;
  return last;
}

/**
 * Whether an instance ical.js produced has the month and day of month its rule asks for: for some rules it
 * yields an impossible date rolled over (YEARLY;BYMONTH=2;BYMONTHDAY=30 gives 2 March), which is no instance.
 */
function fitsParts(rule: ICAL.Recur, time: ICAL.Time): boolean {
  const months = rule.parts.BYMONTH as number[] | undefined;
  if (months && !months.includes(time.month)) return false;
  const days = rule.parts.BYMONTHDAY as number[] | undefined;
  if (!days) return true;
  const length = ICAL.Time.daysInMonth(time.month, time.year);
  return days.some((day) => (day > 0 ? day : length + 1 + day) === time.day);
}

/** The series' DTSTART, or one moved forward by whole periods to at least two days before `before`. */
function startTime(spec: EventSpec, rule: ICAL.Recur, before: number): ICAL.Time {
  let wall = spec.start.wall;
  const period = FIXED_PERIOD[rule.freq];
  if (period && !rule.count) {
    const step = period * (rule.interval || 1);
    const periods = Math.floor((before - 2 * DAY - wall) / step);
    if (periods > 0) wall += periods * step;
  }
  const date = new Date(wall);
  // Floating: the iterator works on wall-clock fields; instants are ours to compute.
  return new ICAL.Time(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
      isDate: spec.start.date,
    },
    ICAL.Timezone.localTimezone,
  );
}

/** Whether an instance comes after the rule's UNTIL (inclusive bound). */
function pastUntil(until: ICAL.Time, dateSeries: boolean, wall: number, instant: number): boolean {
  const untilWall = wallOf(until);
  // A date (or a series of dates, whatever UNTIL's form): instances up to and including that day.
  if (until.isDate || dateSeries) return wall >= Math.floor(untilWall / DAY) * DAY + DAY;
  // UTC, as RFC 5545 asks when DTSTART has a zone; a floating UNTIL is read in the series' own zone.
  if (until.zone === ICAL.Timezone.utcTimezone) return instant > untilWall;
  return wall > untilWall;
}
