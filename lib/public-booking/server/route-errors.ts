// How the app's own JSON routes answer visitors when something fails.
import "server-only";
import { ServiceError } from "../../scheduling-client/client";

/** The app's own routes answer visitors with a short problem body, never a stack trace. */
export function publicProblem(status: number, code: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { status, code },
    { status, headers: { "cache-control": "no-store", "content-type": "application/problem+json", ...headers } },
  );
}

export function publicFailure(error: unknown): Response {
  if (error instanceof ServiceError) {
    if (error.status === 404) return publicProblem(404, "NOT_FOUND");
    if (error.status < 500) return publicProblem(400, error.code);
    return publicProblem(503, "SERVICE_UNAVAILABLE");
  }
  console.error("Booking route failed", error);
  return publicProblem(500, "INTERNAL_ERROR");
}
