// Language choice and message lookup for visitor-facing pages.
import { de } from "./messages-de";
import { en, type Messages } from "./messages-en";
import { es } from "./messages-es";
import { it } from "./messages-it";
import { ja } from "./messages-ja";
import { makeTranslate, type Translate } from "./translate";

export const LANGUAGES = ["en", "de", "es", "ja", "it"] as const;
export type Language = (typeof LANGUAGES)[number];

const catalogs: Record<Language, Messages> = { en, de, es, ja, it };

export type { Translate };

export const messagesFor = (language: Language): Messages => catalogs[language];

export function translator(language: Language): Translate {
  return makeTranslate(catalogs[language], LOCALES[language]);
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

/** BCP 47 locale used to format dates and times in each language. */
export const LOCALES: Record<Language, string> = { en: "en-US", de: "de-DE", es: "es-ES", ja: "ja-JP", it: "it-IT" };
