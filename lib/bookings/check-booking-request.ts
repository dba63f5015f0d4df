// The rules a booking request must meet beyond its shape, checked against the
// link before any slot is looked at.
import { AppError } from "../errors/app-error";
import { LINE_PROBLEM_MESSAGES, type CustomField } from "../validation/fields";
import { lineProblem, normalizeText, paragraphProblem } from "../validation/human-text";
import type { LoadedBookingLink } from "../booking-links/get-booking-link";
import type { CreateBookingInput } from "../contract/bookings";

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
    if (!field) throw new AppError("UNKNOWN_CUSTOM_FIELD", `${response.field.id} is not a field of this booking link.`, { field: `${at}.field.id` });
    if (answers.has(field.id)) throw new AppError("VALIDATION_FAILED", `${field.name} is answered more than once.`, { field: `${at}.field.id` });
    const value = normalizeText(response.value);
    checkValue(field, value, `${at}.value`);
    answers.set(field.id, { fieldId: field.id, name: field.name, label: field.label, value });
  });
  for (const field of fields) {
    if (field.required && !answers.get(field.id)?.value) {
      throw new AppError("CUSTOM_FIELD_REQUIRED", `${field.label} is required.`, { field: `customFields.${field.name}` });
    }
  }
  return [...answers.values()];
}

const SHORT_TEXT_LIMIT = 500;

function checkValue(field: CustomField, value: string, path: string): void {
  if (value === "") return;
  const fail = (message: string) => {
    throw new AppError("VALIDATION_FAILED", `${field.label} ${message}`, { field: path });
  };
  switch (field.type) {
    case "SHORT_TEXT": {
      if (value.length > SHORT_TEXT_LIMIT) fail(`must be at most ${SHORT_TEXT_LIMIT} characters.`);
      // One line of human text: the rule names follow.
      const problem = lineProblem(value);
      if (problem) fail(`${LINE_PROBLEM_MESSAGES[problem]}.`);
      break;
    }
    case "PHONE":
      if (!/^\+?[0-9 ()./-]{5,30}$/.test(value)) fail("must be a phone number.");
      break;
    case "NUMBER":
      if (!/^-?\d+(\.\d+)?$/.test(value) || value.length > 30) fail("must be a number.");
      break;
    case "LONG_TEXT":
      if (paragraphProblem(value)) fail(`${LINE_PROBLEM_MESSAGES.hidden}.`);
      break;
  }
}
