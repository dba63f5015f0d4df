// Helpers that keep each route's OpenAPI entry listing its error codes.

import { problem } from "../contract/common";
import type { ErrorCode } from "../errors/app-error";
import { errorCodesByStatus } from "./problem";

/** Codes every authenticated /v1 endpoint can return. */
const COMMON: ErrorCode[] = ["UNAUTHENTICATED", "RATE_LIMITED", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"];

/** What every route with a JSON body can answer about the body itself (lib/api/middleware/json-body.ts, then zod). */
export const JSON_BODY_ERRORS: readonly ErrorCode[] = ["VALIDATION_FAILED", "INVALID_JSON", "UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE"];

export function errorResponses(codes: readonly ErrorCode[]) {
  const responses: Record<number, { description: string; content: { "application/problem+json": { schema: typeof problem } } }> = {};
  for (const [status, list] of errorCodesByStatus([...codes, ...COMMON])) {
    responses[status] = {
      description: `Error codes: ${list.join(", ")}`,
      content: { "application/problem+json": { schema: problem } },
    };
  }
  return responses;
}

export const jsonContent = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const security = [{ ApiKey: [] as string[] }];

/** A required JSON request body. */
export const jsonBody = <T>(schema: T) => ({ required: true, content: { "application/json": { schema } } });
