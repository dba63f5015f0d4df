// A booking page's <head>: title, description, canonical address, its Markdown
// for AI assistants (<link rel="alternate" type="text/markdown">) and the
// Open Graph basics. Addresses on PUBLIC_URL, never the request's Host.
import "server-only";
import type { Metadata } from "next";
import type { PublicBookingPage } from "../public-page";
import { PRIVATE_PAGE_ROBOTS } from "./link-metadata";
import { publicUrl } from "./public-url";

export function profileMetadata(page: PublicBookingPage | undefined): Metadata {
  if (!page) return { title: "Booking page not found", robots: PRIVATE_PAGE_ROBOTS };
  const base = publicUrl();
  const url = `${base}/${page.username}`;
  const cover = page.branding.coverImageUrl;
  const title = `${page.owner.name} · Book a meeting`;
  const description = page.description ?? page.links.map((l) => l.title).join(" · ");
  return {
    title,
    description,
    alternates: { canonical: url, types: { "text/markdown": `${url}.md` } },
    openGraph: {
      type: "profile",
      url,
      title,
      description,
      images: cover ? [cover.startsWith("/") ? `${base}${cover}` : cover] : undefined,
    },
  };
}
