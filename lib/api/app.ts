// The /v1 HTTP interface of the scheduling service: the shared middleware,
// then each domain's router; and /mcp, the same use cases as MCP tools. Mounted by the Next.js catch-all route in app/v1
// and by scripts/serve.ts, and runnable on its own in tests.
import { apiKeyRoutes } from "../api-keys/routes";
import { auditRoutes } from "../audit/routes";
import { BookingLinkReads } from "../booking-links/booking-link-reads";
import { bookingLinkRoutes } from "../booking-links/routes";
import { bookingPageRoutes } from "../booking-pages/routes";
import { bookingRoutes } from "../bookings/routes";
import { slotReservationRoutes } from "../bookings/slot-reservation-routes";
import { type ChangeFeed, createLocalChangeFeed } from "../cache/change-feed";
import { calendarFeedRoutes } from "../calendar-feeds/routes";
import { liveBusyOfHosts } from "../calendars/live-busy";
import { type CalendarOptions, calendarOptions } from "../calendars/options";
import { calendarRoutes } from "../calendars/routes";
import { getConfig } from "../config/env";
import type { Db } from "../db/client";
import { createRouter, type Router } from "../http/router";
import { inviteRoutes } from "../invites/routes";
import { mcpRoutes } from "../mcp/routes";
import { membershipRoutes } from "../memberships/routes";
import { getRateLimiter, type RateLimiter } from "../rate-limit/rate-limits";
import { scheduleRoutes } from "../schedules/routes";
import { signInRoutes } from "../sign-in/routes";
import { webhookRoutes } from "../webhooks/routes";
import { errorToProblem } from "./error-to-problem";
import { authenticateAndLimit } from "./middleware/authenticate-and-limit";
import { jsonBodies } from "./middleware/json-body";
import { API_HEADERS, securityHeaders } from "./middleware/security-headers";
import { unmatchedRoute } from "./middleware/unmatched-route";
import { serveOpenApiDocument } from "./openapi-document";

export interface ApiOptions {
  getDb: () => Promise<Db>;
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** Per-key request budget; the process-wide one (memory or Redis) by default. */
  rateLimiter?: RateLimiter;
  /** How writes reach the caches; this process only by default. */
  changes?: ChangeFeed;
  /** Webhooks may be made for http:// and private addresses; WEBHOOK_ALLOW_PRIVATE_TARGETS by default. */
  allowPrivateWebhookTargets?: boolean;
  /** How long a slot reservation lasts; SLOT_HOLD_MINUTES by default. */
  slotHoldMs?: number;
  /** Connected calendars' rules (private servers, the sealing key, limits); the configuration's by default. */
  calendars?: Partial<CalendarOptions>;
}

export type Api = Router;

export function createApi(options: ApiOptions): Api {
  // Every write that changes what the caches hold publishes it on `changes`
  // after committing (bookings: their hosts; revoking a member: the workspace
  // and the members topic).
  const changes = options.changes ?? createLocalChangeFeed();
  const links = new BookingLinkReads(changes);
  const app = createRouter();

  app.use("*", securityHeaders);
  app.onError((error, c) => errorToProblem(error, { ...API_HEADERS, ...c.get("limitHeaders") }));
  app.notFound(unmatchedRoute(app));
  serveOpenApiDocument(app);
  const rateLimiter = options.rateLimiter ?? getRateLimiter();
  const authenticate = authenticateAndLimit({ getDb: options.getDb, now: options.now ?? Date.now, rateLimiter, changes });
  const checkJson = jsonBodies(app);
  // /mcp: the MCP tools, behind the same key, budget and JSON gate as /v1.
  for (const path of ["/v1/*", "/mcp"]) app.use(path, authenticate, checkJson);

  app.route("/", bookingLinkRoutes(links));
  app.route("/", bookingPageRoutes());
  const calendars = () => ({ ...calendarOptions(getConfig().calendars), ...options.calendars });
  // Bookings read their hosts' calendar servers once more before they commit.
  const liveBusy = liveBusyOfHosts(calendars);
  app.route("/", bookingRoutes(links, liveBusy));
  app.route("/", slotReservationRoutes(links, { holdMs: () => options.slotHoldMs ?? getConfig().slotHoldMs }));
  app.route("/", membershipRoutes());
  const sessionMs = () => getConfig().sessionMs;
  app.route("/", inviteRoutes({ sessionMs }));
  app.route("/", signInRoutes({ rateLimiter, sessionMs }));
  app.route("/", scheduleRoutes());
  app.route("/", apiKeyRoutes());
  app.route("/", auditRoutes());
  app.route("/", calendarFeedRoutes({ publicUrl: () => getConfig().publicUrl }));
  app.route("/", calendarRoutes(calendars));
  app.route(
    "/",
    webhookRoutes({ allowPrivateTargets: () => options.allowPrivateWebhookTargets ?? getConfig().webhookAllowPrivateTargets }),
  );
  app.route("/", mcpRoutes(links, liveBusy));
  return app;
}
