// When a link can be booked at all: its minimum notice, its maximum future
// period and its fixed min/max dates, relative to `now`.
import { TZDate } from "@date-fns/tz";
import { addMonths } from "date-fns";

export type PeriodUnit = "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH";

export interface Period {
  unit: PeriodUnit;
  quantity: number;
}

const UNIT_MS: Record<Exclude<PeriodUnit, "MONTH">, number> = {
  MINUTE: 60_000,
  HOUR: 3_600_000,
  DAY: 86_400_000,
  WEEK: 604_800_000,
};

export function addPeriod(instant: number, period: Period): number {
  if (period.unit === "MONTH") {
    // Calendar months counted in UTC, so the answer does not depend on the
    // server's TZ: date-fns on a TZDate in UTC. date-fns-tz has no such date;
    // its toZonedTime/fromZonedTime round trip goes through the process's TZ
    // and lands an hour off when the result falls in that TZ's DST gap.
    return addMonths(new TZDate(instant, "UTC"), period.quantity).getTime();
  }
  return instant + period.quantity * UNIT_MS[period.unit];
}

export interface BookingRules {
  minNoticePeriod: Period | null;
  maxFuturePeriod: Period | null;
  minDate: Date | null;
  maxDate: Date | null;
}

/** Earliest and latest allowed slot starts (inclusive), in epoch ms. */
export function bookingWindow(rules: BookingRules, now: number): { earliestStart: number; latestStart: number } {
  const earliest = [now];
  if (rules.minNoticePeriod) earliest.push(addPeriod(now, rules.minNoticePeriod));
  if (rules.minDate) earliest.push(rules.minDate.getTime());
  const latest = [Number.MAX_SAFE_INTEGER];
  if (rules.maxFuturePeriod) latest.push(addPeriod(now, rules.maxFuturePeriod));
  if (rules.maxDate) latest.push(rules.maxDate.getTime());
  return { earliestStart: Math.max(...earliest), latestStart: Math.min(...latest) };
}
