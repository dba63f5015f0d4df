"use client";
// The first step: duration, month (or week), day and time, in the zone, hour
// cycle and layout the visitor picks. Every control is a link or a form that
// works without JavaScript; with it, each follows in place (navigate).
import { useRef } from "react";
import type { Translate } from "@/lib/i18n/translate";
import type { HourCycle } from "@/lib/public-booking/format";
import { type SlotsByDay, shiftMonth } from "@/lib/public-booking/month-math";
import type { PublicLink } from "@/lib/public-booking/public-link";
import type { CalendarLayout, CalendarState, MonthWindow } from "@/lib/public-booking/url-state";
import { preloadBookingForm } from "./booking-form-preload";
import type { CalendarChange, HistoryMode } from "./hooks/use-booking-url-state";
import type { WeekSlots } from "./hooks/use-week-slots";
import { InPlaceLink } from "./in-place-link";
import { durationLabel } from "./link-details";
import { MonthCalendar } from "./month-calendar";
import { SlotList } from "./slot-list";
import { SlotsLoadFailed } from "./slots-load-failed";
import { TimeZoneField } from "./time-zone-field";
// In the first bundle, not a chunk of its own (next/dynamic): that would save only 0.45 KB gzipped, and a week rendered
// by the server would then hydrate after the page's first render, its heading taking focus as if the visitor had
// arrived there.
import { WeekCalendar } from "./week-calendar";

interface Props {
  link: PublicLink;
  locale: string;
  t: Translate;
  state: CalendarState;
  /** The month's slots; undefined while loading. */
  days: SlotsByDay | undefined;
  /** The week view's week (state.layout "week"), shown instead of the month. */
  week?: WeekSlots;
  loadFailed: boolean;
  /** Asks for the month's times again after they could not be loaded; `retrying` while it does. */
  onRetry: () => void;
  retrying: boolean;
  months: MonthWindow;
  /** The next month with slots, offered while the server's month (which has none) is shown. */
  nextAvailableMonth?: string;
  /** The form's message when the chosen time was taken meanwhile. */
  slotLostMessage?: string;
  /** Zone search words the server found nothing for (without JavaScript): the zone field says so. */
  unmatchedTimeZone?: string;
  basePath: string;
  persistent: Record<string, string>;
  hrefFor: (change: CalendarChange) => string;
  navigate: (change: CalendarChange, mode?: HistoryMode) => void;
}

export function ChooseTimeStep(props: Props) {
  const { link, locale, t, state, days, loadFailed, months, slotLostMessage, unmatchedTimeZone, basePath, persistent, hrefFor, navigate } =
    props;
  const hidden = {
    duration: state.duration,
    month: state.month,
    date: state.date,
    hours: state.hours,
    layout: state.layout,
    ...persistent,
  };
  // Without a chosen day, the first day with times is open, so times show at once (also in the first HTML).
  const shownDate = state.date ?? (days ? Object.keys(days).sort()[0] : undefined);
  return (
    // Any touch or pointer on the step fetches the form's code, so a tapped time rarely waits for it.
    <div className="flex flex-col gap-6" onPointerDown={preloadBookingForm} onFocusCapture={preloadBookingForm}>
      {slotLostMessage && (
        <div
          role="alert"
          data-testid="slot-lost"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {slotLostMessage}
        </div>
      )}
      {link.durations.length > 1 && <DurationChoice link={link} t={t} selected={state.duration} hrefFor={hrefFor} navigate={navigate} />}
      {/* The zone before the times it changes, as they are read and tabbed through. */}
      <div className="flex flex-col gap-3 @lg:flex-row @lg:items-start @lg:justify-between">
        <TimeZoneField
          timeZone={state.tz}
          locale={locale}
          hours={state.hours}
          action={basePath}
          hidden={hidden}
          unmatched={unmatchedTimeZone}
          t={t}
          onChange={(tz) => navigate({ tz }, "replace")}
        />
        {/* Level with the zone's input, under its label. */}
        <div className="flex flex-wrap gap-x-4 gap-y-2 @lg:mt-6">
          <HourCycleChoice t={t} selected={state.hours} date={state.date} hrefFor={hrefFor} navigate={navigate} />
          {state.layout && <LayoutChoice t={t} selected={state.layout} date={shownDate} hrefFor={hrefFor} navigate={navigate} />}
        </div>
      </div>
      {props.week ? (
        <WeekCalendar
          week={props.week}
          months={months}
          timeZone={state.tz}
          hours={state.hours}
          locale={locale}
          t={t}
          loadFailed={loadFailed || props.week.loadFailed}
          onRetry={() => {
            props.onRetry();
            props.week?.retry();
          }}
          retrying={props.retrying}
          hrefFor={hrefFor}
          onNavigate={(change) => navigate(change)}
        />
      ) : (
        <MonthAndTimes {...props} shownDate={shownDate} />
      )}
    </div>
  );
}

/** The month grid and, beside it or under it, the open day's times. */
function MonthAndTimes(props: Props & { shownDate?: string }) {
  const { locale, t, state, days, loadFailed, months, hrefFor, navigate, shownDate } = props;
  const times = useRef<HTMLDivElement>(null);
  // A day tapped on a phone, where its times sit under the calendar, brings them into view ("nearest": no move when they are shown already).
  const revealTimes = () =>
    requestAnimationFrame(() =>
      times.current?.scrollIntoView({
        block: "nearest",
        behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
      }),
    );
  return (
    // Two columns once the calendar's half holds seven 44 px days beside a 12rem column of times.
    <div className="grid gap-6 @xl:grid-cols-[minmax(0,1fr)_12rem]">
      <MonthCalendar
        month={state.month}
        days={days}
        loadFailed={loadFailed}
        selectedDate={shownDate}
        timeZone={state.tz}
        locale={locale}
        t={t}
        hrefFor={(change) => hrefFor({ date: undefined, ...change })}
        onNavigate={(change) => {
          navigate({ date: undefined, ...change });
          if (change.date) revealTimes();
        }}
        previousMonth={shiftMonth(state.month, -1)}
        nextMonth={shiftMonth(state.month, 1)}
        canGoBack={state.month > months.first}
        canGoForward={state.month < months.last}
      />
      <div ref={times} className="scroll-mt-4" onPointerEnter={preloadBookingForm}>
        <TimesColumn {...props} shownDate={shownDate} />
      </div>
    </div>
  );
}

/**
 * The times of the open day; or, for a month without any, that and the way on;
 * or, when they could not be loaded, that and a retry. One message at a time.
 */
function TimesColumn({
  locale,
  t,
  state,
  days,
  loadFailed,
  retrying,
  onRetry,
  months,
  nextAvailableMonth,
  hrefFor,
  navigate,
  shownDate,
}: Props & { shownDate?: string }) {
  if (loadFailed && !days) return <SlotsLoadFailed t={t} onRetry={onRetry} retrying={retrying} />;
  if (days && Object.keys(days).length === 0) {
    const next = nextAvailableMonth ?? (state.month < months.last ? shiftMonth(state.month, 1) : undefined);
    const change = next && { month: next, date: undefined };
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p>{t("noSlotsThisMonth")}</p>
        {change && (
          <InPlaceLink href={hrefFor(change)} onFollow={() => navigate(change)} className="secondary-button">
            {nextAvailableMonth ? t("showNextAvailable") : t("nextMonth")}
          </InPlaceLink>
        )}
      </div>
    );
  }
  if (!shownDate) return days ? <p className="text-sm text-slate-600 dark:text-slate-300">{t("pickADay")}</p> : null;
  return (
    <SlotList
      date={shownDate}
      slots={days ? (days[shownDate] ?? []) : undefined}
      locale={locale}
      timeZone={state.tz}
      hours={state.hours}
      t={t}
      hrefFor={(slot) => hrefFor({ date: shownDate, slot })}
      onSelect={(slot) => navigate({ date: shownDate, slot })}
    />
  );
}

interface ChoiceProps {
  t: Translate;
  hrefFor: (change: CalendarChange) => string;
  navigate: (change: CalendarChange, mode?: HistoryMode) => void;
}

function DurationChoice({ link, t, selected, hrefFor, navigate }: ChoiceProps & { link: PublicLink; selected: string }) {
  return (
    <nav aria-label={t("duration")} className="flex flex-wrap gap-2">
      {link.durations.map((d) => (
        <InPlaceLink
          key={d.id}
          href={hrefFor({ duration: d.id, date: undefined })}
          onFollow={() => navigate({ duration: d.id })}
          aria-current={d.id === selected ? "true" : undefined}
          className={`chip ${d.id === selected ? "chip-selected" : ""}`}
        >
          {durationLabel(d.minutes, t)}
        </InPlaceLink>
      ))}
    </nav>
  );
}

function HourCycleChoice({ t, selected, date, hrefFor, navigate }: ChoiceProps & { selected: HourCycle; date?: string }) {
  return (
    <nav aria-label={t("timeFormat")} className="flex gap-1">
      {(["12", "24"] as const).map((h) => (
        <InPlaceLink
          key={h}
          href={hrefFor({ hours: h, date })}
          onFollow={() => navigate({ hours: h }, "replace")}
          aria-current={selected === h ? "true" : undefined}
          className={`chip ${selected === h ? "chip-selected" : ""}`}
        >
          {h === "12" ? t("hour12") : t("hour24")}
        </InPlaceLink>
      ))}
    </nav>
  );
}

/**
 * Month or week. A view of its own (a history entry, unlike the hour cycle):
 * Back returns to the layout left. The open day is kept, so the week shown is
 * the one holding it, and the month the one it is in.
 */
function LayoutChoice({ t, selected, date, hrefFor, navigate }: ChoiceProps & { selected: CalendarLayout; date?: string }) {
  return (
    <nav aria-label={t("calendarLayout")} className="flex gap-1">
      {(["month", "week"] as const).map((layout) => (
        <InPlaceLink
          key={layout}
          href={hrefFor({ layout, date })}
          onFollow={() => navigate({ layout, date })}
          aria-current={selected === layout ? "true" : undefined}
          className={`chip ${selected === layout ? "chip-selected" : ""}`}
        >
          {layout === "month" ? t("monthLayout") : t("weekLayout")}
        </InPlaceLink>
      ))}
    </nav>
  );
}
