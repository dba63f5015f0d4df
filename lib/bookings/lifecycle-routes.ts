// Extensions of /v1 for what happens after a booking (not in the interface):
// reading bookings back, cancelling, rescheduling, approving and declining
// them, and the attendee's manage token. In the interface's style: GET for
// reads, POST /v1/bookings/<verb> with the id in the body for changes.
import { createRoute, type z } from "@hono/zod-openapi";
import {
  approveBookingBody,
  bookingIdParam,
  bookingPage,
  bookingSchema,
  cancelBookingBody,
  declineBookingBody,
  findByManageTokenBody,
  listBookingsQuery,
  managedBookingResponse,
  manageTokenResponse,
  reissueManageTokenBody,
  rescheduleBookingBody,
} from "../contract/bookings";
import type { ErrorCode } from "../errors/app-error";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";

const WHO =
  "OWNER and ADMIN keys: any booking of the team; MEMBER keys: the bookings they host and those of links they own (others answer NOT_FOUND); BILLING_ONLY keys: FORBIDDEN.";
const EXTENSION = "Extension of the interface.";
/** Marks an operation the interface does not have, for readers of the OpenAPI document. */
const extension = { "x-extension": true } as const;

const post = <B extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  description: string,
  body: B,
  response: R,
  codes: ErrorCode[],
) =>
  createRoute({
    method: "post",
    path,
    summary,
    description: `${EXTENSION} ${description}`,
    ...extension,
    security,
    request: { body: jsonBody(body) },
    responses: { 200: jsonContent(response, summary), ...errorResponses([...JSON_BODY_ERRORS, ...codes]) },
  });

/** The POST endpoints under /v1/bookings/, which GET /v1/bookings/{id} must not take for ids. */
export const POST_VERBS = new Set(["create", "cancel", "reschedule", "approve", "decline", "find-by-manage-token", "reissue-manage-token"]);

export const listRoute = createRoute({
  method: "get",
  path: "/v1/bookings",
  summary: "List bookings",
  description: `${EXTENSION} ${WHO} Sorted by start, then id; filters combine with AND.`,
  ...extension,
  security,
  request: { query: listBookingsQuery },
  responses: { 200: jsonContent(bookingPage, "A page of bookings"), ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN"]) },
});

export const getRoute = createRoute({
  method: "get",
  path: "/v1/bookings/{id}",
  summary: "Read one booking",
  description: `${EXTENSION} ${WHO}`,
  ...extension,
  security,
  request: { params: bookingIdParam },
  responses: { 200: jsonContent(bookingSchema, "The booking"), ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN", "NOT_FOUND"]) },
});

const TARGET_ERRORS: ErrorCode[] = ["FORBIDDEN", "NOT_FOUND", "MANAGE_TOKEN_EXPIRED", "BOOKING_STARTED", "BOOKING_RESCHEDULED"];

export const cancelRoute = post(
  "/v1/bookings/cancel",
  "Cancel a booking",
  `By bookingId (${WHO}) or by manageToken (as the attendee, any key of the team). Frees the hosts' time at once. Cancelling a cancelled booking answers it unchanged (200). Not once the meeting has started.`,
  cancelBookingBody,
  bookingSchema,
  [...TARGET_ERRORS, "BOOKING_NOT_ACTIVE"],
);

export const rescheduleRoute = post(
  "/v1/bookings/reschedule",
  "Move a booking to another time",
  `By bookingId (${WHO}) or by manageToken (as the attendee). The new start must be one of the link's time slots under its current rules (grid, schedules, notice, horizon), with the booking's own time counted as free. Atomic: the replacement is written and the booking marked RESCHEDULED (rescheduledToBookingId) in one transaction; on any failure nothing changes. Answers the replacement. An attendee's move of a link that requires approval is PENDING again; a host's move keeps the status.`,
  rescheduleBookingBody,
  bookingSchema,
  [...TARGET_ERRORS, "BOOKING_NOT_ACTIVE", "BOOKING_LINK_UNAVAILABLE", "UNKNOWN_DURATION", "SLOT_NOT_OFFERED", "SLOT_UNAVAILABLE"],
);

/** What approve and decline can answer besides a bad body. */
const DECISION_ERRORS: ErrorCode[] = [
  "FORBIDDEN",
  "NOT_FOUND",
  "BOOKING_STARTED",
  "BOOKING_RESCHEDULED",
  "BOOKING_NOT_ACTIVE",
  "BOOKING_NOT_PENDING",
];

export const approveRoute = post(
  "/v1/bookings/approve",
  "Approve a booking awaiting approval",
  `${WHO} PENDING becomes CONFIRMED; approving a confirmed booking answers it unchanged.`,
  approveBookingBody,
  bookingSchema,
  DECISION_ERRORS,
);

export const declineRoute = post(
  "/v1/bookings/decline",
  "Decline a booking awaiting approval",
  `${WHO} PENDING becomes DECLINED and frees the time; declining a declined booking answers it unchanged. A confirmed booking is cancelled instead.`,
  declineBookingBody,
  bookingSchema,
  DECISION_ERRORS,
);

export const findByTokenRoute = post(
  "/v1/bookings/find-by-manage-token",
  "Read the booking a manage token stands for",
  "Any key of the team. The booking as it is now: after reschedules, the latest replacement. Unknown, forged, revoked and other teams' tokens answer NOT_FOUND; after the meeting's end, MANAGE_TOKEN_EXPIRED. A POST so that the token stays out of URLs and logs.",
  findByManageTokenBody,
  managedBookingResponse,
  ["NOT_FOUND", "MANAGE_TOKEN_EXPIRED"],
);

export const reissueTokenRoute = post(
  "/v1/bookings/reissue-manage-token",
  "Revoke a booking's manage tokens and issue a new one",
  `${WHO} Every token given out for this booking stops working.`,
  reissueManageTokenBody,
  manageTokenResponse,
  ["FORBIDDEN", "NOT_FOUND"],
);
