// The dashboard's browser-side client of /v1: the typed client of lib/api-client, through the app's forwarding
// route (/dashboard/api/v1/…, lib/dashboard/server/proxy.ts), which adds the member's credential. Every change
// carries the session's CSRF token. A refusal becomes an ApiProblem with the service's status, code and field.
import createClient from "openapi-fetch";
import type { paths } from "../api-client";

export type DashboardApi = ReturnType<typeof createDashboardApi>;

export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiProblem";
  }
}

export function createDashboardApi(csrf: string) {
  return createClient<paths>({ baseUrl: "/dashboard/api", headers: { "x-dashboard-csrf": csrf } });
}

/** The answer's data, or the problem it carries as an ApiProblem (a network failure as SERVICE_UNREACHABLE). */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw new ApiProblem(0, "SERVICE_UNREACHABLE", "The dashboard could not reach the server.");
  }
  if (result.response.ok) return result.data as T;
  const problem = (result.error ?? {}) as { code?: string; detail?: string; field?: string };
  throw new ApiProblem(result.response.status, problem.code ?? "UNKNOWN", problem.detail ?? result.response.statusText, problem.field);
}
