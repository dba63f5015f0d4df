// The one catalogue of words (pages, e-mails) by language, language choice,
// and message lookup.
import type { BookingLinkResponse } from "../contract/booking-links";
import { de } from "./messages-de";
import { type Catalog, type CatalogKey, type DashboardMessages, en, type Messages } from "./messages-en";
import { es } from "./messages-es";
import { it } from "./messages-it";
import { ja } from "./messages-ja";
import { formatList, makeTranslate, type Translate } from "./translate";

/**
 * The languages as the interface names them (a link's `language`: EN, DE, ES,
 * JA, IT), written lower-case. A language added there fails the typecheck
 * here until it has a catalogue and a locale.
 */
export type Language = Lowercase<NonNullable<BookingLinkResponse["language"]>>;

const catalogs: Record<Language, Catalog> = { en, de, es, ja, it };

/** BCP 47 locale used to format messages, dates and times in each language. */
export const LOCALES: Record<Language, string> = { en: "en-US", de: "de-DE", es: "es-ES", ja: "ja-JP", it: "it-IT" };

export const LANGUAGES = Object.keys(catalogs) as Language[];

export { formatList, type Translate };

const translators = new Map<Language, Translate<CatalogKey>>();
const pageMessages = new Map<Language, Messages>();

/** Every message of the language, e-mails' too: for the server. */
export function translator(language: Language): Translate<CatalogKey> {
  let t = translators.get(language);
  if (!t) {
    t = makeTranslate(catalogs[language], LOCALES[language]);
    translators.set(language, t);
  }
  return t;
}

/** The messages the booking pages use, for a page to hand its client components: not the e-mails' or the dashboard's. */
export function messagesFor(language: Language): Messages {
  let messages = pageMessages.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(catalogs[language]).filter(([key]) => !key.startsWith("email.") && !key.startsWith("dashboard.")),
    ) as Messages;
    pageMessages.set(language, messages);
  }
  return messages;
}

/** The dashboard's messages ("dashboard." keys), for its client components. */
export function dashboardMessagesFor(language: Language): DashboardMessages {
  return Object.fromEntries(Object.entries(catalogs[language]).filter(([key]) => key.startsWith("dashboard."))) as DashboardMessages;
}

export function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The first supported language of an Accept-Language header, or English. */
export function languageFromHeader(header: string | null): Language {
  const ranked = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { language: (tag ?? "").slice(0, 2).toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? "en";
}

/**
 * The link's language wins over its booking page's, which wins over the
 * visitor's browser: languagePreference CUSTOM uses the link's own language,
 * GLOBAL the booking page's, OFF the browser's.
 */
export function pickLanguage(
  link: { language: string | null; languagePreference: "GLOBAL" | "CUSTOM" | "OFF"; bookingPageLanguage: string },
  acceptLanguage: string | null,
): Language {
  const browser = languageFromHeader(acceptLanguage);
  if (link.languagePreference === "OFF") return browser;
  const linkLanguage = link.language?.toLowerCase();
  if (link.languagePreference === "CUSTOM" && isLanguage(linkLanguage)) return linkLanguage;
  const pageLanguage = link.bookingPageLanguage.toLowerCase();
  return isLanguage(pageLanguage) ? pageLanguage : browser;
}
