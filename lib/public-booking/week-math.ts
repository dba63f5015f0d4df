// The week view's calendar arithmetic on YYYY-MM-DD dates, safe for the
// browser bundle. Plain calendar dates computed in UTC: no zone or DST change
// can move a date, and the visitor's zone only decides which date a slot
// falls on (the server's grouping, month-slots.ts).
import { type SlotsByDay, shiftMonth } from "./month-math";
import type { MonthWindow } from "./url-state";

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC: that reads years 0-99 as 1900-1999.
  utc.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return utc.getTime();
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `count` days after `date` (before, if negative): ("2026-11-29", 3) → "2026-12-02". */
export const addDays = (date: string, count: number): string => fromUtc(toUtc(date) + count * DAY_MS);

/** The seven dates of the week holding `date`, from the locale's first day (0 Sunday, 1 Monday; format.ts). */
export function weekOf(date: string, firstDay: 0 | 1): string[] {
  const weekday = new Date(toUtc(date)).getUTCDay();
  const start = addDays(date, -((weekday - firstDay + 7) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The day the week view is built around: the chosen date, else the month's first day with times, else its 1st. */
export function weekAnchor(month: string, date: string | undefined, days: SlotsByDay | undefined): string {
  if (date) return date;
  const first = days && Object.keys(days).filter((d) => d.startsWith(month) && days[d]?.length);
  return first?.sort()[0] ?? `${month}-01`;
}

/** The months a week reaches into besides `month`, inside the months the calendar opens (a week holds at most two). */
export function otherMonthOfWeek(week: string[], month: string, months: MonthWindow): string | undefined {
  return week.map((d) => d.slice(0, 7)).find((m) => m !== month && m >= months.first && m <= months.last);
}

/**
 * Where "previous week" (-1) or "next week" (1) leads: the date a week away,
 * kept inside the months the calendar opens and not before `today` (the
 * visitor's date: earlier weeks have no times), and its month; undefined when
 * that is still this week (today's week, or the window's last).
 */
export function weekStep(
  anchor: string,
  direction: -1 | 1,
  months: MonthWindow,
  firstDay: 0 | 1,
  today: string,
): { month: string; date: string } | undefined {
  const firstDate = [`${months.first}-01`, today].sort()[1]!;
  const lastDate = addDays(`${shiftMonth(months.last, 1)}-01`, -1);
  const target = addDays(anchor, 7 * direction);
  // The middle of the three: the target clamped to the window (as strings, which sort as the dates do).
  const date = [firstDate, target, lastDate].sort()[1]!;
  if (weekOf(date, firstDay)[0] === weekOf(anchor, firstDay)[0]) return undefined;
  return { month: date.slice(0, 7), date };
}

/** The first date after `after` with times among the loaded days, for an empty week's way on. */
export function nextDayWithTimes(after: string, days: SlotsByDay): string | undefined {
  return Object.keys(days)
    .filter((d) => d > after && days[d]?.length)
    .sort()[0];
}
