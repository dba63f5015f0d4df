// The rules a booking request must meet beyond its shape, checked against the
// link before any slot is looked at.

import { type LoadedBookingLink, pickDuration } from "../booking-links/get-booking-link";
import { isBookable } from "../contract/booking-links";
import type { CreateBookingInput } from "../contract/bookings";
import { AppError } from "../errors/app-error";
import { ANSWER_MAX_LENGTH, type AnswerProblem, answerProblem, isBlankAnswer } from "../validation/custom-field-answers";
import { type CustomField, LINE_PROBLEM_MESSAGES } from "../validation/fields";
import { normalizeText } from "../validation/human-text";

/** The link takes bookings, has the duration asked for, and the attendees and answers meet its rules. */
export function checkBookingRequest(link: LoadedBookingLink, input: CreateBookingInput) {
  if (!isBookable(link)) {
    throw new AppError("BOOKING_LINK_UNAVAILABLE", "This booking link is not taking bookings.", { field: "bookingLinkId" });
  }
  const duration = pickDuration(link, input.durationId);
  if (!duration) throw new AppError("UNKNOWN_DURATION", "durationId is not a duration of this booking link.", { field: "durationId" });
  checkAttendees(link, input.attendees);
  return { duration, answers: checkCustomFieldResponses(link, input.customFieldResponses) };
}

/**
 * One booker and their guests, as on Calendly and Cal.com: exactly one
 * attendee is not a guest (the scheduler). Every other attendee is a guest,
 * so allowGuestInvitations and maxGuestsAllowed cannot be passed by leaving
 * isGuest false.
 */
export function checkAttendees(link: LoadedBookingLink, attendees: CreateBookingInput["attendees"]): void {
  const schedulers = attendees.flatMap((a, i) => (a.isGuest ? [] : [i]));
  if (schedulers.length === 0) {
    throw new AppError("ATTENDEE_REQUIRED", "One attendee who is not a guest is required.", { field: "attendees" });
  }
  if (schedulers.length > 1) {
    throw new AppError("TOO_MANY_SCHEDULERS", "Only one attendee may be other than a guest; mark the others isGuest: true.", {
      field: `attendees.${schedulers[1]}.isGuest`,
    });
  }
  const guests = attendees.length - 1;
  if (guests > 0 && !link.allowGuestInvitations) {
    throw new AppError("GUESTS_NOT_ALLOWED", "This booking link does not allow guests.", { field: "attendees" });
  }
  if (guests > link.maxGuestsAllowed) {
    throw new AppError("TOO_MANY_GUESTS", `This booking link allows at most ${link.maxGuestsAllowed} guests.`, { field: "attendees" });
  }
  const seen = new Set<string>();
  attendees.forEach((a, i) => {
    const key = a.email.toLowerCase();
    if (seen.has(key)) {
      throw new AppError("DUPLICATE_ATTENDEE", `${a.email} is listed more than once.`, { field: `attendees.${i}.email` });
    }
    seen.add(key);
  });
}

export interface CustomFieldAnswer {
  fieldId: string;
  name: string;
  label: string;
  value: string;
}

export function checkCustomFieldResponses(
  link: LoadedBookingLink,
  responses: CreateBookingInput["customFieldResponses"],
): CustomFieldAnswer[] {
  const fields = link.customFields as CustomField[];
  const answers = new Map<string, CustomFieldAnswer>();
  responses.forEach((response, i) => {
    const field = fields.find((f) => f.id === response.field.id);
    const at = `customFieldResponses.${i}`;
    if (!field)
      throw new AppError("UNKNOWN_CUSTOM_FIELD", `${response.field.id} is not a field of this booking link.`, { field: `${at}.field.id` });
    if (answers.has(field.id))
      throw new AppError("VALIDATION_FAILED", `${field.name} is answered more than once.`, { field: `${at}.field.id` });
    const value = normalizeText(response.value);
    checkValue(field, value, `${at}.value`);
    answers.set(field.id, { fieldId: field.id, name: field.name, label: field.label, value });
  });
  for (const field of fields) {
    const answer = answers.get(field.id);
    if (field.required && (!answer || isBlankAnswer(field.type, answer.value))) {
      throw new AppError("CUSTOM_FIELD_REQUIRED", `${field.label} is required.`, { field: `customFields.${field.name}` });
    }
  }
  return [...answers.values()];
}

const ANSWER_PROBLEM_MESSAGES: Record<Exclude<AnswerProblem, "tooLong">, string> = {
  ...LINE_PROBLEM_MESSAGES,
  phone: "must be a phone number",
  number: "must be a number",
  notWhole: "must be a whole number",
  belowMin: "must not be less than the field's min",
  aboveMax: "must not be more than the field's max",
  option: 'must be one of the field\'s option values (MULTI_SELECT: a JSON array of distinct ones, such as ["a","b"])',
  checkbox: 'must be "true" or "false"',
};

function checkValue(field: CustomField, value: string, path: string): void {
  if (value === "") return;
  const problem = answerProblem(field.type, value, field);
  if (!problem) return;
  const message =
    problem === "tooLong"
      ? `must be at most ${ANSWER_MAX_LENGTH[field.type]} characters`
      : problem === "belowMin"
        ? `must be at least ${field.min}`
        : problem === "aboveMax"
          ? `must be at most ${field.max}`
          : ANSWER_PROBLEM_MESSAGES[problem];
  throw new AppError("VALIDATION_FAILED", `${field.label} ${message}.`, { field: path });
}
