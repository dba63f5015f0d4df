// What the server knows of a visitor before any script runs: their languages
// and, after a first visit, the time zone their browser reported (cookie "tz").
import { cookies, headers } from "next/headers";
import { isValidTimeZone } from "../availability/zoned-time";

export async function visitorContext() {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const tz = c.get("tz")?.value;
  return { acceptLanguage: h.get("accept-language"), timeZone: tz && isValidTimeZone(tz) ? tz : undefined };
}

// ICU lists some zones under their old names; visitors know the new ones.
const CURRENT_NAMES: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "America/Godthab": "America/Nuuk",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
};

/** Every zone the runtime knows, under current and old names, for the zone picker. */
export function timeZoneNames(): string[] {
  const zones = new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  for (const [old, current] of Object.entries(CURRENT_NAMES)) if (zones.has(old)) zones.add(current);
  return [...zones].sort();
}
