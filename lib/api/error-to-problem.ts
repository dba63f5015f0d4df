// The last stop of every error a request raises: one problem+json answer.
import { problemResponse } from "../http/problem";
import { toAppError } from "../http/to-app-error";

export function errorToProblem(error: unknown, headers: Record<string, string>): Response {
  return problemResponse(toAppError(error), headers);
}
