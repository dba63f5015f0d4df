import { describe, expect, it } from "vitest";
import { seededRandom } from "../testing/seeded-random";
import { type SlotLock, slotLocks } from "./slot-locks";

const at = (time: string) => Date.parse(`2026-12-08T${time}:00Z`);
const HOUR = 3_600_000;

/** Whether two transactions holding these locks would wait for each other. */
function wait(a: SlotLock[], b: SlotLock[]): boolean {
  return a.some((x) => b.some((y) => x.key === y.key && (x.exclusive || y.exclusive)));
}

describe("slot locks", () => {
  it("make bookings of one host with overlapping spans wait for each other", () => {
    expect(wait(slotLocks(["h"], at("10:00"), at("10:30")), slotLocks(["h"], at("10:15"), at("11:00")))).toBe(true);
    expect(wait(slotLocks(["h"], at("10:00"), at("10:30")), slotLocks(["h"], at("10:29"), at("10:31")))).toBe(true);
  });

  it("let bookings of one host at other times go ahead", () => {
    expect(wait(slotLocks(["h"], at("10:00"), at("10:30")), slotLocks(["h"], at("10:30"), at("11:00")))).toBe(false);
    expect(wait(slotLocks(["h"], at("10:00"), at("10:30")), slotLocks(["h"], at("14:00"), at("15:00")))).toBe(false);
  });

  it("never make different hosts wait for each other", () => {
    expect(wait(slotLocks(["a"], at("10:00"), at("11:00")), slotLocks(["b"], at("10:00"), at("11:00")))).toBe(false);
  });

  it("make a multi-day span wait for the short spans it overlaps, and not for other days", () => {
    const long = slotLocks(["h"], at("09:00"), at("09:00") + 3 * 24 * HOUR);
    expect(long.length).toBeLessThanOrEqual(4);
    expect(wait(long, slotLocks(["h"], at("08:00") + 2 * 24 * HOUR, at("08:30") + 2 * 24 * HOUR))).toBe(true);
    expect(wait(long, slotLocks(["h"], at("08:00") - 2 * 24 * HOUR, at("08:30") - 2 * 24 * HOUR))).toBe(false);
    expect(wait(long, slotLocks(["h"], at("23:00") + 3 * 24 * HOUR, at("23:30") + 3 * 24 * HOUR))).toBe(true); // same UTC day as its end
  });

  it("lock whole days for collective links with many hosts, still meeting the other bookings of each host", () => {
    const hosts = Array.from({ length: 20 }, (_, i) => `h${i}`);
    const many = slotLocks(hosts, at("10:00"), at("11:30"));
    expect(many).toHaveLength(20);
    expect(many.every((l) => l.exclusive)).toBe(true);
    expect(wait(many, slotLocks(["h7"], at("11:00"), at("11:30")))).toBe(true);
    expect(wait(many, slotLocks(["h7", "h8"], at("16:00"), at("16:30")))).toBe(true); // the price: the same day waits
  });

  it("make any two overlapping spans of a shared host wait (random spans)", () => {
    const random = seededRandom(11);
    const span = () => {
      const start = at("00:00") + Math.floor(random() * 3 * 24 * 12) * 5 * 60_000;
      const minutes = [5, 30, 45, 90, 400, 2_000][Math.floor(random() * 6)]!;
      return {
        start,
        end: start + minutes * 60_000,
        hosts: random() < 0.5 ? ["h"] : ["h", ...Array.from({ length: 30 }, (_, i) => `x${i}`)],
      };
    };
    let overlapping = 0;
    for (let i = 0; i < 2_000; i++) {
      const a = span();
      const b = span();
      if (a.start < b.end && b.start < a.end) {
        overlapping++;
        expect(wait(slotLocks(a.hosts, a.start, a.end), slotLocks(b.hosts, b.start, b.end))).toBe(true);
      }
    }
    expect(overlapping).toBeGreaterThan(100);
  });

  it("come sorted by key, each key once", () => {
    const locks = slotLocks(["b", "a", "c"], at("10:00"), at("11:00"));
    const keys = locks.map((l) => l.key);
    expect(keys).toEqual([...keys].sort((x, y) => (x < y ? -1 : 1)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(locks.filter((l) => !l.exclusive)).toHaveLength(3); // each host's day, shared
  });
});
