// What a visitor may see of a booking page (/<username>): its owner's name
// and picture, its branding and the links it displays, each as the booking
// page of that link shows it (public-link.ts) plus its description as text.
import type { PublicLink } from "./public-link";

export interface PublicPageLink extends PublicLink {
  /** The sanitised description as plain text, for summaries and Markdown. */
  descriptionText: string | null;
}

export interface PublicBookingPage {
  username: string;
  owner: { name: string; image: string | null };
  /** Plain text, as the team wrote it. */
  description: string | null;
  branding: { brandColor: string | null; coverImageUrl: string | null };
  /** The page's own language (lower case), which its links follow unless they set theirs. */
  language: string;
  /** Not private, enabled, not deleted: in the page's order (position). */
  links: PublicPageLink[];
}

/** A booking page as the app's root lists it. */
export interface PageSummary {
  username: string;
  ownerName: string;
  ownerImage: string | null;
  description: string | null;
}
