// What embed.js needs of a link to draw its own controls in the link's look:
// the floating button's colour and text, and the popup's labels, in the
// language the booking page itself will speak to this visitor.
import { pickLanguage, translator } from "../i18n";
import type { PublicLink } from "./public-link";

export interface EmbedDefaults {
  title: string;
  language: string;
  brandColor: string | null;
  buttonText: string;
  closeLabel: string;
}

export function embedDefaults(link: PublicLink, acceptLanguage: string | null): EmbedDefaults {
  const language = pickLanguage(link.language, acceptLanguage);
  const t = translator(language);
  return {
    title: link.title,
    language,
    brandColor: link.branding.brandColor,
    buttonText: t("embedButton"),
    closeLabel: t("embedClose"),
  };
}
