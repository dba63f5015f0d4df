// The /v1 HTTP interface of the scheduling service: one Hono app that parses,
// authenticates and hands each request to a domain function. Mounted by the
// Next.js catch-all route in app/v1, and runnable on its own in tests.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../db/client";
import { isDatabaseUnavailable, sqlState } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { registerBookingLinkRoutes } from "../booking-links/routes";
import { registerBookingRoutes } from "../bookings/routes";
import { registerMembershipRoutes } from "../memberships/routes";
import { registerInviteRoutes } from "../invites/routes";
import { registerAuditRoutes } from "../audit/routes";
import { getRateLimiter, rateLimitHeaders, type RateLimiter } from "../rate-limit/rate-limits";
import { CALLER_HEADER } from "../rate-limit/client-ip";
import { createLocalChangeFeed, type ChangeFeed } from "../cache/change-feed";
import { BookingLinkReads } from "../booking-links/booking-link-reads";
import { cachedAuthenticate, type AuthContext } from "./authenticate";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-nesting";
import { keyGuessingGuard } from "./key-guessing";
import { problemResponse, validationError } from "./problem";

export const MAX_BODY_BYTES = 100 * 1024;

export interface ApiOptions {
  getDb: () => Promise<Db>;
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** Per-key request budget; the process-wide one (memory or Redis) by default. */
  rateLimiter?: RateLimiter;
  /** How writes reach the caches; this process only by default. */
  changes?: ChangeFeed;
}

export type ApiEnv = {
  Variables: { db: Db; auth: AuthContext; now: number; changes: ChangeFeed; links: BookingLinkReads; limitHeaders: Record<string, string> };
};

/** On every answer: JSON is not to be sniffed as another type, framed, or kept by caches (OWASP REST security). */
const API_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "cache-control": "no-store",
};
const API_HEADER_ENTRIES = Object.entries(API_HEADERS);
export type Api = OpenAPIHono<ApiEnv>;

export function createApi(options: ApiOptions): Api {
  const now = options.now ?? Date.now;
  const rateLimiter = options.rateLimiter ?? getRateLimiter();
  // Every write that changes what these caches hold publishes it on `changes`
  // after committing (bookings: their hosts; revoking a member: the workspace
  // and the members topic).
  const changes = options.changes ?? createLocalChangeFeed();
  const authenticate = cachedAuthenticate(changes);
  const links = new BookingLinkReads(changes);
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });

  // Headers go into every answer as it is built (c.header before the handler
  // runs); setting them on finished responses cost about 15 % of cached reads' throughput.
  app.use("*", async (c, next) => {
    for (const [name, value] of API_HEADER_ENTRIES) c.header(name, value);
    await next();
  });
  app.onError((error, c) => toProblem(error, { ...API_HEADERS, ...c.get("limitHeaders") }));
  app.notFound((c) => {
    const headers = { ...API_HEADERS, ...c.get("limitHeaders") };
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length) {
      return problemResponse(new AppError("METHOD_NOT_ALLOWED", `${c.req.method} is not allowed here; use ${allowed.join(", ")}.`), {
        ...headers,
        allow: allowed.join(", "),
      });
    }
    return problemResponse(new AppError("ROUTE_NOT_FOUND", `No endpoint at ${c.req.method} ${c.req.path}.`), headers);
  });

  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", { type: "apiKey", in: "header", name: "x-api-key" });
  app.doc31("/v1/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Team scheduling service",
      version: "1.0.0",
      description:
        "Booking links, time slots, bookings, memberships, invites and audit logs of a team. Every endpoint but this document needs an x-api-key header. Errors are application/problem+json bodies with a stable `code`. Lists are paginated: { pageNumber, pageSize, total, data }.",
    },
  });

  app.use("/v1/*", async (c, next) => {
    if (c.req.path === "/v1/openapi.json") return next();
    c.set("now", now());
    const db = await options.getDb();
    c.set("db", db);
    c.set("changes", changes);
    c.set("links", links);
    const auth = await authenticate(db, c.req.header("x-api-key"), keyGuessingGuard(rateLimiter, c));
    c.set("auth", auth);
    const limit = await rateLimiter.consume(c.req.header(CALLER_HEADER) === "booking-app" ? "booking-app" : "api-key", auth.apiKeyId);
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
  });
  app.use("/v1/*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    // A method the path does not have falls through to the 405 answer.
    if (!allowedMethods(app, c.req.path).includes(c.req.method)) return next();
    return jsonBody(c, next);
  });

  registerBookingLinkRoutes(app);
  registerBookingRoutes(app);
  registerMembershipRoutes(app);
  registerInviteRoutes(app);
  registerAuditRoutes(app);
  return app;
}

const readBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", `Request bodies may be at most ${MAX_BODY_BYTES} bytes.`);
  },
});

// Requests with a body must send JSON: checked here once so every endpoint
// answers wrong content types, oversized or too deeply nested bodies and
// malformed JSON the same way.
const jsonBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json.");
  }
  return readBody(c, async () => {
    const text = await c.req.text();
    // Before anything walks the body: see json-nesting.ts.
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      const message = `must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep`;
      throw new AppError("VALIDATION_FAILED", `body: ${message}`, { field: "body", issues: [{ field: "body", message }] });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("INVALID_JSON", "The request body is not valid JSON.");
    }
    const nulAt = findNulCharacter(body);
    if (nulAt !== undefined) {
      // PostgreSQL cannot store U+0000 in text or jsonb.
      throw new AppError("VALIDATION_FAILED", `${nulAt || "body"}: must not contain NUL characters`, { field: nulAt || "body" });
    }
    await next();
  });
};

/** The path of the first string (or key) holding U+0000, if any. */
function findNulCharacter(value: unknown, path = "", depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (depth > 64 || value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return at;
    const found = findNulCharacter(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function toProblem(error: unknown, headers: Record<string, string>): Response {
  if (error instanceof AppError) return problemResponse(error, headers);
  if (error instanceof HTTPException && error.status < 500) {
    return problemResponse(new AppError("VALIDATION_FAILED", error.message || "The request is invalid."), headers);
  }
  if (sqlState(error)?.startsWith("22")) {
    // A data exception means a value slipped past validation; still the
    // client's input, so a 400, and logged so the validation gets fixed.
    console.error("Input rejected by the database", error);
    return problemResponse(new AppError("VALIDATION_FAILED", "A value in the request cannot be stored."), headers);
  }
  if (isDatabaseUnavailable(error)) {
    return problemResponse(new AppError("SERVICE_UNAVAILABLE", "The service is temporarily unavailable; try again shortly."), {
      ...headers,
      "retry-after": "5",
    });
  }
  console.error("Unexpected error while handling a request", error);
  return problemResponse(new AppError("INTERNAL_ERROR", "An unexpected error occurred."), headers);
}

const routePatterns = new WeakMap<Api, { method: string; pattern: RegExp }[]>();

function allowedMethods(app: Api, path: string): string[] {
  let patterns = routePatterns.get(app);
  if (!patterns) {
    patterns = app.routes
      .filter((route) => route.method !== "ALL" && !route.path.includes("*"))
      .map((route) => ({ method: route.method, pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, "[^/]+")}$`) }));
    routePatterns.set(app, patterns);
  }
  return [...new Set(patterns.filter((p) => p.pattern.test(path)).map((p) => p.method))];
}
