import { createRoute } from "@hono/zod-openapi";
import { bookingPageIdParam, bookingPagePage, bookingPageWithOwnerSchema, listBookingPagesQuery } from "../contract/booking-pages";
import { pageRequest } from "../contract/pagination";
import { errorResponses, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { getBookingPage } from "./get-booking-page";
import { listBookingPages } from "./list-booking-pages";
import { registerBookingPageWrites } from "./write-routes";

// Not in the interface: marked so in the OpenAPI document.
const extension = { "x-extension": true } as const;

const listRoute = createRoute({
  ...extension,
  method: "get",
  path: "/v1/booking-pages",
  summary: "List the team's booking pages (extension)",
  description:
    "Any member's key. The booking pages of the team's members (a page is shown at /<username> of the booking app), by owner's name, then username; each with its owner's name and picture. With username, the one page at that address, or none.",
  security,
  request: { query: listBookingPagesQuery },
  responses: { 200: jsonContent(bookingPagePage, "A page of booking pages"), ...errorResponses(["VALIDATION_FAILED"]) },
});

const getRoute = createRoute({
  ...extension,
  method: "get",
  path: "/v1/booking-pages/{id}",
  summary: "Get a booking page (extension)",
  description: "Any member's key. Its links: GET /v1/booking-links?bookingPageId=…&listed=true, in the page's order.",
  security,
  request: { params: bookingPageIdParam },
  responses: { 200: jsonContent(bookingPageWithOwnerSchema, "The booking page"), ...errorResponses(["VALIDATION_FAILED", "NOT_FOUND"]) },
});

export function bookingPageRoutes(): Router {
  const app = createRouter();
  // GET /v1/booking-pages – the team's booking pages, paginated, optionally the one at a username
  app.openapi(listRoute, async (c) => {
    const { db, auth } = c.var;
    const { username, ...paging } = c.req.valid("query");
    return c.json(await listBookingPages(db, auth.workspaceId, { username }, pageRequest(paging)), 200);
  });

  // GET /v1/booking-pages/:id – one booking page with its owner
  app.openapi(getRoute, async (c) => {
    const { db, auth } = c.var;
    return c.json(await getBookingPage(db, auth.workspaceId, c.req.valid("param").id), 200);
  });

  registerBookingPageWrites(app);
  return app;
}
