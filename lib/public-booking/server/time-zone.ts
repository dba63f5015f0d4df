// Zone names as visitors send them (URL, cookie, form), read on the server
// with the engine's rules; the browser reads only the picker's names
// (time-zone-names.ts) and never loads the engine's zone code.
import "server-only";
import { canonicalTimeZone } from "../../availability/zoned-time";
import { currentZoneName } from "../time-zone-names";

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
