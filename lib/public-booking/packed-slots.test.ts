import { describe, expect, it } from "vitest";
import type { SlotsByDay } from "./month-math";
import { packSlots, unpackSlots } from "./packed-slots";

const slot = (start: string, minutes: number) => ({
  start: new Date(start).toISOString(),
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

/** A month as the page loads it: two local days in Kathmandu (UTC+5:45), one slot crossing UTC midnight. */
const month: SlotsByDay = {
  "2026-12-01": [slot("2026-12-01T03:15:00Z", 30), slot("2026-12-01T03:30:00Z", 30), slot("2026-12-01T18:00:00Z", 30)],
  "2026-12-03": [slot("2026-12-02T23:45:00Z", 45)],
};

describe("the booking page's packed slots", () => {
  it("unpack to exactly the slots packed, day by day", () => {
    expect(unpackSlots(packSlots(month))).toEqual(month);
    expect(unpackSlots(packSlots({}))).toEqual({});
    expect(unpackSlots(packSlots({ "2026-12-01": [] }))).toEqual({ "2026-12-01": [] });
  });

  it("count in minutes where every time is whole minutes, in milliseconds otherwise, exactly either way", () => {
    expect(packSlots(month)).toMatchObject({ unit: 60_000, days: { "2026-12-01": [0, 30, 15, 30, 870, 30] } });
    const odd = { "2026-12-01": [{ start: "2026-12-01T03:15:00.500Z", end: "2026-12-01T03:45:00.500Z" }] };
    expect(packSlots(odd).unit).toBe(1);
    expect(unpackSlots(packSlots(odd))).toEqual(odd);
  });

  it("start from the earliest slot whatever the order of the days given", () => {
    const unordered: SlotsByDay = { "2026-12-03": month["2026-12-03"]!, "2026-12-01": month["2026-12-01"]! };
    const packed = packSlots(unordered);
    expect(packed.start).toBe("2026-12-01T03:15:00.000Z");
    expect(unpackSlots(packed)).toEqual(unordered);
  });

  it("are several times smaller than the slots as objects (a full month of a 30-minute link's times)", () => {
    const days: SlotsByDay = {};
    for (let day = 1; day <= 31; day++)
      days[`2026-12-${String(day).padStart(2, "0")}`] = Array.from({ length: 23 }, (_, i) =>
        slot(new Date(Date.UTC(2026, 11, day, 14) + i * 15 * 60_000).toISOString(), 30),
      );
    expect(JSON.stringify(packSlots(days)).length * 8).toBeLessThan(JSON.stringify(days).length);
  });

  it("take a month of one-minute slots around the clock (44,640) without running out of stack", () => {
    const from = Date.UTC(2026, 11, 1);
    const days: SlotsByDay = {};
    for (let minute = 0; minute < 31 * 24 * 60; minute++) {
      const start = new Date(from + minute * 60_000).toISOString();
      const day = start.slice(0, 10);
      const list = days[day] ?? [];
      list.push(slot(start, 1));
      days[day] = list;
    }
    const packed = packSlots(days);
    expect(packed.start).toBe("2026-12-01T00:00:00.000Z");
    expect(unpackSlots(packed)).toEqual(days);
  });
});
