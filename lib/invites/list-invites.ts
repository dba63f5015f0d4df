import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { INVITE_STATUSES } from "../contract/invites";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusableTablePage } from "../db/reusable-query";
import { invites } from "../db/schema";
import { serializeInvite } from "./serialize-invite";

const invitesPage = (name: string, where: SQL | undefined) =>
  reusableTablePage(name, invites, where, [desc(invites.createdAt), desc(invites.id)]);

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
