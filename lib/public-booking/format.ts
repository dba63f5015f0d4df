// Date and time text for the visitor, through Intl only (no time-zone data is
// shipped to the browser): instants in the visitor's zone, calendar dates as
// plain dates.
import type { Translate } from "../i18n";
import { dateTimeFormatter as formatter } from "../i18n/date-formatter";

export type HourCycle = "12" | "24";

/** "30 min", "1 h": a meeting's length as the page lists it. */
export function durationLabel(minutes: number, t: Translate): string {
  return minutes % 60 === 0 && minutes >= 60 ? t("durationHours", { count: minutes / 60 }) : t("durationMinutes", { count: minutes });
}

const hourCycle = (hours: HourCycle): "h12" | "h23" => (hours === "12" ? "h12" : "h23");

// ICU versions disagree on spaces: Node's writes "Nov 22 – 28" with thin spaces (U+2009) where Chromium's
// writes plain ones, and ICU from CLDR 42 on writes "10:00 AM" with a narrow no-break space (U+202F) that some
// runtimes keep and others replace. Text the server renders and the browser hydrates must be the same string,
// or React throws the server's HTML away and renders the whole page again (its hydration error 418): so every text shown in the
// calendar has plain spaces.
const ICU_SPACES = /[\u2009\u202f]/g;
const plainSpaces = (text: string) => text.replace(ICU_SPACES, " ");

export function formatTime(iso: string, locale: string, timeZone: string, hours: HourCycle): string {
  return timeFormat(locale, timeZone, hours)(iso);
}

/** formatTime for many times of one zone: the formatter is looked up once (a week has up to 336 times). */
export function timeFormat(locale: string, timeZone: string, hours: HourCycle): (iso: string) => string {
  const format = formatter(locale, { timeZone, hour: "numeric", minute: "2-digit", hourCycle: hourCycle(hours) });
  return (iso) => plainSpaces(format.format(new Date(iso)));
}

/** A calendar date (YYYY-MM-DD), read in UTC so no zone shifts it. */
export function formatDate(date: string, locale: string, style: keyof typeof DATE_STYLES = "full"): string {
  return plainSpaces(formatter(locale, DATE_STYLES[style]).format(new Date(`${date}T12:00:00Z`)));
}

const DATE_STYLES = {
  full: { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" },
  long: { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" },
  "weekday-day": { timeZone: "UTC", weekday: "short", day: "numeric" },
  weekday: { timeZone: "UTC", weekday: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatMonthTitle(month: string, locale: string): string {
  return plainSpaces(formatter(locale, { timeZone: "UTC", year: "numeric", month: "long" }).format(new Date(`${month}-15T12:00:00Z`)));
}

export function weekdayNames(locale: string, firstDay: 0 | 1): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2023, 0, 1 + ((i + firstDay) % 7), 12));
    return {
      short: formatter(locale, { timeZone: "UTC", weekday: "narrow" }).format(date),
      long: formatter(locale, { timeZone: "UTC", weekday: "long" }).format(date),
    };
  });
}

/** Weeks start on Sunday in the US and Japan, on Monday elsewhere we serve. */
export const firstDayOfWeek = (locale: string): 0 | 1 => (/^(en-US|ja)/.test(locale) ? 0 : 1);

/** The zone's name with its current offset, e.g. "Europe/Berlin (GMT+1)". */
export function timeZoneLabel(timeZone: string, locale: string): string {
  const offset = formatter(locale, { timeZone, timeZoneName: "shortOffset" })
    .formatToParts(new Date())
    .find((p) => p.type === "timeZoneName")?.value;
  return `${timeZone.replace(/_/g, " ")}${offset ? ` (${offset})` : ""}`;
}

/** A meeting as one line in the visitor's zone: "Monday, March 15, 2027, 9:00 AM – 9:30 AM". */
export function formatMeeting(start: string, end: string, locale: string, timeZone: string, hours: HourCycle): string {
  const day = plainSpaces(formatter(locale, { timeZone, dateStyle: "full" }).format(new Date(start)));
  return `${day}, ${formatTime(start, locale, timeZone, hours)} – ${formatTime(end, locale, timeZone, hours)}`;
}

/** Today's date (YYYY-MM-DD) in the zone. */
export function todayIn(timeZone: string): string {
  return formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/** "Today" in the page's language, from the platform rather than our messages. */
export function todayWord(locale: string): string {
  const word = new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(0, "day");
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}

/** A week's first and last dates as one range: "Nov 29 – Dec 5, 2026". */
export function formatDateRange(first: string, last: string, locale: string): string {
  const at = (date: string) => new Date(`${date}T12:00:00Z`);
  return plainSpaces(
    formatter(locale, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }).formatRange(at(first), at(last)),
  );
}
