// Bridges a stored booking link to the pure engine: gathers its hosts'
// schedules and busy time, applies its rules, and returns the engine's slots.

import { createHash } from "node:crypto";
import { bookingWindow, type Period } from "../availability/booking-window";
import { computeSlots, type Slot } from "../availability/compute-slots";
import type { Interval } from "../availability/intervals";
import type { DateOverride, WeeklyAvailability } from "../availability/weekly-windows";
import type { Db } from "../db/client";
import type { LoadedBookingLink } from "./get-booking-link";
import { type HostCalendarFilter, loadBusyIntervals } from "./load-busy-intervals";

const MINUTE = 60_000;

/**
 * What of a link its slots depend on. The functions below take this shape, so
 * the compiler keeps slotInputsKey() complete: a field they read must be here.
 */
export interface SlotLink
  extends Pick<
    LoadedBookingLink,
    | "type"
    | "slotIntervalMinutes"
    | "bufferMinutesBeforeEvent"
    | "bufferMinutesAfterEvent"
    | "minNoticePeriod"
    | "maxFuturePeriod"
    | "minDate"
    | "maxDate"
  > {
  hosts: {
    userId: string;
    readAvailabilityFrom: LoadedBookingLink["hosts"][number]["readAvailabilityFrom"];
    availabilityCalendars: { calendarId: string }[];
    schedule: Pick<LoadedBookingLink["hosts"][number]["schedule"], "timeZone" | "availability" | "overrides">;
  }[];
}

const inputKeys = new WeakMap<LoadedBookingLink, string>();

/** A digest of the link's slot inputs: an edit that leaves it unchanged (a title, say) leaves its slots unchanged. */
export function slotInputsKey(link: LoadedBookingLink): string {
  let key = inputKeys.get(link);
  if (key === undefined) {
    key = createHash("sha256")
      .update(JSON.stringify(slotLinkOf(link)))
      .digest("base64url");
    inputKeys.set(link, key);
  }
  return key;
}

function slotLinkOf(link: LoadedBookingLink): SlotLink {
  return {
    type: link.type,
    slotIntervalMinutes: link.slotIntervalMinutes,
    bufferMinutesBeforeEvent: link.bufferMinutesBeforeEvent,
    bufferMinutesAfterEvent: link.bufferMinutesAfterEvent,
    minNoticePeriod: link.minNoticePeriod,
    maxFuturePeriod: link.maxFuturePeriod,
    minDate: link.minDate,
    maxDate: link.maxDate,
    hosts: link.hosts.map((h) => ({
      userId: h.userId,
      readAvailabilityFrom: h.readAvailabilityFrom,
      availabilityCalendars: h.availabilityCalendars.map((c) => ({ calendarId: c.calendarId })),
      schedule: { timeZone: h.schedule.timeZone, availability: h.schedule.availability, overrides: h.schedule.overrides },
    })),
  };
}

export interface SlotRequest {
  durationMinutes: number;
  rangeStart: number;
  rangeEnd: number;
  now: number;
  /** false: schedules and rules only, as if no host had any event. */
  withBusyTimes?: boolean;
  /** Busy time already loaded (see busyFilters), instead of reading it here. */
  busy?: Map<string, Interval[]>;
  /** Holds that count as free: a booking's own, for the slots it could be rescheduled to. */
  freed?: Map<string, Interval[]>;
  /** Bookable starts to use instead of the link's rules at `now` (the cache widens them). */
  window?: { earliestStart: number; latestStart: number };
}

/** Earliest and latest bookable starts of a link at `now`, from its notice, horizon and dates. */
export function linkWindow(link: Pick<SlotLink, "minNoticePeriod" | "maxFuturePeriod" | "minDate" | "maxDate">, now: number) {
  const toPeriod = (p: SlotLink["minNoticePeriod"]): Period | null => (p ? { unit: p.unit, quantity: p.quantity } : null);
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

/** Whose busy time counts for a link, and which of their calendars. */
export function busyFilters(link: Pick<SlotLink, "hosts">): HostCalendarFilter[] {
  return link.hosts.map((h) => ({
    userId: h.userId,
    calendarIds: h.readAvailabilityFrom === "SELECTED_CALENDARS" ? h.availabilityCalendars.map((c) => c.calendarId) : null,
  }));
}

/**
 * The busy time that matters for slots starting in a range: an event blocks a
 * slot when it overlaps the slot widened by the link's buffers, so nothing
 * outside the widened range is read.
 */
export function busySpan(
  link: Pick<SlotLink, "bufferMinutesBeforeEvent" | "bufferMinutesAfterEvent">,
  request: Pick<SlotRequest, "rangeStart" | "rangeEnd" | "durationMinutes">,
): [Date, Date] {
  return [
    new Date(request.rangeStart - link.bufferMinutesAfterEvent * MINUTE),
    new Date(request.rangeEnd + (request.durationMinutes + link.bufferMinutesBeforeEvent) * MINUTE),
  ];
}

export async function slotsForLink(db: Db, link: SlotLink, request: SlotRequest): Promise<Slot[]> {
  const hosts = link.hosts;
  const busy =
    request.withBusyTimes === false
      ? new Map<string, never[]>()
      : (request.busy ??
        (await loadBusyIntervals(db, busyFilters(link), ...busySpan(link, request), { now: request.now, freed: request.freed })).busy);
  const window = request.window ?? linkWindow(link, request.now);
  return computeSlots({
    kind: link.type,
    hosts: hosts.map((h) => ({
      id: h.userId,
      timeZone: h.schedule.timeZone,
      availability: h.schedule.availability as WeeklyAvailability,
      overrides: h.schedule.overrides as DateOverride[],
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
