import { TZDate } from "@date-fns/tz";
import { endOfMonth } from "date-fns";
import { MAX_RANGE_DAYS } from "../availability/compute-slots";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { getBookingLink, isBookable, pickDuration, type LoadedBookingLink } from "./get-booking-link";
import { slotsForLink } from "./link-slots";
import type { WorkspaceId } from "../auth/workspace-id";

export interface TimeSlotsQuery {
  startDate?: string;
  endDate?: string;
  durationId?: string;
}

/** The end of the UTC calendar month that contains `instant`. */
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

/** A link's free slots, computed from the database every time (the API serves them through BookingLinkReads). */
export async function listTimeSlots(db: Db, workspaceId: WorkspaceId, linkId: string, query: TimeSlotsQuery, now: number) {
  const link = await getBookingLink(db, workspaceId, linkId);
  const { duration, rangeStart, rangeEnd } = resolveTimeSlotsQuery(link, query, now);
  if (!isBookable(link)) return { availableSlots: [] };

  const slots = await slotsForLink(db, link, { durationMinutes: duration.durationInMinutes, rangeStart, rangeEnd, now });
  return {
    availableSlots: slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() })),
  };
}
