// Zone names as visitors send them (URL, cookie, form), read on the server
// with the engine's rules; the browser reads only the picker's names
// (time-zone-names.ts) and never loads the engine's zone code.
import "server-only";
import { canonicalTimeZone } from "../../availability/zoned-time";
import { currentZoneName } from "../time-zone-names";
import { findTimeZone } from "../time-zone-search";

/**
 * A visitor's zone under one name per zone, the one the zone picker shows
 * ("asia/KOLKATA" and "Asia/Calcutta" are "Asia/Kolkata"), or undefined for
 * a name that is not a zone. One name per zone keeps every cache keyed by
 * zone (formatters, offsets) from growing with each spelling a client sends.
 */
export function readTimeZone(value: string | null | undefined): string | undefined {
  const canonical = value ? canonicalTimeZone(value) : undefined;
  return canonical && currentZoneName(canonical);
}

/**
 * The zone a page's `tz` names, or the one a visitor searched for in it: the
 * zone picker without JavaScript submits what was typed ("New York", "london",
 * "IST"). A name with a slash, and UTC, are read as zone names first; words
 * are searched first, so "EST" finds New York rather than the fixed-offset
 * legacy zone of that name.
 */
export function readTimeZoneOrSearch(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.includes("/") || /^utc$/i.test(value)) return readTimeZone(value) ?? readTimeZone(findTimeZone(value));
  return readTimeZone(findTimeZone(value)) ?? readTimeZone(value);
}
