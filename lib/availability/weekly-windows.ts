// Turns a weekly schedule kept in a host's own zone, and its date overrides,
// into the UTC windows it covers over a span of time.
import { type Interval, mergeIntervals } from "./intervals";
import { addDays, compareDates, type LocalDate, localDateAt, wallTimeToInstant, weekdayOf } from "./zoned-time";

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

/**
 * One local date's own ranges in place of its weekday's: no ranges is a day
 * off. Like weekly ranges, each belongs to the date it starts on, so the day
 * before's range running past midnight still reaches into an overridden date.
 */
export interface DateOverride {
  /** YYYY-MM-DD, a date in the schedule's zone. */
  date: string;
  ranges: TimeRange[];
}

export function minutesOfDay(time: string): number {
  const [h, m, s] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0) + (s ?? 0) / 60;
}

const two = (n: number) => String(n).padStart(2, "0");
const dateKey = (date: LocalDate) => `${date.year}-${two(date.month)}-${two(date.day)}`;

/**
 * UTC windows in which a schedule is open, covering at least [from, to]: on
 * each local date its override's ranges if it has one, else its weekday's.
 * Windows that touch (17:00-24:00 then 00:00-02:00) are merged into one.
 */
export function weeklyWindows(
  availability: WeeklyAvailability,
  zone: string,
  from: number,
  to: number,
  overrides: readonly DateOverride[] = [],
): Interval[] {
  const byDate = new Map(overrides.map((o) => [o.date, o.ranges]));
  const windows: Interval[] = [];
  // Start a day early so a range running past midnight into `from` is seen.
  const last = localDateAt(zone, to);
  for (let date = addDays(localDateAt(zone, from), -1); compareDates(date, last) <= 0; date = addDays(date, 1)) {
    const ranges = byDate.get(dateKey(date)) ?? availability[WEEKDAYS[weekdayOf(date)]!] ?? [];
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
