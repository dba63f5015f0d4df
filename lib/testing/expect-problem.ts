import { expect } from "vitest";

/** Asserts a problem+json answer: its status, its code and, when given, the offending field. */
export async function expectProblem(res: Response, expected: { status: number; code: string; field?: string }) {
  expect(res.status).toBe(expected.status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  const body = await res.json();
  expect(body).toMatchObject({ status: expected.status, code: expected.code });
  if (expected.field) expect(body.field).toBe(expected.field);
  return body;
}
