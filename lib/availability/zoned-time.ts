// The one place where wall-clock times in an IANA zone become UTC instants.
// Offsets come from @date-fns/tz (Intl underneath); the rules for times that
// do not exist or exist twice are ours, so they do not depend on the
// process's own TZ (the libraries' constructors do, at ambiguous times).
// Not date-fns-tz's getTimezoneOffset: it reads its Date as a wall time in the
// process's TZ, not as an instant, so near every DST change it answers for
// the wrong instant (docs/architecture-notes-engine.md, dependency notes).
import { tzOffset } from "@date-fns/tz";
import { LRUCache } from "lru-cache";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A calendar date with no zone: month is 1-12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

// Zone names as Intl spells them, by the name in lower case. Intl reads names
// case-insensitively, so a client can send 2^n spellings of one zone: keyed
// this way they share one entry, and names that are not zones never get in.
// ICU knows about 600 names, under the bound; it holds should that change.
const MAX_ZONE_NAMES = 1_000;
const canonicalNames = new LRUCache<string, string>({ max: MAX_ZONE_NAMES });

/**
 * Intl's own name for a zone, whatever the case and alias it was given in
 * ("asia/kolkata" → "Asia/Calcutta"), or undefined when it names no zone.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  // Intl also accepts offsets such as "+05:30"; the interface asks for zone
  // names. Checked before the cache: lower-casing maps some non-ASCII
  // letters (the Kelvin sign) onto ASCII ones.
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return undefined;
  const key = zone.toLowerCase();
  const known = canonicalNames.get(key);
  if (known) return known;
  try {
    // Constructing a formatter costs tens of microseconds; hence the cache.
    const canonical = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    canonicalNames.set(key, canonical);
    return canonical;
  } catch {
    return undefined;
  }
}

export function isValidTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== undefined;
}

/** How many zone names are cached; for tests of the bound. */
export const cachedZoneNameCount = () => canonicalNames.size;

function rawOffset(zone: string, instant: number): number {
  // Under Intl's name only: @date-fns/tz keeps a formatter for every name it
  // is given, for good, so each spelling of a zone would cost one.
  const canonical = canonicalTimeZone(zone);
  const offset = canonical === undefined ? NaN : tzOffset(canonical, new Date(instant));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${zone}`);
  return offset;
}

/** A zone's offsets over one UTC day: `start` from 00:00Z, `end` from `changesAt` on. */
interface DayOffsets {
  start: number;
  end: number;
  changesAt: number;
}

// Intl lookups cost microseconds each and the engine makes several per host
// and day, so offsets are cached per zone and UTC day. This relies on a zone
// changing its offset at most once within a UTC day, true of every zone.
const dayOffsetCache = new Map<string, DayOffsets>();
const DAY_CACHE_LIMIT = 200_000;

function offsetsOfDay(zone: string, dayIndex: number): DayOffsets {
  const key = `${zone}|${dayIndex}`;
  const cached = dayOffsetCache.get(key);
  if (cached) return cached;
  const dayStart = dayIndex * DAY;
  const start = rawOffset(zone, dayStart);
  const end = rawOffset(zone, dayStart + DAY - MINUTE);
  let changesAt = dayStart + DAY;
  if (start !== end) {
    // Binary search for the first minute with the new offset.
    let low = dayStart;
    let high = dayStart + DAY - MINUTE;
    while (high - low > MINUTE) {
      const mid = low + Math.floor((high - low) / MINUTE / 2) * MINUTE;
      if (rawOffset(zone, mid) === start) low = mid;
      else high = mid;
    }
    changesAt = high;
  }
  if (dayOffsetCache.size >= DAY_CACHE_LIMIT) dayOffsetCache.clear();
  const offsets = { start, end, changesAt };
  dayOffsetCache.set(key, offsets);
  return offsets;
}

/** Offset of `zone` from UTC at `instant`, in minutes (east positive). */
export function offsetMinutes(zone: string, instant: number): number {
  const day = offsetsOfDay(zone, Math.floor(instant / DAY));
  return instant < day.changesAt ? day.start : day.end;
}

/**
 * `instant` as wall-clock time in `zone` with that moment's offset, to the
 * second: "2026-12-08T14:30:00+05:30" ("Z" where the offset is zero). Through
 * the cached offsets, so a long list costs no Intl call per entry, and no
 * formatter per spelling of a zone a client chose.
 */
export function localIsoString(zone: string, instant: number): string {
  const offset = offsetMinutes(zone, instant);
  const wall = new Date(instant + offset * MINUTE).toISOString().slice(0, 19);
  if (offset === 0) return `${wall}Z`;
  const size = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${wall}${offset < 0 ? "-" : "+"}${two(Math.floor(size / 60))}:${two(size % 60)}`;
}

/**
 * The UTC instant of `minutesOfDay` after local midnight of `date` in `zone`.
 * minutesOfDay may be 1440 (the end of the day).
 *
 * - A wall time inside a DST gap (02:30 on a spring-forward day) does not
 *   exist; it is read with the offset in force before the gap, so it lands
 *   that far past the gap (02:30 -> 03:30), as RFC 5545 and Temporal's
 *   "compatible" disambiguation do.
 * - A wall time that occurs twice (01:30 on a fall-back day) is the earlier
 *   of the two instants.
 *
 * Not date-fns-tz's `fromZonedTime` (v2: `zonedTimeToUtc`): that one moves a
 * gap time backward and reads an ambiguous one by the process's own TZ.
 */
export function wallTimeToInstant(zone: string, date: LocalDate, minutesOfDay: number): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutesOfDay * MINUTE;
  // Real zones change offset at most once within a day either side of a wall
  // time, so the offsets a day before and a day after are the only candidates.
  const before = offsetMinutes(zone, wall - DAY);
  const after = offsetMinutes(zone, wall + DAY);
  const fromBefore = wall - before * MINUTE;
  if (before === after) return fromBefore;
  const fromAfter = wall - after * MINUTE;
  const beforeValid = offsetMinutes(zone, fromBefore) === before;
  const afterValid = offsetMinutes(zone, fromAfter) === after;
  if (beforeValid && afterValid) return Math.min(fromBefore, fromAfter);
  if (afterValid) return fromAfter;
  // In the gap (or, defensively, neither reading holds): keep the old offset.
  return fromBefore;
}

/** The local calendar date in `zone` at `instant`. */
export function localDateAt(zone: string, instant: number): LocalDate {
  const shifted = new Date(instant + offsetMinutes(zone, instant) * MINUTE);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday, from the date alone. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}
