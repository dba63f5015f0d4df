// The booking page's <head>: title, description, canonical address, its
// Markdown for AI assistants (<link rel="alternate" type="text/markdown">, as
// the profile page has), Open Graph and X card tags, so a link pasted into
// chat unfurls as a card.
// Addresses are absolute on PUBLIC_URL (public-url.ts), never on the
// request's Host header, which whoever sends the request writes.
import "server-only";
import type { Metadata } from "next";
import { LOCALES } from "../../i18n";
import { linkPagePath, linkPreview, PREVIEW_IMAGE_SIZE, previewImagePath } from "../link-preview";
import type { PublicLink } from "../public-link";
import { publicUrl } from "./public-url";

/** Nothing to show and nothing to index: unknown links, and pages that carry a booking (confirmation, manage address). */
export const PRIVATE_PAGE_ROBOTS = { index: false, follow: false } as const;

export function bookingLinkMetadata(link: PublicLink | undefined): Metadata {
  if (!link) return { title: "Booking link not found", robots: PRIVATE_PAGE_ROBOTS };
  // A turned-off link shows its notice; a card for it would invite bookings it cannot take.
  if (!link.bookable) return { title: link.title, robots: PRIVATE_PAGE_ROBOTS };
  const preview = linkPreview(link);
  const base = publicUrl();
  const url = `${base}${linkPagePath(link.id)}`;
  const image = { url: `${base}${previewImagePath(link.id, preview)}`, ...PREVIEW_IMAGE_SIZE, type: "image/png", alt: preview.pageTitle };
  return {
    title: preview.pageTitle,
    description: preview.description,
    alternates: { canonical: url, types: { "text/markdown": `${url}.md` } },
    // Private links are bookable by whoever has the address, and unfurl for them, but are never listed by search engines.
    robots: link.isPrivate ? PRIVATE_PAGE_ROBOTS : undefined,
    openGraph: {
      type: "website",
      url,
      title: preview.pageTitle,
      description: preview.description,
      locale: LOCALES[preview.language].replace("-", "_"),
      images: [image],
    },
    twitter: { card: "summary_large_image", title: preview.pageTitle, description: preview.description, images: [image] },
  };
}
