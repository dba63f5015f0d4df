// A booking page as the service answers it, with its displayed links, turned
// into what a visitor may see of it (public-page.ts): no emails or ids, the
// colour and images checked, descriptions sanitised.
import "server-only";
import type { BookingLinkResponse } from "../../contract/booking-links";
import type { BookingPageWithOwner } from "../../contract/booking-pages";
import type { PublicBookingPage, PublicPageLink } from "../public-page";
import { richTextToPlainText } from "./sanitize";
import { safeColor, safeImage, toPublicLink } from "./to-public-link";

export function toPublicPageLink(link: BookingLinkResponse): PublicPageLink {
  return { ...toPublicLink(link), descriptionText: richTextToPlainText(link.description) };
}

export function toPublicPage(page: BookingPageWithOwner, links: BookingLinkResponse[]): PublicBookingPage {
  return {
    username: page.username,
    owner: { name: page.user.name, image: safeImage(page.user.image) },
    description: page.descripton?.trim() || null,
    branding: { brandColor: safeColor(page.brandColor), coverImageUrl: safeImage(page.coverImageUrl) },
    language: page.language.toLowerCase(),
    // The service answers only what the page displays, in its order; checked again, as a link's own page checks.
    links: links
      .filter((l) => !l.isPrivate)
      .map(toPublicPageLink)
      .filter((l) => l.bookable),
  };
}
