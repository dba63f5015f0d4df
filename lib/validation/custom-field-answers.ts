// What an answer to a booking link's custom field may be: one rule for the
// service, which refuses a booking with a wrong answer, and the booking form,
// which says so before sending. Each side words the problem its own way.
import { type LineProblem, lineProblem, paragraphProblem } from "./human-text";

export type CustomFieldType = "SHORT_TEXT" | "LONG_TEXT" | "PHONE" | "NUMBER";

/** The longest answer of each type, in UTF-16 code units (what zod's max counts). */
export const ANSWER_MAX_LENGTH: Readonly<Record<CustomFieldType, number>> = {
  SHORT_TEXT: 500,
  LONG_TEXT: 5_000,
  PHONE: 30,
  NUMBER: 30,
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

export type AnswerProblem = "tooLong" | "phone" | "number" | "notWhole" | "belowMin" | "aboveMax" | LineProblem;

/** Why a non-empty answer is refused, or undefined when it is fine. Empty answers are the caller's (required or not). */
export function answerProblem(type: CustomFieldType, value: string, rules: NumberRules = {}): AnswerProblem | undefined {
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
  }
}

function numberProblem(value: number, { min, max, integer }: NumberRules): AnswerProblem | undefined {
  if (integer && !Number.isInteger(value)) return "notWhole";
  if (min !== undefined && value < min) return "belowMin";
  if (max !== undefined && value > max) return "aboveMax";
  return undefined;
}
