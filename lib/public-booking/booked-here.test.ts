import { describe, expect, it } from "vitest";
import { BOOKED_HERE_KEY, BOOKED_HERE_MAX, bookedHereScript, recordBookedHere } from "./booked-here";

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[BOOKED_HERE_KEY, initial]]);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}
const kept = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.items.get(BOOKED_HERE_KEY) ?? "{}");

describe("recordBookedHere", () => {
  it("keeps each booked instant once per link, whatever its ISO form", () => {
    const storage = memoryStorage();
    recordBookedHere(storage, BOOKED_HERE_KEY, BOOKED_HERE_MAX, "bl_1", "2027-03-18T09:00:00.000Z");
    recordBookedHere(storage, BOOKED_HERE_KEY, BOOKED_HERE_MAX, "bl_1", "2027-03-18T09:00:00Z");
    recordBookedHere(storage, BOOKED_HERE_KEY, BOOKED_HERE_MAX, "bl_2", "2027-03-18T10:00:00Z");
    expect(kept(storage)).toEqual({ bl_1: [Date.parse("2027-03-18T09:00:00Z")], bl_2: [Date.parse("2027-03-18T10:00:00Z")] });
  });

  it("keeps the latest times only, starts afresh from what it cannot read, and ignores an instant that is none", () => {
    const storage = memoryStorage("not json");
    for (let i = 0; i < 5; i++) recordBookedHere(storage, BOOKED_HERE_KEY, 3, "bl_1", new Date(Date.UTC(2027, 2, 18, i)).toISOString());
    recordBookedHere(storage, BOOKED_HERE_KEY, 3, "bl_1", "soon");
    expect(kept(storage).bl_1).toEqual([2, 3, 4].map((h) => Date.UTC(2027, 2, 18, h)));
  });
});

describe("bookedHereScript", () => {
  it("runs on its own, as the confirmation's inline script, and records the booking", () => {
    const storage = memoryStorage(JSON.stringify({ bl_1: [1] }));
    new Function("sessionStorage", bookedHereScript("bl_1", "2027-03-18T09:00:00Z"))(storage);
    expect(kept(storage)).toEqual({ bl_1: [1, Date.parse("2027-03-18T09:00:00Z")] });
  });

  it("cannot be closed by a value, and a refused storage is no error", () => {
    expect(bookedHereScript("</script><script>alert(1)//", "x")).not.toContain("</script>");
    const refused = {
      getItem: () => null,
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => new Function("sessionStorage", bookedHereScript("bl_1", "2027-03-18T09:00:00Z"))(refused)).not.toThrow();
  });
});
