// POST /v1/booking-pages/create and /update (extensions of the interface).
import { createRoute } from "@hono/zod-openapi";
import { createBookingPageBody, updateBookingPageBody } from "../contract/booking-page-writes";
import { bookingPageWithOwnerSchema } from "../contract/booking-pages";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import type { Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { createBookingPage, updateBookingPage } from "./save-booking-page";

const BODY_ERRORS = [...JSON_BODY_ERRORS, "FORBIDDEN", "NOT_FOUND"] as const;
const ROLES =
  "A MEMBER key changes the member's own booking pages; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN).";

const createPageRoute = createRoute({
  "x-extension": true,
  method: "post",
  path: "/v1/booking-pages/create",
  summary: "Create a booking page (extension)",
  description: `Extension of the interface. username is required and unique across the service (USERNAME_TAKEN); every other field has a default (ENABLED, language en, no description, colour, cover or default calendar). The user's first page is their default; isDefault true moves the default here. ${ROLES} userId names the owner (OWNER and ADMIN keys only; default the caller). id, createdAt, updatedAt and user are ignored, so a page read can be sent as a copy.`,
  security,
  request: { body: jsonBody(createBookingPageBody) },
  responses: {
    201: jsonContent(bookingPageWithOwnerSchema, "The new page, as GET /v1/booking-pages/{id} shows it"),
    ...errorResponses([...BODY_ERRORS, "USERNAME_TAKEN"]),
  },
});

const updatePageRoute = createRoute({
  "x-extension": true,
  method: "post",
  path: "/v1/booking-pages/update",
  summary: "Change a booking page (extension)",
  description: `Extension of the interface. bookingPageId and the updatedAt the client read are required; fields left out stay as they are. A new username moves the page: the old address answers 404 at once (no redirect) and is free for anyone. isDefault true moves the owner's default here; false on the default is BOOKING_PAGE_IS_DEFAULT. ${ROLES}`,
  security,
  request: { body: jsonBody(updateBookingPageBody) },
  responses: {
    200: jsonContent(bookingPageWithOwnerSchema, "The page, as GET /v1/booking-pages/{id} shows it"),
    ...errorResponses([...BODY_ERRORS, "STALE_UPDATE", "USERNAME_TAKEN", "BOOKING_PAGE_IS_DEFAULT"]),
  },
});

export function registerBookingPageWrites(app: Router): void {
  // POST /v1/booking-pages/create – a new booking page
  openWriteRoute(app, createPageRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { ...(await createBookingPage(db, auth, c.req.valid("json"), new Date(now))), status: 201 };
  });

  // POST /v1/booking-pages/update – change a booking page's fields
  openWriteRoute(app, updatePageRoute, async (c) => {
    const { db, auth, now } = c.var;
    return updateBookingPage(db, auth, c.req.valid("json"), new Date(now));
  });
}
