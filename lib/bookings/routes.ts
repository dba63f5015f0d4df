import { createRoute, z } from "@hono/zod-openapi";
import type { BookingLinkReads } from "../booking-links/booking-link-reads";
import { userTopic } from "../cache/change-feed";
import { createBookingBody, createBookingResponse } from "../contract/bookings";
import { errorResponses, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { CALLER_HEADER } from "../rate-limit/client-ip";
import { type BookingReads, createBooking } from "./create-booking";
import type { ClientKind } from "./idempotency";

const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, { message: "must be 1-255 visible ASCII characters" })
    .optional()
    .openapi({
      description:
        "Retrying with the same key and body returns the first response (with Idempotent-Replayed: true) and books nothing new; the same key with another body is refused.",
    }),
});

const createBookingRoute = createRoute({
  method: "post",
  path: "/v1/bookings/create",
  summary: "Create a booking through a booking link",
  description:
    "The start must be one of the link's current time slots for the chosen duration. A link that requires approval creates a PENDING booking, which holds the slot like a confirmed one.",
  security,
  request: {
    headers: idempotencyHeaders,
    body: jsonBody(createBookingBody),
  },
  responses: {
    201: jsonContent(createBookingResponse, "The booking was created"),
    ...errorResponses([
      "VALIDATION_FAILED",
      "INVALID_JSON",
      "NOT_FOUND",
      "SLOT_UNAVAILABLE",
      "BOOKING_LINK_UNAVAILABLE",
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
      "SLOT_NOT_OFFERED",
      "UNKNOWN_DURATION",
      "ATTENDEE_REQUIRED",
      "TOO_MANY_SCHEDULERS",
      "DUPLICATE_ATTENDEE",
      "GUESTS_NOT_ALLOWED",
      "TOO_MANY_GUESTS",
      "CUSTOM_FIELD_REQUIRED",
      "UNKNOWN_CUSTOM_FIELD",
      "IDEMPOTENCY_KEY_REUSED",
      "COMMIT_OUTCOME_UNKNOWN",
    ]),
  },
});

export function bookingRoutes(links: BookingLinkReads): Router {
  const app = createRouter();
  // Links and audit settings come from the API's caches; bookings do not change them.
  const reads: BookingReads = {
    link: async (db, workspaceId, linkId, field) => (await links.link(db, workspaceId, linkId, field)).value,
    keepsAuditLog: (db, workspaceId) => links.keepsAuditLog(db, workspaceId),
  };
  // POST /v1/bookings/create – book a slot of a booking link
  app.openapi(createBookingRoute, async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const { db, auth, now, changes } = c.var;
    const client: ClientKind = c.req.header(CALLER_HEADER) === "booking-app" ? "booking-app" : "integration";
    const result = await createBooking(db, { auth, client, input: c.req.valid("json"), now, idempotencyKey: key, reads });
    // The hosts' time is taken: cached slots of every link they host must go.
    await changes.publish(db, result.hostIds.map(userTopic));
    if (result.replayed) c.header("idempotent-replayed", "true");
    return c.json(result.body, 201);
  });
  return app;
}
