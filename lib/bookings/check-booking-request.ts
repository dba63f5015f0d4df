// The rules a booking request must meet beyond its shape, checked against the
// link before any slot is looked at.
import { AppError } from "../errors/app-error";
import { LINE_PROBLEM_MESSAGES, type CustomField } from "../validation/fields";
import { lineProblem, normalizeText } from "../validation/human-text";
import type { LoadedBookingLink } from "../booking-links/get-booking-link";
import type { CreateBookingInput } from "./schema";

export function checkAttendees(link: LoadedBookingLink, attendees: CreateBookingInput["attendees"]): void {
  if (!attendees.some((a) => !a.isGuest)) {
    throw new AppError("ATTENDEE_REQUIRED", "At least one attendee who is not a guest is required.", { field: "attendees" });
  }
  const guests = attendees.filter((a) => a.isGuest).length;
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
      break;
  }
}
