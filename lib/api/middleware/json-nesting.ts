// How deep a JSON text nests arrays and objects, found before it is parsed.
// Everything that walks a parsed value recursively (JSON.stringify for the
// idempotency hash, validation, NUL checks) overflows the stack somewhere
// past a few thousand levels, and a 10 KB body reaches that; no request of
// this interface needs more than a handful.

/** Levels of arrays and objects a request body may nest (a booking needs 4). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` opens more than `max` arrays and objects at once. One pass
 * with a counter, no recursion; brackets inside strings do not count. Says
 * nothing of whether the text is valid JSON: JSON.parse decides that after.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\")
        i++; // the escaped character, which may be a quote
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "[" || c === "{") {
      if (++depth > max) return true;
    } else if ((c === "]" || c === "}") && depth > 0) depth--;
  }
  return false;
}
