import { z } from "@hono/zod-openapi";
import { customFieldType, email, offsetDateTime, personName, resourceId, timeZoneName } from "../validation/fields";

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
  })
  .openapi({
    description: "The custom field, matched by id; its other properties, as the booking link lists them, may be sent and are ignored",
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
  })
  .openapi("CreateBookingRequest");

export type CreateBookingInput = z.infer<typeof createBookingBody>;

export const createBookingResponse = z.object({ id: z.string().openapi({ example: "bk_3f2c..." }) }).openapi("CreateBookingResponse");
