// Extensions of /v1: slot reservations, a visitor's hold on a time while they
// fill in the booking form. Any key that may create bookings may reserve.
import { createRoute } from "@hono/zod-openapi";
import type { BookingLinkReads } from "../booking-links/booking-link-reads";
import { userTopic } from "../cache/change-feed";
import { successResponse } from "../contract/memberships";
import { createSlotReservationBody, deleteSlotReservationBody, slotReservationSchema } from "../contract/slot-reservations";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { cachedBookingReads } from "./book-and-publish";
import { releaseReservation, reserveSlot } from "./reserve-slot";

const extension = { "x-extension": true } as const;

const reserveRoute = createRoute({
  method: "post",
  path: "/v1/slot-reservations/create",
  summary: "Hold a time slot for one person for a few minutes",
  description:
    "Extension of the interface. Takes the slot's host time (one host for MULTI_USE, every host for COLLECTIVE_MULTI_USE) until expiresAt (SLOT_HOLD_MINUTES, 10 by default): other clients' time slots no longer list it and their bookings of it are refused with SLOT_UNAVAILABLE, while POST /v1/bookings/create with this reservationId books it and consumes the reservation. A holder has one live reservation per API key: a new one first releases the earlier. A link has at most 20 live reservations (TOO_MANY_RESERVATIONS). Any role may reserve.",
  ...extension,
  security,
  request: { body: jsonBody(createSlotReservationBody) },
  responses: {
    201: jsonContent(slotReservationSchema, "The slot is held until expiresAt"),
    ...errorResponses([
      ...JSON_BODY_ERRORS,
      "NOT_FOUND",
      "BOOKING_LINK_UNAVAILABLE",
      "UNKNOWN_DURATION",
      "SLOT_NOT_OFFERED",
      "SLOT_UNAVAILABLE",
      "TOO_MANY_RESERVATIONS",
    ]),
  },
});

const deleteRoute = createRoute({
  method: "post",
  path: "/v1/slot-reservations/delete",
  summary: "Release a slot reservation",
  description:
    "Extension of the interface. The time is free again at once. Answers success for a reservation that has expired, was booked or released, or is unknown, so a release can be repeated safely. Any key of the reservation's team.",
  ...extension,
  security,
  request: { body: jsonBody(deleteSlotReservationBody) },
  responses: { 200: jsonContent(successResponse, "The reservation no longer holds anything"), ...errorResponses(JSON_BODY_ERRORS) },
});

export function slotReservationRoutes(links: BookingLinkReads, options: { holdMs: () => number }): Router {
  const app = createRouter();
  const reads = cachedBookingReads(links);
  // POST /v1/slot-reservations/create – hold a slot for one person
  openWriteRoute(app, reserveRoute, async (c) => {
    const { db, auth, now } = c.var;
    const result = await reserveSlot(db, { auth, input: c.req.valid("json"), now, holdMs: options.holdMs(), reads });
    // Like a booking: cached slots of every link these hosts are on must go.
    return { body: result.body, status: 201, changed: result.hostIds.map(userTopic) };
  });
  // POST /v1/slot-reservations/delete – release one (an unknown or expired one frees nothing)
  openWriteRoute(app, deleteRoute, async (c) => {
    const { db, auth } = c.var;
    const hostIds = await releaseReservation(db, auth, c.req.valid("json").reservationId);
    return { body: { success: true }, changed: hostIds.map(userTopic) };
  });
  return app;
}
