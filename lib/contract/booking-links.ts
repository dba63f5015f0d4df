// The Booking link resource as the interface names it, field for field
// (including the booking page's `descripton`, spelled as the interface has it).
import { z } from "@hono/zod-openapi";
import { customFieldType, dateOverrides, offsetDateTime, periodUnit, resourceId, weeklyAvailability } from "../validation/fields";
import { timestamp } from "./common";

const nullableTimestamp = timestamp.nullable();

export const customFieldSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: customFieldType.openapi({
      description:
        'SHORT_TEXT (one line), LONG_TEXT (multi-line), PHONE or NUMBER; extensions: SELECT (one option\'s value), MULTI_SELECT (a JSON array of option values, as a string) and CHECKBOX ("true" or "false")',
    }),
    label: z.string(),
    required: z.boolean(),
    placeholder: z.string(),
    min: z.number().optional().openapi({
      description:
        "Extension, NUMBER fields: the smallest answer accepted (bookings/create answers VALIDATION_FAILED on the field below it)",
    }),
    max: z.number().optional().openapi({ description: "Extension, NUMBER fields: the largest answer accepted" }),
    integer: z
      .boolean()
      .optional()
      .openapi({ description: "Extension, NUMBER fields: true when only whole numbers are accepted (a count)" }),
    options: z
      .array(z.object({ value: z.string(), label: z.string() }))
      .optional()
      .openapi({ description: "Extension, SELECT and MULTI_SELECT fields: the choices; answers carry a choice's value" }),
  })
  .openapi("CustomField");

export const bookingDurationSchema = z
  .object({
    id: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
    durationInMinutes: z.number().int(),
    isDefault: z.boolean(),
    bookingLinkId: z.string(),
  })
  .openapi("BookingDuration");

export const periodSchema = z
  .object({ id: z.string(), createdAt: timestamp, updatedAt: timestamp, unit: periodUnit, quantity: z.number().int() })
  .openapi("Period", { description: "Shape of both minNoticePeriod and maxFuturePeriod" });

export const scheduleSchema = z
  .object({
    id: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
    name: z.string(),
    availability: weeklyAvailability,
    overrides: dateOverrides.openapi({
      description: "Extension: dates (YYYY-MM-DD, in timeZone) whose ranges replace their weekday's; no ranges is a day off",
    }),
    timeZone: z.string(),
    isDefault: z.boolean(),
    userId: z.string(),
  })
  .openapi("Schedule");

export const hostUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: nullableTimestamp,
    image: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    status: z.string().openapi({ description: "ACTIVE" }),
    onboardingComplete: z.boolean(),
    referral: z.string().nullable(),
    hasAddedTrialReminder: z.boolean(),
    hourFormat: z.string().openapi({ description: "H12 or H24" }),
    firstDayOfWeek: z.string().openapi({ description: "MONDAY, SUNDAY or SATURDAY" }),
    locale: z.string(),
    workspaceId: z.string(),
  })
  .openapi("HostUser");

export const calendarSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    provider: z.enum(["GOOGLE", "MICROSOFT", "INTERNAL", "CALDAV", "ICS"]).openapi({
      description:
        "Extension: INTERNAL is the service's own calendar (no outside account), made for a member who joined by invite; CALDAV and ICS are calendars a member connected (POST /v1/calendars/connect). Clients should treat a provider they do not know as opaque.",
    }),
  })
  .openapi("Calendar");

export const hostSchema = z
  .object({
    id: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
    isOrganizer: z.boolean(),
    readAvailabilityFrom: z.enum(["ALL_CALENDARS", "SELECTED_CALENDARS"]),
    userId: z.string(),
    bookingLinkId: z.string(),
    bookingCalendarId: z.string(),
    scheduleId: z.string(),
    schedule: scheduleSchema,
    availabilityCalendars: z
      .array(calendarSchema)
      .openapi({ description: "Calendars whose events make the host busy when readAvailabilityFrom is SELECTED_CALENDARS" }),
    user: hostUserSchema,
  })
  .openapi("Host");

export const bookingPageSchema = z
  .object({
    id: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
    username: z.string(),
    descripton: z.string().nullable().openapi({ description: "Spelled exactly so in the interface" }),
    status: z.enum(["ENABLED", "DISABLED"]),
    hideServiceBanner: z.boolean(),
    isDefault: z.boolean(),
    coverImageUrl: z.string().nullable(),
    brandColor: z.string().nullable(),
    language: z.string(),
    defaultCalendarId: z.string().nullable(),
    userId: z.string(),
  })
  .openapi("BookingPage");

export const bookingLocationSchema = z
  .object({
    id: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
    type: z.string(),
    location: z.string(),
    bookingLinkId: z.string(),
    conferenceProviderId: z.string().nullable(),
  })
  .openapi("BookingLocation");

export const bookingLinkSchema = z
  .object({
    id: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
    slug: z.string(),
    type: z.enum(["MULTI_USE", "COLLECTIVE_MULTI_USE"]),
    title: z.string(),
    description: z.string().nullable().openapi({ description: "HTML; render only after sanitising" }),
    status: z.enum(["ENABLED", "DISABLED"]),
    bufferMinutesBeforeEvent: z.number().int(),
    bufferMinutesAfterEvent: z.number().int(),
    eventColor: z.string().nullable(),
    eventNameTemplate: z.string(),
    allowGuestInvitations: z.boolean(),
    maxGuestsAllowed: z.number().int(),
    requireEventApproval: z.boolean(),
    confirmationMessage: z.string().nullable(),
    redirectUrl: z.string().nullable(),
    isPrivate: z.boolean(),
    deletedAt: nullableTimestamp,
    customFields: z.array(customFieldSchema),
    disabledBySystem: z.boolean(),
    position: z.number().int(),
    minNoticePeriodId: z.string().nullable(),
    minDate: nullableTimestamp,
    maxFuturePeriodId: z.string().nullable(),
    maxDate: nullableTimestamp,
    slotIntervalMinutes: z.number().int().nullable(),
    coverImageUrl: z.string().nullable(),
    brandColor: z.string().nullable(),
    brandingPreference: z.enum(["GLOBAL", "CUSTOM", "OFF"]),
    language: z.enum(["EN", "DE", "ES", "JA", "IT"]).nullable(),
    languagePreference: z.enum(["GLOBAL", "CUSTOM", "OFF"]),
    userId: z.string(),
    bookingPageId: z.string(),
    bookingDurations: z.array(bookingDurationSchema).openapi({ description: "The default duration first, then by length" }),
    maxFuturePeriod: periodSchema.nullable(),
    minNoticePeriod: periodSchema.nullable(),
    hosts: z.array(hostSchema).openapi({ description: "The organizer first" }),
    bookingPage: bookingPageSchema,
    bookingLocations: z.array(bookingLocationSchema),
  })
  .openapi("BookingLink");

export type BookingLinkResponse = z.infer<typeof bookingLinkSchema>;

export const linkIdParam = z.object({
  id: resourceId.openapi({ param: { name: "id", in: "path" }, example: "bl_demo_intro" }),
});

export const timeSlotsQuery = z.object({
  startDate: offsetDateTime.optional().openapi({ description: "Default: now. ISO 8601 date-time with Z or an offset." }),
  endDate: offsetDateTime.optional().openapi({
    description: "Default: the end of the UTC calendar month containing startDate. At most 93 days after startDate.",
  }),
  durationId: resourceId.optional().openapi({ description: "Default: the link's default duration" }),
  excludeBookingId: resourceId.optional().openapi({
    description:
      "Extension. A booking whose own time counts as free, as a reschedule of it counts it (POST /v1/bookings/reschedule): the slots it could move to. Only a booking of the caller's team counts; any other id changes nothing.",
  }),
});

export const timeSlotsResponse = z.object({ availableSlots: z.array(z.object({ start: timestamp, end: timestamp })) }).openapi("TimeSlots");

/**
 * A link takes bookings only while enabled, not disabled by the system, not deleted, and on a booking page that is
 * itself enabled (as stored or as served): a DISABLED page turns off every link on it, each answered as a disabled one.
 */
export function isBookable(link: {
  status: string;
  disabledBySystem: boolean;
  deletedAt: Date | string | null;
  bookingPage: { status: string };
}): boolean {
  return link.status === "ENABLED" && !link.disabledBySystem && link.deletedAt === null && link.bookingPage.status === "ENABLED";
}
