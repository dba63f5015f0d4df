// The rule for one line of text, without zod: the booking page's first
// bundle reads URL parameters with it (lib/public-booking/utm.ts), and
// human-text.ts builds the schemas of names and answers on it.

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
export const HIDDEN_OR_MALFORMED = /[\u202a-\u202e\u2066-\u2069\ufffd]|\p{Cs}/u;

// What shows nothing by itself: zero-width spaces and joiners, soft hyphens,
// Hangul fillers and other default-ignorable characters, spaces, combining
// marks, the braille blank. Inside a name they are fine (ZWNJ in Persian,
// ZWJ in emoji); a name of nothing else is not a name.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}\u2800]/gu;

export function lineProblem(value: string): LineProblem | undefined {
  if (LINE_BREAK_OR_CONTROL.test(value)) return "lineBreak";
  if (HIDDEN_OR_MALFORMED.test(value)) return "hidden";
  if (value !== "" && value.replace(INVISIBLE, "") === "") return "blank";
  return undefined;
}
