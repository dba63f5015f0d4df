// What any error a request raised means to the caller, as an AppError: the
// /v1 problem answers and the MCP tool errors both go through it, so an
// unknown error is a 500 that reveals nothing on either.
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable, sqlState } from "../db/sql-state";
import { AppError } from "../errors/app-error";

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new AppError("VALIDATION_FAILED", error.message || "The request is invalid.");
  }
  if (sqlState(error)?.startsWith("22")) {
    // A data exception means a value slipped past validation; still the
    // client's input, so a 400, and logged so the validation gets fixed.
    console.error("Input rejected by the database", error);
    return new AppError("VALIDATION_FAILED", "A value in the request cannot be stored.");
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError("SERVICE_UNAVAILABLE", "The service is temporarily unavailable; try again shortly.", {
      headers: { "retry-after": "5" },
    });
  }
  console.error("Unexpected error while handling a request", error);
  return new AppError("INTERNAL_ERROR", "An unexpected error occurred.");
}
