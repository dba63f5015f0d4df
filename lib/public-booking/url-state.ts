// The booking page's state lives in its URL, so back/forward, reload and a
// shared link restore exactly what the visitor saw, and the server can render
// every state. One reader, readUrlState, serves the server's render and the
// browser's back and forward; one writer, writeUrlState, makes every link.
// Unknown or malformed values are dropped, never an error; a month is
// clamped to the months the calendar shows.
//
// Plain functions rather than a library: nuqs would add a client adapter and
// route history through Next.js's router, while the page keeps working as
// plain links and forms before any script runs, and its rules (a month within
// a window that depends on the zone shown, a date that exists, a slot as
// toISOString writes it, prefill parameters named by the link's owner) would
// be custom parsers there too. Not zod either: this module is in the
// calendar's first bundle, which leaves zod to the form loaded on demand.
// No time-zone code here either, for the same bundle: the caller says how to
// read a zone name (server/time-zone.ts on the server, the picker's list in
// the browser).

import { RESOURCE_ID } from "../validation/resource-id";
import { isUtmValue, UTM_KEYS, type Utm } from "../validation/utm";
import type { HourCycle } from "./format";
import { daysInMonth, parseMonth, shiftMonth } from "./month-math";

export interface BookingUrlState {
  duration?: string;
  /** A YYYY-MM month, not yet clamped: its window depends on the zone shown. */
  month?: string;
  date?: string;
  slot?: string;
  tz?: string;
  /**
   * Words in `tz` that name no zone and find none (the zone picker posts what
   * was typed when there is no JavaScript): the picker says so, rather than
   * showing the same zone again as if nothing was asked. At most 100 characters.
   */
  unmatchedTimeZone?: string;
  hours?: HourCycle;
  layout?: CalendarLayout;
  /**
   * The campaign parameters (utm_source, …) the visitor arrived with, from a
   * newsletter's link or forwarded by an embed: every address and form of the
   * page keeps them (utmParams), the booking stores them, the page never shows
   * them. A value the service would refuse (over 200 characters, a control
   * character) is dropped.
   */
  utm: Utm;
  prefill: {
    name?: string;
    email?: string;
    /** Guest emails. */
    guests: string[];
    /**
     * Custom field answers, each with its field's name. A list, not an object
     * keyed by name: the names are the link owner's text, and one such as
     * `constructor` or `__proto__` must not meet an object's own properties.
     */
    answers: { name: string; value: string }[];
  };
}

/** How the times are laid out: a month grid beside the open day's times, or the seven days of a week side by side. */
export type CalendarLayout = "month" | "week";

/** The view the booking page shows; every field is in its URL. */
export interface CalendarState {
  duration: string;
  month: string;
  date?: string;
  slot?: string;
  tz: string;
  hours: HourCycle;
  /**
   * The booking page always has one (and offers the switch); the manage
   * page's reschedule calendar has none and is always a month.
   */
  layout?: CalendarLayout;
}

/** Parameters with a meaning of their own; every other one may prefill a custom field of that name. */
export const RESERVED_PARAMS = [
  "duration",
  "month",
  "date",
  "slot",
  "tz",
  "shownTz",
  "hours",
  "layout",
  "name",
  "email",
  "guests",
  "embed",
  "theme",
  "hideDetails",
  "brand",
  "transparent",
  ...UTM_KEYS.map((key) => `utm_${key}`),
];

/** A page's query as Next.js hands it to the server (repeated names as arrays), or as the browser has it. */
export type UrlParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** The longest value a parameter is read with. */
export const MAX_PARAM_LENGTH = 2_000;

/**
 * The first value of a parameter, as the visitor sent it. Next.js parses a page's query into an object that starts
 * as `{}`, so a parameter named like one of Object's methods (`toString`, `valueOf`) arrives as
 * `[Object.prototype.toString, "the value"]`: only own properties and string values count.
 */
export function firstParam(params: UrlParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : Object.hasOwn(params, name) ? params[name] : undefined;
  const one: unknown = Array.isArray(value) ? value.find((each) => typeof each === "string") : value;
  return typeof one === "string" ? one.slice(0, MAX_PARAM_LENGTH) : undefined;
}

const first = firstParam;

export interface ReadUrlOptions {
  /** The link's custom field names, each a parameter that may prefill its field. */
  customFieldNames: string[];
  /** A zone name as the caller accepts it, or undefined. */
  readTimeZone: (value: string | undefined) => string | undefined;
}

export function readUrlState(params: UrlParams, { customFieldNames, readTimeZone }: ReadUrlOptions): BookingUrlState {
  const month = first(params, "month");
  const answers: BookingUrlState["prefill"]["answers"] = [];
  for (const name of customFieldNames) {
    const value = first(params, name);
    if (value !== undefined && !RESERVED_PARAMS.includes(name)) answers.push({ name, value });
  }
  const zoneWords = first(params, "tz")?.trim().slice(0, 100);
  const named = readTimeZone(first(params, "tz"));
  // The zone picker's form without JavaScript also sends the zone it showed (shownTz): words that find nothing keep it.
  const tz = named ?? (zoneWords ? readTimeZone(first(params, "shownTz")) : undefined);
  return {
    duration: first(params, "duration")?.match(RESOURCE_ID)?.[0],
    month: month && parseMonth(month) ? month : undefined,
    date: readDate(first(params, "date")),
    slot: readSlot(first(params, "slot")),
    tz,
    unmatchedTimeZone: named === undefined && zoneWords ? zoneWords : undefined,
    hours: readHourCycle(first(params, "hours")),
    layout: readLayout(first(params, "layout")),
    utm: readUtm(params),
    prefill: {
      name: first(params, "name"),
      email: first(params, "email"),
      guests: (first(params, "guests") ?? "")
        .split(",")
        .map((g) => g.trim())
        .filter(Boolean)
        .slice(0, 50),
      answers,
    },
  };
}

/**
 * The view a URL describes, for back and forward in the browser. What the URL
 * leaves out is the page's first view for duration, month and layout (the
 * first history entry is the address the visitor arrived with, which the
 * server rendered; every later one names its layout), and the view shown for
 * zone and hour cycle. The day is the first view's too when the URL names no
 * month either, as the server read it: the reschedule calendar opens on the
 * booking's own day from an address that names neither, and every address
 * the page writes names its month.
 */
export function calendarStateFromUrl(
  url: BookingUrlState,
  context: { initial: CalendarState; shown: CalendarState; months: MonthWindow },
): CalendarState {
  const { initial, shown, months } = context;
  return {
    duration: url.duration ?? initial.duration,
    month: clampMonth(url.month, months) ?? initial.month,
    date: url.date ?? (url.month === undefined ? initial.date : undefined),
    slot: url.slot,
    tz: url.tz ?? shown.tz,
    hours: url.hours ?? shown.hours,
    // Only where layouts are offered: the reschedule calendar ignores the parameter.
    ...(shown.layout && { layout: url.layout ?? initial.layout ?? shown.layout }),
  };
}

/** The utm_* parameters of an address or a form that the service would store; the others are dropped. */
export function readUtm(params: UrlParams): Utm {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = first(params, `utm_${key}`);
    if (value !== undefined && isUtmValue(value)) utm[key] = value;
  }
  return utm;
}

/** Attribution as the parameters every address and form of the page keeps. */
export const utmParams = (utm: Utm): Record<string, string> =>
  Object.fromEntries(Object.entries(utm).map(([key, value]) => [`utm_${key}`, value]));

/** The cookie that remembers the hour cycle a visitor last chose, for the server's render of their next visit. */
export const HOUR_CYCLE_COOKIE = "hours";

export const readHourCycle = (value: string | null | undefined): HourCycle | undefined =>
  value === "12" || value === "24" ? value : undefined;

/** The cookie that remembers the layout a visitor last chose, like HOUR_CYCLE_COOKIE. */
export const LAYOUT_COOKIE = "layout";

export const readLayout = (value: string | null | undefined): CalendarLayout | undefined =>
  value === "month" || value === "week" ? value : undefined;

/** How many months past the visitor's current one the calendar shows. */
export const MONTHS_AHEAD = 24;

/** The months a visitor can open: their current month to MONTHS_AHEAD later. */
export interface MonthWindow {
  first: string;
  last: string;
}

export const monthWindow = (currentMonth: string): MonthWindow => ({ first: currentMonth, last: shiftMonth(currentMonth, MONTHS_AHEAD) });

/**
 * A YYYY-MM month moved into `window` (an old shared link opens on the current
 * month, month=9999-12 on the last one); undefined for anything else. The
 * window also keeps every month inside the years the service answers for.
 */
export function clampMonth(month: string | null | undefined, window: MonthWindow): string | undefined {
  if (!month || !parseMonth(month)) return undefined;
  // Four-digit years, so these strings sort as the months do.
  return month < window.first ? window.first : month > window.last ? window.last : month;
}

/** A YYYY-MM-DD date that exists (not 2026-02-30), else undefined. */
export function readDate(value: string | null | undefined): string | undefined {
  const match = value ? /^(\d{4}-\d{2})-(\d{2})$/.exec(value) : null;
  const month = match && parseMonth(match[1]!);
  if (!month) return undefined;
  const day = Number(match[2]);
  return day >= 1 && day <= daysInMonth(month.year, month.month) ? value! : undefined;
}

/**
 * A slot's UTC start (YYYY-MM-DDTHH:MM[:SS[.mmm]]Z) as toISOString writes it,
 * or undefined unless that instant exists as written: Date.parse rolls
 * 2026-02-30 over to March and T24:00 to the next day, and refuses month 13.
 */
export function readSlot(value: string | null | undefined): string | undefined {
  const match = value ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2})(\.\d{1,3})?)?Z$/.exec(value) : null;
  const instant = match ? Date.parse(value!) : NaN;
  if (Number.isNaN(instant)) return undefined;
  const iso = new Date(instant).toISOString();
  return iso.startsWith(`${match![1]}:${match![2] ?? "00"}`) ? iso : undefined;
}

/**
 * What the visitor typed, as prefill: the page's links then carry it, so that
 * a time chosen again after a failed post (a slot taken meanwhile) without
 * JavaScript opens the form with it. An answer longer than a parameter is
 * read with is left out rather than cut; guests keep their emails.
 */
export function prefillOfValues(
  values: { name: string; email: string; guests: { email: string }[]; answers: string[] },
  customFieldNames: string[],
): BookingUrlState["prefill"] {
  const fits = (value: string) => value !== "" && value.length <= MAX_PARAM_LENGTH;
  return {
    name: fits(values.name) ? values.name : undefined,
    email: fits(values.email) ? values.email : undefined,
    guests: values.guests.map((g) => g.email.trim()).filter(fits),
    answers: customFieldNames
      .map((name, i) => ({ name, value: values.answers[i] ?? "" }))
      .filter(({ name, value }) => fits(value) && !RESERVED_PARAMS.includes(name)),
  };
}

/** The query string of a state; prefill travels along so that no typed value is lost. Attribution is in `extra` (utmParams). */
export function writeUrlState(
  state: Omit<BookingUrlState, "prefill" | "utm"> & { prefill?: BookingUrlState["prefill"] },
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => value && params.set(key, value);
  set("duration", state.duration);
  set("month", state.month);
  set("date", state.date);
  set("slot", state.slot);
  set("tz", state.tz);
  set("hours", state.hours);
  set("layout", state.layout);
  if (state.prefill) {
    set("name", state.prefill.name);
    set("email", state.prefill.email);
    if (state.prefill.guests.length) params.set("guests", state.prefill.guests.join(","));
    for (const { name, value } of state.prefill.answers) set(name, value);
  }
  for (const [key, value] of Object.entries(extra)) set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
