import { createRoute, z } from "@hono/zod-openapi";
import type { BookingLinkReads } from "../booking-links/booking-link-reads";
import { createBookingBody, createBookingResponse, idempotencyKey } from "../contract/bookings";
import { pageRequest } from "../contract/pagination";
import { AppError } from "../errors/app-error";
import { errorResponses, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { CALLER_HEADER } from "../rate-limit/client-ip";
import { book, cachedBookingReads, changedBy } from "./book-and-publish";
import { findVisibleBooking } from "./booking-access";
import { toBooking } from "./booking-records";
import { approveBooking, type ChangeResult, cancelBooking, declineBooking } from "./change-status";
import type { BookingReads } from "./create-booking";
import type { ClientKind } from "./idempotency";
import * as lifecycle from "./lifecycle-routes";
import { listBookings } from "./list-bookings";
import { findByManageToken, reissueManageToken } from "./manage-booking";
import { rescheduleBooking } from "./reschedule-booking";

const idempotencyHeaders = z.object({
  "idempotency-key": idempotencyKey.optional().openapi({
    description:
      "Retrying with the same key and body returns the first response (with Idempotent-Replayed: true) and books nothing new; the same key with another body is refused. A key is kept for at least 24 hours; after that it is a new request's.",
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

export function bookingRoutes(links: BookingLinkReads, liveBusy?: BookingReads["liveBusy"]): Router {
  const app = createRouter();
  const reads = cachedBookingReads(links, liveBusy);
  // POST /v1/bookings/create – book a slot of a booking link
  openWriteRoute(app, createBookingRoute, async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const client: ClientKind = c.req.header(CALLER_HEADER) === "booking-app" ? "booking-app" : "integration";
    const result = await book(c.var, { input: c.req.valid("json"), idempotencyKey: key, client, reads });
    if (result.replayed) c.header("idempotent-replayed", "true");
    return { body: result.body, status: 201, changed: result.changed };
  });
  lifecycleHandlers(app, reads);
  return app;
}

function lifecycleHandlers(app: Router, reads: BookingReads) {
  // GET /v1/bookings – the bookings this key's member may see
  app.openapi(lifecycle.listRoute, async (c) => {
    const { db, auth } = c.var;
    const query = c.req.valid("query");
    return c.json(await listBookings(db, auth, query, pageRequest(query)), 200);
  });
  // GET /v1/bookings/:id
  app.openapi(lifecycle.getRoute, async (c) => {
    const { db, auth } = c.var;
    const { id } = c.req.valid("param");
    // GET /v1/bookings/cancel and the like: the path exists, for POST.
    if (lifecycle.POST_VERBS.has(id)) {
      throw new AppError("METHOD_NOT_ALLOWED", "GET is not allowed here; use POST.", { headers: { allow: "POST" } });
    }
    return c.json(await toBooking(db, await findVisibleBooking(db, auth, id, "id")), 200);
  });
  // POST /v1/bookings/cancel, reschedule, approve, decline – each changes the time of the hosts it freed or took
  // (approving takes none: a pending booking holds its time already)
  const written = (done: ChangeResult) => ({ body: done.booking, changed: changedBy(done) });
  openWriteRoute(app, lifecycle.cancelRoute, async (c) => {
    const { db, auth, now } = c.var;
    return written(await cancelBooking(db, { auth, now }, c.req.valid("json")));
  });
  openWriteRoute(app, lifecycle.rescheduleRoute, async (c) => {
    const { db, auth, now } = c.var;
    return written(await rescheduleBooking(db, { auth, now, reads }, c.req.valid("json")));
  });
  openWriteRoute(app, lifecycle.approveRoute, async (c) => {
    const { db, auth, now } = c.var;
    return written(await approveBooking(db, { auth, now }, c.req.valid("json")));
  });
  openWriteRoute(app, lifecycle.declineRoute, async (c) => {
    const { db, auth, now } = c.var;
    return written(await declineBooking(db, { auth, now }, c.req.valid("json")));
  });
  // POST /v1/bookings/find-by-manage-token, reissue-manage-token – the attendee's token
  app.openapi(lifecycle.findByTokenRoute, async (c) => {
    const { db, auth, now } = c.var;
    return c.json(await findByManageToken(db, auth, c.req.valid("json").manageToken, now), 200);
  });
  // The token version is read from the database on every use; nothing cached holds it.
  openWriteRoute(app, lifecycle.reissueTokenRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { body: await reissueManageToken(db, auth, c.req.valid("json").bookingId, now), changed: [] };
  });
}
