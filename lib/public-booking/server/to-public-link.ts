// A booking link as the service answers it, turned into what a visitor may
// see of it (public-link.ts): colours, images and addresses checked, HTML
// sanitised.
import "server-only";
import { type BookingLinkResponse, isBookable } from "../../contract/booking-links";
import type { PublicLink } from "../public-link";
import { sanitizeRichText } from "./sanitize";

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const safeColor = (value: string | null) => (value && HEX.test(value) ? value : null);
/**
 * An http(s) address, or a path on this site. Browsers read a backslash as a
 * slash, so "/\\evil.example/x" (like "//evil.example/x") would load from
 * another host; no backslash, white space or control character is let through.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const BACKSLASH_SPACE_OR_CONTROL = /[\\\s\u0000-\u001f]/;
export const safeImage = (value: string | null) =>
  value && (/^https?:\/\/[^/\\\s]/i.test(value) || /^\/(?![/\\])/.test(value)) && !BACKSLASH_SPACE_OR_CONTROL.test(value) ? value : null;
const safeRedirect = (value: string | null) => (value && /^https?:\/\/[^/]/i.test(value) ? value : null);

/**
 * Branding: GLOBAL shows the booking page's cover and colour; CUSTOM the
 * link's own, each falling back to the booking page's; OFF neither.
 */
export function brandingOf(link: BookingLinkResponse): PublicLink["branding"] {
  const page = link.bookingPage;
  const pick = (own: string | null, global: string | null) =>
    link.brandingPreference === "OFF" ? null : link.brandingPreference === "CUSTOM" ? (own ?? global) : global;
  return {
    brandColor: safeColor(pick(link.brandColor, page.brandColor)),
    coverImageUrl: safeImage(pick(link.coverImageUrl, page.coverImageUrl)),
    hideServiceBanner: page.hideServiceBanner,
  };
}

export function toPublicLink(link: BookingLinkResponse): PublicLink {
  const organizer = link.hosts.find((h) => h.isOrganizer) ?? link.hosts[0];
  return {
    id: link.id,
    title: link.title,
    descriptionHtml: sanitizeRichText(link.description),
    bookable: isBookable(link),
    deleted: link.deletedAt !== null,
    isPrivate: link.isPrivate,
    // Shortest first, as visitors read a choice of lengths (the service lists the default first).
    durations: link.bookingDurations
      .map((d) => ({ id: d.id, minutes: d.durationInMinutes, isDefault: d.isDefault }))
      .sort((a, b) => a.minutes - b.minutes),
    locations: link.bookingLocations.map((l) => ({ type: l.type, location: l.location })),
    hosts: link.hosts.map((h) => ({ name: h.user.name, image: safeImage(h.user.image) })),
    customFields: link.customFields.map((f) => ({
      id: f.id,
      name: f.name,
      type: f.type,
      label: f.label,
      required: f.required,
      placeholder: f.placeholder,
      ...(f.min !== undefined && { min: f.min }),
      ...(f.max !== undefined && { max: f.max }),
      ...(f.integer !== undefined && { integer: f.integer }),
      ...(f.options !== undefined && { options: f.options.map(({ value, label }) => ({ value, label })) }),
    })),
    guests: { allowed: link.allowGuestInvitations, max: link.allowGuestInvitations ? link.maxGuestsAllowed : 0 },
    requiresApproval: link.requireEventApproval,
    redirectUrl: safeRedirect(link.redirectUrl),
    confirmationHtml: sanitizeRichText(link.confirmationMessage),
    branding: brandingOf(link),
    language: { language: link.language, languagePreference: link.languagePreference, bookingPageLanguage: link.bookingPage.language },
    bookingWindow: {
      minNoticePeriod: link.minNoticePeriod && { unit: link.minNoticePeriod.unit, quantity: link.minNoticePeriod.quantity },
      maxFuturePeriod: link.maxFuturePeriod && { unit: link.maxFuturePeriod.unit, quantity: link.maxFuturePeriod.quantity },
      minDate: link.minDate,
      maxDate: link.maxDate,
    },
    defaultTimeZone: organizer?.schedule.timeZone ?? "UTC",
  };
}
