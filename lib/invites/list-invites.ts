import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { INVITE_STATUSES } from "../contract/invites";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusablePage } from "../db/reusable-query";
import { invites } from "../db/schema";
import { serializeInvite } from "./serialize-invite";

const invitesPage = (name: string, where: SQL | undefined) =>
  reusablePage<typeof invites.$inferSelect>(name, {
    rows: (db) =>
      db
        .select()
        .from(invites)
        .where(where)
        .orderBy(desc(invites.createdAt), desc(invites.id))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset")),
    total: (db) => db.select({ n: count() }).from(invites).where(where),
  });

const teamInvites = eq(invites.workspaceId, sql.placeholder("workspaceId"));
const allInvitesPage = invitesPage("invites", teamInvites);
const invitesOfStatusPage = invitesPage("invites_of_status", and(teamInvites, eq(invites.status, sql.placeholder("status"))));

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
