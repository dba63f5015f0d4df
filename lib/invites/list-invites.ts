import { and, count, desc, eq } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { INVITE_STATUSES } from "../contract/invites";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { invites } from "../db/schema";
import { serializeInvite } from "./serialize-invite";

/** A workspace's invites, newest first, optionally of one status. */
export async function listInvites(
  db: Db,
  workspaceId: WorkspaceId,
  status: (typeof INVITE_STATUSES)[number] | undefined,
  page: PageRequest,
) {
  const where = and(eq(invites.workspaceId, workspaceId), status ? eq(invites.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(invites).where(where).orderBy(desc(invites.createdAt), desc(invites.id)).limit(page.pageSize).offset(pageOffset(page)),
    db.select({ n: count() }).from(invites).where(where),
  ]);
  return envelope(page, total?.n ?? 0, rows.map(serializeInvite));
}
