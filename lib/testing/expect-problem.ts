import { expect } from "vitest";

/**
 * Asserts a problem+json answer: its status, its code and, when given, the offending field. Takes a Response or
 * what the typed client (lib/api-client) answers, whose body it has already read as `error`.
 */
export async function expectProblem(
  answer: Response | { response: Response; error?: unknown },
  expected: { status: number; code: string; field?: string },
) {
  // Not `instanceof Response`: a Response from another realm (the test environment's fetch) fails that check.
  const fromClient = !("status" in answer);
  const res = fromClient ? answer.response : answer;
  expect(res.status).toBe(expected.status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  // A clone: a test may still read the answer itself.
  const body = fromClient ? (answer.error as { field?: string }) : await res.clone().json();
  expect(body).toMatchObject({ status: expected.status, code: expected.code });
  if (expected.field) expect(body.field).toBe(expected.field);
  return body;
}
