// The rule for one line of text a person types: a name, a short answer. The
// service's request schemas (fields.ts) and the visitor's booking form
// (lib/public-booking/booking-form.ts) both use it, so the browser refuses
// exactly what the API refuses. It imports zod alone because the form's
// browser bundle carries it (fields.ts would bring zone and OpenAPI code).
import { z } from "zod";
import { HIDDEN_OR_MALFORMED, type LineProblem, lineProblem } from "./line-problem";

export { type LineProblem, lineProblem };

export const MAX_NAME_LENGTH = 200;

/** NFC, so that one name has one spelling, and trimmed. */
export const normalizeText = (value: string) => value.normalize("NFC").trim();

// Controls other than tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The text without C0 and C1 control characters (line breaks and tabs included). */
export const stripControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, "");

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * What is wrong with several lines of text (a long answer): line breaks and
 * tabs belong there; other controls, bidi controls and malformed characters
 * do not, for the same reasons as in a line.
 */
export function paragraphProblem(value: string): "hidden" | undefined {
  return CONTROL_BUT_LINE_BREAKS.test(value) || HIDDEN_OR_MALFORMED.test(value) ? "hidden" : undefined;
}

export type LineMessages = Record<LineProblem | "required" | "tooLong", string>;

/** A required line of at most `max` characters, normalised, that lineProblem finds nothing wrong with. */
export function singleLineText(max: number, messages: LineMessages) {
  return z
    .string()
    .normalize("NFC")
    .trim()
    .min(1, { message: messages.required })
    .max(max, { message: messages.tooLong })
    .superRefine((value, ctx) => {
      const problem = lineProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: messages[problem] });
    });
}
