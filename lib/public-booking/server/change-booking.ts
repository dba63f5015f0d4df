// The server side of the manage page's two forms, with or without
// JavaScript: cancel and reschedule through the scheduling service by the
// booking's manage token, and answer where to go next. Every answer is a
// redirect back to the manage address naming the outcome or the error, so a
// plain form post and a scripted one end on the same page, and a reload
// repeats nothing.
import "server-only";
import { MANAGE_TOKEN } from "../../contract/bookings";
import { embedParams, readEmbedOptions } from "../../embed/embed-options";
import { cancelBookingByManageToken, rescheduleBookingByManageToken, ServiceError } from "../../scheduling-client/client";
import { RESOURCE_ID } from "../../validation/resource-id";
import { type ManageError, type ManageQuery, manageHref, managePath } from "../manage-booking";
import { readHourCycle, readSlot } from "../url-state";
import { isReservationId } from "./slot-hold";
import { readTimeZone } from "./time-zone";

const MAX_REASON = 1000;

const text = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === "string" ? value : "";
};

/** The manage address the form was on: embedded or not, with its embed options, zone and hour cycle. */
function addressOf(token: string, data: FormData) {
  const embedded = text(data, "embed") === "1";
  const strings = Object.fromEntries([...data.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const keep = {
    ...(embedded ? embedParams(readEmbedOptions(strings)) : {}),
    tz: readTimeZone(text(data, "tz")),
    hours: readHourCycle(text(data, "hours")),
  };
  return (query: Partial<ManageQuery>, extra: Record<string, string | undefined> = {}) =>
    manageHref(managePath(token, embedded), query, { ...extra, ...keep });
}

/** Cancels the booking; answers the URL to redirect to. `allowed`: the visitor's attempt budget. */
export async function cancelManagedBooking(token: string, data: FormData, allowed = true): Promise<string> {
  const to = addressOf(token, data);
  if (!allowed) return to({ step: "cancel", error: "too-many" });
  if (!MANAGE_TOKEN.test(token)) return to({});
  const reason = text(data, "reason").trim().slice(0, MAX_REASON);
  try {
    await cancelBookingByManageToken(token, reason || undefined);
    return to({ done: "cancelled" });
  } catch (error) {
    return to({ step: "cancel", error: changeError(error) });
  }
}

/** Moves the booking to the form's slot (and duration); answers the URL to redirect to. */
export async function rescheduleManagedBooking(token: string, data: FormData, allowed = true): Promise<string> {
  const to = addressOf(token, data);
  const slot = readSlot(text(data, "slot"));
  const duration = text(data, "duration");
  const durationId = RESOURCE_ID.test(duration) ? duration : undefined;
  // Back to the calendar where the visitor was, without the time that failed.
  const calendar = {
    duration: durationId,
    month: text(data, "month").slice(0, 7) || undefined,
    date: text(data, "date").slice(0, 10) || undefined,
  };
  if (!allowed) return to({ step: "reschedule", error: "too-many" }, calendar);
  if (!MANAGE_TOKEN.test(token)) return to({});
  if (!slot) return to({ step: "reschedule", error: "slot-gone" }, calendar);
  try {
    // The visitor's hold on the new time (the reschedule calendar's): it does not block the move, which consumes it.
    const reservationId = text(data, "reservationId");
    const held = isReservationId(reservationId) ? { reservationId } : {};
    await rescheduleBookingByManageToken(token, { startDateTime: slot, durationId, ...held });
    return to({ done: "rescheduled" });
  } catch (error) {
    return to({ step: "reschedule", error: changeError(error) }, calendar);
  }
}

/** What the visitor is told for each refusal; NOT_FOUND and MANAGE_TOKEN_EXPIRED show on the page itself once it reloads. */
export function changeError(error: unknown): ManageError | undefined {
  if (!(error instanceof ServiceError)) throw error;
  switch (error.code) {
    case "SLOT_UNAVAILABLE":
      return "slot-taken";
    case "SLOT_NOT_OFFERED":
    case "UNKNOWN_DURATION":
    case "BOOKING_LINK_UNAVAILABLE":
      return "slot-gone";
    case "VALIDATION_FAILED":
      return error.field === "startDateTime" ? "same-time" : "unavailable";
    case "BOOKING_STARTED":
      return "started";
    case "BOOKING_NOT_ACTIVE":
    case "BOOKING_RESCHEDULED":
      return "changed";
    case "NOT_FOUND":
    case "MANAGE_TOKEN_EXPIRED":
      return undefined;
    default:
      return "unavailable";
  }
}
