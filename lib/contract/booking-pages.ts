// Extensions: the team's booking pages, and its booking links listed (by
// page, or only those a booking page shows), for the public booking pages at
// /<username> and for integrations.
import { z } from "@hono/zod-openapi";
import { resourceId } from "../validation/fields";
import { bookingLinkSchema, bookingPageSchema } from "./booking-links";
import { paginated, paginationQuery } from "./pagination";

export const bookingPageWithOwnerSchema = bookingPageSchema
  .extend({
    user: z
      .object({ id: z.string(), name: z.string(), image: z.string().nullable() })
      .openapi({ description: "The page's owner, as the page shows them (name and picture)" }),
  })
  .openapi("BookingPageWithOwner");

export type BookingPageWithOwner = z.infer<typeof bookingPageWithOwnerSchema>;

export const bookingPageIdParam = z.object({
  id: resourceId.openapi({ param: { name: "id", in: "path" }, example: "bp_demo_olivia" }),
});

export const listBookingPagesQuery = paginationQuery.extend({
  // Not checked against the username rules: a name no page can have finds nothing, as an unknown one does.
  username: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: "Only the page at this address (/<username>); case-insensitive. No match: data is empty.", example: "olivia" }),
});

export const bookingPagePage = paginated(bookingPageWithOwnerSchema, "BookingPagePage");

const booleanText = z
  .enum(["true", "false"], { message: "must be true or false" })
  .transform((value) => value === "true")
  .openapi({ type: "boolean" });

export const listBookingLinksQuery = paginationQuery.extend({
  bookingPageId: resourceId.optional().openapi({ description: "Only the links of this booking page", example: "bp_demo_olivia" }),
  listed: booleanText.optional().openapi({
    description:
      "true: only the links a booking page displays (not private, ENABLED, not disabled by the system, not deleted); false: only the others. Default: all, deleted ones included.",
  }),
  userId: resourceId.optional().openapi({
    description: "Extension: only the links this member owns (an id no link has: data is empty)",
    example: "usr_demo_olivia",
  }),
  deleted: booleanText.optional().openapi({
    description: "Extension: true, only deleted links; false, only the others. Default: both.",
  }),
  search: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "Extension: only the links whose title holds these words as written, in any case (1–100 characters)" }),
});

export const bookingLinkPage = paginated(bookingLinkSchema, "BookingLinkPage");
