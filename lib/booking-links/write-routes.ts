// POST /v1/booking-links/create, /update and /delete (extensions of the interface).
import { createRoute } from "@hono/zod-openapi";
import { createBookingLinkBody, deleteBookingLinkBody, updateBookingLinkBody } from "../contract/booking-link-writes";
import { bookingLinkSchema } from "../contract/booking-links";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import type { Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { createBookingLink, deleteBookingLink, updateBookingLink } from "./save-booking-link";

const BODY_ERRORS = [...JSON_BODY_ERRORS, "FORBIDDEN"] as const;
const ROLES =
  "A MEMBER key changes the member's own links; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN).";

const createLinkRoute = createRoute({
  "x-extension": true,
  method: "post",
  path: "/v1/booking-links/create",
  summary: "Create a booking link (extension)",
  description: `Extension of the interface. slug, title and bookingDurations are required; every other writable field of the Booking link has a default (hosts: the owner alone, with their default schedule and their booking page's default calendar, else their first). ${ROLES} userId names the owner (OWNER and ADMIN keys only; default the caller). Fields GET answers that are not written (ids, timestamps, nested schedule, user, bookingPage, disabledBySystem, deletedAt) are ignored, so a link read can be sent as a copy.`,
  security,
  request: { body: jsonBody(createBookingLinkBody) },
  responses: {
    201: jsonContent(bookingLinkSchema, "The new link, as GET /v1/booking-links/{id} shows it"),
    ...errorResponses([...BODY_ERRORS, "SLUG_TAKEN"]),
  },
});

const updateLinkRoute = createRoute({
  "x-extension": true,
  method: "post",
  path: "/v1/booking-links/update",
  summary: "Change a booking link (extension)",
  description: `Extension of the interface. bookingLinkId and the updatedAt the client read are required; fields left out stay as they are; nested lists given (bookingDurations, customFields, bookingLocations, hosts) replace the link's whole list, an item carrying its id keeps it. Existing bookings never change. ${ROLES}`,
  security,
  request: { body: jsonBody(updateBookingLinkBody) },
  responses: {
    200: jsonContent(bookingLinkSchema, "The link, as GET /v1/booking-links/{id} shows it"),
    ...errorResponses([...BODY_ERRORS, "NOT_FOUND", "STALE_UPDATE", "SLUG_TAKEN", "BOOKING_LINK_DELETED"]),
  },
});

const deleteLinkRoute = createRoute({
  "x-extension": true,
  method: "post",
  path: "/v1/booking-links/delete",
  summary: "Delete a booking link (extension)",
  description: `Extension of the interface. Sets deletedAt: the link's pages answer 404 and it has no slots; its bookings stay readable and cancellable, and cannot be rescheduled. ${ROLES}`,
  security,
  request: { body: jsonBody(deleteBookingLinkBody) },
  responses: {
    200: jsonContent(bookingLinkSchema, "The link, deletedAt set"),
    ...errorResponses([...BODY_ERRORS, "NOT_FOUND", "BOOKING_LINK_DELETED"]),
  },
});

export function registerBookingLinkWrites(app: Router): void {
  // POST /v1/booking-links/create – a new link
  openWriteRoute(app, createLinkRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { ...(await createBookingLink(db, auth, c.req.valid("json"), new Date(now))), status: 201 };
  });

  // POST /v1/booking-links/update – change a link's fields and nested lists
  openWriteRoute(app, updateLinkRoute, async (c) => {
    const { db, auth, now } = c.var;
    return updateBookingLink(db, auth, c.req.valid("json"), new Date(now));
  });

  // POST /v1/booking-links/delete – mark a link deleted
  openWriteRoute(app, deleteLinkRoute, async (c) => {
    const { db, auth, now } = c.var;
    return deleteBookingLink(db, auth, c.req.valid("json"), new Date(now));
  });
}
