// What a visitor may see of a booking link: its public face, and nothing
// private (no emails, user ids, schedules, calendars or sync data).
import type { Period } from "../availability/booking-window";
import type { CustomField } from "../validation/fields";

export interface PublicLink {
  id: string;
  title: string;
  descriptionHtml: string | null;
  bookable: boolean;
  /** Deleted by its team: its own pages answer 404; the pages of bookings made with it still show it. */
  deleted?: boolean;
  isPrivate: boolean;
  durations: { id: string; minutes: number; isDefault: boolean }[];
  locations: { type: string; location: string }[];
  hosts: { name: string; image: string | null }[];
  customFields: CustomField[];
  guests: { allowed: boolean; max: number };
  requiresApproval: boolean;
  redirectUrl: string | null;
  confirmationHtml: string | null;
  branding: { brandColor: string | null; coverImageUrl: string | null; hideServiceBanner: boolean };
  language: { language: string | null; languagePreference: "GLOBAL" | "CUSTOM" | "OFF"; bookingPageLanguage: string };
  /** How soon and how far ahead it can be booked (ISO dates): the calendar opens no month outside them. */
  bookingWindow: { minNoticePeriod: Period | null; maxFuturePeriod: Period | null; minDate: string | null; maxDate: string | null };
  /** The organizer's zone: times are shown in it until the visitor's own is known. */
  defaultTimeZone: string;
}
