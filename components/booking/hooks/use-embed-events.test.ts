import { cleanup, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmbedEvent } from "@/lib/embed/embed-events";
import { EmbedEventsContext, useBookingEmbedEvents, useConfirmationEmbedEvents, useFrameEvents } from "./use-embed-events";

// Unmount what each test rendered (Testing Library cleans up by itself only with vitest's globals on).
afterEach(cleanup);

function recorder() {
  const sent: EmbedEvent[] = [];
  const send = (event: EmbedEvent) => void sent.push(event);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(EmbedEventsContext.Provider, { value: send }, children);
  return { sent, send, wrapper };
}

afterEach(() => vi.restoreAllMocks());

describe("useFrameEvents", () => {
  it("sends ready, then the page's height in whole pixels", () => {
    vi.spyOn(document.documentElement, "getBoundingClientRect").mockReturnValue({ height: 640.2 } as DOMRect);
    const { sent, send } = recorder();
    renderHook(() => useFrameEvents(send));
    expect(sent).toEqual([{ type: "ready" }, { type: "resize", height: 641 }]);
  });

  it("sends them again only for another sender, not on every render", () => {
    vi.spyOn(document.documentElement, "getBoundingClientRect").mockReturnValue({ height: 300 } as DOMRect);
    const { sent, send } = recorder();
    const { rerender } = renderHook(() => useFrameEvents(send));
    rerender();
    rerender();
    expect(sent.map((event) => event.type)).toEqual(["ready", "resize"]);
  });
});

describe("useBookingEmbedEvents", () => {
  const days = { "2027-03-03": [], "2027-03-04": [] };

  it("sends slots-loaded per month loaded, then the visitor's choices in order", () => {
    const { sent, wrapper } = recorder();
    const { result, rerender } = renderHook((props) => useBookingEmbedEvents(props), {
      wrapper,
      initialProps: { month: "2027-03", days: undefined as typeof days | undefined },
    });
    expect(sent).toEqual([]);
    rerender({ month: "2027-03", days });
    result.current({ date: "2027-03-04" });
    result.current({ date: "2027-03-04", slot: "2027-03-04T09:00:00.000Z" });
    result.current({ hours: "12" });
    expect(sent).toEqual([
      { type: "slots-loaded", month: "2027-03", days: 2 },
      { type: "date-selected", date: "2027-03-04" },
      { type: "slot-selected", start: "2027-03-04T09:00:00.000Z" },
    ]);
  });

  it("sends booking-failed once per failed post, with the reason's code", () => {
    const { sent, wrapper } = recorder();
    const taken = { formError: "errorSlotTaken", slotLost: true };
    const { rerender } = renderHook((props) => useBookingEmbedEvents(props), {
      wrapper,
      initialProps: { month: "2027-03", days: undefined, failure: taken },
    });
    rerender({ month: "2027-03", days: undefined, failure: taken });
    rerender({ month: "2027-03", days: undefined, failure: { formError: "errorSummary", slotLost: false } });
    expect(sent).toEqual([
      { type: "booking-failed", code: "SLOT_UNAVAILABLE" },
      { type: "booking-failed", code: "INVALID" },
    ]);
  });
});

describe("useBookingEmbedEvents when a month's slots cannot be had", () => {
  it("sends slots-failed for that month, once", () => {
    const { sent, wrapper } = recorder();
    const { rerender } = renderHook((props) => useBookingEmbedEvents(props), {
      wrapper,
      initialProps: { month: "2027-03", days: undefined, slotsFailed: false },
    });
    rerender({ month: "2027-04", days: undefined, slotsFailed: true });
    rerender({ month: "2027-04", days: undefined, slotsFailed: true });
    expect(sent).toEqual([{ type: "slots-failed", month: "2027-04" }]);
  });
});

describe("useConfirmationEmbedEvents", () => {
  const booking = { bookingId: "bk_1", start: "2027-03-04T09:00:00.000Z", end: "2027-03-04T09:30:00.000Z" };

  it("sends booking-succeeded, then the redirect, once", () => {
    const { sent, wrapper } = recorder();
    const { rerender } = renderHook(() => useConfirmationEmbedEvents(booking, "https://example.com/thanks?booking_id=bk_1"), { wrapper });
    rerender();
    expect(sent).toEqual([
      { type: "booking-succeeded", ...booking },
      { type: "redirect", url: "https://example.com/thanks?booking_id=bk_1" },
    ]);
  });

  it("sends no redirect when the link has none", () => {
    const { sent, wrapper } = recorder();
    renderHook(() => useConfirmationEmbedEvents(booking, undefined), { wrapper });
    expect(sent.map((event) => event.type)).toEqual(["booking-succeeded"]);
  });
});
