import type { Context } from "hono";
import { AppError } from "../../errors/app-error";
import { problemResponse } from "../../http/problem";
import type { ApiEnv } from "../../http/router";
import { allowedMethods } from "../allowed-methods";
import { API_HEADERS } from "./security-headers";

type RouteTable = Parameters<typeof allowedMethods>[0];

/** 405 with Allow where the path exists under other methods, else 404: both as problems. */
export function unmatchedRoute(app: RouteTable) {
  return (c: Context<ApiEnv>) => {
    const headers = { ...API_HEADERS, ...c.get("limitHeaders") };
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length) {
      return problemResponse(new AppError("METHOD_NOT_ALLOWED", `${c.req.method} is not allowed here; use ${allowed.join(", ")}.`), {
        ...headers,
        allow: allowed.join(", "),
      });
    }
    return problemResponse(new AppError("ROUTE_NOT_FOUND", `No endpoint at ${c.req.method} ${c.req.path}.`), headers);
  };
}
