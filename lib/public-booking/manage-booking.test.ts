import { describe, expect, it } from "vitest";
import {
  allowedChanges,
  manageHref,
  managePath,
  outcomeEvent,
  readManageQuery,
  shownStep,
  type VisitorBooking,
  withReadableAnswers,
} from "./manage-booking";

const NOW = Date.parse("2027-03-10T12:00:00Z");
const booking = (overrides: Partial<VisitorBooking> = {}): VisitorBooking => ({
  id: "bk_2",
  status: "CONFIRMED",
  bookingLinkId: "bl_intro",
  durationId: "bl_intro_30",
  start: "2027-03-14T09:00:00.000Z",
  end: "2027-03-14T09:30:00.000Z",
  timezone: "Asia/Kolkata",
  cancellationReason: null,
  cancelledBy: null,
  rescheduledFromBookingId: null,
  ical: { uid: "bk_1", sequence: 1 },
  title: "Vera and Ana",
  location: null,
  attendees: [],
  answers: [],
  ...overrides,
});

describe("the manage URL", () => {
  it.each([
    [{}, { step: "view" }],
    [{ step: "cancel" }, { step: "cancel" }],
    [
      { step: "reschedule", done: "rescheduled" },
      { step: "reschedule", done: "rescheduled" },
    ],
    [{ step: "delete", done: "booked", error: "<script>" }, { step: "view" }],
    [
      { step: ["cancel", "reschedule"], error: "slot-taken" },
      { step: "cancel", error: "slot-taken" },
    ],
    [{ constructor: "x" }, { step: "view" }],
  ])("%o reads as %o", (params, expected) => {
    expect(readManageQuery(params as Record<string, string | string[]>)).toEqual({ done: undefined, error: undefined, ...expected });
  });

  it("writes the step, outcome and error, then what the page keeps, leaving out empty values", () => {
    const path = managePath("bk_1.1.abc", true);
    expect(path).toBe("/embed/booking/bk_1.1.abc");
    expect(manageHref(path, { step: "reschedule", error: "same-time" }, { tz: "Europe/Berlin", hours: undefined, embedId: "e1" })).toBe(
      "/embed/booking/bk_1.1.abc?step=reschedule&error=same-time&tz=Europe%2FBerlin&embedId=e1",
    );
    expect(manageHref(managePath("bk_1.1.abc"), { step: "view" })).toBe("/booking/bk_1.1.abc");
  });
});

describe("what a visitor may change", () => {
  const open = { bookable: true };
  it.each([
    ["a confirmed booking", booking(), open, { cancel: true, reschedule: true }],
    ["a booking awaiting approval", booking({ status: "PENDING" }), open, { cancel: true, reschedule: true }],
    ["a cancelled booking", booking({ status: "CANCELLED" }), open, { cancel: false, reschedule: false, reason: "inactive" }],
    ["a declined booking", booking({ status: "DECLINED" }), open, { cancel: false, reschedule: false, reason: "inactive" }],
    ["a meeting under way", booking({ start: "2027-03-10T11:45:00.000Z" }), open, { cancel: false, reschedule: false, reason: "started" }],
    [
      "a meeting starting now",
      booking({ start: "2027-03-10T12:00:00.000Z" }),
      open,
      { cancel: false, reschedule: false, reason: "started" },
    ],
    ["a booking of a disabled link", booking(), { bookable: false }, { cancel: true, reschedule: false, reason: "link-unavailable" }],
  ])("%s", (_name, b, link, expected) => {
    expect(allowedChanges(b, link, NOW)).toEqual(expected);
  });

  it("shows a step only when it is allowed", () => {
    const onlyCancel = allowedChanges(booking(), { bookable: false }, NOW);
    expect(shownStep("reschedule", onlyCancel)).toBe("view");
    expect(shownStep("cancel", onlyCancel)).toBe("cancel");
    expect(shownStep("cancel", allowedChanges(booking({ status: "CANCELLED" }), { bookable: true }, NOW))).toBe("view");
  });
});

describe("the embed event after a change", () => {
  it("carries ids and times only", () => {
    expect(outcomeEvent("cancelled", booking({ status: "CANCELLED", cancellationReason: "Ill" }))).toEqual({
      type: "booking-cancelled",
      bookingId: "bk_2",
      start: "2027-03-14T09:00:00.000Z",
      end: "2027-03-14T09:30:00.000Z",
    });
    expect(outcomeEvent("rescheduled", booking({ rescheduledFromBookingId: "bk_1" }))).toEqual({
      type: "booking-rescheduled",
      bookingId: "bk_2",
      previousBookingId: "bk_1",
      start: "2027-03-14T09:00:00.000Z",
      end: "2027-03-14T09:30:00.000Z",
    });
  });

  it("is not sent when the booking does not show the outcome the URL claims", () => {
    expect(outcomeEvent("cancelled", booking())).toBeUndefined();
    expect(outcomeEvent("rescheduled", booking())).toBeUndefined();
    expect(outcomeEvent(undefined, booking({ status: "CANCELLED" }))).toBeUndefined();
  });
});

describe("withReadableAnswers", () => {
  it("shows choices by their labels and boxes as ticks, other answers as given", () => {
    const options = [
      { value: "a", label: "Apples" },
      { value: "b", label: "Bananas" },
    ];
    const fields = [
      { id: "f1", name: "plan", type: "SELECT" as const, label: "Plan", required: true, placeholder: "", options },
      { id: "f2", name: "topics", type: "MULTI_SELECT" as const, label: "Topics", required: false, placeholder: "", options },
      { id: "f3", name: "ok", type: "CHECKBOX" as const, label: "OK", required: false, placeholder: "" },
    ];
    const answers = [
      { fieldId: "f1", label: "Plan", value: "b" },
      { fieldId: "f2", label: "Topics", value: '["a","b"]' },
      { fieldId: "f3", label: "OK", value: "false" },
      { label: "Old", value: "as typed" },
    ];
    const booking = { answers } as unknown as VisitorBooking;
    expect(withReadableAnswers(booking, fields).answers.map((a) => a.value)).toEqual(["Bananas", "Apples, Bananas", "✗", "as typed"]);
  });
});
