// What a booking link shows where its address is pasted (Slack, iMessage,
// LinkedIn, X): its title, who it is with, its lengths, the description as
// plain text and its brand colour, for the page's meta tags and its preview
// image. Only the link's public face goes in, never a visitor's choices (slot,
// zone) or a booking, so one preview serves everyone who has the address.
import { formatList, type Language, LOCALES, pickLanguage, translator } from "../i18n";
import { durationLabel } from "./format";
import type { PublicLink } from "./public-link";

/** The size unfurlers crop to least (1.91:1, Open Graph's and X's large card). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The image's font (server/preview-fonts.ts), Noto Sans JP after it for Japanese. */
export const PREVIEW_FONT_FAMILY = "Noto Sans";

/** Unfurlers show two or three lines of a description; longer ones are cut by them mid-word. */
export const PREVIEW_DESCRIPTION_LENGTH = 200;

/** Changed whenever the image's drawing changes, so unfurlers holding the old one by its address fetch the new one. */
const IMAGE_DESIGN = 1;

export interface LinkPreview {
  /** "Intro call | Olivia Chen": what the tab and the card's heading say. */
  pageTitle: string;
  title: string;
  hosts: string;
  durations: string;
  /** The description as plain text, trimmed; without one, the lengths and the hosts. */
  description: string;
  brandColor: string | null;
  /**
   * The link's own language, not the visitor's: an unfurler's Accept-Language
   * says nothing of who reads the card, and the image must be the same for all.
   */
  language: Language;
}

export function linkPreview(link: PublicLink): LinkPreview {
  const language = pickLanguage(link.language, null);
  const t = translator(language);
  const hosts = formatList(
    LOCALES[language],
    link.hosts.map((host) => host.name),
  );
  const durations = link.durations.map((d) => durationLabel(d.minutes, t)).join(" · ");
  const description = plainTextOf(link.descriptionHtml, PREVIEW_DESCRIPTION_LENGTH) || `${durations} · ${t("withHosts", { hosts })}`;
  return {
    pageTitle: hosts ? `${link.title} | ${hosts}` : link.title,
    title: link.title,
    hosts,
    durations,
    description,
    brandColor: link.branding.brandColor,
    language,
  };
}

/** The link's address without any visitor state (slot, zone, month, prefill): the one address search engines and unfurlers keep. */
export const linkPagePath = (linkId: string) => `/book/${encodeURIComponent(linkId)}`;

/** The preview image's address; `v` changes with what the image shows, so a changed link is not shown with its old card. */
export const previewImagePath = (linkId: string, preview: LinkPreview) =>
  `${linkPagePath(linkId)}/preview.png?v=${previewVersion(preview)}`;

/** A short fingerprint of everything the image draws (FNV-1a, 32 bits: a cache key, not a secret). */
export function previewVersion(preview: LinkPreview): string {
  const drawn = JSON.stringify([IMAGE_DESIGN, preview.title, preview.hosts, preview.durations, preview.brandColor, preview.language]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < drawn.length; i++) hash = Math.imul(hash ^ drawn.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The text of sanitised HTML (lib/public-booking/server/sanitize.ts) on one
 * line: block ends and line breaks become spaces, entities are decoded, and a
 * text longer than maxLength is cut at the last word that fits, with "…".
 */
export function plainTextOf(html: string | null, maxLength: number): string {
  if (!html) return "";
  const text = html
    .replace(/<(?:br|\/p|\/li|\/h\d|\/blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => decodeEntity(name) ?? whole)
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1).replace(/[\uD800-\uDBFF]$/, ""); // never half an emoji
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

function decodeEntity(name: string): string | undefined {
  if (name[0] !== "#") return ENTITIES[name.toLowerCase()];
  const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
