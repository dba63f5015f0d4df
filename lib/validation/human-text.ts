// The rule for one line of text a person types: a name, a short answer. The
// service's request schemas (fields.ts) and the visitor's booking form
// (lib/public-booking/booking-form.ts) both use it, so the browser refuses
// exactly what the API refuses. It imports zod alone because the form's
// browser bundle carries it (fields.ts would bring zone and OpenAPI code).
import { z } from "zod";

export const MAX_NAME_LENGTH = 200;

/** What is wrong with a line of text: a break or control, a hidden or malformed character, or nothing visible. */
export type LineProblem = "lineBreak" | "hidden" | "blank";

// C0 and C1 controls (NEL, U+0085, among them), DEL, and the line and
// paragraph separators: each starts a new line somewhere (mail headers,
// calendar files, logs).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

// Bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069)
// reorder the text after them wherever the name is shown. A lone surrogate
// is not text (UTF-8 cannot carry it), and U+FFFD is what bytes that were not
// UTF-8 became on the way in.
const HIDDEN_OR_MALFORMED = /[\u202a-\u202e\u2066-\u2069\ufffd]|\p{Cs}/u;

// What shows nothing by itself: zero-width spaces and joiners, soft hyphens,
// Hangul fillers and other default-ignorable characters, spaces, combining
// marks, the braille blank. Inside a name they are fine (ZWNJ in Persian,
// ZWJ in emoji); a name of nothing else is not a name.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}\u2800]/gu;

/** NFC, so that one name has one spelling, and trimmed. */
export const normalizeText = (value: string) => value.normalize("NFC").trim();

export function lineProblem(value: string): LineProblem | undefined {
  if (LINE_BREAK_OR_CONTROL.test(value)) return "lineBreak";
  if (HIDDEN_OR_MALFORMED.test(value)) return "hidden";
  if (value !== "" && value.replace(INVISIBLE, "") === "") return "blank";
  return undefined;
}

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
