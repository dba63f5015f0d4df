import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { INVITE_STATUSES } from "../contract/invites";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusablePage } from "../db/reusable-query";
import { invites, inviteTotals } from "../db/schema";
import { serializeInvite } from "./serialize-invite";

const newestFirst = [desc(invites.createdAt), desc(invites.id)];

/**
 * The page's ids are cut from the list's index alone (a deep page skips index entries, not rows), and its total is
 * summed from invite_totals (kept with each write) rather than counted.
 */
const invitesPage = (name: string, byStatus: boolean) => {
  const ofTeam = eq(invites.workspaceId, sql.placeholder("workspaceId"));
  const ofStatus = byStatus ? eq(invites.status, sql.placeholder("status")) : undefined;
  return reusablePage<typeof invites.$inferSelect>(name, {
    rows: (db) =>
      db
        .select()
        .from(invites)
        .where(
          inArray(
            invites.id,
            db
              .select({ id: invites.id })
              .from(invites)
              .where(and(ofTeam, ofStatus))
              .orderBy(...newestFirst)
              .limit(sql.placeholder("limit"))
              .offset(sql.placeholder("offset")),
          ),
        )
        .orderBy(...newestFirst),
    total: (db) =>
      db
        .select({ n: sql<number>`coalesce(sum(${inviteTotals.n}), 0)::int` })
        .from(inviteTotals)
        .where(
          and(
            eq(inviteTotals.workspaceId, sql.placeholder("workspaceId")),
            byStatus ? eq(inviteTotals.status, sql.placeholder("status")) : undefined,
          ),
        ),
  });
};

const allInvitesPage = invitesPage("invites", false);
const invitesOfStatusPage = invitesPage("invites_of_status", true);

/** A workspace's invites, newest first, optionally of one status. */
export async function listInvites(
  db: Db,
  workspaceId: WorkspaceId,
  status: (typeof INVITE_STATUSES)[number] | undefined,
  page: PageRequest,
) {
  const { rows, total } = status
    ? await invitesOfStatusPage(db, { workspaceId, status }, pageLimits(page))
    : await allInvitesPage(db, { workspaceId }, pageLimits(page));
  return envelope(page, total, rows.map(serializeInvite));
}
