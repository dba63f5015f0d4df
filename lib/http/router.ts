// What every /v1 route sees, and the router each domain builds its routes on.
// Imports no domain: lib/api mounts the domains' routers, never the reverse.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AuthContext } from "../auth/authenticate";
import type { ChangeFeed } from "../cache/change-feed";
import type { Db } from "../db/client";
import { validationError } from "./problem";

export type ApiEnv = {
  Variables: {
    db: Db;
    /** The member whose API key sent the request. */
    auth: AuthContext;
    /** The service's clock at the start of the request. */
    now: number;
    /** Where writes announce what they changed, after committing. */
    changes: ChangeFeed;
    /** The request's rate-limit headers, for answers built outside the handler. */
    limitHeaders: Record<string, string>;
  };
};

export type Router = OpenAPIHono<ApiEnv>;

/** A router whose invalid params, queries, headers and bodies answer VALIDATION_FAILED. */
export function createRouter(): Router {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });
}
