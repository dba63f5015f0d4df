import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CalendarState } from "@/lib/public-booking/url-state";
import { useBookingUrlState } from "./use-booking-url-state";

// Unmount what each test rendered (Testing Library cleans up by itself only with vitest's globals on).
afterEach(cleanup);

const initial: CalendarState = { duration: "dur_30", month: "2027-03", tz: "Europe/Berlin", hours: "24" };
const months = { first: "2027-01", last: "2029-01" };
const prefill = { name: "Ada", guests: [], answers: [{ name: "company", value: "Acme" }] };

function renderUrlState(options: Partial<Parameters<typeof useBookingUrlState>[0]> = {}) {
  return renderHook(() => useBookingUrlState({ initial, months, basePath: "/book/bl_1", persistent: {}, prefill, ...options }));
}

/** What the browser does on Back or Forward: the address changes, then popstate fires. */
function goTo(url: string) {
  act(() => {
    window.history.replaceState(null, "", url);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

const query = () => Object.fromEntries(new URLSearchParams(window.location.search));

afterEach(() => window.history.replaceState(null, "", "/book/bl_1"));

describe("useBookingUrlState", () => {
  it("starts from the view the server rendered", () => {
    expect(renderUrlState().result.current.state).toEqual(initial);
  });

  it("puts each change in the URL, keeping prefill and the embed's parameters", () => {
    const { result } = renderUrlState({ persistent: { theme: "dark" } });
    const entries = window.history.length;
    act(() => result.current.navigate({ month: "2027-04", date: "2027-04-02" }));
    expect(result.current.state).toMatchObject({ month: "2027-04", date: "2027-04-02" });
    expect(window.location.pathname).toBe("/book/bl_1");
    expect(query()).toEqual({
      duration: "dur_30",
      month: "2027-04",
      date: "2027-04-02",
      tz: "Europe/Berlin",
      hours: "24",
      name: "Ada",
      company: "Acme",
      theme: "dark",
    });
    expect(window.history.length).toBe(entries + 1);
  });

  it("replaces the entry for a change Back should not step through", () => {
    const { result } = renderUrlState();
    const entries = window.history.length;
    act(() => result.current.navigate({ tz: "Asia/Tokyo" }, "replace"));
    expect(query().tz).toBe("Asia/Tokyo");
    expect(window.history.length).toBe(entries);
  });

  it("Back restores exactly the month, zone and duration of its URL", () => {
    const { result } = renderUrlState();
    act(() => result.current.navigate({ month: "2027-06", duration: "dur_60", tz: "Asia/Tokyo" }));
    goTo("/book/bl_1?duration=dur_15&month=2027-05&tz=America/Lima&hours=12");
    expect(result.current.state).toEqual({
      duration: "dur_15",
      month: "2027-05",
      date: undefined,
      slot: undefined,
      tz: "America/Lima",
      hours: "12",
    });
  });

  it("Back to the address the visitor arrived with restores the server's view, in the zone shown", () => {
    const { result } = renderUrlState();
    act(() => result.current.navigate({ month: "2027-06", duration: "dur_60", tz: "Asia/Tokyo", hours: "12" }));
    goTo("/book/bl_1");
    expect(result.current.state).toEqual({ ...initial, date: undefined, slot: undefined, tz: "Asia/Tokyo", hours: "12" });
  });

  it("reads Back's URL as the server does: a zone not in the picker and a day that does not exist are ignored", () => {
    const { result } = renderUrlState();
    goTo("/book/bl_1?month=2027-02&date=2027-02-30&tz=Mars/Olympus&slot=2027-02-03T09:00Z");
    expect(result.current.state).toEqual({ ...initial, month: "2027-02", date: undefined, slot: "2027-02-03T09:00:00.000Z" });
  });

  it("mounted again under a later address (Back from the confirmation), shows that address's view, not the server's first", () => {
    window.history.replaceState(null, "", "/book/bl_1?month=2027-12&date=2027-12-03&tz=Asia/Kolkata&hours=24");
    expect(renderUrlState().result.current.state).toEqual({
      ...initial,
      month: "2027-12",
      date: "2027-12-03",
      slot: undefined,
      tz: "Asia/Kolkata",
    });
  });

  it("stops listening once unmounted", () => {
    const { result, unmount } = renderUrlState();
    const before = result.current.state;
    unmount();
    goTo("/book/bl_1?month=2027-09");
    expect(result.current.state).toBe(before);
  });

  it("links to a view without a chosen time unless the change names one", () => {
    const { result } = renderUrlState();
    act(() => result.current.navigate({ date: "2027-03-04", slot: "2027-03-04T09:00:00.000Z" }));
    expect(new URL(result.current.hrefFor({ hours: "12" }), "http://x").searchParams.has("slot")).toBe(false);
    expect(new URL(result.current.hrefFor({ slot: "2027-03-04T10:00:00.000Z" }), "http://x").searchParams.get("slot")).toBe(
      "2027-03-04T10:00:00.000Z",
    );
  });

  it("a layout switch is a history entry, remembered for the next visit; Back to the arrival address shows the server's layout", () => {
    const { result } = renderUrlState({ initial: { ...initial, layout: "month" } });
    const entries = window.history.length;
    act(() => result.current.navigate({ layout: "week", date: "2027-03-04" }));
    expect(query()).toMatchObject({ layout: "week", date: "2027-03-04" });
    expect(window.history.length).toBe(entries + 1);
    expect(document.cookie).toContain("layout=week");
    goTo("/book/bl_1");
    expect(result.current.state.layout).toBe("month");
    goTo("/book/bl_1?layout=week&month=2027-03&date=2027-03-04");
    expect(result.current.state).toMatchObject({ layout: "week", date: "2027-03-04" });
  });
});
