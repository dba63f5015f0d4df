import { createRoute } from "@hono/zod-openapi";
import { MEMBERS_TOPIC } from "../auth/authenticate";
import { workspaceTopic } from "../cache/change-feed";
import {
  listMembershipsQuery,
  membershipPage,
  membershipSchema,
  revokeMembershipBody,
  successResponse,
  updateMembershipBody,
} from "../contract/memberships";
import { pageRequest } from "../contract/pagination";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { listMemberships } from "./list-memberships";
import { revokeMembership } from "./revoke-membership";
import { updateRole } from "./update-role";

const listRoute = createRoute({
  method: "get",
  path: "/v1/memberships",
  summary: "List the workspace's memberships",
  description:
    "Any member's key. Owners first, then ADMIN, MEMBER and BILLING_ONLY, by name within a role; each with the user's calendars and sync configurations.",
  security,
  request: { query: listMembershipsQuery },
  responses: { 200: jsonContent(membershipPage, "A page of memberships"), ...errorResponses(["VALIDATION_FAILED"]) },
});

const revokeRoute = createRoute({
  method: "post",
  path: "/v1/memberships/revoke",
  summary: "Remove a member from the workspace",
  description:
    "OWNER or ADMIN keys; only an OWNER may remove an OWNER, nobody may remove themselves, and the last OWNER stays. The member's API keys stop working at once; links they own are disabled by the system (disabledBySystem) and they stop hosting other links.",
  security,
  request: { body: jsonBody(revokeMembershipBody) },
  responses: {
    200: jsonContent(successResponse, "The member was removed"),
    ...errorResponses([...JSON_BODY_ERRORS, "FORBIDDEN", "NOT_FOUND", "LAST_OWNER", "CANNOT_REVOKE_SELF"]),
  },
});

const updateRoute = createRoute({
  method: "post",
  path: "/v1/memberships/update",
  summary: "Change a member's role (extension)",
  description:
    "Extension. OWNER or ADMIN keys; only an OWNER makes someone an OWNER or changes an OWNER's role, and the last OWNER stays one (LAST_OWNER). A role already held changes nothing. Recorded as ROLE_UPDATED; the member's keys carry the new role on every instance within a second. Answers the membership as GET /v1/memberships lists it.",
  security,
  request: { body: jsonBody(updateMembershipBody) },
  responses: {
    200: jsonContent(membershipSchema, "The membership with its new role"),
    ...errorResponses([...JSON_BODY_ERRORS, "FORBIDDEN", "NOT_FOUND", "LAST_OWNER"]),
  },
});

export function membershipRoutes(): Router {
  const app = createRouter();
  // GET /v1/memberships – members with their calendars and syncs, paginated
  app.openapi(listRoute, async (c) => {
    const { db, auth } = c.var;
    return c.json(await listMemberships(db, auth.workspaceId, pageRequest(c.req.valid("query"))), 200);
  });

  // POST /v1/memberships/revoke – remove one member, by userId or email
  openWriteRoute(app, revokeRoute, async (c) => {
    const { db, auth, now } = c.var;
    const result = await revokeMembership(db, auth, c.req.valid("json"), new Date(now));
    // Keys, hosting and owned links changed: cached keys and links must go.
    return { body: result, changed: [MEMBERS_TOPIC, workspaceTopic(auth.workspaceId)] };
  });
  // POST /v1/memberships/update – change one member's role (extension)
  openWriteRoute(app, updateRoute, async (c) => {
    const { db, auth, now } = c.var;
    const body = await updateRole(db, auth, c.req.valid("json"), new Date(now));
    // Roles ride on cached keys: every instance must read them again.
    return { body, changed: [MEMBERS_TOPIC, workspaceTopic(auth.workspaceId)] };
  });
  return app;
}
