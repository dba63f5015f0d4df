// Server side of the calendar: a month in the visitor's zone as a UTC range,
// and slots grouped by the visitor's local date.
import "server-only";
import { type LocalDate, localDateAt, wallTimeToInstant } from "../../availability/zoned-time";
import { formatMonth, parseMonth, type SlotsByDay, shiftMonth, toDateKey } from "../month-math";

export { daysOfMonth, formatMonth, parseMonth, type SlotsByDay, shiftMonth, toDateKey } from "../month-math";

export function monthContaining(instant: number, zone: string): string {
  const d = localDateAt(zone, instant);
  return formatMonth(d.year, d.month);
}

/** [first instant, last instant] of a calendar month in `zone`, as ISO strings. */
export function monthRange(month: string, zone: string): { startDate: string; endDate: string } {
  const { year, month: m } = parseMonth(month)!;
  const first: LocalDate = { year, month: m, day: 1 };
  const next = parseMonth(shiftMonth(month, 1))!;
  const start = wallTimeToInstant(zone, first, 0);
  const end = wallTimeToInstant(zone, { year: next.year, month: next.month, day: 1 }, 0) - 1;
  return { startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() };
}

export function groupByLocalDay(slots: { start: string; end: string }[], zone: string): SlotsByDay {
  const days: SlotsByDay = {};
  for (const slot of slots) {
    const day = toDateKey(localDateAt(zone, Date.parse(slot.start)));
    days[day] ??= [];
    // As Date writes them, whatever the service's spelling: the page's packed slots unpack to this (packed-slots.ts).
    days[day].push({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() });
  }
  return days;
}
