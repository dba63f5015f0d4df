// Bridges a stored booking link to the pure engine: gathers its hosts'
// schedules and busy time, applies its rules, and returns the engine's slots.
import { computeSlots, type Slot } from "../availability/compute-slots";
import { bookingWindow, type Period } from "../availability/booking-window";
import { loadBusyIntervals } from "../availability/load-busy-intervals";
import type { WeeklyAvailability } from "../availability/weekly-windows";
import type { Db } from "../db/client";
import type { LoadedBookingLink } from "./get-booking-link";

const DAY = 86_400_000;

export interface SlotRequest {
  durationMinutes: number;
  rangeStart: number;
  rangeEnd: number;
  now: number;
  /** false: schedules and rules only, as if no host had any event. */
  withBusyTimes?: boolean;
  /** Bookable starts to use instead of the link's rules at `now` (the cache widens them). */
  window?: { earliestStart: number; latestStart: number };
}

/** Earliest and latest bookable starts of a link at `now`, from its notice, horizon and dates. */
export function linkWindow(link: LoadedBookingLink, now: number) {
  const toPeriod = (p: LoadedBookingLink["minNoticePeriod"]): Period | null => (p ? { unit: p.unit, quantity: p.quantity } : null);
  return bookingWindow(
    {
      minNoticePeriod: toPeriod(link.minNoticePeriod),
      maxFuturePeriod: toPeriod(link.maxFuturePeriod),
      minDate: link.minDate,
      maxDate: link.maxDate,
    },
    now,
  );
}

export async function slotsForLink(db: Db, link: LoadedBookingLink, request: SlotRequest): Promise<Slot[]> {
  const hosts = link.hosts;
  const busy =
    request.withBusyTimes === false
      ? new Map<string, never[]>()
      : await loadBusyIntervals(
          db,
          hosts.map((h) => ({
            userId: h.userId,
            calendarIds: h.readAvailabilityFrom === "SELECTED_CALENDARS" ? h.availabilityCalendars.map((c) => c.calendarId) : null,
          })),
          // A day either side covers any buffer and a slot reaching past the range.
          new Date(request.rangeStart - DAY),
          new Date(request.rangeEnd + request.durationMinutes * 60_000 + DAY),
        );
  const window = request.window ?? linkWindow(link, request.now);
  return computeSlots({
    kind: link.type,
    hosts: hosts.map((h) => ({
      id: h.userId,
      timeZone: h.schedule.timeZone,
      availability: h.schedule.availability as WeeklyAvailability,
      busy: busy.get(h.userId) ?? [],
    })),
    durationMinutes: request.durationMinutes,
    intervalMinutes: link.slotIntervalMinutes,
    bufferBeforeMinutes: link.bufferMinutesBeforeEvent,
    bufferAfterMinutes: link.bufferMinutesAfterEvent,
    rangeStart: request.rangeStart,
    rangeEnd: request.rangeEnd,
    ...window,
  });
}
