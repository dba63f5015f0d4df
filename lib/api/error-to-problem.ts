// The last stop of every error a request raises: one problem+json answer.
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable, sqlState } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { problemResponse } from "../http/problem";

export function errorToProblem(error: unknown, headers: Record<string, string>): Response {
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
