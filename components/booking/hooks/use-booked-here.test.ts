import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookedHereScript } from "@/lib/public-booking/booked-here";
import { rememberBookedHere, useBookedHere, useLeaveBookedTime } from "./use-booked-here";

afterEach(cleanup);
afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/book/bl_1");
});

const SLOT = "2027-03-18T09:00:00.000Z";

describe("useBookedHere", () => {
  it("knows the tab's booked times from its first render, and hears of those booked later", () => {
    rememberBookedHere("bl_1", SLOT);
    const { result } = renderHook(() => useBookedHere("bl_1"));
    expect(result.current).toEqual([Date.parse(SLOT)]);
    act(() => rememberBookedHere("bl_2", "2027-03-18T10:00:00Z"));
    expect(result.current).toEqual([Date.parse(SLOT)]);
    act(() => rememberBookedHere("bl_1", "2027-03-18T10:00:00Z"));
    expect(result.current).toEqual([Date.parse(SLOT), Date.parse("2027-03-18T10:00:00Z")]);
  });

  it("reads again on pageshow what the confirmation's inline script recorded meanwhile", () => {
    const { result } = renderHook(() => useBookedHere("bl_1"));
    expect(result.current).toEqual([]);
    new Function("sessionStorage", bookedHereScript("bl_1", SLOT))(sessionStorage);
    act(() => void window.dispatchEvent(new Event("pageshow")));
    expect(result.current).toEqual([Date.parse(SLOT)]);
  });
});

describe("useLeaveBookedTime", () => {
  function render(booked: string | undefined) {
    const actions = { leave: vi.fn(), say: vi.fn() };
    const hook = renderHook(({ slot }) => useLeaveBookedTime(slot, actions), { initialProps: { slot: booked } });
    return { ...hook, actions };
  }

  it("leaves quietly a booked time the page came to (Back to a form posted before its scripts ran)", () => {
    window.history.replaceState(null, "", `/book/bl_1?slot=${encodeURIComponent(SLOT)}`);
    const { actions } = render(SLOT);
    expect(actions.leave).toHaveBeenCalledTimes(1);
    expect(actions.say).not.toHaveBeenCalled();
  });

  it("says so for a booked time chosen on the page, and does nothing for other times", () => {
    const { actions, rerender } = render(undefined);
    expect(actions.leave).not.toHaveBeenCalled();
    rerender({ slot: SLOT });
    expect(actions.say).toHaveBeenCalledWith(SLOT);
    expect(actions.leave).toHaveBeenCalledTimes(1);
  });
});
