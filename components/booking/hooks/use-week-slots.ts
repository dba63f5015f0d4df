"use client";
// The week view's times: its week can reach into the month before or after
// the one shown, whose times come through the same month query (and cache) as
// the month view's, server-rendered at first when the page opened on it.
import { firstDayOfWeek } from "@/lib/public-booking/format";
import type { SlotsByDay } from "@/lib/public-booking/month-math";
import type { CalendarState, MonthWindow } from "@/lib/public-booking/url-state";
import { otherMonthOfWeek, weekAnchor, weekOf } from "@/lib/public-booking/week-math";
import { useMonthSlots } from "./use-month-slots";

/** A week's seven dates, each with its times; undefined while that day's month loads. */
export interface WeekSlots {
  /** The date the week is built around (the chosen one, else the month's first with times). */
  anchor: string;
  dates: string[];
  days: Record<string, SlotsByDay[string] | undefined>;
  /** Every loaded day of the week's months, for an empty week's way on to the next day with times. */
  loadedDays: SlotsByDay;
  /** The week's second month could not be loaded; retry asks again. */
  loadFailed: boolean;
  retry: () => void;
}

interface Options {
  linkId: string;
  state: CalendarState;
  locale: string;
  months: MonthWindow;
  /** The shown month's times (useMonthSlots), undefined while they load. */
  monthDays: SlotsByDay | undefined;
  /** The view and the months the server rendered. */
  initial: { state: CalendarState; days: SlotsByDay; adjacentMonth?: { month: string; days: SlotsByDay } };
  failure?: { slotLost?: boolean; lostSlot?: string };
  bookedHere?: readonly number[];
}

/** One empty list for every day without times, so a memoised day sees the same one on each render. */
const NO_TIMES: SlotsByDay[string] = [];

export function useWeekSlots({ linkId, state, locale, months, monthDays, initial, failure, bookedHere }: Options): WeekSlots | undefined {
  const isWeek = state.layout === "week";
  const anchor = weekAnchor(state.month, state.date, monthDays);
  const dates = weekOf(anchor, firstDayOfWeek(locale));
  const other = isWeek ? otherMonthOfWeek(dates, state.month, months) : undefined;
  const adjacent = initial.adjacentMonth;
  // Hooks run in every layout; this one fetches only while a week needs a second month.
  const otherSlots = useMonthSlots({
    linkId,
    view: { ...state, month: other ?? state.month },
    initial: adjacent
      ? { view: { ...initial.state, month: adjacent.month }, days: adjacent.days }
      : { view: initial.state, days: initial.days },
    prefetchNext: false,
    failure,
    bookedHere,
    enabled: other !== undefined,
  });
  if (!isWeek) return undefined;
  const days: WeekSlots["days"] = {};
  for (const date of dates) {
    const month = date.slice(0, 7);
    const source = month === state.month ? monthDays : month === other ? otherSlots.days : {};
    days[date] = source && (source[date] ?? NO_TIMES);
  }
  const loadedDays = { ...monthDays, ...(other ? otherSlots.days : undefined) };
  return { anchor, dates, days, loadedDays, loadFailed: other !== undefined && otherSlots.isError, retry: otherSlots.retry };
}
