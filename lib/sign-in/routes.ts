// Sign-in through /v1 (extensions of the interface, which shows no way to sign in), in its style: POST to a verb.
// Asking for a link and exchanging its token take no key (the e-mail is the proof); signing out and GET /v1/me
// take the credential. A session is an API key of kind SESSION, so every other route treats it as a key.
import { createRoute } from "@hono/zod-openapi";
import { MEMBERS_TOPIC } from "../auth/authenticate";
import {
  meSchema,
  signedInSchema,
  signedOutSchema,
  signInExchangeBody,
  signInRequestBody,
  signInRequestedSchema,
  signOutBody,
} from "../contract/sign-in";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import type { RateLimiter } from "../rate-limit/rate-limits";
import { exchangeSignIn } from "./exchange-sign-in";
import { readMe } from "./read-me";
import { requestSignIn } from "./request-sign-in";
import { signOut } from "./sign-out";

const EXTENSION = "Extension of the interface.";
const extension = { "x-extension": true } as const;

const requestRoute = createRoute({
  method: "post",
  path: "/v1/sign-in/request",
  summary: "E-mail a sign-in link",
  description: `${EXTENSION} No API key. Always 202 SENT, whether or not the address is a member's, so the answer never tells who is in a team. A member's address (compared case-insensitively) gets an e-mail whose link (<PUBLIC_URL>/dashboard/sign-in/<token>) works once, for 15 minutes. At most RATE_LIMIT_SIGN_IN_ADDRESS (5) e-mails per address per 15 minutes (past it: still 202, nothing sent); RATE_LIMIT_SIGN_IN_CLIENT (30) requests per client address per 15 minutes (past it: 429 with Retry-After).`,
  ...extension,
  security: [],
  request: { body: jsonBody(signInRequestBody) },
  responses: {
    202: jsonContent(signInRequestedSchema, "Asked: an e-mail goes out if the address is a member's"),
    ...errorResponses(JSON_BODY_ERRORS),
  },
});

const exchangeRoute = createRoute({
  method: "post",
  path: "/v1/sign-in/exchange",
  summary: "Exchange a sign-in link's token for a session",
  description: `${EXTENSION} No API key: the token from the sign-in e-mail is the credential (unknown tokens count against the client address's budget, as invalid keys do). Works once: the token is marked used and a session credential made, an API key of kind SESSION that expires SESSION_HOURS (12) later. A used token is 410 SIGN_IN_LINK_USED, an expired one 410 SIGN_IN_LINK_EXPIRED. Logged: LOG_IN.`,
  ...extension,
  security: [],
  request: { body: jsonBody(signInExchangeBody) },
  responses: {
    201: jsonContent(signedInSchema, "The session, who it is and where to go"),
    ...errorResponses([...JSON_BODY_ERRORS, "NOT_FOUND", "SIGN_IN_LINK_USED", "SIGN_IN_LINK_EXPIRED"]),
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/v1/sign-in/sign-out",
  operationId: "signOut",
  summary: "Sign out: revoke the calling session",
  description: `${EXTENSION} With the session's own x-api-key and the body {}: revokes that session (refused on every instance within 1 s, as a revoked key is). An API key is no session: 409 NOT_A_SESSION, nothing changed. Logged: LOG_OUT.`,
  ...extension,
  security,
  request: { body: jsonBody(signOutBody) },
  responses: { 200: jsonContent(signedOutSchema, "Signed out"), ...errorResponses([...JSON_BODY_ERRORS, "NOT_A_SESSION"]) },
});

const meRoute = createRoute({
  method: "get",
  path: "/v1/me",
  summary: "Who this credential is, and what it may do",
  description: `${EXTENSION} Any key or session. permissions are the routes' own checks for this credential's role, for a client to decide what to offer.`,
  ...extension,
  security,
  responses: { 200: jsonContent(meSchema, "The credential's member, workspace, role and permissions"), ...errorResponses([]) },
});

/** The sign-in routes a token in the body authorizes instead of an API key (lib/api/middleware/authenticate-and-limit.ts). */
export const SIGN_IN_TOKEN_PATHS: ReadonlySet<string> = new Set([exchangeRoute.path]);
/** Keyless too, and limited per client address before anything is read (lib/api/middleware/sign-in-limit.ts). */
export const SIGN_IN_REQUEST_PATH = requestRoute.path;

export interface SignInOptions {
  rateLimiter: RateLimiter;
  /** How long a session lasts (SESSION_HOURS), read per request. */
  sessionMs: () => number;
}

export function signInRoutes(options: SignInOptions): Router {
  const app = createRouter();
  // POST /v1/sign-in/request – e-mail a sign-in link (no key); writes only the outbox, which nothing caches
  openWriteRoute(app, requestRoute, async (c) => {
    const { db, now } = c.var;
    return { body: await requestSignIn(db, options.rateLimiter, c.req.valid("json"), new Date(now)), status: 202, changed: [] };
  });

  // POST /v1/sign-in/exchange – a link's token for a session (no key); a new key is in no cache
  openWriteRoute(app, exchangeRoute, async (c) => {
    const { db, now } = c.var;
    return { body: await exchangeSignIn(db, c.req.valid("json").token, new Date(now), options.sessionMs()), status: 201, changed: [] };
  });

  // POST /v1/sign-in/sign-out – cached copies of the session's key must go on every instance
  openWriteRoute(app, signOutRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { body: await signOut(db, auth, new Date(now)), changed: [MEMBERS_TOPIC] };
  });

  // GET /v1/me – the credential's member, workspace, role and permissions
  app.openapi(meRoute, async (c) => {
    const { db, auth } = c.var;
    return c.json(await readMe(db, auth), 200);
  });
  return app;
}
