"use client";
// A month of free times for the view's duration and zone: the server's month
// at first, fetched for every other one, the next month fetched ahead while
// the page is idle, and a time just taken by someone else (or booked in this
// tab) dropped at once.
// A page left open stays current: the month shown is asked for again when the
// visitor comes back to the tab (once it is older than the client's staleTime)
// and every few minutes while the tab is shown; the times shown stay on screen
// meanwhile (a refetch keeps the query's data) and change only when the answer differs.
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { type SlotsByDay, shiftMonth } from "@/lib/public-booking/month-math";
import type { CalendarState } from "@/lib/public-booking/url-state";

type MonthQuery = Pick<CalendarState, "duration" | "month" | "tz">;

/** How often an open page asks for the month shown again (Cal.com's booker also refreshes on focus and on a timer). */
export const SLOTS_REFRESH_MS = 3 * 60_000;

/** The booking page's slot route; the manage page's reschedule calendar has its own (slotsPath). */
export const linkSlotsPath = (linkId: string) => `/api/booking-links/${encodeURIComponent(linkId)}/slots`;

export const slotsQueryKey = (slotsPath: string, { duration, month, tz }: MonthQuery) => ["slots", slotsPath, duration, month, tz];

export async function fetchMonthSlots(slotsPath: string, { duration, month, tz }: MonthQuery): Promise<SlotsByDay> {
  const params = new URLSearchParams({ month, tz, duration });
  const response = await fetch(`${slotsPath}?${params}`);
  if (!response.ok) throw new Error(`slots ${response.status}`);
  return ((await response.json()) as { days: SlotsByDay }).days;
}

/** Fetches a month into the cache unless it is there already (a failure is left for the query to show). */
export function prefetchMonth(queryClient: QueryClient, slotsPath: string, view: MonthQuery): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: slotsQueryKey(slotsPath, view), queryFn: () => fetchMonthSlots(slotsPath, view) });
}

/** The days without the slot just lost and the times this tab booked (both instants compared, whatever their ISO form). */
function withoutSlots(days: SlotsByDay | undefined, lost: string | undefined, booked: readonly number[]): SlotsByDay | undefined {
  if (!days || (!lost && booked.length === 0)) return days;
  const gone = new Set(booked);
  if (lost) gone.add(Date.parse(lost));
  const kept: SlotsByDay = {};
  for (const [day, slots] of Object.entries(days)) {
    const rest = slots.filter((s) => !gone.has(Date.parse(s.start)));
    if (rest.length) kept[day] = rest;
  }
  return kept;
}

const NONE: readonly number[] = [];

interface Options {
  linkId: string;
  /** Where the months come from; default the link's slot route. */
  slotsPath?: string;
  view: MonthQuery;
  /** The month the server rendered, and its slots. */
  initial: { view: MonthQuery; days: SlotsByDay };
  /** Fetch the next month ahead: once the zone is settled (not for one about to be replaced) and while there is one. */
  prefetchNext: boolean;
  /** The booking form's last failure; a new one whose slot was lost refetches. */
  failure?: { slotLost?: boolean; lostSlot?: string };
  /** False: nothing is fetched (the week view's second month, while its week has none). */
  enabled?: boolean;
  /** Times this tab booked (use-booked-here.ts): not offered again, even by a list restored from before. */
  bookedHere?: readonly number[];
}

export function useMonthSlots({
  linkId,
  slotsPath = linkSlotsPath(linkId),
  view,
  initial,
  prefetchNext,
  failure,
  enabled = true,
  bookedHere = NONE,
}: Options) {
  const queryClient = useQueryClient();
  const { duration, month, tz } = view;
  const isInitial = duration === initial.view.duration && month === initial.view.month && tz === initial.view.tz;
  const lostSlot = failure?.slotLost ? failure.lostSlot : undefined;
  const query = useQuery({
    queryKey: slotsQueryKey(slotsPath, { duration, month, tz }),
    queryFn: () => fetchMonthSlots(slotsPath, { duration, month, tz }),
    // Also after a lost slot: without JavaScript the server rendered this month after the failed booking (fresh), and
    // with it the month is already cached (initial data is then unused) and refetched below.
    initialData: isInitial ? initial.days : undefined,
    refetchOnWindowFocus: true,
    refetchInterval: SLOTS_REFRESH_MS,
    enabled,
  });
  // The slot just lost leaves the list at once; the refetch below brings the rest up to date.
  const days = useMemo(() => withoutSlots(query.data, lostSlot, bookedHere), [query.data, lostSlot, bookedHere]);

  useEffect(() => {
    if (enabled && failure?.slotLost) void queryClient.invalidateQueries({ queryKey: ["slots", slotsPath] });
  }, [enabled, failure, queryClient, slotsPath]);

  useEffect(() => {
    if (!prefetchNext) return;
    const next = { duration, month: shiftMonth(month, 1), tz };
    const prefetch = () => void prefetchMonth(queryClient, slotsPath, next);
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(prefetch, 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }, [prefetchNext, queryClient, slotsPath, duration, month, tz]);

  const retry = () => void query.refetch();
  return { data: query.data, days, isError: query.isError, isFetching: query.isFetching, retry };
}
