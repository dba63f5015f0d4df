// A large, realistic calendar for benchmarks: `events` events of which `series` recur (daily on weekdays, weekly,
// every two weeks, monthly by weekday or by day; some with COUNT or UNTIL, EXDATEs and moved instances), the rest
// single meetings and a few all-day days, spread over two years around `around`, in New York time with its
// VTIMEZONE as Google and Apple write it. As CalDAV resources (one VCALENDAR per UID) or as one feed.
import { asFeed, vcalendar, vevent, vtimezoneNewYork } from "./icalendar-cases";
import { seededRandom } from "./seeded-random";

export interface GeneratedCalendar {
  resources: string[];
  feed: string;
}

const DAY = 86_400_000;
const TZ = "TZID=America/New_York";

/** Wall-clock fields of a UTC-read epoch as an iCalendar local date-time (or date). */
function stamp(wall: number, date = false): string {
  const iso = new Date(wall).toISOString();
  const day = iso.slice(0, 10).replaceAll("-", "");
  return date ? day : `${day}T${iso.slice(11, 19).replaceAll(":", "")}`;
}

const RULES = [
  "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
  "FREQ=WEEKLY",
  "FREQ=WEEKLY;BYDAY=TU,TH",
  "FREQ=WEEKLY;INTERVAL=2",
  "FREQ=MONTHLY;BYDAY=2TU",
  "FREQ=MONTHLY;BYMONTHDAY=15",
  "FREQ=WEEKLY;COUNT=40",
  "FREQ=DAILY;UNTIL=20261231T235959Z",
];

export function generateCalendar({
  events = 5_000,
  series = 200,
  around = Date.parse("2026-06-01T00:00:00Z"),
  seed = 7,
} = {}): GeneratedCalendar {
  const next = seededRandom(seed);
  const pick = (n: number) => Math.floor(next() * n);
  // A start on a quarter hour between 08:00 and 17:45, on a day within ±`spanDays` of `around`.
  const start = (spanDays: number) =>
    Math.floor((around + (pick(2 * spanDays) - spanDays) * DAY) / DAY) * DAY + (8 * 4 + pick(40)) * 15 * 60_000;
  const resources: string[] = [];
  for (let i = 0; i < series; i++) {
    const begin = start(3 * 365) - 2 * 365 * DAY; // started up to five years before `around`
    const minutes = 15 * (1 + pick(6));
    const uid = `series-${i}@bench.example`;
    const master = vevent(
      uid,
      `DTSTART;${TZ}:${stamp(begin)}`,
      `DTEND;${TZ}:${stamp(begin + minutes * 60_000)}`,
      `RRULE:${RULES[i % RULES.length]}`,
      `EXDATE;${TZ}:${stamp(begin + 7 * DAY)}`,
      "SUMMARY:Recurring meeting",
    );
    // One instance moved by two hours, one cancelled.
    const moved = begin + 14 * DAY;
    const cancelled = begin + 21 * DAY;
    resources.push(
      vcalendar(
        vtimezoneNewYork(),
        master,
        vevent(
          uid,
          `RECURRENCE-ID;${TZ}:${stamp(moved)}`,
          `DTSTART;${TZ}:${stamp(moved + 2 * 3_600_000)}`,
          `DTEND;${TZ}:${stamp(moved + 2 * 3_600_000 + minutes * 60_000)}`,
        ),
        vevent(
          uid,
          `RECURRENCE-ID;${TZ}:${stamp(cancelled)}`,
          `DTSTART;${TZ}:${stamp(cancelled)}`,
          `DTEND;${TZ}:${stamp(cancelled + minutes * 60_000)}`,
          "STATUS:CANCELLED",
        ),
      ),
    );
  }
  for (let i = series; i < events; i++) {
    const uid = `single-${i}@bench.example`;
    const begin = start(365);
    if (i % 20 === 0) {
      resources.push(
        vcalendar(
          vevent(uid, `DTSTART;VALUE=DATE:${stamp(begin, true)}`, `DTEND;VALUE=DATE:${stamp(begin + DAY, true)}`, "SUMMARY:Day off"),
        ),
      );
    } else {
      const end = begin + 15 * (2 + pick(6)) * 60_000;
      const transparent = i % 25 === 0 ? ["TRANSP:TRANSPARENT"] : [];
      resources.push(
        vcalendar(
          vtimezoneNewYork(),
          vevent(uid, `DTSTART;${TZ}:${stamp(begin)}`, `DTEND;${TZ}:${stamp(end)}`, "SUMMARY:Meeting", ...transparent),
        ),
      );
    }
  }
  return { resources, feed: asFeed(resources) };
}
