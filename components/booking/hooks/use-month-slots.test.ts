import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SlotsByDay } from "@/lib/public-booking/month-math";
import { useMonthSlots } from "./use-month-slots";

// Unmount what each test rendered (Testing Library cleans up by itself only with vitest's globals on).
afterEach(cleanup);

const slot = (start: string) => ({ start, end: start.replace(":00:00", ":30:00") });
/** One day with slots, on the 3rd of `month`. */
const monthDays = (month: string): SlotsByDay => ({
  [`${month}-03`]: [slot(`${month}-03T09:00:00.000Z`), slot(`${month}-03T10:00:00.000Z`)],
});

const view = { duration: "dur_30", month: "2027-03", tz: "Europe/Berlin" };
const initial = { view, days: monthDays("2027-03") };

let fetched: URLSearchParams[];
beforeEach(() => {
  fetched = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const params = new URL(url, "http://localhost").searchParams;
      fetched.push(params);
      return Response.json({ month: params.get("month"), days: monthDays(params.get("month")!) });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const months = () => fetched.map((params) => params.get("month"));

function renderMonthSlots(props: Partial<Parameters<typeof useMonthSlots>[0]> = {}, staleTime = 30_000) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(
    (override: Partial<Parameters<typeof useMonthSlots>[0]>) =>
      useMonthSlots({ linkId: "bl_1", view, initial, prefetchNext: false, ...props, ...override }),
    {
      wrapper,
      initialProps: {},
    },
  );
}

describe("useMonthSlots", () => {
  it("shows the server's month without fetching it again", () => {
    const { result } = renderMonthSlots();
    expect(result.current.days).toEqual(initial.days);
    expect(fetched).toEqual([]);
  });

  it("fetches the next month ahead once told to", async () => {
    const { rerender } = renderMonthSlots();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetched).toEqual([]);
    rerender({ prefetchNext: true });
    await waitFor(() => expect(months()).toEqual(["2027-04"]));
    expect(Object.fromEntries(fetched[0]!)).toEqual({ month: "2027-04", tz: "Europe/Berlin", duration: "dur_30" });
  });

  it("opens the prefetched month without another request, then fetches ahead from there", async () => {
    const { result, rerender } = renderMonthSlots({ prefetchNext: true });
    await waitFor(() => expect(months()).toEqual(["2027-04"]));
    rerender({ view: { ...view, month: "2027-04" } });
    expect(result.current.days).toEqual(monthDays("2027-04"));
    await waitFor(() => expect(months()).toEqual(["2027-04", "2027-05"]));
  });

  it("fetches a month in another zone or duration", async () => {
    const { result, rerender } = renderMonthSlots();
    rerender({ view: { ...view, tz: "Asia/Tokyo" } });
    expect(result.current.days).toBeUndefined();
    await waitFor(() => expect(result.current.days).toEqual(monthDays("2027-03")));
    expect(Object.fromEntries(fetched[0]!)).toEqual({ month: "2027-03", tz: "Asia/Tokyo", duration: "dur_30" });
  });

  it("drops a slot just taken by someone else at once, and refetches the month", async () => {
    const { result, rerender } = renderMonthSlots();
    act(() => rerender({ failure: { slotLost: true, lostSlot: "2027-03-03T09:00:00.000Z" } }));
    expect(result.current.days).toEqual({ "2027-03-03": [slot("2027-03-03T10:00:00.000Z")] });
    await waitFor(() => expect(months()).toEqual(["2027-03"]));
  });

  it("says when the month could not be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    const { result, rerender } = renderMonthSlots();
    rerender({ view: { ...view, month: "2027-08" } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.days).toBeUndefined();
  });

  it("loads the month on a retry once the route answers again", async () => {
    let answer = 503;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => (answer === 200 ? Response.json({ days: monthDays("2027-08") }) : new Response(null, { status: answer }))),
    );
    const { result, rerender } = renderMonthSlots();
    rerender({ view: { ...view, month: "2027-08" } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    answer = 200;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.days).toEqual(monthDays("2027-08")));
    expect(result.current.isError).toBe(false);
  });

  it("asks for the month shown again when the visitor comes back to the tab, keeping its times on screen meanwhile", async () => {
    const answer: SlotsByDay = { "2027-03-03": [slot("2027-03-03T10:00:00.000Z")] };
    let release: () => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return Response.json({ days: answer });
      }),
    );
    // Stale at once, as the server's month is after the client's staleTime.
    const { result } = renderMonthSlots({}, 0);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.days).toEqual(initial.days);
    act(() => release());
    await waitFor(() => expect(result.current.days).toEqual(answer));
    focusManager.setFocused(undefined);
  });
});
