// A time-slots query as the API reads it: which duration and which range,
// with the defaults applied.
import { TZDate } from "@date-fns/tz";
import { endOfMonth } from "date-fns";
import { MAX_RANGE_DAYS } from "../availability/compute-slots";
import { AppError } from "../errors/app-error";
import { type LoadedBookingLink, pickDuration } from "./get-booking-link";

export interface TimeSlotsQuery {
  startDate?: string;
  endDate?: string;
  durationId?: string;
  /** A booking of the workspace whose holds count as free (a reschedule's view). */
  excludeBookingId?: string;
}

/**
 * The end of the UTC calendar month that contains `instant`: date-fns on a
 * TZDate in UTC, so the server's own TZ plays no part (date-fns-tz has no such
 * date; its toZonedTime/fromZonedTime pass through the server's TZ).
 */
export function endOfUtcMonth(instant: number): number {
  return endOfMonth(new TZDate(instant, "UTC")).getTime();
}

/** The duration and range a time-slots query asks for, with its defaults applied; refuses bad ones. */
export function resolveTimeSlotsQuery(link: LoadedBookingLink, query: TimeSlotsQuery, now: number) {
  const duration = pickDuration(link, query.durationId);
  if (!duration) throw new AppError("UNKNOWN_DURATION", "durationId is not a duration of this booking link.", { field: "durationId" });

  const rangeStart = query.startDate ? Date.parse(query.startDate) : now;
  const rangeEnd = query.endDate ? Date.parse(query.endDate) : endOfUtcMonth(rangeStart);
  if (rangeEnd < rangeStart) {
    throw new AppError("VALIDATION_FAILED", "endDate must not be earlier than startDate.", { field: "endDate" });
  }
  if (rangeEnd - rangeStart > MAX_RANGE_DAYS * 86_400_000) {
    throw new AppError("RANGE_TOO_LARGE", `endDate may be at most ${MAX_RANGE_DAYS} days after startDate.`, { field: "endDate" });
  }
  return { duration, rangeStart, rangeEnd };
}
