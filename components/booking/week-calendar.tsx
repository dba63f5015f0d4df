"use client";
// The week view: the seven days of a week side by side, each with its times as
// the same links the month view's list has (so a time leads to the same form).
// Where seven columns do not fit (phones, narrow frames) the days stack, each
// its heading over its times, and the page scrolls as usual: no nested or
// sideways scroller. Like the month, the week's heading takes focus when the
// step arrives and when an arrow leading off the calendar's window is gone,
// and is read out when the week changes.
//
// A week holds up to 336 times, and hydrating each as a component of its own
// would be most of the page's blocking time (docs/booking-app.md, "The week's
// cost in the browser"): so each time is plain markup (a link, no component,
// no handler of its own: the list handles clicks, focus and keys for all of
// them), each day is memoised (the page's other state changes do not render
// its times again), and the week's one tab stop is kept on the links
// themselves rather than rendered.
import { memo, useEffect, useRef } from "react";
import type { Translate } from "@/lib/i18n/translate";
import { firstDayOfWeek, formatDate, formatDateRange, type HourCycle, timeFormat, todayIn, todayWord } from "@/lib/public-booking/format";
import type { MonthWindow } from "@/lib/public-booking/url-state";
import { nextDayWithTimes, weekStep } from "@/lib/public-booking/week-math";
import type { CalendarChange } from "./hooks/use-booking-url-state";
import { useRovingTimes } from "./hooks/use-roving-times";
import type { WeekSlots } from "./hooks/use-week-slots";
import { InPlaceLink } from "./in-place-link";
import { followTimeLink, timeLink } from "./slot-list";
import { SlotsLoadFailed } from "./slots-load-failed";
import { useFocusOnArrival } from "./step-focus";

interface Props {
  week: WeekSlots;
  months: MonthWindow;
  timeZone: string;
  hours: HourCycle;
  locale: string;
  t: Translate;
  loadFailed: boolean;
  onRetry: () => void;
  retrying: boolean;
  hrefFor: (change: CalendarChange) => string;
  onNavigate: (change: CalendarChange) => void;
}

export function WeekCalendar({ week, months, timeZone, hours, locale, t, loadFailed, onRetry, retrying, hrefFor, onNavigate }: Props) {
  const { dates, days } = week;
  const today = todayIn(timeZone);
  const list = useRef<HTMLOListElement>(null);
  const roving = useRovingTimes(
    list,
    dates.map((date) => (days[date] ?? []).map((slot) => slot.start)),
  );
  // One handler for every time of the week.
  const followTime = followTimeLink((time) => {
    const date = time.closest<HTMLElement>("[data-date]")!.dataset.date!;
    onNavigate({ month: date.slice(0, 7), date, slot: time.dataset.slot });
  });
  const loaded = dates.every((date) => days[date] !== undefined);
  const empty = loaded && dates.every((date) => days[date]!.length === 0);
  return (
    <div className="flex flex-col gap-3">
      <WeekHeader week={week} months={months} today={today} locale={locale} t={t} hrefFor={hrefFor} onNavigate={onNavigate} />
      {loadFailed && !loaded && <SlotsLoadFailed t={t} onRetry={onRetry} retrying={retrying} />}
      {/* Seven columns from 40rem of room (seven times of "10:30 PM" side by side), else the days stacked. */}
      {/* One tab stop for the week's times; arrows move between them (use-roving-times.ts). */}
      <p id="week-keys" className="sr-only">
        {t("weekKeysHint")}
      </p>
      <ol
        ref={list}
        aria-labelledby="week-title"
        aria-describedby="week-keys"
        onClick={followTime}
        onFocus={roving.onFocus}
        onKeyDown={roving.onKeyDown}
        className="grid gap-5 @min-[40rem]:grid-cols-7 @min-[40rem]:gap-1.5"
      >
        {dates.map((date) => (
          <WeekDay
            key={date}
            date={date}
            slots={days[date]}
            loadFailed={loadFailed}
            today={date === today}
            timeZone={timeZone}
            hours={hours}
            locale={locale}
            t={t}
            // The day's own month: a week can show days of the month before or after the one in the address.
            timeHref={hrefFor({ month: date.slice(0, 7), date, slot: SLOT_MARK })}
          />
        ))}
      </ol>
      {empty && <EmptyWeek week={week} t={t} hrefFor={hrefFor} onNavigate={onNavigate} />}
    </div>
  );
}

type HeaderProps = Pick<Props, "week" | "months" | "locale" | "t" | "hrefFor" | "onNavigate"> & { today: string };

/**
 * The week's dates as its heading, which takes focus when the step arrives, and the arrows to the weeks before and
 * after within the calendar's window.
 */
function WeekHeader({ week, months, today, locale, t, hrefFor, onNavigate }: HeaderProps) {
  const { anchor, dates } = week;
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title);
  const firstDay = firstDayOfWeek(locale);
  const previous = weekStep(anchor, -1, months, firstDay, today);
  const next = weekStep(anchor, 1, months, firstDay, today);
  // As the month's arrows: one followed to the window's first or last week is gone, so focus goes to the heading.
  const followed = useRef<"back" | "forward" | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new week is shown, which is what an arrow asked for.
  useEffect(() => {
    const direction = followed.current;
    followed.current = undefined;
    if ((direction === "back" && !previous) || (direction === "forward" && !next)) title.current?.focus();
  }, [dates[0]]);
  const step = (target: typeof previous, direction: "back" | "forward", label: string, arrow: string) =>
    target ? (
      <InPlaceLink
        href={hrefFor(target)}
        onFollow={() => {
          followed.current = direction;
          onNavigate(target);
        }}
        className="nav-button"
        aria-label={label}
      >
        {arrow}
      </InPlaceLink>
    ) : (
      <span className="nav-button opacity-40" aria-hidden="true">
        {arrow}
      </span>
    );
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 ref={title} tabIndex={-1} id="week-title" aria-live="polite" className="text-lg font-semibold whitespace-nowrap outline-none">
        {formatDateRange(dates[0]!, dates[6]!, locale)}
      </h2>
      <div className="flex gap-1">
        {step(previous, "back", t("previousWeek"), "‹")}
        {step(next, "forward", t("nextWeek"), "›")}
      </div>
    </div>
  );
}

/** Stands for the time in a day's link address, so the address is written once per day, not once per time. */
const SLOT_MARK = "0";
const SLOT_PARAM = /([?&]slot=)[^&]*/;

interface DayProps {
  date: string;
  /** The day's times; undefined while its month loads (or after it failed to). */
  slots: { start: string; end: string }[] | undefined;
  loadFailed: boolean;
  today: boolean;
  timeZone: string;
  hours: HourCycle;
  locale: string;
  t: Translate;
  /** The address of the form for one of the day's times, its slot as SLOT_MARK. */
  timeHref: string;
}

/**
 * One day: its heading (the full date for screen readers), and its times as a list named by it, or a word that
 * there are none. Memoised: its props are strings and the day's list from the month's query, so it renders again
 * only when they change.
 */
const WeekDay = memo(function WeekDay({ date, slots, loadFailed, today, timeZone, hours, locale, t, timeHref }: DayProps) {
  const headingId = `week-day-${date}`;
  const fullDate = formatDate(date, locale);
  const timeOf = timeFormat(locale, timeZone, hours);
  return (
    <li data-date={date} className="flex min-w-0 flex-col gap-2">
      <h3
        id={headingId}
        className="flex items-baseline gap-2 text-sm font-semibold @min-[40rem]:flex-col @min-[40rem]:items-center @min-[40rem]:gap-0"
      >
        {/* Phones: "Sunday, November 29" on one line; columns: "Sun" over "29". Read: the full date. */}
        <span aria-hidden="true" className="@min-[40rem]:hidden">
          {formatDate(date, locale, "long")}
        </span>
        <span aria-hidden="true" className="hidden text-xs font-medium text-slate-600 @min-[40rem]:block dark:text-slate-300">
          {formatDate(date, locale, "weekday")}
        </span>
        {/* Today: its number in a filled circle in the columns (a word there would push its times out of line), the word when stacked. */}
        <span
          aria-hidden="true"
          className={`hidden h-7 min-w-7 items-center justify-center rounded-full px-1 text-lg @min-[40rem]:flex ${today ? "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900" : ""}`}
        >
          {Number(date.slice(8))}
        </span>
        {today && (
          <span aria-hidden="true" className="text-xs font-medium text-slate-600 @min-[40rem]:hidden dark:text-slate-300">
            {todayWord(locale)}
          </span>
        )}
        <span className="sr-only">{today ? `${todayWord(locale)}, ${fullDate}` : fullDate}</span>
      </h3>
      {slots === undefined ? (
        loadFailed ? null : (
          <ul className="flex flex-col gap-1.5" aria-busy="true" aria-label={t("loading")}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="skeleton h-11 rounded-md" />
            ))}
          </ul>
        )
      ) : slots.length === 0 ? (
        <p className="text-xs text-slate-600 @min-[40rem]:text-center dark:text-slate-300">{t("dayNoSlots")}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2 @min-[40rem]:grid-cols-1 @min-[40rem]:gap-1.5"
        >
          {slots.map(({ start }) => (
            <li key={start}>
              {timeLink({
                start,
                day: fullDate,
                time: timeOf(start),
                href: timeHref.replace(SLOT_PARAM, `$1${encodeURIComponent(start)}`),
                t,
              })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});

/** A week without times says so once, and leads on to the next day with times when one is loaded. */
function EmptyWeek({ week, t, hrefFor, onNavigate }: Pick<Props, "week" | "t" | "hrefFor" | "onNavigate">) {
  const next = nextDayWithTimes(week.dates[6]!, week.loadedDays);
  const change = next && { month: next.slice(0, 7), date: next };
  return (
    <div className="flex flex-col items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
      <p>{t("noSlotsThisWeek")}</p>
      {change && (
        <InPlaceLink href={hrefFor(change)} onFollow={() => onNavigate(change)} className="secondary-button">
          {t("showNextAvailableDay")}
        </InPlaceLink>
      )}
    </div>
  );
}
