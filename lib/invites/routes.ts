import { createRoute } from "@hono/zod-openapi";
import { MEMBERS_TOPIC } from "../auth/authenticate";
import { workspaceTopic } from "../cache/change-feed";
import {
  acceptInviteBody,
  cancelInviteBody,
  createInviteBody,
  inviteAcceptedSchema,
  invitePage,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenBody,
  listInvitesQuery,
} from "../contract/invites";
import { pageRequest } from "../contract/pagination";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { acceptInvite, declineInvite, previewInvite } from "./answer-invite";
import { cancelInvite } from "./cancel-invite";
import { createInvite } from "./create-invite";
import { listInvites } from "./list-invites";

const BODY_ERRORS = [...JSON_BODY_ERRORS, "FORBIDDEN"] as const;

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

const EXTENSION = "Extension of the interface.";
const extension = { "x-extension": true } as const;
const TOKEN_ERRORS = [...JSON_BODY_ERRORS, "NOT_FOUND", "RATE_LIMITED"] as const;
const ANSWER_ERRORS = [...TOKEN_ERRORS, "INVITE_NOT_PENDING", "INVITE_EXPIRED"] as const;

const findByTokenRoute = createRoute({
  method: "post",
  path: "/v1/invites/find-by-token",
  summary: "Read the invite an invite address stands for",
  description: `${EXTENSION} Any key of the invite's workspace (the booking app's invite page). Answers the invite in any status, with its workspace's name and its inviter's; another workspace's or an unknown token is 404.`,
  ...extension,
  security,
  request: { body: jsonBody(inviteTokenBody) },
  responses: { 200: jsonContent(invitePreviewSchema, "The invite, its workspace and inviter"), ...errorResponses([...TOKEN_ERRORS]) },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/v1/invites/accept",
  summary: "Accept an invite by its token",
  description: `${EXTENSION} No API key: the token from the invite e-mail is the credential (unknown tokens count against the client address's budget, as invalid keys do). PENDING → ACCEPTED. Makes the account (or moves the invitee's existing one here), the MEMBER membership, an INTERNAL calendar and a default schedule (Mon–Fri 09:00–17:00 in timeZone, UTC by default). With startSession: true the answer also carries a session (an API key of kind SESSION, as POST /v1/sign-in/exchange makes; logged LOG_IN). EMAIL_TAKEN: another workspace's invite of the same new address was accepted at the same moment and made the account; nothing changed, and accepting again moves that account here.`,
  ...extension,
  security: [],
  request: { body: jsonBody(acceptInviteBody) },
  responses: {
    200: jsonContent(inviteAcceptedSchema, "The invite, ACCEPTED, and the new membership"),
    ...errorResponses([...ANSWER_ERRORS, "ALREADY_MEMBER", "INVITEE_ON_PAID_PLAN", "LAST_OWNER", "EMAIL_TAKEN"]),
  },
});

const declineRoute = createRoute({
  method: "post",
  path: "/v1/invites/decline",
  summary: "Decline an invite by its token",
  description: `${EXTENSION} No API key: the token from the invite e-mail is the credential. PENDING → DECLINED; nothing else changes.`,
  ...extension,
  security: [],
  request: { body: jsonBody(inviteTokenBody) },
  responses: {
    200: jsonContent(invitePreviewSchema.pick({ invite: true, workspaceName: true }).openapi("InviteDeclined"), "The invite, DECLINED"),
    ...errorResponses([...ANSWER_ERRORS]),
  },
});

/** The invite routes a token authorizes instead of an API key (lib/api/middleware/authenticate-and-limit.ts). */
export const INVITE_TOKEN_PATHS: ReadonlySet<string> = new Set([acceptRoute.path, declineRoute.path]);

export interface InviteOptions {
  /** How long a session started by accepting lasts (SESSION_HOURS), read per request. */
  sessionMs: () => number;
}

export function inviteRoutes(options: InviteOptions): Router {
  const app = createRouter();
  // GET /v1/invites – invites, newest first, optionally by status
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { db, auth } = c.var;
    return c.json(await listInvites(db, auth.workspaceId, query.status, pageRequest(query)), 200);
  });

  // A pending invite is on no page and in no cache: creating or cancelling one changes nothing cached.
  // POST /v1/invites/create – send an invite
  openWriteRoute(app, createInviteRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { body: await createInvite(db, auth, c.req.valid("json"), new Date(now)), status: 201, changed: [] };
  });

  // POST /v1/invites/cancel – cancel a pending invite
  openWriteRoute(app, cancelInviteRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { body: await cancelInvite(db, auth, c.req.valid("json"), new Date(now)), changed: [] };
  });

  // POST /v1/invites/find-by-token – what the invite page shows
  app.openapi(findByTokenRoute, async (c) => {
    const { db, auth } = c.var;
    return c.json(await previewInvite(db, auth.workspaceId, c.req.valid("json").token), 200);
  });

  // POST /v1/invites/accept – the invitee joins (token, no key)
  openWriteRoute(app, acceptRoute, async (c) => {
    const { db, now } = c.var;
    const { leftWorkspaceId, ...body } = await acceptInvite(db, c.req.valid("json"), new Date(now), options.sessionMs());
    const left = leftWorkspaceId ? [workspaceTopic(leftWorkspaceId)] : [];
    return { body, changed: [MEMBERS_TOPIC, workspaceTopic(body.invite.workspaceId), ...left] };
  });

  // POST /v1/invites/decline – the invitee says no (token, no key)
  openWriteRoute(app, declineRoute, async (c) => {
    const { db, now } = c.var;
    // Only the invite's status changes: no member, key or link, so nothing cached (nor any page copy) is dropped.
    return { body: await declineInvite(db, c.req.valid("json").token, new Date(now)), changed: [] };
  });
  return app;
}
