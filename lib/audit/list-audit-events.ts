import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/authenticate";
import { requireRole } from "../auth/require-role";
import type { AuditCategory } from "../contract/audit-actions";
import { type AuditEventResponse, instantOf } from "../contract/audit-logs";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { auditEvents, memberships, users } from "../db/schema";

export interface AuditFilters {
  category?: AuditCategory;
  actorUserId?: string;
  dateFrom?: string;
  dateTo?: string;
}

const actorUser = alias(users, "actor_user");
const impersonator = alias(users, "impersonator");
const impersonatorMembership = alias(memberships, "impersonator_membership");

/** The workspace's audit log, newest first. */
export async function listAuditEvents(db: Db, caller: AuthContext, filters: AuditFilters, page: PageRequest) {
  requireRole(caller, ["OWNER", "ADMIN", "BILLING_ONLY"], "Reading the audit log");
  const conditions: (SQL | undefined)[] = [
    eq(auditEvents.workspaceId, caller.workspaceId),
    filters.category ? eq(auditEvents.category, filters.category) : undefined,
    filters.actorUserId ? eq(auditEvents.actorUserId, filters.actorUserId) : undefined,
    filters.dateFrom ? gte(auditEvents.createdAt, new Date(instantOf(filters.dateFrom, "start"))) : undefined,
    filters.dateTo ? lte(auditEvents.createdAt, new Date(instantOf(filters.dateTo, "end"))) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        actor: { id: actorUser.id, name: actorUser.name, email: actorUser.email },
        impersonator: { name: impersonator.name, email: impersonator.email },
        impersonatorRole: impersonatorMembership.role,
      })
      .from(auditEvents)
      .leftJoin(actorUser, eq(actorUser.id, auditEvents.actorUserId))
      .leftJoin(impersonator, eq(impersonator.id, auditEvents.impersonatorUserId))
      .leftJoin(
        impersonatorMembership,
        and(
          eq(impersonatorMembership.userId, auditEvents.impersonatorUserId),
          eq(impersonatorMembership.workspaceId, auditEvents.workspaceId),
        ),
      )
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);

  const data: AuditEventResponse[] = rows.map(({ event, actor, impersonator, impersonatorRole }) => ({
    id: event.id,
    createdAt: event.createdAt.toISOString(),
    category: event.category as AuditCategory,
    action: event.action,
    details: (event.details as AuditEventResponse["details"]) ?? null,
    actor:
      event.actorUserId === null
        ? { kind: "system" }
        : actor?.id
          ? { kind: "user", id: actor.id, name: actor.name, email: actor.email }
          : { kind: "deleted" },
    impersonatedBy:
      event.impersonatorUserId === null
        ? null
        : event.impersonatorIsSystemAdmin || !impersonatorRole || !impersonator?.email
          ? { masked: true }
          : { masked: false, name: impersonator.name!, email: impersonator.email },
  }));
  return envelope(page, total?.n ?? 0, data);
}
