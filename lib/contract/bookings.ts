import { z } from "@hono/zod-openapi";
import { BOOKING_STATUSES } from "../validation/booking-statuses";
import { customFieldType, email, LINE_PROBLEM_MESSAGES, offsetDateTime, personName, resourceId, timeZoneName } from "../validation/fields";
import { paragraphProblem } from "../validation/human-text";
import { RESOURCE_ID } from "../validation/resource-id";
import { isUtmValue, MAX_UTM_LENGTH, type UtmKey } from "../validation/utm";
import { exactlyOne, timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";
import { reservationId } from "./slot-reservations";

export const MAX_ATTENDEES = 51;
export const MAX_CUSTOM_FIELD_VALUE_LENGTH = 5_000;

/**
 * The custom field an answer is for, matched by id. A client may send the
 * field whole, as the booking link lists it; its other properties are
 * ignored, and nothing else may come along, as it would be hashed for the
 * Idempotency-Key with the rest of the request.
 */
const answeredField = z
  .strictObject({
    id: z.string().min(1).max(100),
    name: z.string().max(100).optional(),
    type: customFieldType.optional(),
    label: z.string().max(500).optional(),
    required: z.boolean().optional(),
    placeholder: z.string().max(500).optional(),
    // The extension's number bounds: a client echoing the link's field object sends them too.
    min: z.number().optional(),
    max: z.number().optional(),
    integer: z.boolean().optional(),
    options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  })
  .openapi({
    description: "The custom field, matched by id; its other properties, as the booking link lists them, may be sent and are ignored",
  });

const utmValue = z
  .string()
  .max(MAX_UTM_LENGTH)
  .refine(isUtmValue, { message: `must be 1 to ${MAX_UTM_LENGTH} characters of one line, with no control or bidi characters` });

/** Strict: a misspelt key (utm_source, src) is refused rather than lost. */
export const utmSchema = z
  .strictObject({
    source: utmValue.optional(),
    medium: utmValue.optional(),
    campaign: utmValue.optional(),
    term: utmValue.optional(),
    content: utmValue.optional(),
  } satisfies Record<UtmKey, unknown>)
  .openapi("Utm", {
    description:
      "Extension: where the booker came from, the utm_source, utm_medium, utm_campaign, utm_term and utm_content parameters of the page they booked on (the embed's forwardQueryParams, or the booking page's own address). Each at most 200 characters of one line. Kept with the booking and its reschedules, never shown to the booker",
    example: { source: "newsletter", medium: "email", campaign: "spring" },
  });

export const createBookingBody = z
  .strictObject({
    bookingLinkId: resourceId,
    startDateTime: offsetDateTime.openapi({
      description: "Start of a slot from the time-slots endpoint; ISO 8601 with Z or an offset",
      example: "2026-11-23T14:00:00Z",
    }),
    timezone: timeZoneName.openapi({ description: "The scheduler's IANA time zone", example: "Europe/Berlin" }),
    attendees: z
      .array(
        // Strict like the body itself: a misspelt member is an error, not ignored.
        z.strictObject({
          email,
          name: personName,
          isGuest: z.boolean().default(false).openapi({ description: "Default false" }),
        }),
      )
      .max(MAX_ATTENDEES)
      .openapi({
        description:
          "Exactly one attendee who is not a guest (the scheduler); every other attendee is a guest. Emails must differ (case-insensitively)",
      }),
    durationId: resourceId.optional().openapi({ description: "Default: the link's default duration" }),
    customFieldResponses: z
      .array(
        z.strictObject({
          field: answeredField,
          value: z.string().max(MAX_CUSTOM_FIELD_VALUE_LENGTH),
        }),
      )
      .max(30)
      .default([])
      .openapi({ description: "May be omitted when the link has no required custom field" }),
    reservationId: reservationId.optional().openapi({
      description:
        "Extension: the booker's slot reservation (POST /v1/slot-reservations/create). Its hold does not block this booking, which consumes it; an expired, released or unknown one changes nothing",
    }),
    utm: utmSchema.optional(),
  })
  .openapi("CreateBookingRequest");

export type CreateBookingInput = z.infer<typeof createBookingBody>;

/** An Idempotency-Key: the header of POST /v1/bookings/create, the idempotencyKey argument of the MCP tool. */
export const idempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/, { message: "must be 1-255 visible ASCII characters" });

const manageToken = z
  .string()
  .max(200)
  .refine((token) => MANAGE_TOKEN.test(token), { message: "must be a manage token as a booking's creation returned it" })
  .openapi({
    description:
      "Extension. The booking's manage token: whoever holds it acts as the booking's attendee (cancel, reschedule). Unguessable, revocable, valid until the meeting ends; it follows the booking through reschedules.",
    example: "bk_3f2c....1.Xq2...",
  });

/** A booking id, the token version, and a MAC over both (lib/bookings/manage-token.ts). */
export const MANAGE_TOKEN = new RegExp(`^${RESOURCE_ID.source.slice(1, -1)}\\.[1-9][0-9]{0,8}\\.[A-Za-z0-9_-]{43}$`);

export const createBookingResponse = z
  .object({
    id: z.string().openapi({ example: "bk_3f2c..." }),
    manageToken: manageToken
      .optional()
      .openapi({ description: "Extension: the booking's manage token, for the attendee's manage address" }),
  })
  .openapi("CreateBookingResponse");

// --- Extensions: the booking lifecycle ---

export const bookingStatus = z.enum(BOOKING_STATUSES).openapi("BookingStatus", {
  description:
    "PENDING waits for approval and holds the time; CONFIRMED holds it; CANCELLED and DECLINED freed it; RESCHEDULED was replaced by rescheduledToBookingId",
});

export const bookingSchema = z
  .object({
    id: z.string(),
    status: bookingStatus,
    bookingLinkId: z.string(),
    durationId: z.string(),
    title: z.string(),
    start: timestamp,
    end: timestamp,
    timezone: z.string().openapi({ description: "The scheduler's IANA time zone" }),
    hosts: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
    attendees: z.array(z.object({ name: z.string(), email: z.string(), isGuest: z.boolean() })),
    customFieldResponses: z.array(z.object({ fieldId: z.string(), name: z.string(), label: z.string(), value: z.string() })),
    location: z
      .object({ type: z.string(), location: z.string(), conferenceProviderId: z.string().nullable() })
      .nullable()
      .openapi({ description: "The link's first location when the booking was made" }),
    createdAt: timestamp,
    updatedAt: timestamp,
    cancelledAt: timestamp.nullable().openapi({ description: "When it was cancelled or declined" }),
    cancellationReason: z.string().nullable(),
    cancelledBy: z
      .enum(["HOST", "ATTENDEE"])
      .nullable()
      .openapi({ description: "HOST: a team member through the API; ATTENDEE: through the manage token" }),
    cancelledByUserId: z.string().nullable(),
    rescheduledFromBookingId: z.string().nullable(),
    rescheduledToBookingId: z.string().nullable(),
    utm: utmSchema
      .nullable()
      .openapi({ description: "Extension: the booking's attribution as it was booked (utm_* parameters); null when none was given" }),
    ical: z
      .object({
        uid: z.string().openapi({ description: "Kept through reschedules; the invitations write it as `<uid>@team-scheduling`" }),
        sequence: z
          .number()
          .int()
          .openapi({ description: "The invitations' SEQUENCE: raised by each reschedule, approval and cancellation" }),
      })
      .openapi({
        description:
          "Extension: the meeting's calendar event as the invitations carry it, so a calendar file made elsewhere is the same event",
      }),
  })
  .openapi("Booking");
export type Booking = z.infer<typeof bookingSchema>;

export const bookingPage = paginated(bookingSchema, "BookingsPage");

export const listBookingsQuery = paginationQuery.extend({
  bookingLinkId: resourceId.optional(),
  hostUserId: resourceId.optional(),
  status: bookingStatus.optional(),
  startFrom: offsetDateTime.optional().openapi({ description: "Bookings starting at or after this instant" }),
  startTo: offsetDateTime.optional().openapi({ description: "Bookings starting before this instant" }),
  attendeeEmail: email.optional().openapi({ description: "Any attendee, guests included; case-insensitive" }),
});
export type ListBookingsQuery = z.infer<typeof listBookingsQuery>;

export const bookingIdParam = z.object({ id: resourceId.openapi({ param: { name: "id", in: "path" } }) });

/**
 * Shown to the other side, in messages and calendar invitations: several
 * lines are fine, as in a long custom field answer; other control characters,
 * bidi controls and malformed characters are refused for the same reasons.
 */
const reason = z
  .string()
  .max(1000)
  .refine((value) => paragraphProblem(value) === undefined, { message: LINE_PROBLEM_MESSAGES.hidden })
  .optional()
  .openapi({ description: "Shown to the other side; at most 1000 characters, line breaks allowed, no other control characters" });

/** Exactly one of bookingId (a team member's call) or manageToken (on the attendee's behalf). */
const target = { bookingId: resourceId.optional(), manageToken: manageToken.optional() };

export const cancelBookingBody = z
  .strictObject({ ...target, reason })
  .superRefine((body, ctx) => exactlyOne(body, "bookingId", "manageToken", ctx))
  .openapi("CancelBookingRequest", { description: "Exactly one of bookingId or manageToken" });

export const rescheduleBookingBody = z
  .strictObject({
    ...target,
    startDateTime: offsetDateTime.openapi({
      description: "Start of a slot of the booking's link, as offered with the booking's own time free",
    }),
    durationId: resourceId.optional().openapi({ description: "Default: the booking's duration" }),
    reservationId: reservationId.optional().openapi({
      description:
        "Extension: the mover's slot reservation of the new time (POST /v1/slot-reservations/create, with excludeBookingId). Its hold does not block the move, which consumes it; an expired, released or unknown one changes nothing",
    }),
  })
  .superRefine((body, ctx) => exactlyOne(body, "bookingId", "manageToken", ctx))
  .openapi("RescheduleBookingRequest", { description: "Exactly one of bookingId or manageToken" });

export const approveBookingBody = z.strictObject({ bookingId: resourceId }).openapi("ApproveBookingRequest");
export const declineBookingBody = z.strictObject({ bookingId: resourceId, reason }).openapi("DeclineBookingRequest");
export const findByManageTokenBody = z.strictObject({ manageToken: z.string().max(200) }).openapi("FindBookingByManageTokenRequest");
export const reissueManageTokenBody = z.strictObject({ bookingId: resourceId }).openapi("ReissueManageTokenRequest");

export const managedBookingResponse = z
  .object({
    booking: bookingSchema.openapi({ description: "The booking as it is now: the latest replacement when it was rescheduled" }),
    manageToken: z.string().openapi({ description: "The current booking's manage token" }),
    expiresAt: timestamp.openapi({ description: "When the token stops working: the end of the current booking" }),
  })
  .openapi("ManagedBooking");

export const manageTokenResponse = z.object({ manageToken: z.string() }).openapi("ManageToken");
