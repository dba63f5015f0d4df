// Extensions of /v1: members' calendar feeds (not in the interface).
import { createRoute } from "@hono/zod-openapi";
import {
  calendarFeedContent,
  calendarFeedPage,
  createCalendarFeedBody,
  createdCalendarFeed,
  deleteCalendarFeedBody,
  listCalendarFeedsQuery,
  readCalendarFeedBody,
} from "../contract/calendar-feeds";
import { successResponse } from "../contract/memberships";
import { pageRequest } from "../contract/pagination";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { createCalendarFeed, deleteCalendarFeed, listCalendarFeeds, readCalendarFeed } from "./calendar-feeds";

const extension = { "x-extension": true } as const;
const WHO = "Extension of the interface. OWNER, ADMIN and MEMBER keys, for their own feeds; BILLING_ONLY: FORBIDDEN.";

const listRoute = createRoute({
  method: "get",
  path: "/v1/calendar-feeds",
  summary: "List the key's member's calendar feeds",
  description: `${WHO} Newest first; addresses are never listed.`,
  ...extension,
  security,
  request: { query: listCalendarFeedsQuery },
  responses: { 200: jsonContent(calendarFeedPage, "A page of feeds"), ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN"]) },
});

const createFeedRoute = createRoute({
  method: "post",
  path: "/v1/calendar-feeds/create",
  summary: "Make a secret calendar feed of the bookings the member hosts",
  description: `${WHO} The answer carries the feed's address, this once; records PUBLIC_CALENDAR_FEED_CREATED.`,
  ...extension,
  security,
  request: { body: jsonBody(createCalendarFeedBody) },
  responses: { 201: jsonContent(createdCalendarFeed, "The feed and its address"), ...errorResponses([...JSON_BODY_ERRORS, "FORBIDDEN"]) },
});

const deleteFeedRoute = createRoute({
  method: "post",
  path: "/v1/calendar-feeds/delete",
  summary: "Revoke a calendar feed",
  description: `${WHO} Its address answers 404 at once; records PUBLIC_CALENDAR_FEED_DELETED.`,
  ...extension,
  security,
  request: { body: jsonBody(deleteCalendarFeedBody) },
  responses: { 200: jsonContent(successResponse, "Revoked"), ...errorResponses([...JSON_BODY_ERRORS, "FORBIDDEN", "NOT_FOUND"]) },
});

const readFeedRoute = createRoute({
  method: "post",
  path: "/v1/calendar-feeds/read",
  summary: "Read what a feed's address shows",
  description:
    "Extension of the interface. Any key of the team: the token is the authority (the booking app serves feed addresses with it). The member's bookings that hold time, from 30 days back, by start. Unknown and revoked tokens: NOT_FOUND.",
  ...extension,
  security,
  request: { body: jsonBody(readCalendarFeedBody) },
  responses: { 200: jsonContent(calendarFeedContent, "The feed's events"), ...errorResponses([...JSON_BODY_ERRORS, "NOT_FOUND"]) },
});

export function calendarFeedRoutes(options: { publicUrl: () => string }): Router {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listCalendarFeeds(c.var.db, c.var.auth, pageRequest(c.req.valid("query"))), 200));
  // A feed is read by its token from the database on each request: nothing cached changes.
  openWriteRoute(app, createFeedRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { body: await createCalendarFeed(db, auth, { publicUrl: options.publicUrl(), now }), status: 201, changed: [] };
  });
  openWriteRoute(app, deleteFeedRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { body: await deleteCalendarFeed(db, auth, c.req.valid("json").feedId, now), changed: [] };
  });
  app.openapi(readFeedRoute, async (c) => {
    const { db, auth, now } = c.var;
    return c.json(await readCalendarFeed(db, auth, c.req.valid("json").token, now), 200);
  });
  return app;
}
