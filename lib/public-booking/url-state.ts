// The booking page's state lives in its URL, so back/forward, reload and a
// shared link restore exactly what the visitor saw, and the server can render
// every state. Unknown or malformed values are dropped, never an error.
import { isValidTimeZone } from "../availability/zoned-time";
import { parseMonth } from "./month-math";

export { writeUrlState } from "./url-query";

export interface BookingUrlState {
  duration?: string;
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
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : undefined,
    slot: slot && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(slot) ? new Date(slot).toISOString() : undefined,
    tz: tz && isValidTimeZone(tz) ? tz : undefined,
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
