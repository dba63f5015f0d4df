import { and, desc, eq, sql } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { ROLES_ALLOWED, requireRole } from "../auth/require-role";
import type { Db } from "../db/client";
import { invites } from "../db/schema";
import { AppError } from "../errors/app-error";
import { serializeInvite } from "./serialize-invite";

/** PENDING → CANCELLED; expired invites are still PENDING and can be cancelled. */
export async function cancelInvite(db: Db, caller: AuthContext, target: { inviteId?: string; email?: string }, now: Date) {
  requireRole(caller, ROLES_ALLOWED.manageTeam, "Cancelling invites");
  const field = target.inviteId !== undefined ? "inviteId" : "email";
  return db.transaction(async (tx) => {
    const matches = await tx
      .select()
      .from(invites)
      .where(
        and(
          eq(invites.workspaceId, caller.workspaceId),
          target.inviteId !== undefined ? eq(invites.id, target.inviteId) : sql`lower(${invites.receiverEmail}) = lower(${target.email})`,
        ),
      )
      .orderBy(desc(invites.createdAt));
    if (matches.length === 0) throw new AppError("NOT_FOUND", "No invite of this workspace matches.", { field });
    const invite = matches.find((i) => i.status === "PENDING");
    if (!invite) {
      throw new AppError("INVITE_NOT_PENDING", `The invite is ${matches[0]!.status}; only a PENDING invite can be cancelled.`, { field });
    }
    // The status guard makes a concurrent cancel of the same invite lose cleanly.
    const [cancelled] = await tx
      .update(invites)
      .set({ status: "CANCELLED", updatedAt: now })
      .where(and(eq(invites.id, invite.id), eq(invites.status, "PENDING")))
      .returning();
    if (!cancelled) throw new AppError("INVITE_NOT_PENDING", "The invite is no longer PENDING.", { field });
    await recordAuditEvents(tx, caller.workspaceId, [
      {
        action: "INVITATION_REVOKED",
        actor: { kind: "user", userId: caller.userId },
        at: now,
        subject: { type: "invite", id: invite.id, label: invite.receiverEmail },
      },
    ]);
    return serializeInvite(cancelled);
  });
}
