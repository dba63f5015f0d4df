// Everything the booking page needs for its first render, fetched on the
// server so the first HTML already holds the branding and the month's slots.
import "server-only";
import { cache } from "react";
import { bookingWindow, type Period } from "../../availability/booking-window";
import { localDateAt } from "../../availability/zoned-time";
import { type Language, pickLanguage } from "../../i18n";
import { fetchBookingLink, fetchTimeSlots, ServiceError } from "../../scheduling-client/client";
import { isResourceId } from "../../validation/resource-id";
import { firstDayOfWeek, type HourCycle } from "../format";
import type { BookingPageData, CalendarData } from "../page-data";
import type { PublicLink } from "../public-link";
import { type BookingUrlState, type CalendarLayout, clampMonth, type MonthWindow, monthWindow, readUrlState } from "../url-state";
import { otherMonthOfWeek, weekAnchor, weekOf } from "../week-math";
import { groupByLocalDay, monthContaining, monthRange, type SlotsByDay, shiftMonth, toDateKey } from "./month-slots";
import { readTimeZoneOrSearch } from "./time-zone";
import { toPublicLink } from "./to-public-link";

/** How many months ahead to look for the first bookable one. */
const LOOKAHEAD_MONTHS = 3;

/** A link's public face; read once per page render (the root layout's language and the page share it). */
export const loadPublicLink = cache(async (id: string): Promise<PublicLink | undefined> => {
  if (!isResourceId(id)) return undefined;
  try {
    return toPublicLink(await fetchBookingLink(id));
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
});

/** What a copy of a link's pages depends on (lib/page-cache): its workspace, its hosts' busy time, its notice. */
export interface LinkFacts {
  workspaceId: string;
  hostUserIds: string[];
  minNoticePeriod: Period | null;
}

/** The link's facts as the service answers them now; undefined for an unknown link. */
export async function loadLinkFacts(id: string): Promise<LinkFacts | undefined> {
  if (!isResourceId(id)) return undefined;
  try {
    const link = await fetchBookingLink(id);
    // Every link has its organizer among its hosts, and hosts are members of the link's workspace.
    const workspaceId = link.hosts[0]?.user.workspaceId;
    if (workspaceId === undefined) return undefined;
    return { workspaceId, hostUserIds: link.hosts.map((h) => h.userId), minNoticePeriod: link.minNoticePeriod };
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
}

/** A month of a link's slots by the visitor's local day; with excludeBookingId, that booking's own time counts as free. */
export async function loadMonthSlots(
  linkId: string,
  month: string,
  timeZone: string,
  durationId: string,
  excludeBookingId?: string,
): Promise<SlotsByDay> {
  const { availableSlots } = await fetchTimeSlots(linkId, { ...monthRange(month, timeZone), durationId, excludeBookingId });
  return groupByLocalDay(availableSlots, timeZone);
}

export const defaultHours = (locale: string): HourCycle =>
  new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle?.startsWith("h1") ? "12" : "24";

export async function loadBookingPage(
  id: string,
  params: Record<string, string | string[] | undefined>,
  visitor: {
    acceptLanguage: string | null;
    timeZone?: string;
    hourCycle?: HourCycle;
    layout?: CalendarLayout;
    locale: (language: Language) => string;
  },
  now = Date.now(),
): Promise<BookingPageData> {
  const link = await loadPublicLink(id);
  if (!link || link.deleted)
    return {
      kind: "not-found",
      language: pickLanguage({ language: null, languagePreference: "OFF", bookingPageLanguage: "en" }, visitor.acceptLanguage),
    };
  const language = pickLanguage(link.language, visitor.acceptLanguage);
  if (!link.bookable) return { kind: "unavailable", link, language };

  const url = readUrlState(params, { customFieldNames: link.customFields.map((f) => f.name), readTimeZone: readTimeZoneOrSearch });
  const tz = url.tz ?? visitor.timeZone ?? link.defaultTimeZone;
  const locale = visitor.locale(language);
  const hours = url.hours ?? visitor.hourCycle ?? defaultHours(locale);
  const calendar = await loadCalendar(link, url, { tz, hours, now });
  const layout = url.layout ?? visitor.layout ?? "month";
  const adjacentMonth = layout === "week" ? await loadWeeksOtherMonth(link.id, calendar, firstDayOfWeek(locale)) : undefined;
  return {
    kind: "ready",
    link,
    language,
    ...calendar,
    state: { ...calendar.state, layout },
    adjacentMonth,
    prefill: url.prefill,
    utm: url.utm,
  };
}

/** The week view's week may reach into the month before or after the one shown: its times are in the first HTML too. */
async function loadWeeksOtherMonth(linkId: string, calendar: CalendarData, firstDay: 0 | 1): Promise<CalendarData["adjacentMonth"]> {
  const { month, date, duration, tz } = calendar.state;
  const week = weekOf(weekAnchor(month, date, calendar.days), firstDay);
  const other = otherMonthOfWeek(week, month, calendar.months);
  return other ? { month: other, days: await loadMonthSlots(linkId, other, tz, duration) } : undefined;
}

interface CalendarOptions {
  tz: string;
  hours: HourCycle;
  now: number;
  /** The duration and month shown when the URL names none (default: the link's default duration, the first month with times). */
  defaults?: { duration?: string; month?: string; date?: string };
  /** A booking whose own time counts as free (the manage page's reschedule step). */
  excludeBookingId?: string;
}

/** The calendar a URL asks for: its duration, month, day and time, and the month's slots. */
export async function loadCalendar(link: PublicLink, url: BookingUrlState, options: CalendarOptions): Promise<CalendarData> {
  const { tz, hours, now, defaults = {}, excludeBookingId } = options;
  const durationId = url.duration ?? defaults.duration;
  const duration = link.durations.find((d) => d.id === durationId) ?? link.durations.find((d) => d.isDefault) ?? link.durations[0]!;
  const months = bookableMonths(link, now, tz);
  const asked = url.month ?? url.date?.slice(0, 7) ?? (url.slot ? monthContaining(Date.parse(url.slot), tz) : defaults.month);
  const explicitMonth = clampMonth(asked, months);
  const load = (month: string) => loadMonthSlots(link.id, month, tz, duration.id, excludeBookingId);
  let month = explicitMonth ?? months.first;
  let days = await load(month);
  let nextAvailableMonth: string | undefined;

  if (Object.keys(days).length === 0) {
    for (let ahead = 1; ahead <= LOOKAHEAD_MONTHS; ahead++) {
      const candidate = shiftMonth(month, ahead);
      if (candidate > months.last) break;
      const candidateDays = await load(candidate);
      if (Object.keys(candidateDays).length === 0) continue;
      // Without a month of the visitor's choosing, jump straight there.
      if (explicitMonth) nextAvailableMonth = candidate;
      else [month, days] = [candidate, candidateDays];
      break;
    }
  }

  const slotDay = url.slot ? dateOf(url.slot, tz) : undefined;
  const slot = url.slot && slotDay && days[slotDay]?.some((s) => s.start === url.slot) ? url.slot : undefined;
  const askedDate = url.date ?? (url.month ? undefined : defaults.date);
  const date = slot ? slotDay : askedDate?.startsWith(month) ? askedDate : undefined;
  const unmatchedTimeZone = url.unmatchedTimeZone;
  return { state: { duration: duration.id, month, date, slot, tz, hours }, months, days, nextAvailableMonth, unmatchedTimeZone };
}

/**
 * The months the calendar opens: the visitor's current one to MONTHS_AHEAD
 * later, narrowed to the link's booking window (its notice and minDate, its
 * horizon and maxDate), so "›" stops at the last month that can have times.
 */
export function bookableMonths(link: PublicLink, now: number, tz: string): MonthWindow {
  const window = monthWindow(monthContaining(now, tz));
  const rules = link.bookingWindow;
  const { earliestStart, latestStart } = bookingWindow(
    { ...rules, minDate: rules.minDate ? new Date(rules.minDate) : null, maxDate: rules.maxDate ? new Date(rules.maxDate) : null },
    now,
  );
  const first = clampMonth(monthContaining(earliestStart, tz), window) ?? window.first;
  const last = latestStart < Number.MAX_SAFE_INTEGER ? (clampMonth(monthContaining(latestStart, tz), window) ?? window.last) : window.last;
  // A window that closed already (maxDate passed) still shows one month: the current one, without times.
  return last < first ? { first: window.first, last: window.first } : { first, last };
}

const dateOf = (instant: string, zone: string) => toDateKey(localDateAt(zone, Date.parse(instant)));
