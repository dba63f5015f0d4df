import { describe, expect, it } from "vitest";
import { addDays, nextDayWithTimes, otherMonthOfWeek, weekAnchor, weekOf, weekStep } from "./week-math";

const SUNDAY = 0;
const MONDAY = 1;
const slot = { start: "2026-12-02T09:00:00.000Z", end: "2026-12-02T09:30:00.000Z" };

describe("addDays", () => {
  it.each([
    ["2026-11-29", 3, "2026-12-02", "across a month"],
    ["2026-12-30", 7, "2027-01-06", "across a year"],
    ["2028-02-28", 1, "2028-02-29", "into a leap day"],
    ["2027-03-01", -1, "2027-02-28", "back across February"],
    ["2026-03-28", 2, "2026-03-30", "over Europe's DST change (dates, not instants)"],
    ["0001-01-01", 1, "0001-01-02", "year 0001, which Date.UTC would read as 1901"],
  ])("%s %+d → %s (%s)", (date, count, expected) => {
    expect(addDays(date, count)).toBe(expected);
  });
});

describe("weekOf", () => {
  it("starts on Sunday in en-US and Japan", () => {
    // 2026-12-02 is a Wednesday.
    expect(weekOf("2026-12-02", SUNDAY)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
  });

  it("starts on Monday elsewhere", () => {
    expect(weekOf("2026-12-02", MONDAY)[0]).toBe("2026-11-30");
    expect(weekOf("2026-12-02", MONDAY)[6]).toBe("2026-12-06");
  });

  it.each([
    ["2026-11-29", SUNDAY, "2026-11-29", "a Sunday opens its own week"],
    ["2026-11-29", MONDAY, "2026-11-23", "a Sunday closes the Monday week"],
    ["2027-01-01", MONDAY, "2026-12-28", "across a year"],
  ])("%s (first day %i) is in the week from %s: %s", (date, firstDay, start) => {
    expect(weekOf(date, firstDay as 0 | 1)[0]).toBe(start);
  });
});

describe("weekAnchor", () => {
  it("is the chosen date", () => expect(weekAnchor("2026-12", "2026-12-09", { "2026-12-02": [slot] })).toBe("2026-12-09"));
  it("else the month's first day with times", () =>
    expect(weekAnchor("2026-12", undefined, { "2026-12-14": [slot], "2026-12-02": [slot], "2026-11-30": [slot] })).toBe("2026-12-02"));
  it("else the month's first day", () => expect(weekAnchor("2026-12", undefined, {})).toBe("2026-12-01"));
  it("else, while the month loads, its first day", () => expect(weekAnchor("2026-12", undefined, undefined)).toBe("2026-12-01"));
});

describe("otherMonthOfWeek", () => {
  const months = { first: "2026-11", last: "2027-01" };
  it("is the month a week reaches into", () => {
    expect(otherMonthOfWeek(weekOf("2026-12-02", SUNDAY), "2026-12", months)).toBe("2026-11");
    expect(otherMonthOfWeek(weekOf("2026-11-29", SUNDAY), "2026-11", months)).toBe("2026-12");
  });
  it("is none for a week inside the month", () =>
    expect(otherMonthOfWeek(weekOf("2026-12-09", SUNDAY), "2026-12", months)).toBeUndefined());
  it("is none outside the months the calendar opens (past, or past its horizon)", () => {
    expect(otherMonthOfWeek(weekOf("2026-11-02", MONDAY), "2026-11", months)).toBeUndefined();
    expect(otherMonthOfWeek(weekOf("2027-01-31", SUNDAY), "2027-01", months)).toBeUndefined();
  });
});

describe("weekStep", () => {
  const months = { first: "2026-11", last: "2026-12" };
  const windowOpens = "2026-11-01";
  it.each<[string, -1 | 1, 0 | 1, string, { month: string; date: string } | undefined, string]>([
    ["2026-11-26", 1, SUNDAY, windowOpens, { month: "2026-12", date: "2026-12-03" }, "forward into the next month"],
    ["2026-12-03", -1, SUNDAY, windowOpens, { month: "2026-11", date: "2026-11-26" }, "back into the previous month"],
    [
      "2026-11-04",
      -1,
      MONDAY,
      windowOpens,
      { month: "2026-11", date: "2026-11-01" },
      "back to the window's first day, the last of the week before",
    ],
    ["2026-11-05", -1, SUNDAY, windowOpens, undefined, "the window's first week: none before it"],
    ["2026-12-28", 1, SUNDAY, windowOpens, undefined, "the window's last week: none after it"],
    ["2026-12-24", 1, SUNDAY, windowOpens, { month: "2026-12", date: "2026-12-31" }, "forward to the window's last day"],
    ["2026-11-26", -1, SUNDAY, "2026-11-24", undefined, "today's week: none before it, though its month began weeks earlier"],
    ["2026-12-01", -1, SUNDAY, "2026-11-26", { month: "2026-11", date: "2026-11-26" }, "back to today, not to the past days of its week"],
    ["2026-12-10", -1, MONDAY, "2026-11-26", { month: "2026-12", date: "2026-12-03" }, "a week back, when that is after today"],
  ])("%s %+d (first day %i, today %s) → %o (%s)", (anchor, direction, firstDay, today, expected) => {
    expect(weekStep(anchor, direction, months, firstDay, today)).toEqual(expected);
  });
});

describe("nextDayWithTimes", () => {
  it("is the first later day that has times", () => {
    expect(nextDayWithTimes("2026-12-05", { "2026-12-05": [slot], "2026-12-20": [slot], "2026-12-09": [], "2026-12-11": [slot] })).toBe(
      "2026-12-11",
    );
  });
  it("is none when no later day has times", () => expect(nextDayWithTimes("2026-12-05", { "2026-12-01": [slot] })).toBeUndefined());
});
