// Every failure leaves the service as one body shape (RFC 9457 problem+json
// with a stable `code`), built here and nowhere else.
import type { z } from "zod";
import { AppError, ERROR_STATUS, type ErrorCode, type FieldIssue } from "../errors/app-error";

const TITLES: Record<number, string> = {
  400: "Bad request",
  401: "Unauthenticated",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Payload too large",
  415: "Unsupported media type",
  422: "Unprocessable content",
  429: "Too many requests",
  500: "Internal server error",
  503: "Service unavailable",
};

export function problemResponse(error: AppError, headers: Record<string, string> = {}): Response {
  const status = error.status;
  const body = {
    type: "about:blank",
    title: TITLES[status] ?? "Error",
    status,
    code: error.code,
    detail: error.message,
    ...(error.field !== undefined && { field: error.field }),
    ...(error.issues && { errors: error.issues }),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/problem+json", "cache-control": "no-store", ...headers, ...error.headers },
  });
}

/** A zod failure on a request part becomes VALIDATION_FAILED naming the first field. */
export function validationError(error: z.ZodError, target: string): AppError {
  const issues: FieldIssue[] = error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: [...issue.path, key].join("."), message: "is not a known field" }))
      : [{ field: issue.path.length ? issue.path.join(".") : target, message: issue.message }],
  );
  const first = issues[0] ?? { field: target, message: "is invalid" };
  return new AppError("VALIDATION_FAILED", `${first.field}: ${first.message}`, { field: first.field, issues });
}

export function errorCodesByStatus(codes: ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return byStatus;
}
