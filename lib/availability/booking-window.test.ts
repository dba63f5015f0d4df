import { describe, expect, it } from "vitest";
import { addPeriod, bookingWindow, type Period } from "./booking-window";
import { utc } from "./test-factories";

const NO_RULES = { minNoticePeriod: null, maxFuturePeriod: null, minDate: null, maxDate: null };

describe("addPeriod", () => {
  it.each<[string, Period, string, string]>([
    ["2026-01-31T10:00Z", { unit: "MONTH", quantity: 1 }, "2026-02-28T10:00Z", "calendar months in UTC, clamped to the month's end"],
    ["2026-01-31T10:00Z", { unit: "MONTH", quantity: 13 }, "2027-02-28T10:00Z", "across a year"],
    // 03:00 on 2026-09-27 does not exist in Pacific/Chatham (02:45 → 03:45): a
    // month added through the process's own zone (date-fns-tz's toZonedTime and
    // fromZonedTime) lands an hour late under TZ=Pacific/Chatham.
    ["2026-08-27T03:00Z", { unit: "MONTH", quantity: 1 }, "2026-09-27T03:00Z", "not moved by a DST gap of the process's TZ"],
    ["2026-03-08T01:30Z", { unit: "DAY", quantity: 1 }, "2026-03-09T01:30Z", "days are 24 hours of real time"],
    ["2026-03-08T01:30Z", { unit: "WEEK", quantity: 2 }, "2026-03-22T01:30Z", "weeks are 7 days"],
    ["2026-03-08T01:30Z", { unit: "HOUR", quantity: 4 }, "2026-03-08T05:30Z", "hours"],
    ["2026-03-08T01:30Z", { unit: "MINUTE", quantity: 90 }, "2026-03-08T03:00Z", "minutes"],
  ])("%s + %o → %s (%s)", (now, period, expected) => {
    expect(addPeriod(utc(now), period)).toBe(utc(expected));
  });
});

describe("bookingWindow", () => {
  it("takes the later of notice and minDate, the earlier of horizon and maxDate", () => {
    const now = utc("2026-01-31T10:00Z");
    const window = bookingWindow(
      {
        minNoticePeriod: { unit: "HOUR", quantity: 4 },
        maxFuturePeriod: { unit: "WEEK", quantity: 2 },
        minDate: new Date(utc("2026-01-31T12:00Z")),
        maxDate: new Date(utc("2026-03-01T00:00Z")),
      },
      now,
    );
    expect(window).toEqual({ earliestStart: utc("2026-01-31T14:00Z"), latestStart: utc("2026-02-14T10:00Z") });
  });

  it("lets minDate and maxDate bind when they are the tighter limits", () => {
    const now = utc("2026-01-31T10:00Z");
    const window = bookingWindow(
      {
        minNoticePeriod: { unit: "HOUR", quantity: 1 },
        maxFuturePeriod: { unit: "MONTH", quantity: 2 },
        minDate: new Date(utc("2026-02-02T00:00Z")),
        maxDate: new Date(utc("2026-02-10T00:00Z")),
      },
      now,
    );
    expect(window).toEqual({ earliestStart: utc("2026-02-02T00:00Z"), latestStart: utc("2026-02-10T00:00Z") });
  });

  it("never offers the past, even without a notice period", () => {
    const now = utc("2026-01-31T10:00Z");
    expect(bookingWindow({ ...NO_RULES, minDate: new Date(utc("2025-12-01T00:00Z")) }, now).earliestStart).toBe(now);
    expect(bookingWindow(NO_RULES, now)).toEqual({ earliestStart: now, latestStart: Number.MAX_SAFE_INTEGER });
  });
});
