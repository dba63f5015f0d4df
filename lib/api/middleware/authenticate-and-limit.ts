// Before any /v1 route: the request's clock, database and change feed, the
// member its API key belongs to, and that key's request budget.
import type { Context, MiddlewareHandler, Next } from "hono";
import { cachedAuthenticate, type LookupGuard } from "../../auth/authenticate";
import { keyUseRecorder } from "../../auth/key-usage";
import type { ChangeFeed } from "../../cache/change-feed";
import type { Db } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { problemResponse } from "../../http/problem";
import type { ApiEnv } from "../../http/router";
import { INVITE_TOKEN_PATHS } from "../../invites/routes";
import { CALLER_HEADER } from "../../rate-limit/client-ip";
import { type RateLimiter, rateLimitHeaders } from "../../rate-limit/rate-limits";
import { SIGN_IN_REQUEST_PATH, SIGN_IN_TOKEN_PATHS } from "../../sign-in/routes";
import { keyGuessingGuard } from "./key-guessing";
import { API_HEADERS } from "./security-headers";
import { limitSignInRequests } from "./sign-in-limit";

export interface RequestScope {
  getDb: () => Promise<Db>;
  now: () => number;
  rateLimiter: RateLimiter;
  changes: ChangeFeed;
}

/**
 * Paths under /v1 that anyone may read without a key. Also keyless: the invite answers (INVITE_TOKEN_PATHS), the
 * sign-in exchange (SIGN_IN_TOKEN_PATHS) and the sign-in request (SIGN_IN_REQUEST_PATH).
 */
const PUBLIC_PATHS = new Set(["/v1/openapi.json"]);

export function authenticateAndLimit(scope: RequestScope): MiddlewareHandler<ApiEnv> {
  const { rateLimiter, changes } = scope;
  const authenticate = cachedAuthenticate(changes);
  const recordUse = keyUseRecorder();
  return async (c, next) => {
    if (PUBLIC_PATHS.has(c.req.path)) return next();
    const now = scope.now();
    c.set("now", now);
    const db = await scope.getDb();
    c.set("db", db);
    c.set("changes", changes);
    if (c.req.method === "POST" && (INVITE_TOKEN_PATHS.has(c.req.path) || SIGN_IN_TOKEN_PATHS.has(c.req.path))) {
      return answerByToken(keyGuessingGuard(rateLimiter, c), next, c);
    }
    if (c.req.method === "POST" && c.req.path === SIGN_IN_REQUEST_PATH) return limitSignInRequests(rateLimiter, c, next);
    c.set("auth", await authenticate(db, c.req.header("x-api-key"), now, keyGuessingGuard(rateLimiter, c)));
    // The booking app's calls have their own budget, so visitors cannot spend an integration's.
    const kind = c.req.header(CALLER_HEADER) === "booking-app" ? "booking-app" : "api-key";
    const limit = await rateLimiter.consume(kind, c.get("auth").apiKeyId);
    const headers = rateLimitHeaders(limit);
    if (!limit.allowed) {
      return problemResponse(new AppError("RATE_LIMITED", `Too many requests for this API key; retry in ${limit.resetSeconds} s.`), {
        ...API_HEADERS,
        ...headers,
      });
    }
    c.set("limitHeaders", headers);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
    // Not awaited, and never failing the request (lib/auth/key-usage.ts).
    recordUse(db, c.get("auth").apiKeyId, now);
  };
}

/**
 * Accepting or declining an invite, exchanging a sign-in link's token: the body's token is the credential, so no
 * key is read (one sent is ignored) and no key's budget spent. Token guesses
 * are limited as key guesses are: each unknown token (404) spends the client
 * address's budget of invalid keys, and past it the address is refused (429)
 * before any lookup.
 */
async function answerByToken(guard: LookupGuard, next: Next, c: Context<ApiEnv>) {
  await guard.beforeLookup();
  await next();
  if (c.res.status === 404) await guard.onUnknown();
}
