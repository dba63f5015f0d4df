// Extensions of /v1: the team's webhooks (not in the interface). OWNER and
// ADMIN keys only.
import { createRoute } from "@hono/zod-openapi";
import { successResponse } from "../contract/memberships";
import { pageRequest } from "../contract/pagination";
import {
  createWebhookBody,
  createWebhookResponse,
  deleteWebhookBody,
  deliveryPage,
  listDeliveriesQuery,
  listWebhooksQuery,
  webhookIdParam,
  webhookPage,
} from "../contract/webhooks";
import type { ErrorCode } from "../errors/app-error";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { listDeliveries } from "./list-deliveries";
import { createWebhook, deleteWebhook, listWebhooks } from "./manage-webhooks";

const BODY_ERRORS: ErrorCode[] = [...JSON_BODY_ERRORS, "FORBIDDEN"];
const extension = { "x-extension": true } as const;
const WHO = "Extension of the interface. OWNER and ADMIN keys.";

const listRoute = createRoute({
  method: "get",
  path: "/v1/webhooks",
  summary: "List the team's webhooks",
  description: `${WHO} Newest first; secrets are never listed.`,
  ...extension,
  security,
  request: { query: listWebhooksQuery },
  responses: { 200: jsonContent(webhookPage, "A page of webhooks"), ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN"]) },
});

const createWebhookRoute = createRoute({
  method: "post",
  path: "/v1/webhooks/create",
  summary: "Subscribe a URL to booking events",
  description: `${WHO} Each event is POSTed as { type, timestamp, data } with data the booking as GET /v1/bookings/{id} answers it, signed per the Standard Webhooks specification (webhook-id, webhook-timestamp, webhook-signature). A delivery that does not answer 2xx within 10 s is retried with backoff, with the same webhook-id. The answer carries the signing secret, this once.`,
  ...extension,
  security,
  request: { body: jsonBody(createWebhookBody) },
  responses: { 201: jsonContent(createWebhookResponse, "The webhook and its secret"), ...errorResponses(BODY_ERRORS) },
});

const deleteWebhookRoute = createRoute({
  method: "post",
  path: "/v1/webhooks/delete",
  summary: "Delete a webhook",
  description: `${WHO} Nothing more is sent to it, deliveries waiting for a retry included.`,
  ...extension,
  security,
  request: { body: jsonBody(deleteWebhookBody) },
  responses: { 200: jsonContent(successResponse, "Deleted"), ...errorResponses([...BODY_ERRORS, "NOT_FOUND"]) },
});

const deliveriesRoute = createRoute({
  method: "get",
  path: "/v1/webhooks/{id}/deliveries",
  summary: "List a webhook's delivery attempts",
  description: `${WHO} Newest first: each attempt's time, duration, HTTP status and the start of the answer, the delivery's state and its next retry.`,
  ...extension,
  security,
  request: { params: webhookIdParam, query: listDeliveriesQuery },
  responses: { 200: jsonContent(deliveryPage, "A page of attempts"), ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN", "NOT_FOUND"]) },
});

export function webhookRoutes(options: { allowPrivateTargets: () => boolean }): Router {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listWebhooks(c.var.db, c.var.auth, pageRequest(c.req.valid("query"))), 200));
  // Deliveries read webhooks from the database each time: nothing cached changes.
  openWriteRoute(app, createWebhookRoute, async (c) => {
    const { db, auth, now } = c.var;
    const body = await createWebhook(db, auth, c.req.valid("json"), { allowPrivate: options.allowPrivateTargets(), now });
    return { body, status: 201, changed: [] };
  });
  openWriteRoute(app, deleteWebhookRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { body: await deleteWebhook(db, auth, c.req.valid("json").webhookId, now), changed: [] };
  });
  app.openapi(deliveriesRoute, async (c) => {
    const { db, auth } = c.var;
    return c.json(await listDeliveries(db, auth, c.req.valid("param").id, pageRequest(c.req.valid("query"))), 200);
  });
  return app;
}
