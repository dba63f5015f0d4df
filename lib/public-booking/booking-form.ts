// The visitor's booking form: one zod schema per link, used by
// react-hook-form in the browser and again by the server action, so the same
// rules hold with and without JavaScript. Messages are i18n keys.
import { z } from "zod";
import type { MessageKey } from "../i18n/messages-en";
import { type AnswerProblem, answerProblem, isBlankAnswer } from "../validation/custom-field-answers";
import type { CustomField } from "../validation/fields";
import { type LineProblem, MAX_NAME_LENGTH, singleLineText } from "../validation/human-text";

const message = (key: MessageKey) => ({ message: key });

const LINE_PROBLEM_MESSAGES: Record<LineProblem, MessageKey> = {
  lineBreak: "errorSingleLine",
  hidden: "errorHiddenCharacters",
  blank: "errorHiddenCharacters",
};

// The service's rule for names (lib/validation/human-text.ts); a name of
// invisible characters only reads as a name left out.
const nameField = singleLineText(MAX_NAME_LENGTH, {
  ...LINE_PROBLEM_MESSAGES,
  blank: "errorRequired",
  required: "errorRequired",
  tooLong: "errorTooLong",
});

const emailField = z
  .string()
  .trim()
  .min(1, message("errorRequired"))
  .max(254, message("errorTooLong"))
  .pipe(z.email(message("errorEmail")));

/** A guest's name is optional (as with Cal.com); when given, it follows the rule for names. */
const guestNameField = z
  .string()
  .normalize("NFC")
  .trim()
  .superRefine((value, ctx) => {
    const problem = value === "" ? undefined : nameField.safeParse(value).error?.issues[0]?.message;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A guest needs only an email; a row left wholly empty (an added row not filled in) is no guest and no error. */
const guestField = z.object({ name: guestNameField, email: z.string().trim() }).superRefine((guest, ctx) => {
  if (isSpareGuestRow(guest)) return;
  const problem = emailField.safeParse(guest.email).error?.issues[0]?.message;
  if (problem) ctx.addIssue({ code: "custom", path: ["email"], message: problem });
});

export const isSpareGuestRow = (guest: { name: string; email: string }) => guest.name.trim() === "" && guest.email.trim() === "";

// The service's rule for answers (lib/validation/custom-field-answers.ts), worded for visitors.
const ANSWER_PROBLEM_MESSAGES: Record<AnswerProblem, MessageKey> = {
  ...LINE_PROBLEM_MESSAGES,
  tooLong: "errorTooLong",
  phone: "errorPhone",
  number: "errorNumber",
  notWhole: "errorWholeNumber",
  belowMin: "errorNumberMin",
  aboveMax: "errorNumberMax",
  option: "errorChoice",
  checkbox: "errorChoice",
};

function answerField(field: CustomField) {
  return z
    .string()
    .normalize("NFC")
    .trim()
    .superRefine((value, ctx) => {
      const problem = value === "" ? undefined : answerProblem(field.type, value, field);
      if (problem) ctx.addIssue({ code: "custom", message: ANSWER_PROBLEM_MESSAGES[problem] });
      if (field.required && isBlankAnswer(field.type, value)) ctx.addIssue({ code: "custom", message: "errorRequired" });
    });
}

/**
 * One answer per custom field, in the link's order (`answers.0`, `answers.1`…).
 * Not keyed by field name: names are the link owner's text, and a name such as
 * `constructor` or `__proto__` is a property every object already has (and
 * react-hook-form refuses), while one with a dot reads as a path.
 */
function answersField(fields: CustomField[]): z.ZodType<string[], string[]> {
  // Typed as a tuple of one or more; with no fields it is the empty tuple.
  return z.tuple(fields.map(answerField) as [z.ZodString, ...z.ZodString[]]);
}

export interface FormRules {
  customFields: CustomField[];
  guests: { allowed: boolean; max: number };
}

export function bookingFormSchema(rules: FormRules) {
  return z
    .object({
      name: nameField,
      email: emailField,
      guests: z.array(guestField),
      answers: answersField(rules.customFields),
    })
    .superRefine((values, ctx) => {
      if (values.guests.filter((g) => !isSpareGuestRow(g)).length > rules.guests.max) {
        ctx.addIssue({ code: "custom", path: ["guests"], message: "errorTooManyGuests" });
      }
      const seen = new Set([values.email.toLowerCase()]);
      values.guests.forEach((guest, i) => {
        const key = guest.email.toLowerCase();
        if (key === "") return;
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["guests", i, "email"], message: "errorDuplicateEmail" });
        seen.add(key);
      });
    });
}

export type BookingFormValues = z.infer<ReturnType<typeof bookingFormSchema>>;

/** The booking form between posts: idle, or the values sent back with what went wrong. */
export type BookingActionState =
  | { status: "idle" }
  | {
      status: "invalid";
      values: BookingFormValues;
      formError?: MessageKey;
      fieldErrors?: Record<string, MessageKey>;
      /** The slot was taken or withdrawn: pick another, the values are kept. */
      slotLost?: boolean;
      /** Which slot was lost, so that choosing another one shows the form again. */
      lostSlot?: string;
      /** Guest rows to show (a form without JavaScript adds them one post at a time). */
      guestRows: number;
    };

/** Reads the form's fields (name, email, guests.N.name, guests.N.email, answers.N) from a post. */
export function formValuesFrom(data: FormData, rules: FormRules): BookingFormValues {
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === "string" ? value : "";
  };
  const guests: { name: string; email: string }[] = [];
  for (let i = 0; i < 50 && (data.has(`guests.${i}.email`) || data.has(`guests.${i}.name`)); i++) {
    guests.push({ name: text(`guests.${i}.name`), email: text(`guests.${i}.email`) });
  }
  return {
    name: text("name"),
    email: text("email"),
    // Rows left wholly empty (an added row not filled in, with or without JavaScript) are not guests.
    guests: guests.filter((g) => !isSpareGuestRow(g)),
    answers: rules.customFields.map((field, i) => postedAnswer(data, field.type, `answers.${i}`)),
  };
}

/**
 * An answer as a plain post carries it: one value, or for a MULTI_SELECT each ticked option's value under the
 * field's name (answered as the JSON array the service takes), and for a CHECKBOX "true" when ticked, else "false".
 */
function postedAnswer(data: FormData, type: CustomField["type"], key: string): string {
  const values = data.getAll(key).filter((v): v is string => typeof v === "string");
  if (type === "MULTI_SELECT") return JSON.stringify(values);
  if (type === "CHECKBOX") return values.includes("true") ? "true" : "false";
  return values[0] ?? "";
}

/** Field errors as { "guests.1.email": "errorDuplicateEmail" }. */
export function fieldErrors(error: z.ZodError): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const issue of error.issues) errors[issue.path.join(".")] ??= issue.message as MessageKey;
  return errors;
}

/**
 * The name a guest is sent to the service with. The service asks every
 * attendee for a name; a guest who gave none goes by their email (at most
 * 200 characters, the service's limit for names), as calendars show them.
 */
export const guestNameOf = (guest: { name: string; email: string }) => guest.name || Array.from(guest.email).slice(0, 200).join("");
