// A month's slots as the booking page's first HTML hands them to its script,
// packed: as objects ({"start":"…","end":"…"}, escaped once more inside the
// RSC data) a full month of the demo's 30-minute link (713 slots) would take
// ~57 KB of the page, packed ~4 KB, which keeps the page within its 60 KB
// budget (docs/benchmarks.md, "Page weight"). The page's markup is rendered
// from the unpacked slots, on the server as in the browser.
import type { SlotsByDay } from "./month-math";

const MINUTE = 60_000;

export interface PackedSlots {
  /** The earliest slot's start, ISO 8601 (undefined when there is none): where the first day's pairs count from. */
  start?: string;
  /** The unit of `days`, in ms: a minute, or 1 when some start or length is not whole minutes. */
  unit: number;
  /** Each local day's slots as pairs [start, length], each start counted from the slot before (the first from `start`). */
  days: Record<string, number[]>;
}

export function packSlots(days: SlotsByDay): PackedSlots {
  const parsed = Object.entries(days).map(([day, slots]) => ({
    day,
    times: slots.map((slot): [number, number] => [Date.parse(slot.start), Date.parse(slot.end)]),
  }));
  const unit = parsed.every(({ times }) => times.every(([start, end]) => start % MINUTE === 0 && end % MINUTE === 0)) ? MINUTE : 1;
  // A loop, not Math.min(...): a month of one-minute slots would pass tens of thousands of arguments.
  let earliest = Number.POSITIVE_INFINITY;
  for (const { times } of parsed) for (const [start] of times) earliest = Math.min(earliest, start);
  const any = earliest !== Number.POSITIVE_INFINITY;
  let previous = any ? earliest : 0;
  const packed: PackedSlots["days"] = {};
  for (const { day, times } of parsed) {
    packed[day] = times.flatMap(([start, end]) => {
      const pair = [(start - previous) / unit, (end - start) / unit];
      previous = start;
      return pair;
    });
  }
  return { start: any ? new Date(earliest).toISOString() : undefined, unit, days: packed };
}

/** The slots `packSlots` was given, their times written as `Date.toISOString` writes them. */
export function unpackSlots({ start, unit, days }: PackedSlots): SlotsByDay {
  let previous = start === undefined ? 0 : Date.parse(start);
  const unpacked: SlotsByDay = {};
  for (const [day, pairs] of Object.entries(days)) {
    const slots: SlotsByDay[string] = [];
    for (let i = 0; i < pairs.length; i += 2) {
      const at = previous + pairs[i]! * unit;
      slots.push({ start: new Date(at).toISOString(), end: new Date(at + pairs[i + 1]! * unit).toISOString() });
      previous = at;
    }
    unpacked[day] = slots;
  }
  return unpacked;
}
