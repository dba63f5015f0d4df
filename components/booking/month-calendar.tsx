"use client";
// The month grid. Every day with slots is a real link (so the page works
// without JavaScript); with JavaScript, arrow keys move between days. The open
// day is the current one of the set (aria-current="true"); today, in the zone
// shown, is marked with a dot and aria-current="date" on its cell.
import { type KeyboardEvent, useEffect, useRef } from "react";
import type { Translate } from "@/lib/i18n/translate";
import { firstDayOfWeek, formatDate, formatMonthTitle, todayIn, todayWord, weekdayNames } from "@/lib/public-booking/format";
import { daysOfMonth, type SlotsByDay } from "@/lib/public-booking/month-math";
import { InPlaceLink } from "./in-place-link";
import { useFocusOnArrival } from "./step-focus";

interface Props {
  month: string;
  days: SlotsByDay | undefined;
  /** The month's times could not be loaded: days stay plain numbers instead of pulsing placeholders. */
  loadFailed?: boolean;
  selectedDate?: string;
  /** The zone the days are in, for today's mark. */
  timeZone: string;
  locale: string;
  t: Translate;
  hrefFor: (change: { month?: string; date?: string }) => string;
  onNavigate: (change: { month?: string; date?: string }) => void;
  previousMonth: string;
  nextMonth: string;
  canGoBack: boolean;
  canGoForward: boolean;
}

export function MonthCalendar({
  month,
  days,
  loadFailed = false,
  selectedDate,
  timeZone,
  locale,
  t,
  hrefFor,
  onNavigate,
  previousMonth,
  nextMonth,
  canGoBack,
  canGoForward,
}: Props) {
  const today = todayIn(timeZone);
  const firstDay = firstDayOfWeek(locale);
  const dates = daysOfMonth(month);
  const weeks = monthWeeks(month, dates, firstDay);
  const bookable = dates.filter((d) => days?.[d]?.length);
  const focusable = selectedDate && bookable.includes(selectedDate) ? selectedDate : bookable[0];
  const { grid, onKeyDown } = useDayKeys(dates, days, bookable);
  return (
    <div className="flex flex-col gap-3">
      <MonthHeader {...{ month, locale, t, hrefFor, onNavigate, previousMonth, nextMonth, canGoBack, canGoForward }} />
      {/* Seven 44 px columns and no spacing (the circles' own borders part them): 308 px, which on the
          narrowest phones reaches into the card's padding rather than squeezing the days. */}
      <table
        ref={grid}
        className="w-full table-fixed border-separate border-spacing-0 text-center @max-xs:-mx-2.5 @max-xs:w-[calc(100%+1.25rem)]"
        aria-labelledby="month-title"
        onKeyDown={onKeyDown}
      >
        <WeekdayHeads locale={locale} firstDay={firstDay} />
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, j) =>
                date ? (
                  <td key={date} aria-current={date === today ? "date" : undefined}>
                    <DayCell
                      date={date}
                      count={days && (days[date]?.length ?? 0)}
                      loadFailed={loadFailed}
                      selected={date === selectedDate}
                      today={date === today}
                      focusable={date === focusable}
                      locale={locale}
                      t={t}
                      href={hrefFor({ month, date })}
                      onFollow={() => onNavigate({ month, date })}
                    />
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a padding cell has no identity but its place in the week.
                  <td key={j} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The month's days in weeks of seven, from the locale's first day of the week, padded with nulls at both ends. */
function monthWeeks(month: string, dates: string[], firstDay: number): (string | null)[][] {
  const lead = (new Date(`${month}-01T12:00:00Z`).getUTCDay() - firstDay + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...dates];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Arrow keys, Home and End move focus between the days with times (the grid's links). */
function useDayKeys(dates: string[], days: SlotsByDay | undefined, bookable: string[]) {
  const grid = useRef<HTMLTableElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const current = (event.target as HTMLElement).dataset.date;
    if (!current) return;
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    const target =
      event.key === "Home" ? bookable[0] : event.key === "End" ? bookable.at(-1) : step ? nearestBookable(current, step) : undefined;
    if (!target) return;
    event.preventDefault();
    grid.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
  }

  function nearestBookable(from: string, step: number): string | undefined {
    const index = dates.indexOf(from);
    for (let i = index + step; i >= 0 && i < dates.length; i += Math.sign(step)) {
      if (days?.[dates[i]!]?.length) return dates[i];
      if (Math.abs(step) === 7) break;
    }
    return undefined;
  }

  return { grid, onKeyDown };
}

type HeaderProps = Pick<
  Props,
  "month" | "locale" | "t" | "hrefFor" | "onNavigate" | "previousMonth" | "nextMonth" | "canGoBack" | "canGoForward"
>;

/** The month's name as the calendar's heading, and the arrows to the months before and after. */
function MonthHeader({ month, locale, t, hrefFor, onNavigate, previousMonth, nextMonth, canGoBack, canGoForward }: HeaderProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // The calendar's heading is the step's: focused when the step comes back ("Change time").
  useFocusOnArrival(title);
  // An arrow followed to the window's first or last month is gone from the new month: focus goes to its heading, not to the page.
  const followed = useRef<"back" | "forward" | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new month is shown, which is what an arrow asked for.
  useEffect(() => {
    const direction = followed.current;
    followed.current = undefined;
    if ((direction === "back" && !canGoBack) || (direction === "forward" && !canGoForward)) title.current?.focus();
  }, [month, canGoBack, canGoForward]);
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 ref={title} tabIndex={-1} className="text-lg font-semibold whitespace-nowrap outline-none" id="month-title" aria-live="polite">
        {formatMonthTitle(month, locale)}
      </h2>
      <div className="flex gap-1">
        <MonthStep
          enabled={canGoBack}
          label={t("previousMonth")}
          href={hrefFor({ month: previousMonth })}
          onFollow={() => {
            followed.current = "back";
            onNavigate({ month: previousMonth });
          }}
        >
          ‹
        </MonthStep>
        <MonthStep
          enabled={canGoForward}
          label={t("nextMonth")}
          href={hrefFor({ month: nextMonth })}
          onFollow={() => {
            followed.current = "forward";
            onNavigate({ month: nextMonth });
          }}
        >
          ›
        </MonthStep>
      </div>
    </div>
  );
}

/** The weekdays' column headers, from the locale's first day of the week. */
function WeekdayHeads({ locale, firstDay }: { locale: string; firstDay: 0 | 1 }) {
  return (
    <thead>
      <tr>
        {weekdayNames(locale, firstDay).map((w) => (
          // The full name is the header's name for screen readers (an abbr's title is not read); the letter is for the eye.
          <th key={w.long} scope="col" className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-300">
            <span aria-hidden="true">{w.short}</span>
            <span className="sr-only">{w.long}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The previous- or next-month arrow: a link while that month is in the calendar's window, else a dimmed mark. */
function MonthStep({
  enabled,
  label,
  href,
  onFollow,
  children,
}: {
  enabled: boolean;
  label: string;
  href: string;
  onFollow: () => void;
  children: string;
}) {
  return enabled ? (
    <InPlaceLink href={href} onFollow={onFollow} className="nav-button" aria-label={label}>
      {children}
    </InPlaceLink>
  ) : (
    <span className="nav-button opacity-40" aria-hidden="true">
      {children}
    </span>
  );
}

interface DayCellProps {
  date: string;
  /** How many times the day offers; undefined while the month loads (or after it failed to). */
  count: number | undefined;
  loadFailed: boolean;
  selected: boolean;
  today: boolean;
  /** The one day in the grid reached with Tab (arrow keys move between days). */
  focusable: boolean;
  locale: string;
  t: Translate;
  href: string;
  onFollow: () => void;
}

function DayCell({ date, count, loadFailed, selected, today, focusable, locale, t, href, onFollow }: DayCellProps) {
  const dayNumber = Number(date.slice(8));
  const todayMark = today ? "day-today" : "";
  if (count === undefined && loadFailed)
    return (
      <span className={`day-cell text-slate-500 dark:text-slate-400 ${todayMark}`} aria-hidden="true">
        {dayNumber}
      </span>
    );
  // No text while loading: a placeholder has nothing to read or contrast.
  if (count === undefined) return <span className="day-cell skeleton" aria-hidden="true" />;
  const label = `${today ? `${todayWord(locale)}, ` : ""}${formatDate(date, locale)}, ${t("daySlots", { count })}`;
  return count ? (
    <InPlaceLink
      href={href}
      onFollow={onFollow}
      data-date={date}
      tabIndex={focusable ? 0 : -1}
      aria-label={label}
      aria-current={selected ? "true" : undefined}
      className={`day-cell day-available ${selected ? "day-selected" : ""} ${todayMark}`}
    >
      {dayNumber}
    </InPlaceLink>
  ) : (
    <span className={`day-cell text-slate-500 dark:text-slate-400 ${todayMark}`}>
      <span aria-hidden="true">{dayNumber}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
