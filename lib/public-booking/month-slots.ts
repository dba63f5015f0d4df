// Server side of the calendar: a month in the visitor's zone as a UTC range,
// and slots grouped by the visitor's local date.
import { addDays, localDateAt, zonedTimeToUtc, type LocalDate } from "../availability/zoned-time";

export type Month = `${number}-${string}`; // YYYY-MM

export function parseMonth(month: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

export const formatMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;
export const formatDate = (d: LocalDate) => `${formatMonth(d.year, d.month)}-${String(d.day).padStart(2, "0")}`;

export function addMonths(month: string, count: number): string {
  const { year, month: m } = parseMonth(month)!;
  const index = year * 12 + (m - 1) + count;
  return formatMonth(Math.floor(index / 12), (index % 12) + 1);
}

export function monthContaining(instant: number, zone: string): string {
  const d = localDateAt(zone, instant);
  return formatMonth(d.year, d.month);
}

/** [first instant, last instant] of a calendar month in `zone`, as ISO strings. */
export function monthRange(month: string, zone: string): { startDate: string; endDate: string } {
  const { year, month: m } = parseMonth(month)!;
  const first: LocalDate = { year, month: m, day: 1 };
  const next = parseMonth(addMonths(month, 1))!;
  const start = zonedTimeToUtc(zone, first, 0);
  const end = zonedTimeToUtc(zone, { year: next.year, month: next.month, day: 1 }, 0) - 1;
  return { startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() };
}

export type SlotsByDay = Record<string, { start: string; end: string }[]>;

export function groupByLocalDay(slots: { start: string; end: string }[], zone: string): SlotsByDay {
  const days: SlotsByDay = {};
  for (const slot of slots) {
    const day = formatDate(localDateAt(zone, Date.parse(slot.start)));
    (days[day] ??= []).push(slot);
  }
  return days;
}

/** Every date of a month, for the calendar grid. */
export function daysOfMonth(month: string): string[] {
  const { year, month: m } = parseMonth(month)!;
  const days: string[] = [];
  for (let d: LocalDate = { year, month: m, day: 1 }; d.month === m; d = addDays(d, 1)) days.push(formatDate(d));
  return days;
}
