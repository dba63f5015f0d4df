// Busy times from a large calendar: 5,000 events of which 200 recurring series (lib/testing/calendar-data.ts),
// expanded over a 90-day window by lib/icalendar's busyIntervals, as one feed and as 5,000 CalDAV resources.
// Figures only, no budget asserted. Alone: npx tsx bench/icalendar-expand.ts
import { busyIntervals } from "../lib/icalendar";
import { generateCalendar } from "../lib/testing/calendar-data";
import { round, summarize, timeRuns } from "./stats";

const WINDOW = { start: new Date("2026-06-01T00:00:00Z"), end: new Date("2026-08-30T00:00:00Z") };
const OPTIONS = { ignoreAllDay: false, zone: "America/New_York" };

export async function benchICalendar() {
  const { resources, feed } = generateCalendar({ events: 5_000, series: 200 });
  const rows = [];
  for (const [form, input] of [
    ["one feed", feed],
    ["5,000 CalDAV resources", resources],
  ] as const) {
    const coldStart = performance.now();
    const result = busyIntervals(input, WINDOW, OPTIONS);
    const coldMs = performance.now() - coldStart;
    const stats = summarize(await timeRuns(() => busyIntervals(input, WINDOW, OPTIONS), 10, 2));
    rows.push({
      form,
      kB: Math.round(Buffer.byteLength(typeof input === "string" ? input : input.join("")) / 1024),
      busyIntervals: result.intervals.length,
      skipped: result.skipped,
      capped: result.capped,
      firstMs: round(coldMs, 1),
      ...stats,
    });
  }
  return rows;
}

export const ICALENDAR_TITLE =
  "iCalendar busy times: 5,000 events (200 recurring series with EXDATEs and moved instances) over 90 days, parsed and expanded (budget: well under 1 s)";

if (process.argv[1]?.endsWith("icalendar-expand.ts")) {
  console.log(ICALENDAR_TITLE);
  benchICalendar().then(console.table);
}
