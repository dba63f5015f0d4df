import { describe, expect, it } from "vitest";
import { SlotList } from "./slot-list";

const HOUR = 3_600_000;
const MONDAY = Date.UTC(2026, 10, 30, 9);

/** `count` 30-minute slots an hour apart from Monday 09:00 UTC. */
const slots = (count: number) => Array.from({ length: count }, (_, i) => ({ start: MONDAY + i * HOUR, end: MONDAY + i * HOUR + HOUR / 2 }));

describe("a slot list's memory", () => {
  it("is its starts until an answer is written, then its starts and the answer it keeps", () => {
    const list = new SlotList(slots(10), MONDAY, Number.POSITIVE_INFINITY);
    expect(list.bytes).toBe(80);
    const json = list.json(MONDAY, MONDAY + 9 * HOUR);
    expect(JSON.parse(json).availableSlots).toHaveLength(10);
    expect(list.bytes).toBe(80 + json.length);
  });

  it("counts only the last answer: another range replaces it rather than adding to it", () => {
    const list = new SlotList(slots(10), MONDAY, Number.POSITIVE_INFINITY);
    list.json(MONDAY, MONDAY + 9 * HOUR);
    const fewer = list.json(MONDAY + 8 * HOUR, MONDAY + 9 * HOUR);
    expect(JSON.parse(fewer).availableSlots).toEqual([
      { start: "2026-11-30T17:00:00.000Z", end: "2026-11-30T17:30:00.000Z" },
      { start: "2026-11-30T18:00:00.000Z", end: "2026-11-30T18:30:00.000Z" },
    ]);
    expect(list.bytes).toBe(80 + fewer.length);
  });
});
