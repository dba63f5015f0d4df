import { z } from "@hono/zod-openapi";
import { offsetDateTime, resourceId } from "../validation/fields";
import { AUDIT_CATEGORIES, KNOWN_AUDIT_ACTIONS } from "./audit-actions";
import { timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";

const subject = z.object({ type: z.string(), id: z.string().optional(), label: z.string().optional() });

export const auditEventSchema = z
  .object({
    id: z.string(),
    createdAt: timestamp,
    category: z.enum(AUDIT_CATEGORIES),
    action: z.string().openapi({
      description: `One of ${KNOWN_AUDIT_ACTIONS.length} known actions (${KNOWN_AUDIT_ACTIONS.slice(0, 3).join(", ")}, …); new ones may appear without a new version, so clients must accept any string.`,
    }),
    details: z.object({ subject }).nullable().openapi({ description: "The subject as it was when the action happened" }),
    actor: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("user"), id: z.string(), name: z.string(), email: z.string() }),
      z.object({ kind: z.literal("system") }),
      z.object({ kind: z.literal("deleted") }),
    ]),
    impersonatedBy: z
      .discriminatedUnion("masked", [
        z.object({ masked: z.literal(false), name: z.string(), email: z.string() }),
        z.object({ masked: z.literal(true) }),
      ])
      .nullable()
      .openapi({ description: "Masked when the impersonator was a service administrator or is no longer a member of the team" }),
  })
  .openapi("AuditLogEvent");

export type AuditEventResponse = z.infer<typeof auditEventSchema>;

export const auditEventPage = paginated(auditEventSchema, "AuditLogEventPage");

const dateOrDateTime = z.string().refine((v) => z.iso.date().safeParse(v).success || offsetDateTime.safeParse(v).success, {
  message: "must be a date (YYYY-MM-DD) or a date-time with Z or an offset",
});

export const listAuditEventsQuery = paginationQuery
  .extend({
    category: z.enum(AUDIT_CATEGORIES).optional(),
    actorUserId: resourceId.optional(),
    dateFrom: dateOrDateTime.optional().openapi({ description: "A date means 00:00:00 UTC of that day" }),
    dateTo: dateOrDateTime.optional().openapi({ description: "A date means the end of that day, UTC; must not be before dateFrom" }),
  })
  .superRefine((q, ctx) => {
    if (q.dateFrom && q.dateTo && instantOf(q.dateTo, "end") < instantOf(q.dateFrom, "start")) {
      ctx.addIssue({ code: "custom", path: ["dateTo"], message: "must not be earlier than dateFrom" });
    }
  });

/** A date is the start (or end) of that UTC day; a date-time is itself. */
export function instantOf(value: string, edge: "start" | "end"): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`) + (edge === "end" ? 86_400_000 - 1 : 0);
  return Date.parse(value);
}
