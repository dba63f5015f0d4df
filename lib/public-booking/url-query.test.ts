import { describe, expect, it } from "vitest";
import { clampMonth, monthWindow, readDate, readSlot } from "./url-query";

describe("clampMonth", () => {
  const window = monthWindow("2026-12");

  it("runs 24 months past the current one", () => expect(window).toEqual({ first: "2026-12", last: "2028-12" }));

  it.each([
    ["2027-06", "2027-06"],
    ["2026-12", "2026-12"],
    ["2028-12", "2028-12"],
    ["2029-01", "2028-12"],
    ["9999-12", "2028-12"],
    ["2199-12", "2028-12"],
    ["2026-11", "2026-12"],
    ["1969-12", "2026-12"],
    ["0000-01", "2026-12"],
    ["2026-00", undefined],
    ["2026-13", undefined],
    ["2026-1", undefined],
    ["10000-01", undefined],
    ["-001-01", undefined],
    [" 2027-01", undefined],
    ["2027-01\n", undefined],
    ["", undefined],
    [null, undefined],
  ])("%j → %j", (month, expected) => expect(clampMonth(month, window)).toBe(expected));
});

describe("readDate", () => {
  it.each([
    ["2027-01-15", "2027-01-15"],
    ["2028-02-29", "2028-02-29"],
    ["2000-02-29", "2000-02-29"],
    ["2027-02-29", undefined],
    ["2100-02-29", undefined],
    ["2026-02-30", undefined],
    ["2027-04-31", undefined],
    ["2027-01-00", undefined],
    ["2027-01-32", undefined],
    ["2027-13-01", undefined],
    ["2027-1-01", undefined],
    ["2027-01-15T00:00Z", undefined],
    [null, undefined],
  ])("%j → %j", (date, expected) => expect(readDate(date)).toBe(expected));
});

describe("readSlot", () => {
  it.each([
    ["2026-12-08T10:00Z", "2026-12-08T10:00:00.000Z"],
    ["2026-12-08T10:00:30Z", "2026-12-08T10:00:30.000Z"],
    ["2026-12-08T10:00:00.5Z", "2026-12-08T10:00:00.500Z"],
    ["2026-13-01T00:00Z", undefined],
    ["2026-02-30T10:00Z", undefined],
    ["2026-12-08T24:00Z", undefined],
    ["2026-12-08T10:60Z", undefined],
    ["2026-12-08T10:00:60Z", undefined],
    ["2026-12-08T10:00+01:00", undefined],
    ["2026-12-08T10:00 01:00", undefined],
    ["2026-12-08T10:00", undefined],
    ["+275760-09-13T00:00Z", undefined],
    ["2026-12-08T10:00Z".repeat(100), undefined],
    [null, undefined],
  ])("%j → %j", (slot, expected) => expect(readSlot(slot)).toBe(expected));
});
