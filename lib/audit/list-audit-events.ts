import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/authenticate";
import { ROLES_ALLOWED, requireRole } from "../auth/require-role";
import type { AuditCategory } from "../contract/audit-actions";
import { type AuditEventResponse, instantOf } from "../contract/audit-logs";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { DEEP_PAGE_OFFSET, reusablePage } from "../db/reusable-query";
import { auditEvents, auditTotals, auditWeekTotals, memberships, users } from "../db/schema";
import { pageIdsFromWeek } from "../db/week-walk";

export interface AuditFilters {
  category?: AuditCategory;
  actorUserId?: string;
  dateFrom?: string;
  dateTo?: string;
}

const actorUser = alias(users, "actor_user");
const impersonator = alias(users, "impersonator");
const impersonatorMembership = alias(memberships, "impersonator_membership");

/** Which filters a request gives: each combination is a statement of its own, built once when first asked. */
type Given = Record<keyof AuditFilters, boolean>;

function conditions(given: Given): SQL | undefined {
  return and(
    eq(auditEvents.workspaceId, sql.placeholder("workspaceId")),
    given.category ? eq(auditEvents.category, sql.placeholder("category")) : undefined,
    given.actorUserId ? eq(auditEvents.actorUserId, sql.placeholder("actorUserId")) : undefined,
    given.dateFrom ? gte(auditEvents.createdAt, sql`${sql.placeholder("from")}::timestamptz`) : undefined,
    given.dateTo ? lte(auditEvents.createdAt, sql`${sql.placeholder("to")}::timestamptz`) : undefined,
  );
}

const newestFirst = [desc(auditEvents.createdAt), desc(auditEvents.id)];

/** The whole log or a category: what audit_totals and audit_week_totals keep. */
const kept = (given: Given) => !given.actorUserId && !given.dateFrom && !given.dateTo;

/** The page's ids, from the index alone; deep in a kept list, from the week that holds the page's first event. */
const pageIds = (db: Db, given: Given, deep: boolean) =>
  deep && kept(given)
    ? keptPageIds(given)
    : db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(conditions(given))
        .orderBy(...newestFirst)
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"));

/** Deep in the whole log or a category: from the week that holds the page's first event (lib/db/week-walk.ts). */
function keptPageIds(given: Given): SQL {
  const weeks = auditWeekTotals;
  const workspaceId = sql.placeholder("workspaceId");
  const category = given.category ? sql.placeholder("category") : undefined;
  return pageIdsFromWeek({
    weeks: sql`select ${weeks.week} as week, sum(${weeks.n})::bigint as n from ${weeks}
      where ${and(eq(weeks.workspaceId, workspaceId), category && eq(weeks.category, category))} group by 1`,
    table: auditEvents,
    id: auditEvents.id,
    at: auditEvents.createdAt,
    where: and(eq(auditEvents.workspaceId, workspaceId), category && eq(auditEvents.category, category)),
    newestFirst: true,
    offset: sql.placeholder("offset"),
    limit: sql.placeholder("limit"),
  });
}

/**
 * The page is cut from the events alone (an index scan), then only its events are joined with their people: cut
 * after the joins, a deep page joined every event before it.
 */
const eventsPage = (given: Given, deep: boolean) => (db: Db) =>
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
    .where(inArray(auditEvents.id, pageIds(db, given, deep)))
    .orderBy(...newestFirst);

/** The exact total: the team's kept totals (audit_totals, by category) unless an actor or dates narrow the list. */
const eventsTotal = (given: Given) => (db: Db) =>
  !kept(given)
    ? db.select({ n: count() }).from(auditEvents).where(conditions(given))
    : db
        .select({ n: sql<number>`coalesce(sum(${auditTotals.n}), 0)::int` })
        .from(auditTotals)
        .where(
          and(
            eq(auditTotals.workspaceId, sql.placeholder("workspaceId")),
            given.category ? eq(auditTotals.category, sql.placeholder("category")) : undefined,
          ),
        );

type EventRow = Awaited<ReturnType<ReturnType<typeof eventsPage>>>[number];
const pages = new Map<string, ReturnType<typeof reusablePage<EventRow>>>();

/** Each combination of filters' statements, and for the whole log or a category the deep pages' (from their week). */
function pageOf(given: Given, offset: number) {
  const deep = kept(given) && offset >= DEEP_PAGE_OFFSET;
  const filters = Object.entries(given)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join("_");
  const key = `${filters ? `_by_${filters}` : ""}${deep ? "_deep" : ""}`;
  let page = pages.get(key);
  if (!page) {
    page = reusablePage<EventRow>(`audit_events${key}`, { rows: eventsPage(given, deep), total: eventsTotal(given) });
    pages.set(key, page);
  }
  return page;
}

/** The workspace's audit log, newest first. */
export async function listAuditEvents(db: Db, caller: AuthContext, filters: AuditFilters, page: PageRequest) {
  requireRole(caller, ROLES_ALLOWED.readAuditLogs, "Reading the audit log");
  const { category, actorUserId, dateFrom, dateTo } = filters;
  const given = { category: !!category, actorUserId: !!actorUserId, dateFrom: !!dateFrom, dateTo: !!dateTo };
  const values = {
    workspaceId: caller.workspaceId,
    category,
    actorUserId,
    from: dateFrom && new Date(instantOf(dateFrom, "start")).toISOString(),
    to: dateTo && new Date(instantOf(dateTo, "end")).toISOString(),
  };
  const limits = pageLimits(page);
  const { rows, total } = await pageOf(given, limits.offset)(db, values, limits);
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
