import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { INVITE_STATUSES } from "../contract/invites";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { DEEP_PAGE_OFFSET, reusablePage } from "../db/reusable-query";
import { invites, inviteTotals } from "../db/schema";
import { serializeInvite } from "./serialize-invite";

const newestFirst = [desc(invites.createdAt), desc(invites.id)];

const ofTeam = eq(invites.workspaceId, sql.placeholder("workspaceId"));
const ofStatus = eq(invites.status, sql.placeholder("status"));

/** The kept totals (invite_totals), summed rather than counted. */
const keptTotal = (byStatus: boolean) => (db: Db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${inviteTotals.n}), 0)::int` })
    .from(inviteTotals)
    .where(
      and(
        eq(inviteTotals.workspaceId, sql.placeholder("workspaceId")),
        byStatus ? eq(inviteTotals.status, sql.placeholder("status")) : undefined,
      ),
    );

/**
 * A page as the list's index walks it (`shallow`), or, deep in the list, with its ids cut from the index alone
 * before its rows are read: a deep page skips index entries, not rows.
 */
const invitesPage = (name: string, byStatus: boolean, depth: "shallow" | "deep") => {
  const where = and(ofTeam, byStatus ? ofStatus : undefined);
  const [limit, offset] = [sql.placeholder("limit"), sql.placeholder("offset")];
  return reusablePage<typeof invites.$inferSelect>(`${name}_${depth}`, {
    rows: (db) =>
      depth === "deep"
        ? db
            .select()
            .from(invites)
            .where(
              inArray(
                invites.id,
                db
                  .select({ id: invites.id })
                  .from(invites)
                  .where(where)
                  .orderBy(...newestFirst)
                  .limit(limit)
                  .offset(offset),
              ),
            )
            .orderBy(...newestFirst)
        : db
            .select()
            .from(invites)
            .where(where)
            .orderBy(...newestFirst)
            .limit(limit)
            .offset(offset),
    total: keptTotal(byStatus),
  });
};

const pages = {
  all: { shallow: invitesPage("invites", false, "shallow"), deep: invitesPage("invites", false, "deep") },
  byStatus: { shallow: invitesPage("invites_of_status", true, "shallow"), deep: invitesPage("invites_of_status", true, "deep") },
};

/** A workspace's invites, newest first, optionally of one status. */
export async function listInvites(
  db: Db,
  workspaceId: WorkspaceId,
  status: (typeof INVITE_STATUSES)[number] | undefined,
  page: PageRequest,
) {
  const limits = pageLimits(page);
  const depth = limits.offset >= DEEP_PAGE_OFFSET ? "deep" : "shallow";
  const { rows, total } = await (status ? pages.byStatus : pages.all)[depth](db, { workspaceId, status }, limits);
  return envelope(page, total, rows.map(serializeInvite));
}
