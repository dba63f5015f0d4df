import { createRoute } from "@hono/zod-openapi";
import { cancelInviteBody, createInviteBody, invitePage, inviteSchema, listInvitesQuery } from "../contract/invites";
import { pageRequest } from "../contract/pagination";
import { errorResponses, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { cancelInvite } from "./cancel-invite";
import { createInvite } from "./create-invite";
import { listInvites } from "./list-invites";

const BODY_ERRORS = ["VALIDATION_FAILED", "INVALID_JSON", "UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE", "FORBIDDEN"] as const;

const listRoute = createRoute({
  method: "get",
  path: "/v1/invites",
  summary: "List the workspace's invites",
  description: "Any member's key. Newest first; `status` filters.",
  security,
  request: { query: listInvitesQuery },
  responses: { 200: jsonContent(invitePage, "A page of invites"), ...errorResponses(["VALIDATION_FAILED"]) },
});

const createInviteRoute = createRoute({
  method: "post",
  path: "/v1/invites/create",
  summary: "Invite someone to the workspace",
  description:
    "OWNER or ADMIN keys. receiverEmail and receiverFullName are required; role may only be MEMBER. An address with an account must be on the free plan or have a cancelled subscription. A pending invite that has expired is cancelled and replaced.",
  security,
  request: { body: jsonBody(createInviteBody) },
  responses: {
    201: jsonContent(inviteSchema, "The invite, PENDING, expiring in 7 days"),
    ...errorResponses([...BODY_ERRORS, "ALREADY_MEMBER", "INVITE_ALREADY_PENDING", "INVITEE_ON_PAID_PLAN"]),
  },
});

const cancelInviteRoute = createRoute({
  method: "post",
  path: "/v1/invites/cancel",
  summary: "Cancel a pending invite",
  description:
    "OWNER or ADMIN keys. By inviteId, or by the receiver's email (its pending invite). Expired invites are still PENDING and can be cancelled.",
  security,
  request: { body: jsonBody(cancelInviteBody) },
  responses: {
    200: jsonContent(inviteSchema, "The invite, now CANCELLED"),
    ...errorResponses([...BODY_ERRORS, "NOT_FOUND", "INVITE_NOT_PENDING"]),
  },
});

export function inviteRoutes(): Router {
  const app = createRouter();
  // GET /v1/invites – invites, newest first, optionally by status
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { db, auth } = c.var;
    return c.json(await listInvites(db, auth.workspaceId, query.status, pageRequest(query)), 200);
  });

  // POST /v1/invites/create – send an invite
  app.openapi(createInviteRoute, async (c) => {
    const { db, auth, now } = c.var;
    return c.json(await createInvite(db, auth, c.req.valid("json"), new Date(now)), 201);
  });

  // POST /v1/invites/cancel – cancel a pending invite
  app.openapi(cancelInviteRoute, async (c) => {
    const { db, auth, now } = c.var;
    return c.json(await cancelInvite(db, auth, c.req.valid("json"), new Date(now)), 200);
  });
  return app;
}
