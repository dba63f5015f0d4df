// Messages in ICU MessageFormat, formatted by intl-messageformat. Kept apart
// from the catalogues so the browser receives only the language it shows.
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageKey } from "./messages-en";

/**
 * An argument's value: text, a number (for `{n, plural, …}`, `{n, number}` or
 * plain `{n}`), a select's case, or a list, which the message shows as its
 * language writes one: "Ann, Bob, and Cy", "Ann, Bob und Cy", "Ann、Bob、Cy".
 */
export type MessageValues = Record<string, string | number | readonly string[]>;

export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

// Compiled messages by locale, then by text: compiling costs tens of times
// what formatting does, and a booking page formats hundreds. Keyed by the
// text rather than the key, so two catalogues of one locale never mix; the
// catalogues bound the count.
const compiled = new Map<string, Map<string, IntlMessageFormat>>();
const listFormats = new Map<string, Intl.ListFormat>();

export function makeTranslate<Key extends string>(messages: Record<Key, string>, locale = "en-US"): Translate<Key> {
  const formats = compiled.get(locale) ?? new Map<string, IntlMessageFormat>();
  compiled.set(locale, formats);
  return (key, values) => {
    const text = messages[key];
    let format = formats.get(text);
    if (!format) {
      // Tags (`<b>`) are text here: messages hold none, and what they show is plain text.
      format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
      formats.set(text, format);
    }
    return format.format(values && withLists(values, locale)) as string;
  };
}

/** Items as one phrase, the way the locale joins them ("a, b, and c"). */
export function formatList(locale: string, items: readonly string[]): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

function withLists(values: MessageValues, locale: string): Record<string, string | number> {
  let copy: Record<string, string | number> | undefined;
  for (const name in values) {
    const value = values[name];
    if (typeof value === "object") {
      copy ??= { ...(values as Record<string, string | number>) };
      copy[name] = formatList(locale, value);
    }
  }
  return copy ?? (values as Record<string, string | number>);
}

/** How many messages are compiled, over every locale; for tests of the cache. */
export const compiledMessageCount = () => [...compiled.values()].reduce((sum, formats) => sum + formats.size, 0);
