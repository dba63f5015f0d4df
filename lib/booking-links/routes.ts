import { createRoute, type z } from "@hono/zod-openapi";
import type { TypedResponse } from "hono";
import { bookingLinkSchema, linkIdParam, timeSlotsQuery, timeSlotsResponse } from "../contract/booking-links";
import { bookingLinkPage, listBookingLinksQuery } from "../contract/booking-pages";
import { pageRequest } from "../contract/pagination";
import { errorResponses, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import type { BookingLinkReads } from "./booking-link-reads";
import { listBookingLinks } from "./list-booking-links";
import { serializeBookingLink } from "./serialize-booking-link";
import { registerBookingLinkWrites } from "./write-routes";

// Not in the interface: marked so in the OpenAPI document.
const extension = { "x-extension": true } as const;

const listLinksRoute = createRoute({
  ...extension,
  method: "get",
  path: "/v1/booking-links",
  summary: "List the team's booking links (extension)",
  description:
    "Any member's key. Every field of GET /v1/booking-links/{id} for each link, by position, then id. bookingPageId and listed=true give what that booking page displays, in its order.",
  security,
  request: { query: listBookingLinksQuery },
  responses: { 200: jsonContent(bookingLinkPage, "A page of booking links"), ...errorResponses(["VALIDATION_FAILED"]) },
});

const getLinkRoute = createRoute({
  method: "get",
  path: "/v1/booking-links/{id}",
  summary: "Get a booking link",
  description: "Disabled and deleted links are returned too (see status, disabledBySystem and deletedAt); they have no time slots.",
  security,
  request: { params: linkIdParam },
  responses: { 200: jsonContent(bookingLinkSchema, "The booking link"), ...errorResponses(["VALIDATION_FAILED", "NOT_FOUND"]) },
});

const timeSlotsRoute = createRoute({
  method: "get",
  path: "/v1/booking-links/{id}/time-slots",
  summary: "List the available time slots of a booking link",
  description:
    "Slots whose start lies in [startDate, endDate], in UTC. The range may span at most 93 days. Disabled, system-disabled and deleted links have none. Extension: with excludeBookingId, that booking's own time (its hosts' holds) counts as free, so the list is what a reschedule of it accepts; an id of another team, or of a booking that holds no time, changes nothing.",
  security,
  request: { params: linkIdParam, query: timeSlotsQuery },
  responses: {
    200: jsonContent(timeSlotsResponse, "Available slots, earliest first"),
    ...errorResponses(["VALIDATION_FAILED", "RANGE_TOO_LARGE", "NOT_FOUND", "UNKNOWN_DURATION"]),
  },
});

type TimeSlots = z.infer<typeof timeSlotsResponse>;

export function bookingLinkRoutes(links: BookingLinkReads): Router {
  const app = createRouter();
  // GET /v1/booking-links – the team's links, by booking page and whether it displays them, paginated
  app.openapi(listLinksRoute, async (c) => {
    const { db, auth } = c.var;
    const { bookingPageId, listed, userId, deleted, search, ...paging } = c.req.valid("query");
    const filter = { bookingPageId, listed, userId, deleted, search };
    return c.json(await listBookingLinks(db, auth.workspaceId, filter, pageRequest(paging)), 200);
  });

  // GET /v1/booking-links/:id – one booking link with everything nested in it
  app.openapi(getLinkRoute, async (c) => {
    const { db, auth } = c.var;
    const { value: link } = await links.link(db, auth.workspaceId, c.req.valid("param").id);
    return c.json(serializeBookingLink(link), 200);
  });

  // GET /v1/booking-links/:id/time-slots – the link's free slots in a range
  app.openapi(timeSlotsRoute, async (c) => {
    const { db, auth, now } = c.var;
    const json = await links.timeSlotsJson(db, auth.workspaceId, c.req.valid("param").id, c.req.valid("query"), now);
    // Already-written JSON of the TimeSlots shape, cut from a cached list.
    return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<TimeSlots, 200, "json">;
  });

  registerBookingLinkWrites(app);
  return app;
}
