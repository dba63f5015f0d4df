// Every /v1 route that changes what others read goes through here: its handler says which change-feed topics its
// committed write touched, and the route publishes them before it answers. So no write can forget the caches and
// page copies built on what it changed (lib/cache/change-feed.ts), on this instance or any other.
// lib/api/write-routes.api.test.ts takes every POST route from the router's registry and proves each one does.
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { ApiEnv, Router } from "./router";

/** What a write answers, and the topics (workspaceTopic, userTopic, MEMBERS_TOPIC) it changed; [] for none. */
export interface Written<Body> {
  body: Body;
  status?: 200 | 201 | 202;
  changed: readonly string[];
}

type WriteContext<R extends RouteConfig> = Parameters<RouteHandler<R, ApiEnv>>[0];

/** Registers `route`; its answer goes out only once the topics its handler names are published. */
export function openWriteRoute<R extends RouteConfig, Body>(
  app: Router,
  route: R,
  handler: (c: WriteContext<R>) => Promise<Written<Body>>,
): void {
  app.openapi(route, (async (c: WriteContext<R>) => {
    const { body, status = 200, changed } = await handler(c);
    // Every publish also moves ANY_TOPIC, which drops every rendered page copy: a write that changed nothing
    // cached (changed: []) publishes nothing.
    if (changed.length > 0) await c.var.changes.publish(c.var.db, changed);
    return c.json(body as object, status);
  }) as never);
}
