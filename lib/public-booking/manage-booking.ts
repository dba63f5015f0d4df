// The visitor's manage address (/booking/<manage token>, /embed/booking/<token>
// in an iframe) and its rules, for the server and the browser alike: which
// step the URL asks for, what the visitor may still change, and how the
// result of a change is carried back in the URL (so it works without
// JavaScript: every change is a form post answered with a redirect).
import { answerLabels } from "../validation/custom-field-answers";
import type { CustomField } from "../validation/fields";
import { firstParam as first, type UrlParams } from "./url-state";

export type BookingStatus = "PENDING" | "CONFIRMED" | "CANCELLED" | "DECLINED" | "RESCHEDULED";

/**
 * What the holder of a booking's manage token sees of it: times, status, its
 * title and who is booked with the answers they gave (what they typed
 * themselves), but no host's email and no ids but the booking's.
 */
export interface VisitorBooking {
  id: string;
  status: BookingStatus;
  /** The link's event name template as the service filled it: the calendar entry's title. */
  title: string;
  location: string | null;
  /** The scheduler first, then the guests, in the order they were booked. */
  attendees: { name: string; email: string; isGuest: boolean }[];
  /** fieldId names the link's field the answer is for (absent in answers read before it was kept). */
  answers: { fieldId?: string; label: string; value: string }[];
  bookingLinkId: string;
  durationId: string;
  start: string;
  end: string;
  /** The zone the visitor booked in: times show in it unless they pick another. */
  timezone: string;
  cancellationReason: string | null;
  cancelledBy: "HOST" | "ATTENDEE" | null;
  rescheduledFromBookingId: string | null;
  /** The calendar event's UID and SEQUENCE as the invitations carry them: a downloaded .ics is the same event. */
  ical: { uid: string; sequence: number };
}

export type ManageStep = "view" | "cancel" | "reschedule";
export type ManageOutcome = "cancelled" | "rescheduled";
export const MANAGE_ERRORS = ["slot-taken", "slot-gone", "same-time", "started", "changed", "unavailable", "too-many"] as const;
export type ManageError = (typeof MANAGE_ERRORS)[number];

export interface ManageQuery {
  step: ManageStep;
  done?: ManageOutcome;
  error?: ManageError;
}

/** The step, outcome and error a manage URL names; anything else is the plain view. */
export function readManageQuery(params: UrlParams): ManageQuery {
  const step = first(params, "step");
  const done = first(params, "done");
  const error = first(params, "error");
  return {
    step: step === "cancel" || step === "reschedule" ? step : "view",
    done: done === "cancelled" || done === "rescheduled" ? done : undefined,
    error: MANAGE_ERRORS.find((e) => e === error),
  };
}

/** The manage page's path; the token is URL-safe by construction (id, version, base64url MAC). */
export const managePath = (token: string, embedded = false) => `/${embedded ? "embed/" : ""}booking/${encodeURIComponent(token)}`;

/** A manage URL with its query: the step, outcome or error, then whatever the page keeps (zone, hours, embed options). */
export function manageHref(path: string, query: Partial<ManageQuery>, keep: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  if (query.step && query.step !== "view") params.set("step", query.step);
  if (query.done) params.set("done", query.done);
  if (query.error) params.set("error", query.error);
  for (const [key, value] of Object.entries(keep)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface AllowedChanges {
  cancel: boolean;
  reschedule: boolean;
  /** Why nothing (or only cancelling) is possible. */
  reason?: "inactive" | "started" | "link-unavailable";
}

/**
 * What the visitor may still do, by the service's rules: a booking that holds
 * time (PENDING or CONFIRMED) may be cancelled or moved until it starts; a
 * move also needs its link to take bookings.
 */
export function allowedChanges(
  booking: Pick<VisitorBooking, "status" | "start">,
  link: { bookable: boolean },
  now: number,
): AllowedChanges {
  if (booking.status !== "PENDING" && booking.status !== "CONFIRMED") return { cancel: false, reschedule: false, reason: "inactive" };
  if (Date.parse(booking.start) <= now) return { cancel: false, reschedule: false, reason: "started" };
  if (!link.bookable) return { cancel: true, reschedule: false, reason: "link-unavailable" };
  return { cancel: true, reschedule: true };
}

/** The step shown: the one asked for when it is allowed, else the plain view. */
export function shownStep(asked: ManageStep, changes: AllowedChanges): ManageStep {
  if (asked === "cancel" && changes.cancel) return "cancel";
  if (asked === "reschedule" && changes.reschedule) return "reschedule";
  return "view";
}

/** The embed event a change's result page sends its host page: ids and times only. */
export function outcomeEvent(outcome: ManageOutcome | undefined, booking: VisitorBooking) {
  if (outcome === "cancelled" && (booking.status === "CANCELLED" || booking.status === "DECLINED")) {
    return { type: "booking-cancelled" as const, bookingId: booking.id, start: booking.start, end: booking.end };
  }
  if (outcome === "rescheduled" && booking.rescheduledFromBookingId) {
    return {
      type: "booking-rescheduled" as const,
      bookingId: booking.id,
      previousBookingId: booking.rescheduledFromBookingId,
      start: booking.start,
      end: booking.end,
    };
  }
  return undefined;
}

/** The answers as people read them: a choice by its option's label, a box as ✓ or ✗ (as the e-mails show them). */
export function withReadableAnswers(booking: VisitorBooking, fields: CustomField[]): VisitorBooking {
  const readable = (answer: VisitorBooking["answers"][number]) => {
    const field = fields.find((f) => f.id === answer.fieldId);
    if (!field) return answer;
    if (field.type === "CHECKBOX") return { ...answer, value: answer.value === "true" ? "✓" : "✗" };
    return { ...answer, value: answerLabels(field, answer.value) };
  };
  return { ...booking, answers: booking.answers.map(readable) };
}
