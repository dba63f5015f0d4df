import type { MessageKey, Messages } from "./messages-en";

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

type Values = Record<string, string | number> | undefined;

/**
 * Kept apart from the catalogs so the browser receives only the language it
 * shows. Messages fill `{name}` placeholders, and choose among the forms of
 * an ICU plural argument by the language's plural rules (Intl.PluralRules):
 * `{count, plural, =0 {none} one {# time} other {# times}}`, `#` being the count.
 */
export function makeTranslate(messages: Messages, locale = "en-US"): Translate {
  const rules = new Intl.PluralRules(locale);
  return (key, values) =>
    expandPlurals(messages[key], values, rules).replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}

const PLURAL_ARGUMENT = /\{(\w+), plural,/;
const SELECTOR = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/;

function expandPlurals(text: string, values: Values, rules: Intl.PluralRules): string {
  const argument = PLURAL_ARGUMENT.exec(text);
  if (!argument) return text;
  const forms: Record<string, string> = {};
  let at = argument.index + argument[0].length;
  for (let selector = SELECTOR.exec(text.slice(at)); selector; selector = SELECTOR.exec(text.slice(at))) {
    const start = at + selector[0].length;
    const end = closingBrace(text, start);
    forms[selector[1]!] = text.slice(start, end);
    at = end + 1;
  }
  const close = text.indexOf("}", at);
  if (close < 0 || forms.other === undefined) throw new Error(`malformed plural message: ${text}`);
  const value = values?.[argument[1]!];
  const count = Number(value);
  const form = forms[`=${count}`] ?? forms[rules.select(count)] ?? forms.other;
  return text.slice(0, argument.index) + form.replace(/#/g, String(value ?? "")) + expandPlurals(text.slice(close + 1), values, rules);
}

/** The index of the brace closing the one opened just before `start`. */
function closingBrace(text: string, start: number): number {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`malformed plural message: ${text}`);
}
