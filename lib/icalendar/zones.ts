// Wall-clock times to UTC instants, for the three kinds of zone an iCalendar time can name: an IANA name the
// runtime's Intl knows (with or without a VTIMEZONE in the data), a VTIMEZONE defined in the same data under
// another name, and none (floating: read in the calendar's zone). Every kind resolves a time that does not exist (in a DST gap) with
// the offset before the gap, and a time that exists twice as the earlier instant (RFC 5545 §3.3.5), the rules
// lib/availability/zoned-time.ts applies to schedules.
import ICAL from "ical.js";
import { canonicalTimeZone, offsetMinutes, wallTimeToInstant } from "../availability/zoned-time";

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A zone turning wall-clock times (the fields read as if UTC, in epoch ms) into instants. */
export interface Zone {
  readonly name: string;
  instant(wall: number): number;
}

export const UTC_ZONE: Zone = { name: "UTC", instant: (wall) => wall };

const ianaZones = new Map<string, Zone>();

/** The zone Intl knows by this name (any case or alias), or undefined. */
export function ianaZone(name: string): Zone | undefined {
  const canonical = canonicalTimeZone(name);
  if (!canonical) return undefined;
  let zone = ianaZones.get(canonical);
  if (!zone) {
    zone = intlZone(canonical);
    ianaZones.set(canonical, zone);
  }
  return zone;
}

function intlZone(canonical: string): Zone {
  // A series visits one day after another: the day last asked about, with its offset when that holds from a
  // day before it to a day after it (then no wall time in it is in a gap or an overlap).
  let memoDay = Number.NaN;
  let memoOffset: number | undefined;
  const exact = (wall: number, midnight: number) => {
    const day = new Date(midnight);
    const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
    const rest = wall - midnight;
    const minutes = Math.floor(rest / MINUTE);
    return wallTimeToInstant(canonical, date, minutes) + (rest - minutes * MINUTE);
  };
  return {
    name: canonical,
    instant(wall) {
      const midnight = Math.floor(wall / DAY) * DAY;
      if (midnight !== memoDay) {
        memoDay = midnight;
        const before = offsetMinutes(canonical, midnight - DAY);
        memoOffset = before === offsetMinutes(canonical, midnight + 2 * DAY) ? before * MINUTE : undefined;
      }
      return memoOffset === undefined ? exact(wall, midnight) : wall - memoOffset;
    },
  };
}

/**
 * A TZID that is not an IANA name as it stands but ends in one, as some producers prefix their own path
 * ("/mozilla.org/20050126_1/America/New_York", "/citadel.org/20190914_1/Europe/London").
 */
export function ianaZoneOfTzid(tzid: string): Zone | undefined {
  const direct = ianaZone(tzid);
  if (direct) return direct;
  const tail = /([A-Za-z_]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/.exec(tzid.trim());
  return tail ? ianaZone(tail[1]!) : undefined;
}

/**
 * A VTIMEZONE's zone. ical.js expands the definition into its list of changes (onsets in UTC, with the offset
 * before and after); the instant of a wall time is found here from those offsets by the rules above, not by
 * ical.js's own `utcOffset`, which reads a repeated time as the later one.
 */
export function vtimezoneZone(component: ICAL.Component, lastYear: number): Zone | undefined {
  const timezone = new ICAL.Timezone(component);
  const name = timezone.tzid;
  if (!name) return undefined;
  timezone._ensureCoverage(lastYear + 1);
  const changes = (timezone.changes as ChangeRecord[]).map((change) => ({
    at: Date.UTC(change.year, change.month - 1, change.day, change.hour, change.minute, change.second),
    before: change.prevUtcOffset * 1000,
    after: change.utcOffset * 1000,
  }));
  changes.sort((a, b) => a.at - b.at);
  if (changes.length === 0) return undefined;
  const offsetAt = (instant: number): number => {
    // The last change at or before the instant; before the first change, the offset that change left.
    let low = 0;
    let high = changes.length - 1;
    if (instant < changes[0]!.at) return changes[0]!.before;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (changes[mid]!.at <= instant) low = mid;
      else high = mid - 1;
    }
    return changes[low]!.after;
  };
  return { name, instant: (wall) => instantFromOffsets(wall, offsetAt) };
}

interface ChangeRecord {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  utcOffset: number;
  prevUtcOffset: number;
}

/** The instant of a wall time given a zone's offset (ms, east positive) at any instant. */
function instantFromOffsets(wall: number, offsetAt: (instant: number) => number): number {
  // A zone changes its offset at most once within a day either side of a wall time, so the offsets a day
  // before and a day after are the only candidates.
  const before = offsetAt(wall - DAY);
  const after = offsetAt(wall + DAY);
  const fromBefore = wall - before;
  if (before === after) return fromBefore;
  const fromAfter = wall - after;
  const beforeValid = offsetAt(fromBefore) === before;
  const afterValid = offsetAt(fromAfter) === after;
  if (beforeValid && afterValid) return Math.min(fromBefore, fromAfter);
  if (afterValid) return fromAfter;
  return fromBefore;
}

/** The fields of an ical.js time as epoch ms read as UTC: the wall-clock time, whatever its zone. */
export function wallOf(time: ICAL.Time): number {
  return Date.UTC(
    time.year,
    time.month - 1,
    time.day,
    time.isDate ? 0 : time.hour,
    time.isDate ? 0 : time.minute,
    time.isDate ? 0 : time.second,
  );
}
