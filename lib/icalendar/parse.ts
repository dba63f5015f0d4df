// iCalendar text to the VEVENTs and VTIMEZONEs it holds. The whole text is parsed at once; when that fails (one
// broken line fails ical.js's whole parse), the text is cut into its top-level components and each is parsed on
// its own, so one broken event costs that event only.
import ICAL from "ical.js";
import { LRUCache } from "lru-cache";
import { ICalendarError } from "./errors";
import { vtimezoneZone, type Zone } from "./zones";

export interface ParsedCalendar {
  events: ICAL.Component[];
  /** The VTIMEZONEs defined in this text, by TZID. */
  zones: Map<string, Zone>;
  /** Components that could not be parsed (events, or a VTIMEZONE), with why. */
  broken: string[];
}

// A CalDAV calendar repeats the same VTIMEZONE in every resource, and expanding one into its changes costs far
// more than parsing an event; zones are kept by their whole definition (and the years covered), so a definition
// that differs under the same TZID is a zone of its own.
const vtimezones = new LRUCache<string, Zone | "none">({ max: 200 });

function cachedVtimezone(component: ICAL.Component, lastYear: number): Zone | undefined {
  const key = `${lastYear}\n${JSON.stringify(component.jCal)}`;
  let zone = vtimezones.get(key);
  if (zone === undefined) {
    zone = vtimezoneZone(component, lastYear) ?? "none";
    vtimezones.set(key, zone);
  }
  return zone === "none" ? undefined : zone;
}

/** Throws ICalendarError NOT_ICALENDAR when the text holds no VCALENDAR at all (a login page, an empty body). */
export function parseCalendar(text: string, lastYear: number): ParsedCalendar {
  if (!/^BEGIN:VCALENDAR\s*$/im.test(text)) {
    throw new ICalendarError("NOT_ICALENDAR", "The data is not iCalendar: it has no BEGIN:VCALENDAR line.");
  }
  let components: ICAL.Component[];
  const broken: string[] = [];
  try {
    const parsed = ICAL.parse(text) as unknown[];
    const roots = (typeof parsed[0] === "string" ? [parsed] : parsed) as unknown[][];
    components = roots.flatMap((root) => {
      const component = new ICAL.Component(root);
      return component.name === "vcalendar" ? component.getAllSubcomponents() : [component];
    });
  } catch {
    components = [];
    for (const block of topLevelBlocks(text)) {
      try {
        components.push(new ICAL.Component(ICAL.parse(block) as unknown[]));
      } catch (error) {
        broken.push(`${/^BEGIN:(\S+)/i.exec(block)?.[1]?.toUpperCase() ?? "component"} could not be parsed (${reason(error)})`);
      }
    }
  }
  const zones = new Map<string, Zone>();
  for (const component of components) {
    if (component.name !== "vtimezone") continue;
    try {
      const zone = cachedVtimezone(component, lastYear);
      if (zone) zones.set(zone.name, zone);
    } catch (error) {
      broken.push(`VTIMEZONE could not be read (${reason(error)})`);
    }
  }
  return { events: components.filter((component) => component.name === "vevent"), zones, broken };
}

const TOP_LEVEL = /^BEGIN:(VEVENT|VTODO|VJOURNAL|VFREEBUSY|VTIMEZONE)\s*$/i;

/**
 * The text of each component directly inside a VCALENDAR (a VEVENT with its VALARMs, a VTIMEZONE, ...). A
 * component that is never closed ends where the next top-level one begins, so it cannot swallow the rest.
 */
function topLevelBlocks(text: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let current: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (depth >= 2 && TOP_LEVEL.test(line)) {
      blocks.push(current.join("\r\n"));
      current = [];
      depth = 1;
    }
    if (/^BEGIN:/i.test(line)) depth++;
    if (depth >= 2) current.push(line);
    if (/^END:/i.test(line)) {
      depth = Math.max(0, depth - 1);
      if (depth <= 1 && current.length) {
        blocks.push(current.join("\r\n"));
        current = [];
      }
    }
  }
  if (current.length) blocks.push(current.join("\r\n"));
  return blocks;
}

/** An error's message for a problem report, without any quoted text from the data (it may be private). */
export function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/"[^"]*"?/g, "…").slice(0, 200);
}
