// The zone picker's list and its search, from @vvo/tzdb: zones grouped by
// country and clock, with their main cities, common names and abbreviations,
// kept up to date with the tz database. The browser loads this module only
// when the picker is first used (it is ~20 KB gzipped); the server uses it to
// read the words a visitor typed without JavaScript ("london", "IST").
import { getTimeZones, type TimeZone } from "@vvo/tzdb";
import { listedTimeZone } from "./time-zone-names";

export interface TimeZoneChoice {
  /** The IANA name the page's URL carries. */
  zone: string;
  /** The best-known city ("New York City"), or the zone's name where it has none (UTC). */
  city: string;
  /** The zone's common name in the page's language ("Eastern Time"), and its country. */
  name: string;
  country: string;
  offsetMinutes: number;
  /** Everything a visitor may type, normalised: cities, names, country, IANA names. */
  words: string;
  /** Standard and daylight-saving abbreviations, lower case ("pst", "pdt"). */
  standard: string;
  daylight?: string;
  /** How many IANA names the zone gathers: zones that absorbed many old names are where most visitors live. */
  weight: number;
}

// Abbreviations are shared between zones (IST: India, Israel, Ireland's
// summer; PST: Pacific and Philippine). Visitors typing one mostly mean the
// zone with the most people; the others stay listed after it.
const MOST_MEANT: Record<string, string> = {
  ist: "Asia/Kolkata",
  pst: "America/Los_Angeles",
  pdt: "America/Los_Angeles",
  cst: "America/Chicago",
  cdt: "America/Chicago",
  est: "America/New_York",
  edt: "America/New_York",
  mst: "America/Denver",
  mdt: "America/Denver",
  bst: "Europe/London",
  ast: "America/Halifax",
  gmt: "Europe/London",
};

/** Lower case, no accents, separators as spaces: "America/Sao_Paulo" and "são paulo" read alike. */
export function normaliseZoneQuery(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[_/\-,.()]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const choiceOf = (zone: TimeZone, english: TimeZone | undefined): TimeZoneChoice | undefined => {
  // The URL carries a name this runtime lists (tzdb may know a zone by a name the runtime's ICU does not yet).
  const name = [zone.name, ...zone.group].map((z) => listedTimeZone(z)).find(Boolean) ?? (zone.group.includes("UTC") ? "UTC" : undefined);
  if (!name) return undefined;
  const city = zone.mainCities.find(Boolean) ?? "";
  const words = [
    ...zone.mainCities,
    zone.alternativeName,
    english?.alternativeName,
    zone.countryName,
    english?.countryName,
    ...zone.group,
    name,
  ]
    .filter(Boolean)
    .map((w) => normaliseZoneQuery(w as string))
    .join(" | ");
  return {
    zone: name,
    city: city || name,
    name: zone.alternativeName,
    country: zone.countryName,
    offsetMinutes: zone.currentTimeOffsetInMinutes,
    words,
    standard: zone.abbreviation.toLowerCase(),
    daylight: zone.dstAbbreviation?.toLowerCase(),
    weight: zone.group.length,
  };
};

/** Every zone a visitor can pick, sorted by current offset, named in `locale`. */
export function timeZoneChoices(locale = "en", date = new Date()): TimeZoneChoice[] {
  const english = new Map(getTimeZones({ includeUtc: true, date }).map((z) => [z.name, z]));
  const local = locale.startsWith("en") ? [...english.values()] : getTimeZones({ includeUtc: true, date, locale });
  return local.map((z) => choiceOf(z, english.get(z.name))).filter((c): c is TimeZoneChoice => Boolean(c));
}

/** How well a choice matches a normalised query: lower is better, undefined is no match. */
function rank(choice: TimeZoneChoice, query: string): number | undefined {
  if (MOST_MEANT[query] === choice.zone) return 0;
  if (choice.standard === query || normaliseZoneQuery(choice.zone) === query) return 1;
  if (choice.daylight === query) return 2;
  const fields = choice.words.split(" | ");
  if (fields.some((field) => field === query)) return 3;
  if (fields.some((field) => field.startsWith(query))) return 4;
  if (` ${choice.words}`.includes(` ${query}`)) return 5;
  if (choice.words.includes(query)) return 6;
  return undefined;
}

/** The choices matching what a visitor typed, best first; all of them for an empty query. */
export function searchTimeZones(choices: TimeZoneChoice[], text: string): TimeZoneChoice[] {
  const query = normaliseZoneQuery(text);
  if (!query) return choices;
  return (
    choices
      .map((choice) => ({ choice, rank: rank(choice, query) }))
      .filter((m): m is { choice: TimeZoneChoice; rank: number } => m.rank !== undefined)
      // Equally good matches ("Eastern Time": New York and Cancún) put the more widely used zone first; sort is stable.
      .sort((a, b) => a.rank - b.rank || b.choice.weight - a.choice.weight)
      .map((m) => m.choice)
  );
}

let english: TimeZoneChoice[] | undefined;

/** The zone a visitor most likely means by what they typed ("New York", "london", "PST"), or undefined. */
export function findTimeZone(text: string): string | undefined {
  if (!normaliseZoneQuery(text)) return undefined;
  english ??= timeZoneChoices();
  return searchTimeZones(english, text)[0]?.zone;
}

/** "GMT+5:30", "GMT−8", "GMT": the offset as clocks show it, with a true minus sign. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return "GMT";
  const sign = minutes < 0 ? "−" : "+";
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}
