import type { invites } from "../db/schema";

export function serializeInvite(row: typeof invites.$inferSelect) {
  return {
    id: row.id,
    receiverEmail: row.receiverEmail,
    receiverFullName: row.receiverFullName,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    inviterId: row.inviterId,
    workspaceId: row.workspaceId,
  };
}
