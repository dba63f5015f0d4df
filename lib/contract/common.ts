// Schemas that several endpoints share in the OpenAPI document.
import { z } from "@hono/zod-openapi";

export const timestamp = z.iso.datetime().openapi({ example: "2026-11-23T14:00:00.000Z", description: "ISO 8601, UTC" });

export const problem = z
  .object({
    type: z.string().openapi({ example: "about:blank" }),
    title: z.string().openapi({ example: "Validation failed" }),
    status: z.number().int().openapi({ example: 400 }),
    code: z.string().openapi({ example: "VALIDATION_FAILED", description: "Stable, machine-readable error code" }),
    detail: z.string().openapi({ example: "attendees.0.email: must be an email address" }),
    field: z.string().optional().openapi({ example: "attendees.0.email", description: "The offending field, when there is one" }),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: "Every invalid field, for validation failures" }),
  })
  .openapi("Problem");

/** "Exactly one of a or b": neither blames `a`, both blame `b`. */
export function exactlyOne<T extends object>(body: T, a: keyof T & string, b: keyof T & string, ctx: z.RefinementCtx) {
  const given = [a, b].filter((k) => body[k as keyof T] !== undefined);
  if (given.length === 0) ctx.addIssue({ code: "custom", path: [a], message: `give exactly one of ${a} or ${b}; neither was given` });
  if (given.length === 2) ctx.addIssue({ code: "custom", path: [b], message: `give exactly one of ${a} or ${b}, not both` });
}
