import { describe, expect, it } from "vitest";
import { localDayStart } from "./day-range";

// Run under UTC and under Pacific/Chatham (npm run test:engine), whose 2027-04-04 has 25 hours.
describe("localDayStart", () => {
  it("is local midnight of the day, and of the day after for a day's end, across a DST change", () => {
    for (const [day, next] of [
      ["2027-04-04", 5],
      ["2026-09-27", 28],
      ["2026-12-31", 1],
    ] as const) {
      const start = localDayStart(day);
      const end = localDayStart(day, 1);
      expect([start.getFullYear(), start.getMonth() + 1, start.getDate(), start.getHours(), start.getMinutes()]).toEqual([
        Number(day.slice(0, 4)),
        Number(day.slice(5, 7)),
        Number(day.slice(8, 10)),
        0,
        0,
      ]);
      expect([end.getDate(), end.getHours(), end.getMinutes()]).toEqual([next, 0, 0]);
    }
  });
});
