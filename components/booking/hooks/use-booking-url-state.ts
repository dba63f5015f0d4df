"use client";
// The booking page's view, kept in its URL: every change is a history entry
// (or replaces the current one), and Back and Forward restore the view their
// URL describes, read by the same parser as the server's render.
import { useEffect, useLayoutEffect, useState } from "react";
import type { HourCycle } from "@/lib/public-booking/format";
import { listedTimeZone } from "@/lib/public-booking/time-zone-names";
import {
  type BookingUrlState,
  type CalendarLayout,
  type CalendarState,
  calendarStateFromUrl,
  HOUR_CYCLE_COOKIE,
  LAYOUT_COOKIE,
  type MonthWindow,
  readUrlState,
  writeUrlState,
} from "@/lib/public-booking/url-state";

export type CalendarChange = Partial<CalendarState>;
/** `replace` for changes Back should not step through (zone, hour cycle). */
export type HistoryMode = "push" | "replace";

interface Options {
  /** The view the server rendered, for the URL the visitor arrived with. */
  initial: CalendarState;
  months: MonthWindow;
  basePath: string;
  /** Parameters every URL of the page keeps (the embed's options). */
  persistent: Record<string, string>;
  prefill: BookingUrlState["prefill"];
}

export function useBookingUrlState({ initial, months, basePath, persistent, prefill }: Options) {
  const [state, setState] = useState<CalendarState>(initial);
  const urlOf = (next: CalendarState) => `${basePath}${writeUrlState({ ...next, prefill }, persistent)}`;

  /** The address of the view after `change`; a link to it opens no time unless it names one. */
  const hrefFor = (change: CalendarChange) => urlOf({ ...state, slot: undefined, ...change });

  const navigate = (change: CalendarChange, mode: HistoryMode = "push") => {
    const next = { ...state, ...change };
    if (change.hours) remember(HOUR_CYCLE_COOKIE, change.hours);
    if (change.layout) remember(LAYOUT_COOKIE, change.layout);
    setState(next);
    if (mode === "push") window.history.pushState(null, "", urlOf(next));
    else window.history.replaceState(null, "", urlOf(next));
  };

  useEffect(() => {
    const onPopState = () => setState((shown) => viewOfAddress(initial, shown, months));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [initial, months]);

  // Back to this page from another (the confirmation) restores the router's copy of the page as the server first
  // rendered it, while the address is the last one the visitor saw here: show the address's view, before paint.
  // An address naming a month outside the bookable ones (an old shared link) is written back as the month shown,
  // and one naming a zone by the words a visitor typed without JavaScript ("tz=london") as the zone found.
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlOf only formats; the address is read once per render of the server's page.
  useLayoutEffect(() => {
    const addressed = viewOfAddress(initial, initial, months);
    setState((shown) => (sameView(addressed, shown) ? shown : addressed));
    const asked = new URLSearchParams(window.location.search);
    const month = asked.get("month");
    const zone = asked.get("tz");
    if ((month !== null && month !== addressed.month) || (zone !== null && zone !== addressed.tz))
      window.history.replaceState(null, "", urlOf(addressed));
  }, [initial, months]);

  return { state, hrefFor, navigate };
}

/** The view the address bar describes. No custom fields: prefill is not part of the view, and stays as the page got it. */
function viewOfAddress(initial: CalendarState, shown: CalendarState, months: MonthWindow): CalendarState {
  const url = readUrlState(new URLSearchParams(window.location.search), { customFieldNames: [], readTimeZone: listedTimeZone });
  return calendarStateFromUrl(url, { initial, shown, months });
}

const sameView = (a: CalendarState, b: CalendarState) =>
  (Object.keys(a) as (keyof CalendarState)[]).every((key) => a[key] === b[key]) &&
  (Object.keys(b) as (keyof CalendarState)[]).every((key) => a[key] === b[key]);

/** The hour cycle and layout chosen here are the ones the next visit renders (as the zone is remembered, use-visitor-time-zone.ts). */
function remember(cookie: typeof HOUR_CYCLE_COOKIE | typeof LAYOUT_COOKIE, value: HourCycle | CalendarLayout) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads on the next request; Cookie Store API is not in every browser.
  document.cookie = `${cookie}=${value}; path=/; max-age=31536000; samesite=lax`;
}
