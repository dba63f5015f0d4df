import type { MessageKey, Messages } from "./messages-en";

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Kept apart from the catalogs so the browser receives only the language it shows. */
export function makeTranslate(messages: Messages): Translate {
  return (key, values) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}
