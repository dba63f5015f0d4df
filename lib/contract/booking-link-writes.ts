// Bodies of POST /v1/booking-links/create, /update and /delete (extensions). Fields carry the Booking link
// resource's names, so a client can GET a link, change it and send it back: the fields GET answers that
// are not written (ids, timestamps, nested schedule/user/bookingPage, disabledBySystem, deletedAt) are
// accepted and ignored; any other unknown field is refused (VALIDATION_FAILED naming it).
import { z } from "@hono/zod-openapi";
import * as rules from "../validation/booking-link-rules";
import { customField, hexColor, httpUrl, imageUrl, offsetDateTime, periodUnit, resourceId } from "../validation/fields";
import { timestamp } from "./common";

const readOnly = z.unknown().optional().openapi({ description: "Read-only: accepted and ignored" });
const nestedStamps = { createdAt: readOnly, updatedAt: readOnly, bookingLinkId: readOnly };

const periodInput = z
  .strictObject({ unit: periodUnit, quantity: rules.periodQuantity, id: readOnly, ...nestedStamps })
  .openapi("PeriodInput", { description: "unit and quantity; id and timestamps are ignored" });

export const durationInput = z
  .strictObject({
    id: resourceId.optional().openapi({ description: "On update: an existing duration of this link keeps its id (and its bookings)" }),
    durationInMinutes: rules.durationMinutes.openapi({ description: "1 to 1440 minutes", example: 30 }),
    isDefault: z.boolean().default(false).openapi({ description: "Exactly one duration is the default" }),
    ...nestedStamps,
  })
  .openapi("BookingDurationInput");

export const locationInput = z
  .strictObject({
    id: resourceId.optional(),
    type: z.string().min(1).max(50),
    location: z.string().max(500),
    conferenceProviderId: z.string().max(100).nullable().default(null),
    ...nestedStamps,
  })
  .openapi("BookingLocationInput");

export const hostInput = z
  .strictObject({
    id: resourceId.optional(),
    userId: resourceId.openapi({ description: "A member of the workspace" }),
    isOrganizer: z.boolean().default(false).openapi({ description: "Exactly one host is the organizer" }),
    scheduleId: resourceId.openapi({ description: "A schedule of this host" }),
    bookingCalendarId: resourceId.openapi({ description: "A calendar of this host, where its bookings are written" }),
    readAvailabilityFrom: rules.readAvailabilityFrom.default("ALL_CALENDARS"),
    availabilityCalendars: z
      .array(z.looseObject({ id: resourceId }))
      .max(50)
      .default([])
      .openapi({ description: "Calendars of this host counted when readAvailabilityFrom is SELECTED_CALENDARS; by id" }),
    schedule: readOnly,
    user: readOnly,
    ...nestedStamps,
  })
  .openapi("HostInput");

export const customFieldInput = customField
  .extend({
    id: z.string().min(1).max(100).optional().openapi({ description: "Kept when given (answers name it); new fields get one" }),
  })
  .strict()
  .openapi("CustomFieldInput");

/** The writable fields, none required; create adds its requirements and defaults in the use case. */
const writable = {
  slug: rules.linkSlug
    .optional()
    .openapi({ description: "1-100 of a-z, 0-9 and -; unique among the booking page's links", example: "intro-call" }),
  type: rules.linkType.optional(),
  title: rules.linkTitle.optional().openapi({ example: "Intro call" }),
  description: rules.linkDescription.nullable().optional().openapi({ description: "HTML, stored as given; pages and e-mails sanitise it" }),
  status: rules.linkStatus.optional(),
  bufferMinutesBeforeEvent: rules.bufferMinutes.optional(),
  bufferMinutesAfterEvent: rules.bufferMinutes.optional(),
  eventColor: rules.eventColor.nullable().optional().openapi({ description: "A colour identifier, at most 50 characters" }),
  eventNameTemplate: rules.eventNameTemplate.optional(),
  allowGuestInvitations: z.boolean().optional(),
  maxGuestsAllowed: rules.maxGuestsAllowed.optional(),
  requireEventApproval: z.boolean().optional(),
  confirmationMessage: rules.confirmationMessage.nullable().optional(),
  redirectUrl: httpUrl.nullable().optional().openapi({ description: "An absolute http(s) URL" }),
  isPrivate: z.boolean().optional(),
  position: rules.linkPosition.optional(),
  minNoticePeriod: periodInput.nullable().optional(),
  maxFuturePeriod: periodInput.nullable().optional(),
  minDate: offsetDateTime.nullable().optional(),
  maxDate: offsetDateTime.nullable().optional(),
  slotIntervalMinutes: rules.slotIntervalMinutes.nullable().optional(),
  coverImageUrl: imageUrl.nullable().optional().openapi({ description: "An http(s) URL or a path on this site" }),
  brandColor: hexColor.nullable().optional(),
  brandingPreference: rules.brandingPreference.optional(),
  language: rules.linkLanguage.nullable().optional(),
  languagePreference: rules.brandingPreference.optional(),
  bookingPageId: resourceId.optional().openapi({ description: "A booking page of the link's owner; default: the owner's default page" }),
  customFields: z.array(customFieldInput).max(rules.MAX_CUSTOM_FIELDS).optional(),
  bookingDurations: z.array(durationInput).min(1).max(rules.MAX_DURATIONS).optional(),
  bookingLocations: z.array(locationInput).max(20).optional(),
  hosts: z.array(hostInput).min(1).max(rules.MAX_HOSTS).optional(),
  // What GET answers and nobody writes.
  id: readOnly,
  createdAt: readOnly,
  deletedAt: readOnly,
  disabledBySystem: readOnly,
  bookingPage: readOnly,
  minNoticePeriodId: readOnly,
  maxFuturePeriodId: readOnly,
};

export const createBookingLinkBody = z
  .strictObject({
    ...writable,
    slug: writable.slug.unwrap(),
    title: writable.title.unwrap(),
    bookingDurations: z.array(durationInput).min(1).max(rules.MAX_DURATIONS),
    userId: resourceId.optional().openapi({ description: "The owner: OWNER and ADMIN keys may name any member; default the caller" }),
    updatedAt: readOnly,
  })
  .openapi("CreateBookingLinkRequest", {
    example: { slug: "intro-call", title: "Intro call", bookingDurations: [{ durationInMinutes: 30, isDefault: true }] },
  });

export const updateBookingLinkBody = z
  .strictObject({
    ...writable,
    bookingLinkId: resourceId,
    updatedAt: timestamp.openapi({ description: "The updatedAt the client read; another change since is STALE_UPDATE" }),
    userId: resourceId.optional().openapi({ description: "Read-only: the owner does not change; another id is refused" }),
  })
  .openapi("UpdateBookingLinkRequest", {
    example: { bookingLinkId: "bl_demo_intro", updatedAt: "2026-11-23T14:00:00.000Z", title: "Intro call (30 min)" },
  });

export const deleteBookingLinkBody = z.strictObject({ bookingLinkId: resourceId }).openapi("DeleteBookingLinkRequest");

export type CreateBookingLinkInput = z.infer<typeof createBookingLinkBody>;
export type UpdateBookingLinkInput = z.infer<typeof updateBookingLinkBody>;
export type LinkFieldsInput = Omit<UpdateBookingLinkInput, "bookingLinkId" | "updatedAt">;
