// What an answer to a booking link's custom field may be: one rule for the
// service, which refuses a booking with a wrong answer, and the booking form,
// which says so before sending. Each side words the problem its own way.
import { type LineProblem, lineProblem, paragraphProblem } from "./human-text";

export type CustomFieldType = "SHORT_TEXT" | "LONG_TEXT" | "PHONE" | "NUMBER" | "SELECT" | "MULTI_SELECT" | "CHECKBOX";

/** The longest answer of each type, in UTF-16 code units (what zod's max counts). */
export const ANSWER_MAX_LENGTH: Readonly<Record<CustomFieldType, number>> = {
  SHORT_TEXT: 500,
  LONG_TEXT: 5_000,
  PHONE: 30,
  NUMBER: 30,
  SELECT: 100,
  MULTI_SELECT: 5_000,
  CHECKBOX: 5,
};

// A number, then optionally an extension as people write them: "ext. 12", "ext 12", "x12", "#12".
const PHONE_NUMBER = /^\+?[0-9 ()./-]{5,30}?(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i;
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/** What a NUMBER field's owner may ask of its answers (custom fields' optional `min`, `max`, `integer`). */
export interface NumberRules {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** What a field's owner may ask of its answers: a NUMBER's bounds, a SELECT's or MULTI_SELECT's options. */
export interface FieldRules extends NumberRules {
  options?: { value: string; label: string }[];
}

export type AnswerProblem = "tooLong" | "phone" | "number" | "notWhole" | "belowMin" | "aboveMax" | "option" | "checkbox" | LineProblem;

/** An answer that counts as none for a required field: empty, an unticked CHECKBOX, a MULTI_SELECT with nothing chosen. */
export function isBlankAnswer(type: CustomFieldType, value: string): boolean {
  return value === "" || (type === "CHECKBOX" && value === "false") || (type === "MULTI_SELECT" && value === "[]");
}

/** A MULTI_SELECT answer's values, or undefined when it is not a JSON array of strings. */
export function multiSelectValues(value: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === "string") ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** How an answer reads to people: the chosen options' labels, "Yes"/"No" words left to the caller for CHECKBOX. */
export function answerLabels(field: { type: string; options?: { value: string; label: string }[] }, value: string): string {
  const label = (v: string) => field.options?.find((o) => o.value === v)?.label ?? v;
  if (field.type === "SELECT") return label(value);
  if (field.type === "MULTI_SELECT") return (multiSelectValues(value) ?? [value]).map(label).join(", ");
  return value;
}

/** Why a non-empty answer is refused, or undefined when it is fine. Empty answers are the caller's (required or not). */
export function answerProblem(type: CustomFieldType, value: string, rules: FieldRules = {}): AnswerProblem | undefined {
  if (value.length > ANSWER_MAX_LENGTH[type]) return "tooLong";
  switch (type) {
    case "SHORT_TEXT":
      return lineProblem(value);
    case "LONG_TEXT":
      return paragraphProblem(value);
    case "PHONE":
      return PHONE_NUMBER.test(value) ? undefined : "phone";
    case "NUMBER":
      return DECIMAL_NUMBER.test(value) ? numberProblem(Number(value), rules) : "number";
    case "SELECT":
      return rules.options?.some((o) => o.value === value) ? undefined : "option";
    case "MULTI_SELECT":
      return choicesProblem(value, rules.options ?? []);
    case "CHECKBOX":
      return value === "true" || value === "false" ? undefined : "checkbox";
  }
}

/** A JSON array of distinct option values ("[]" is no choice). */
function choicesProblem(value: string, options: { value: string }[]): AnswerProblem | undefined {
  const values = multiSelectValues(value);
  if (!values || new Set(values).size !== values.length) return "option";
  return values.every((v) => options.some((o) => o.value === v)) ? undefined : "option";
}

function numberProblem(value: number, { min, max, integer }: NumberRules): AnswerProblem | undefined {
  if (integer && !Number.isInteger(value)) return "notWhole";
  if (min !== undefined && value < min) return "belowMin";
  if (max !== undefined && value > max) return "aboveMax";
  return undefined;
}
