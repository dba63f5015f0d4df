import { and, desc, eq, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { INVITE_STATUSES } from "../contract/invites";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusableTablePage } from "../db/reusable-query";
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

/** The list's index gives its order (it ends with the id, so no sort) and, deep in the list, the page's ids. */
const invitesPage = (name: string, byStatus: boolean) =>
  reusableTablePage(name, invites, and(ofTeam, byStatus ? ofStatus : undefined), newestFirst, {
    total: keptTotal(byStatus),
    cutBy: invites.id,
  });

const allInvitesPage = invitesPage("invites", false);
const invitesOfStatusPage = invitesPage("invites_of_status", true);

/** A workspace's invites, newest first, optionally of one status. */
export async function listInvites(
  db: Db,
  workspaceId: WorkspaceId,
  status: (typeof INVITE_STATUSES)[number] | undefined,
  page: PageRequest,
) {
  const { rows, total } = await (status ? invitesOfStatusPage : allInvitesPage)(db, { workspaceId, status }, pageLimits(page));
  return envelope(page, total, rows.map(serializeInvite));
}
