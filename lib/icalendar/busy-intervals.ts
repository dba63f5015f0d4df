// Busy times from iCalendar data: a feed (one VCALENDAR with many events) or a CalDAV calendar's resources (one
// VCALENDAR per event, its master and the instances it moved), expanded over a window into the sorted, merged
// UTC intervals a host cannot be booked in. Only the intervals leave this module: no title, place or person.
// docs/calendars.md states each rule (DST, floating times, all-day events, limits) and why.
import type ICAL from "ical.js";
import { type Interval, mergeIntervals } from "../availability/intervals";
import { ICalendarError } from "./errors";
import { type Budget, BudgetExhausted, EXPANSION_LIMITS, eachRuleInstance } from "./expand";
import { parseCalendar } from "./parse";
import { DAY, type EventSpec, type Length, momentKey, type ReadContext, tryReadEvent, UnreadableEvent } from "./read-event";
import { ianaZone, type Zone } from "./zones";

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface BusyOptions {
  /** Leave out events given as dates (all-day), as a calendar's setting may ask. */
  ignoreAllDay: boolean;
  /** The calendar's (or its host's) IANA zone: floating times and all-day dates are read in it. */
  zone: string;
  /** Events left out by UID: those this service wrote itself (its bookings), already busy as bookings. */
  ignoreUids?: ReadonlySet<string>;
}

export interface BusyTimes {
  /** Sorted, merged, half-open [start, end) in UTC, clipped to the window. */
  intervals: BusyInterval[];
  /** Events (or CalDAV resources) that could not be read and were left out; the rest still count. */
  skipped: number;
  /** Series whose expansion stopped at EXPANSION_LIMITS; their instances past that point are missing. */
  capped: number;
  /** Up to 20 one-line reasons (skipped, capped, unknown zones), without any event's content. */
  problems: string[];
}

const MAX_PROBLEMS = 20;

interface RawEvent {
  component: ICAL.Component;
  context: ReadContext;
  position: number;
}

interface Group {
  masters: RawEvent[];
  overrides: RawEvent[];
}

/**
 * The busy times of `ics` within `window`. A string is one iCalendar text (a feed): if it holds no VCALENDAR
 * at all it throws ICalendarError NOT_ICALENDAR. An array is one text per CalDAV resource: such a resource is
 * skipped and counted instead. Events that cannot be read are skipped and counted, never the whole calendar.
 */
export function busyIntervals(ics: string | readonly string[], window: { start: Date; end: Date }, options: BusyOptions): BusyTimes {
  const steps = expansionSteps(ics, window, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * As busyIntervals, giving the event loop a turn whenever `sliceMs` of work has run: a big calendar is ~0.6 s of
 * it, which the thread answering visitors must not spend in one piece. One text's parse is not cut (~0.1 s for 1 MB).
 */
export async function busyIntervalsYielding(
  ics: string | readonly string[],
  window: { start: Date; end: Date },
  options: BusyOptions,
  sliceMs = 10,
): Promise<BusyTimes> {
  const steps = expansionSteps(ics, window, options);
  let sliceStart = performance.now();
  let step = steps.next();
  while (!step.done) {
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    step = steps.next();
  }
  return step.value;
}

/** The work of busyIntervals in steps: one after each text parsed and each event (or series) expanded. */
function* expansionSteps(
  ics: string | readonly string[],
  window: { start: Date; end: Date },
  options: BusyOptions,
): Generator<void, BusyTimes> {
  const calendarZone = ianaZone(options.zone);
  if (!calendarZone) throw new ICalendarError("INVALID_ZONE", `Unknown time zone: ${options.zone}`);
  const range = { start: window.start.getTime(), end: window.end.getTime() };
  if (!(range.start < range.end)) throw new ICalendarError("INVALID_WINDOW", "The window must start before it ends.");
  const result: BusyTimes = { intervals: [], skipped: 0, capped: 0, problems: [] };
  const note = (problem: string) => {
    if (result.problems.length < MAX_PROBLEMS && !result.problems.includes(problem)) result.problems.push(problem);
  };
  const groups = yield* collectGroups(ics, new Date(range.end).getUTCFullYear(), calendarZone, result, note);
  const found: Interval[] = [];
  const budget: Budget = { series: 0, total: EXPANSION_LIMITS.checksPerCall };
  for (const group of groups.values()) {
    expandGroup(group, { range, options, budget, found, result, note });
    yield;
  }
  result.intervals = mergeIntervals(found).map(({ start, end }) => ({ start: new Date(start), end: new Date(end) }));
  return result;
}

function* collectGroups(
  ics: string | readonly string[],
  lastYear: number,
  calendarZone: Zone,
  result: BusyTimes,
  note: (problem: string) => void,
): Generator<void, Map<string, Group>> {
  const groups = new Map<string, Group>();
  const texts = typeof ics === "string" ? [ics] : ics;
  let position = 0;
  for (const [index, text] of texts.entries()) {
    if (index > 0) yield;
    let parsed: ReturnType<typeof parseCalendar>;
    try {
      parsed = parseCalendar(text, lastYear);
    } catch (error) {
      if (typeof ics === "string" || !(error instanceof ICalendarError)) throw error;
      result.skipped++;
      note(`Resource ${index + 1} skipped: ${error.message}`);
      continue;
    }
    for (const problem of parsed.broken) {
      if (!problem.startsWith("VTIMEZONE")) result.skipped++;
      note(problem.startsWith("VTIMEZONE") ? problem : `An event was skipped: ${problem}`);
    }
    const context: ReadContext = { zones: parsed.zones, calendarZone, note };
    for (const component of parsed.events) {
      position++;
      // Events without a UID cannot be matched with others: each stands alone.
      const uid = component.getFirstPropertyValue("uid")?.toString() || `\u0000${position}`;
      let group = groups.get(uid);
      if (!group) {
        group = { masters: [], overrides: [] };
        groups.set(uid, group);
      }
      const raw = { component, context, position };
      (component.hasProperty("recurrence-id") ? group.overrides : group.masters).push(raw);
    }
  }
  return groups;
}

interface Expansion {
  range: { start: number; end: number };
  options: BusyOptions;
  budget: Budget;
  found: Interval[];
  result: BusyTimes;
  note: (problem: string) => void;
}

/** One UID: its series (or single event) and the instances it moved or cancelled. */
function expandGroup(group: Group, expansion: Expansion): void {
  const masters = group.masters.flatMap((raw) => read(raw, expansion, undefined));
  if (masters.some((master) => master.uid && expansion.options.ignoreUids?.has(master.uid))) return;
  const seriesZone = masters[0]?.start.zone;
  const overrides = group.overrides.flatMap((raw) => read(raw, expansion, seriesZone));
  const replaced = new Set(overrides.map((override) => override.recurrenceId!));
  for (const master of masters) {
    if (master.free || (master.start.date && expansion.options.ignoreAllDay)) continue;
    expandMaster(master, replaced, expansion);
  }
  for (const override of overrides) {
    if (override.free || (override.start.date && expansion.options.ignoreAllDay)) continue;
    if (override.uid && expansion.options.ignoreUids?.has(override.uid)) continue;
    // Moved without a length of its own: it keeps its series' length.
    const length = override.length ?? masters[0]?.length;
    add(override, override.start.wall, instantOf(override)(override.start.wall), length, expansion);
  }
}

function read(raw: RawEvent, expansion: Expansion, seriesZone: Zone | undefined): EventSpec[] {
  try {
    return [tryReadEvent(raw.component, raw.context, seriesZone)];
  } catch (error) {
    if (!(error instanceof UnreadableEvent)) throw error;
    expansion.result.skipped++;
    expansion.note(`Event ${raw.position} skipped: ${error.message}`);
    return [];
  }
}

function expandMaster(master: EventSpec, replaced: Set<string>, expansion: Expansion): void {
  const toInstant = instantOf(master);
  const visit = (wall: number, instant: number, length = master.length) => {
    const key = master.start.date ? `d${wall}` : `t${instant}`;
    if (replaced.has(key) || master.exdates.has(key)) return;
    // An EXDATE given as a date removes that day's instance of a timed series too.
    if (!master.start.date && master.exdates.has(`d${Math.floor(wall / DAY) * DAY}`)) return;
    add(master, wall, instant, length, expansion);
  };
  if (master.rules.length === 0) visit(master.start.wall, toInstant(master.start.wall));
  for (const rdate of master.rdates) {
    const wall = rdate.start.wall;
    const key = momentKey(rdate.start);
    if (!replaced.has(key) && !master.exdates.has(key)) {
      add({ ...master, start: rdate.start }, wall, instantOf({ start: rdate.start })(wall), rdate.length ?? master.length, expansion);
    }
  }
  if (master.rules.length === 0) return;
  expansion.budget.series = EXPANSION_LIMITS.checksPerSeries;
  try {
    eachRuleInstance(master, expansion.range, toInstant, expansion.budget, visit);
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    expansion.result.capped++;
    expansion.note(
      expansion.budget.total < 0
        ? "Expansion stopped: the calendar's series together reached the limit for one read"
        : "A series was expanded only in part: it reached the limit of instances for one series",
    );
  }
}

/** Wall time to instant for an event's start: dates are midnight in the calendar's zone, as read. */
function instantOf(spec: Pick<EventSpec, "start">): (wall: number) => number {
  const zone = spec.start.zone;
  return (wall) => zone.instant(wall);
}

/** Adds one instance starting at `wall` (its instant given) if it is busy within the window. */
function add(spec: EventSpec, wall: number, start: number, length: Length | undefined, expansion: Expansion): void {
  const { days, ms } = length ?? (spec.start.date ? { days: 1, ms: 0 } : { days: 0, ms: 0 });
  const end = (days ? spec.start.zone.instant(wall + days * DAY) : start) + ms;
  const { range, found } = expansion;
  if (end <= start || end <= range.start || start >= range.end) return;
  found.push({ start: Math.max(start, range.start), end: Math.min(end, range.end) });
}

const QUERY_MARGIN = 86_400_000;

/**
 * The time range to ask a CalDAV server for (a calendar-query REPORT's time-range, as tsdav takes it) so that it
 * returns every resource busy within `window`: a day wider on each side, because servers compare all-day dates
 * and floating times as UTC (Radicale 3.1.8 does), while here they are read in the calendar's zone, up to 14 hours
 * away. busyIntervals clips to the window itself.
 */
export function queryTimeRange(window: { start: Date; end: Date }): { start: string; end: string } {
  return {
    start: new Date(window.start.getTime() - QUERY_MARGIN).toISOString(),
    end: new Date(window.end.getTime() + QUERY_MARGIN).toISOString(),
  };
}
