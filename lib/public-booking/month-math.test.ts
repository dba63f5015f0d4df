import { describe, expect, it } from "vitest";
import { daysInMonth, daysOfMonth, shiftMonth } from "./month-math";

describe("shiftMonth", () => {
  it.each([
    ["2026-11", 1, "2026-12"],
    ["2026-11", 2, "2027-01"],
    ["2026-01", -1, "2025-12"],
    ["2026-12", 24, "2028-12"],
    ["2026-03", 0, "2026-03"],
  ])("%s %+d → %s", (month, count, expected) => {
    expect(shiftMonth(month, count)).toBe(expected);
  });
});

describe("daysInMonth", () => {
  it.each([
    [2028, 2, 29, "a leap year"],
    [2027, 2, 28, "a common year"],
    [1900, 2, 28, "a century that is not a leap year"],
    [2000, 2, 29, "a fourth century"],
    [0, 2, 29, "year 0000, which the Date constructor would read as 1900"],
    [2026, 4, 30, "a 30-day month"],
    [2026, 12, 31, "December"],
  ])("%i-%i has %i days (%s)", (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it("lists every date of a month for the calendar", () => {
    expect(daysOfMonth("2028-02")).toHaveLength(29);
    expect(daysOfMonth("2026-03").at(-1)).toBe("2026-03-31");
  });
});
