// Calendar months as YYYY-MM strings, safe for the browser bundle. The
// arithmetic is date-fns's, on the 15th of the month in the running zone:
// whatever that zone, no offset or DST change moves the 15th out of its month.
import { addMonths, getDaysInMonth } from "date-fns";
import type { LocalDate } from "../availability/zoned-time";

export function parseMonth(month: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

export const formatMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;
export const toDateKey = (d: LocalDate) => `${formatMonth(d.year, d.month)}-${String(d.day).padStart(2, "0")}`;

function midMonth(year: number, month: number): Date {
  const date = new Date(2000, month - 1, 15);
  // Set apart: the Date constructor reads years 0-99 as 1900-1999.
  date.setFullYear(year);
  return date;
}

/** The month `count` months after `month` (before, if negative): ("2026-11", 2) → "2027-01". */
export function shiftMonth(month: string, count: number): string {
  const { year, month: m } = parseMonth(month)!;
  const shifted = addMonths(midMonth(year, m), count);
  return formatMonth(shifted.getFullYear(), shifted.getMonth() + 1);
}

/** Days in a month of the Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(midMonth(year, month));
}

/** Every date of a month, for the calendar grid. */
export function daysOfMonth(month: string): string[] {
  const { year, month: m } = parseMonth(month)!;
  const days: string[] = [];
  for (let day = 1; day <= daysInMonth(year, m); day++) days.push(toDateKey({ year, month: m, day }));
  return days;
}

export type SlotsByDay = Record<string, { start: string; end: string }[]>;
