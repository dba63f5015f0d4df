import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/authenticate";
import { ROLES_ALLOWED, requireRole } from "../auth/require-role";
import type { AuditCategory } from "../contract/audit-actions";
import { type AuditEventResponse, instantOf } from "../contract/audit-logs";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { auditEvents, auditTotals, memberships, users } from "../db/schema";

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
  requireRole(caller, ROLES_ALLOWED.readAuditLogs, "Reading the audit log");
  const conditions: (SQL | undefined)[] = [
    eq(auditEvents.workspaceId, caller.workspaceId),
    filters.category ? eq(auditEvents.category, filters.category) : undefined,
    filters.actorUserId ? eq(auditEvents.actorUserId, filters.actorUserId) : undefined,
    filters.dateFrom ? gte(auditEvents.createdAt, new Date(instantOf(filters.dateFrom, "start"))) : undefined,
    filters.dateTo ? lte(auditEvents.createdAt, new Date(instantOf(filters.dateTo, "end"))) : undefined,
  ];
  const where = and(...conditions);
  const newestFirst = [desc(auditEvents.createdAt), desc(auditEvents.id)];
  // The page is cut from the events alone (an index scan), then only its events are joined with their people:
  // cut after the joins, a deep page joined every event before it.
  const pageIds = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.pageSize)
    .offset(pageOffset(page));
  const [rows, total] = await Promise.all([
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
      .where(inArray(auditEvents.id, pageIds))
      .orderBy(...newestFirst),
    totalOf(db, caller, filters, where),
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
  return envelope(page, total, data);
}

/** The exact total: the team's kept totals (audit_totals, by category) unless an actor or dates narrow the list. */
async function totalOf(db: Db, caller: AuthContext, filters: AuditFilters, where: SQL | undefined): Promise<number> {
  if (filters.actorUserId || filters.dateFrom || filters.dateTo) {
    const [row] = await db.select({ n: count() }).from(auditEvents).where(where);
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<string | null>`sum(${auditTotals.n})` })
    .from(auditTotals)
    .where(and(eq(auditTotals.workspaceId, caller.workspaceId), filters.category ? eq(auditTotals.category, filters.category) : undefined));
  return Number(row?.n ?? 0);
}
