// The booking page's URL state without time-zone code, so the browser can use
// it too: writing it, and reading the calendar's values (month, date, slot).
// Reading the rest, which validates time zones, is in url-state.ts.
import type { BookingUrlState } from "./url-state";
import { daysInMonth, parseMonth, shiftMonth } from "./month-math";

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

/** The query string of a state; prefill travels along so that no typed value is lost. */
export function writeUrlState(state: Omit<BookingUrlState, "prefill"> & { prefill?: BookingUrlState["prefill"] }, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => value && params.set(key, value);
  set("duration", state.duration);
  set("month", state.month);
  set("date", state.date);
  set("slot", state.slot);
  set("tz", state.tz);
  set("hours", state.hours);
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
