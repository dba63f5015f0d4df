// Slot reservations (an extension of the interface): a visitor's hold on a
// time while they fill in the booking form.
import { z } from "@hono/zod-openapi";
import { offsetDateTime, resourceId } from "../validation/fields";
import { timestamp } from "./common";

export const reservationId = resourceId.openapi({
  description: "A reservation's id, as its creation returned it (rs_ and a random UUID): whoever holds it may release it or book with it",
  example: "rs_5b0e2c1a-7d4f-4e8b-9a61-0c3f2d8e4b17",
});

export const createSlotReservationBody = z
  .strictObject({
    bookingLinkId: resourceId,
    startDateTime: offsetDateTime.openapi({
      description: "Start of a slot from the time-slots endpoint; ISO 8601 with Z or an offset",
      example: "2026-11-23T14:00:00Z",
    }),
    durationId: resourceId.optional().openapi({ description: "Default: the link's default duration" }),
    holder: z
      .string()
      .regex(/^[\x21-\x7e]{1,128}$/, { message: "must be 1-128 visible ASCII characters" })
      .openapi({
        description:
          "The client's own token of the person the slot is held for (the booking app: one per visitor). A holder has at most one live reservation per API key: a new one releases the earlier, whether or not it succeeds.",
        example: "visitor_7Qm2...",
      }),
    excludeBookingId: resourceId.optional().openapi({
      description:
        "A booking of this team whose own time (its hosts' holds) counts as free for this reservation: the booking being rescheduled, so that its attendee can hold a time overlapping it, as time-slots' excludeBookingId offers. A booking of another team, or one that holds no time, changes nothing",
    }),
  })
  .openapi("CreateSlotReservationRequest");

export type CreateSlotReservationInput = z.infer<typeof createSlotReservationBody>;

export const slotReservationSchema = z
  .object({
    id: z.string().openapi({ example: "rs_5b0e2c1a-7d4f-4e8b-9a61-0c3f2d8e4b17" }),
    start: timestamp,
    end: timestamp,
    expiresAt: timestamp.openapi({ description: "When the hold ends by itself (the service's clock), unless released or booked first" }),
  })
  .openapi("SlotReservation");

export const deleteSlotReservationBody = z.strictObject({ reservationId }).openapi("DeleteSlotReservationRequest");
