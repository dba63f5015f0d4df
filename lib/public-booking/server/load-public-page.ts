// The booking pages of the app's team, read from the service: one at its
// username for /<username> (and its Markdown), all of them for / and llms.txt.
import "server-only";
import { cache } from "react";
import { allPages } from "../../contract/all-pages";
import type { BookingPageWithOwner } from "../../contract/booking-pages";
import { type Language, pickLanguage } from "../../i18n";
import { fetchBookingPages, fetchListedLinks } from "../../scheduling-client/client";
import { isReservedUsername, USERNAME } from "../../validation/username";
import type { PageSummary, PublicBookingPage } from "../public-page";
import { toPublicPage } from "./to-public-page";

/** A path segment that may be a booking page's username (/Olivia finds olivia; /book never is one). */
export function usernameOfSegment(segment: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
  return USERNAME.test(name) && !isReservedUsername(name) ? name : undefined;
}

/** The page at `segment` with the links it displays; undefined when there is none or it is turned off. Once per render. */
export const loadPublicPage = cache(async (segment: string): Promise<PublicBookingPage | undefined> => {
  const username = usernameOfSegment(segment);
  if (!username) return undefined;
  const [page] = (await fetchBookingPages(username)).data;
  if (page?.status !== "ENABLED") return undefined;
  return toPublicPage(page, (await fetchListedLinks(page.id)).data);
});

/** Every enabled booking page of the team (all pages of the list, up to 2,000), for the home page and llms.txt. */
export const loadPageSummaries = cache(async (): Promise<PageSummary[]> => {
  const pages = await allPages((page) => fetchBookingPages(undefined, page));
  return pages.filter((p) => p.status === "ENABLED").map(toSummary);
});

const toSummary = (page: BookingPageWithOwner): PageSummary => {
  const { owner, description } = toPublicPage(page, []);
  return { username: page.username, ownerName: owner.name, ownerImage: owner.image, description };
};

/** A booking page shows its own language; the visitor's browser's only when the page's is not one the app speaks. */
export const languageOfPage = (page: PublicBookingPage, acceptLanguage: string | null): Language =>
  pickLanguage({ language: null, languagePreference: "GLOBAL", bookingPageLanguage: page.language }, acceptLanguage);
