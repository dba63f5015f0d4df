// The booking page's state lives in its URL, so back/forward, reload and a
// shared link restore exactly what the visitor saw, and the server can render
// every state. Unknown or malformed values are dropped, never an error; a
// month is clamped to the months the calendar shows (url-query.ts).
import { canonicalTimeZone } from "../availability/zoned-time";
import { parseMonth } from "./month-math";
import { currentZoneName } from "./time-zone-names";
import { readDate, readSlot } from "./url-query";

export { writeUrlState } from "./url-query";

export interface BookingUrlState {
  duration?: string;
  /** A YYYY-MM month, not yet clamped: its window depends on the zone shown. */
  month?: string;
  date?: string;
  slot?: string;
  tz?: string;
  hours?: "12" | "24";
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

/** Parameters with a meaning of their own; every other one may prefill a custom field of that name. */
export const RESERVED_PARAMS = ["duration", "month", "date", "slot", "tz", "hours", "name", "email", "guests", "embed", "theme", "hideDetails", "brand", "transparent"];

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.slice(0, 2_000);

export function readUrlState(params: Params, customFieldNames: string[]): BookingUrlState {
  const month = first(params.month);
  const date = first(params.date);
  const slot = first(params.slot);
  const tz = first(params.tz);
  const hours = first(params.hours);
  const answers: BookingUrlState["prefill"]["answers"] = [];
  for (const name of customFieldNames) {
    // Own parameters only: params.constructor is Object's, not the visitor's.
    const value = Object.hasOwn(params, name) ? first(params[name]) : undefined;
    if (value !== undefined && !RESERVED_PARAMS.includes(name)) answers.push({ name, value });
  }
  return {
    duration: first(params.duration)?.match(/^[A-Za-z0-9_-]{1,64}$/)?.[0],
    month: month && parseMonth(month) ? month : undefined,
    date: readDate(date),
    slot: readSlot(slot),
    tz: readTimeZone(tz),
    hours: hours === "12" || hours === "24" ? hours : undefined,
    prefill: {
      name: first(params.name),
      email: first(params.email),
      guests: (first(params.guests) ?? "")
        .split(",")
        .map((g) => g.trim())
        .filter(Boolean)
        .slice(0, 50),
      answers,
    },
  };
}

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
