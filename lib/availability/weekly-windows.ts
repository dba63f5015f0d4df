// Turns a weekly schedule kept in a host's own zone into the UTC windows it
// covers over a span of time.
import { type Interval, mergeIntervals } from "./intervals";
import { addDays, compareDates, localDateAt, wallTimeToInstant, weekdayOf } from "./zoned-time";

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeRange {
  /** HH:MM:SS local time. */
  start: string;
  /** HH:MM:SS local time; 24:00:00 is the end of the day, and an end at or
   * before the start runs past midnight into the next day. */
  end: string;
}

export type WeeklyAvailability = Record<Weekday, TimeRange[]>;

export function minutesOfDay(time: string): number {
  const [h, m, s] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0) + (s ?? 0) / 60;
}

/**
 * UTC windows in which a schedule is open, covering at least [from, to].
 * Windows that touch (17:00-24:00 then 00:00-02:00) are merged into one.
 */
export function weeklyWindows(availability: WeeklyAvailability, zone: string, from: number, to: number): Interval[] {
  const windows: Interval[] = [];
  // Start a day early so a range running past midnight into `from` is seen.
  const last = localDateAt(zone, to);
  for (let date = addDays(localDateAt(zone, from), -1); compareDates(date, last) <= 0; date = addDays(date, 1)) {
    const ranges = availability[WEEKDAYS[weekdayOf(date)]!] ?? [];
    for (const range of ranges) {
      const startMinutes = minutesOfDay(range.start);
      const endMinutes = minutesOfDay(range.end);
      const endDate = endMinutes <= startMinutes ? addDays(date, 1) : date;
      windows.push({
        start: wallTimeToInstant(zone, date, startMinutes),
        end: wallTimeToInstant(zone, endDate, endMinutes),
      });
    }
  }
  return mergeIntervals(windows);
}
