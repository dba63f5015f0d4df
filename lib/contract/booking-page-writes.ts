// Bodies of POST /v1/booking-pages/create and /update (extensions). Fields carry the Booking page resource's
// names (`descripton` as the interface spells it), so a client can GET a page, change it and send it back: id,
// createdAt and user are then accepted and ignored; any other unknown field is refused (VALIDATION_FAILED naming it).
import { z } from "@hono/zod-openapi";
import { hexColor, imageUrl, resourceId } from "../validation/fields";
import { username } from "../validation/username";
import { timestamp } from "./common";

/** The languages a booking page is shown in, as stored (the seed's rule). */
export const BOOKING_PAGE_LANGUAGES = ["en", "de", "es", "ja", "it"] as const;

const readOnly = z.unknown().optional().openapi({ description: "Read-only: accepted and ignored" });

const writable = {
  username: username.optional().openapi({
    description:
      "The page's address (/<username>): 2-64 of a-z, 0-9 and -, not one of the app's own paths; unique across the service (USERNAME_TAKEN)",
    example: "olivia",
  }),
  descripton: z
    .string()
    .max(5_000)
    .nullable()
    .optional()
    .openapi({ description: "Spelled so in the interface. HTML, stored as given; pages sanitise it where they show it" }),
  status: z.enum(["ENABLED", "DISABLED"]).optional().openapi({
    description:
      "DISABLED turns the page off: /<username> answers 404 and each of its links is answered as a disabled link (no time slots, BOOKING_LINK_UNAVAILABLE on booking)",
  }),
  hideServiceBanner: z.boolean().optional(),
  isDefault: z
    .boolean()
    .optional()
    .openapi({ description: "true moves the owner's default page here; a user's first page is the default whatever this says" }),
  coverImageUrl: imageUrl.nullable().optional().openapi({ description: "An http(s) URL or a path on this site" }),
  brandColor: hexColor.nullable().optional(),
  language: z.enum(BOOKING_PAGE_LANGUAGES).optional(),
  defaultCalendarId: resourceId.nullable().optional().openapi({ description: "A calendar of the page's owner" }),
  id: readOnly,
  createdAt: readOnly,
  user: readOnly,
};

export const createBookingPageBody = z
  .strictObject({
    ...writable,
    username: writable.username.unwrap(),
    userId: resourceId.optional().openapi({ description: "The owner: OWNER and ADMIN keys may name any member; default the caller" }),
    updatedAt: readOnly,
  })
  .openapi("CreateBookingPageRequest", { example: { username: "olivia-talks", descripton: "<p>Talks and podcasts</p>" } });

export const updateBookingPageBody = z
  .strictObject({
    ...writable,
    bookingPageId: resourceId,
    updatedAt: timestamp.openapi({ description: "The updatedAt the client read; another change since is STALE_UPDATE" }),
    userId: resourceId.optional().openapi({ description: "Read-only: the owner does not change; another id is refused" }),
  })
  .openapi("UpdateBookingPageRequest", {
    example: { bookingPageId: "bp_demo_olivia", updatedAt: "2026-11-23T14:00:00.000Z", brandColor: "#1a73e8" },
  });

export type CreateBookingPageInput = z.infer<typeof createBookingPageBody>;
export type UpdateBookingPageInput = z.infer<typeof updateBookingPageBody>;
