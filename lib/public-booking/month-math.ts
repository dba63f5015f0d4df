// Calendar-month arithmetic with no time zones involved, safe for the browser bundle.
import type { LocalDate } from "../availability/zoned-time";

export function parseMonth(month: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

export const formatMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;
export const toDateKey = (d: LocalDate) => `${formatMonth(d.year, d.month)}-${String(d.day).padStart(2, "0")}`;

export function addMonths(month: string, count: number): string {
  const { year, month: m } = parseMonth(month)!;
  const index = year * 12 + (m - 1) + count;
  return formatMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** Days in a month of the Gregorian calendar; by arithmetic, as Date.UTC reads years 0-99 as 1900-1999. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Every date of a month, for the calendar grid. */
export function daysOfMonth(month: string): string[] {
  const { year, month: m } = parseMonth(month)!;
  const days: string[] = [];
  for (let day = 1; day <= daysInMonth(year, m); day++) days.push(toDateKey({ year, month: m, day }));
  return days;
}

export type SlotsByDay = Record<string, { start: string; end: string }[]>;
