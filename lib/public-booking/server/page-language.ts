// The language of a page as a whole, for the root layout's <html lang>: the
// booking link's (as its pages pick it) on a link's pages, its confirmation
// and manage pages; a booking page's on /<username>. The layout does not know which page it frames, so the
// proxy passes the page's path in a request header. The link and the booking
// are read through the same request-scoped reads as the page's own, so this
// costs no second call to the service.
import "server-only";
import { headers } from "next/headers";
import { type Language, languageFromHeader, pickLanguage } from "../../i18n";
import { manageTokenOfPage, PAGE_PATH_HEADER } from "../page-request-rules";
import { loadPublicLink } from "./load-booking-page";
import { languageOfPage, loadPublicPage, usernameOfSegment } from "./load-public-page";
import { readManagedBooking } from "./managed-booking";

const LINK_PAGE = /^\/(?:book|embed)\/([^/]+)(?:\/booked)?\/?$/;
/** An invite's page (app/invite/[token]), in the visitor's language. */
const INVITE_PAGE = /^\/invite\/[^/]+\/?$/;
/** The team's dashboard, in its member's browser's language (as its own words are picked). */
const DASHBOARD_PAGE = /^\/dashboard(\/|$)/;

export async function pageLanguage(): Promise<Language> {
  const request = await headers();
  const acceptLanguage = request.get("accept-language");
  const path = request.get(PAGE_PATH_HEADER) ?? "";
  const linkId = await linkIdOfPage(path).catch(() => undefined);
  const link = linkId ? await loadPublicLink(linkId).catch(() => undefined) : undefined;
  if (link) return pickLanguage(link.language, acceptLanguage);
  const profile = await profileLanguage(path, acceptLanguage);
  if (profile) return profile;
  // A link's page for an unknown link (404), an invite's page, or a page not of a link: as its notices pick their language.
  return LINK_PAGE.test(path) || manageTokenOfPage(path) !== undefined || INVITE_PAGE.test(path) || DASHBOARD_PAGE.test(path)
    ? languageFromHeader(acceptLanguage)
    : "en";
}

/** On a booking page (/<username>), its language as the page picks it; for an unknown username, the notice's. */
async function profileLanguage(path: string, acceptLanguage: string | null): Promise<Language | undefined> {
  const segment = /^\/([^/]+)\/?$/.exec(path)?.[1];
  if (!segment || !usernameOfSegment(segment)) return undefined;
  const page = await loadPublicPage(segment).catch(() => undefined);
  return page ? languageOfPage(page, acceptLanguage) : languageFromHeader(acceptLanguage);
}

async function linkIdOfPage(path: string): Promise<string | undefined> {
  const token = manageTokenOfPage(path);
  if (token !== undefined) {
    const managed = await readManagedBooking(token);
    return managed.kind === "found" ? managed.booking.bookingLinkId : undefined;
  }
  const id = LINK_PAGE.exec(path)?.[1];
  return id && id !== "booking" ? decodeURIComponent(id) : undefined;
}
