import { createRoute } from "@hono/zod-openapi";
import { auditEventPage, listAuditEventsQuery } from "../contract/audit-logs";
import { pageRequest } from "../contract/pagination";
import { errorResponses, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { listAuditEvents } from "./list-audit-events";

const listRoute = createRoute({
  method: "get",
  path: "/v1/audit-logs",
  summary: "List the team's audit log",
  description:
    "Keys of OWNER, ADMIN or BILLING_ONLY users. Newest first; every filter is optional and they combine. Teams of fewer than two members record no events.",
  security,
  request: { query: listAuditEventsQuery },
  responses: { 200: jsonContent(auditEventPage, "A page of audit events"), ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN"]) },
});

export function auditRoutes(): Router {
  const app = createRouter();
  // GET /v1/audit-logs – the audit log, filtered and paginated
  app.openapi(listRoute, async (c) => {
    const { page, pageSize, ...filters } = c.req.valid("query");
    const { db, auth } = c.var;
    return c.json(await listAuditEvents(db, auth, filters, pageRequest({ page, pageSize })), 200);
  });
  return app;
}
