"use client";
// The schedule's days that differ on a month calendar (react-aria-components: arrow keys, Page Up/Down for
// months, Enter to pick): a day with an override is marked; picking a day adds it as a day off, picking a marked
// day removes it. The rows below the calendar set other hours for a day.
import type { CalendarDate } from "@internationalized/date";
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, I18nProvider } from "react-aria-components";
import { useDashboard } from "./context";

interface Props {
  dates: string[];
  onPick: (date: string) => void;
}

const cellClass = ({ isOutsideMonth, isFocusVisible }: { isOutsideMonth: boolean; isFocusVisible: boolean }) =>
  `flex h-11 w-11 items-center justify-center rounded-full text-sm ${isOutsideMonth ? "text-slate-400 dark:text-slate-500" : ""} ${isFocusVisible ? "outline-2 outline-offset-2 outline-[var(--focus-ring)]" : ""}`;

export function OverridesCalendar({ dates, onPick }: Props) {
  const { t, locale } = useDashboard();
  const marked = new Set(dates);
  return (
    <I18nProvider locale={locale}>
      <Calendar
        aria-label={t("dashboard.overridesCalendar")}
        value={null as CalendarDate | null}
        onChange={(date) => date && onPick(date.toString())}
        className="w-fit"
      >
        <header className="flex items-center justify-between gap-2">
          <Button
            slot="previous"
            aria-label={t("dashboard.previousMonth")}
            className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            ◀
          </Button>
          <Heading className="font-semibold" />
          <Button
            slot="next"
            aria-label={t("dashboard.nextMonth")}
            className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            ▶
          </Button>
        </header>
        <CalendarGrid className="mt-2 border-separate border-spacing-0.5">
          {(date) => (
            <CalendarCell
              date={date}
              className={(state) =>
                `${cellClass(state)} ${marked.has(date.toString()) ? "bg-amber-200 font-semibold text-amber-950 dark:bg-amber-800 dark:text-amber-50" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`
              }
            >
              {({ formattedDate }) => formattedDate}
            </CalendarCell>
          )}
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}
