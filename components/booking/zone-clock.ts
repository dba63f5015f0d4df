// The time now in a zone, shared by the field's line under the input and each
// suggestion; apart from zone-suggestions.tsx so the field's first load does
// not pull in react-aria for it.
import type { HourCycle } from "@/lib/public-booking/format";

const clockFormats = new Map<string, Intl.DateTimeFormat>();
/** The time now in a zone, as the page's other times read (12 or 24 hours). */
export function localTime(zone: string, locale: string, hours: HourCycle, now: Date): string {
  const key = `${zone} ${locale} ${hours}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hour: "numeric",
      minute: "2-digit",
      hourCycle: hours === "12" ? "h12" : "h23",
    });
    clockFormats.set(key, format);
  }
  return format.format(now);
}
