// One VEVENT as the expansion needs it: its start as a wall-clock time in a zone, its length, whether it blocks
// time, its recurrence (RRULE, RDATE, EXDATE) or the instance it replaces (RECURRENCE-ID). Nothing else of the
// event (title, place, people) is read.
import ICAL from "ical.js";
import { reason } from "./parse";
import { ianaZone, ianaZoneOfTzid, UTC_ZONE, wallOf, type Zone } from "./zones";

export const DAY = 86_400_000;

/** A wall-clock time (fields as epoch ms read as UTC) in a zone; a date is midnight in the calendar's zone. */
export interface Moment {
  wall: number;
  zone: Zone;
  date: boolean;
}

/**
 * How long an occurrence lasts: `days` of wall-clock days (a nominal duration: a day across a DST change is 23 or
 * 25 hours), then `ms` of exact time. DTEND gives an exact length, DURATION a nominal one (RFC 5545 §3.8.5.3).
 */
export interface Length {
  days: number;
  ms: number;
}

export interface EventSpec {
  uid: string | undefined;
  /** Free time: TRANSP:TRANSPARENT or STATUS:CANCELLED. */
  free: boolean;
  start: Moment;
  /** Undefined when the event gives neither DTEND nor DURATION. */
  length: Length | undefined;
  /** The key (momentKey) of the instance this one replaces. */
  recurrenceId: string | undefined;
  rules: ICAL.Recur[];
  rdates: { start: Moment; length: Length | undefined }[];
  exdates: Set<string>;
}

export interface ReadContext {
  /** The VTIMEZONEs of the VCALENDAR the event came from. */
  zones: Map<string, Zone>;
  /** The calendar's zone: floating times and all-day dates are read in it. */
  calendarZone: Zone;
  /** Notes a problem that does not stop the event from counting (an unknown TZID). */
  note(problem: string): void;
}

/** An event that cannot be read; it is skipped and counted. */
export class UnreadableEvent extends Error {}

/** Reads a VEVENT. `seriesZone` reads floating RECURRENCE-IDs (an override's) in its series' zone. */
export function readEvent(component: ICAL.Component, context: ReadContext, seriesZone?: Zone): EventSpec {
  const startProperty = component.getFirstProperty("dtstart");
  if (!startProperty) throw new UnreadableEvent("it has no DTSTART");
  const start = momentOf(startProperty, startProperty.getFirstValue(), context, context.calendarZone);
  const idProperty = component.getFirstProperty("recurrence-id");
  const recurrenceId = idProperty
    ? momentKey(momentOf(idProperty, idProperty.getFirstValue(), context, seriesZone ?? start.zone))
    : undefined;
  const text = (name: string) => String(component.getFirstPropertyValue(name) ?? "").toUpperCase();
  const spec: EventSpec = {
    uid: component.getFirstPropertyValue("uid")?.toString(),
    free: text("transp") === "TRANSPARENT" || text("status") === "CANCELLED",
    start,
    length: lengthOf(component, start, context),
    recurrenceId,
    rules: [],
    rdates: [],
    exdates: new Set(),
  };
  // An override stands for one instance: any recurrence it carries is not its own series.
  if (recurrenceId) return spec;
  for (const property of component.getAllProperties("rrule")) spec.rules.push(property.getFirstValue() as ICAL.Recur);
  for (const property of component.getAllProperties("exdate")) {
    for (const value of property.getValues()) spec.exdates.add(momentKey(momentOf(property, value, context, start.zone)));
  }
  for (const property of component.getAllProperties("rdate")) {
    for (const value of property.getValues()) spec.rdates.push(rdateOf(property, value, context, start));
  }
  return spec;
}

/** The instant a moment stands for: its key when matching EXDATEs and RECURRENCE-IDs against instances. */
export function momentKey(moment: Moment): string {
  return moment.date ? `d${moment.wall}` : `t${moment.zone.instant(moment.wall)}`;
}

function momentOf(property: ICAL.Property, value: unknown, context: ReadContext, floating: Zone): Moment {
  if (!(value instanceof ICAL.Time)) throw new UnreadableEvent(`${property.name.toUpperCase()} is not a date or date-time`);
  const wall = wallOf(value);
  if (!Number.isFinite(wall)) throw new UnreadableEvent(`${property.name.toUpperCase()} is not a valid date`);
  if (value.isDate) return { wall, zone: context.calendarZone, date: true };
  if (value.zone === ICAL.Timezone.utcTimezone) return { wall, zone: UTC_ZONE, date: false };
  const tzid = property.getParameter("tzid");
  if (typeof tzid !== "string" || !tzid) return { wall, zone: floating, date: false };
  // An IANA name means that zone, read from the runtime's tz database, before any VTIMEZONE of the same name:
  // servers write those from their own copy, sometimes wrongly (Radicale 3.1.8 through vobject gives Chatham
  // +12:00/+13:00 for +12:45/+13:45). Other names (Outlook's "Eastern Standard Time", a company's own) are
  // defined only by their VTIMEZONE.
  const zone = ianaZone(tzid) ?? context.zones.get(tzid) ?? ianaZoneOfTzid(tzid);
  if (zone) return { wall, zone, date: false };
  context.note(`TZID ${JSON.stringify(tzid.slice(0, 64))} is neither defined in the data nor a known zone: read in ${floating.name}`);
  return { wall, zone: floating, date: false };
}

function lengthOf(component: ICAL.Component, start: Moment, context: ReadContext): Length | undefined {
  const endProperty = component.getFirstProperty("dtend");
  if (endProperty) {
    const end = momentOf(endProperty, endProperty.getFirstValue(), context, context.calendarZone);
    if (end.date !== start.date) throw new UnreadableEvent("DTSTART and DTEND are not both dates or both date-times");
    // An all-day event ending on or before its start day is read as one day, the RFC's length for no end.
    if (start.date) return { days: Math.max(1, Math.round((end.wall - start.wall) / DAY)), ms: 0 };
    const ms = end.zone.instant(end.wall) - start.zone.instant(start.wall);
    if (ms < 0) throw new UnreadableEvent("DTEND is before DTSTART");
    return { days: 0, ms };
  }
  const durationProperty = component.getFirstProperty("duration");
  if (!durationProperty) return undefined;
  const duration = durationProperty.getFirstValue();
  if (!(duration instanceof ICAL.Duration)) throw new UnreadableEvent("DURATION is not a duration");
  if (duration.isNegative) throw new UnreadableEvent("DURATION is negative");
  const days = duration.weeks * 7 + duration.days;
  const ms = ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000;
  return start.date ? { days: Math.max(1, days + Math.ceil(ms / DAY)), ms: 0 } : { days, ms };
}

function rdateOf(property: ICAL.Property, value: unknown, context: ReadContext, start: Moment) {
  if (value instanceof ICAL.Period) {
    const from = momentOf(property, value.start, context, start.zone);
    if (value.duration) {
      const { weeks, days, hours, minutes, seconds } = value.duration;
      return { start: from, length: { days: weeks * 7 + days, ms: ((hours * 60 + minutes) * 60 + seconds) * 1000 } };
    }
    const to = momentOf(property, value.end, context, start.zone);
    return { start: from, length: { days: 0, ms: Math.max(0, to.zone.instant(to.wall) - from.zone.instant(from.wall)) } };
  }
  return { start: momentOf(property, value, context, start.zone), length: undefined };
}

/** Reads an event, turning whatever ical.js throws on a malformed value into UnreadableEvent. */
export function tryReadEvent(component: ICAL.Component, context: ReadContext, seriesZone?: Zone): EventSpec {
  try {
    return readEvent(component, context, seriesZone);
  } catch (error) {
    throw error instanceof UnreadableEvent ? error : new UnreadableEvent(reason(error));
  }
}
