import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { ROLES_ALLOWED, requireRole } from "../auth/require-role";
import type { Db } from "../db/client";
import { invites, memberships, users, workspaces } from "../db/schema";
import { sqlState, UNIQUE_VIOLATION } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { isLanguage } from "../i18n";
import { recordInviteEmail } from "../notifications/invite-messages";
import { serializeInvite } from "./serialize-invite";

export const INVITE_LIFETIME_DAYS = 7;

const alreadyPending = () =>
  new AppError("INVITE_ALREADY_PENDING", "This address already has a pending invite.", { field: "receiverEmail" });

export async function createInvite(
  db: Db,
  caller: AuthContext,
  input: { receiverEmail: string; receiverFullName: string; role: "MEMBER" },
  now: Date,
) {
  requireRole(caller, ROLES_ALLOWED.manageTeam, "Inviting members");
  const emailMatches = (column: typeof users.email | typeof invites.receiverEmail) => sql`lower(${column}) = lower(${input.receiverEmail})`;
  try {
    return await db.transaction(async (tx) => {
      const [registered] = await tx.select().from(users).where(emailMatches(users.email));
      if (registered) {
        const [membership] = await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.userId, registered.id), eq(memberships.workspaceId, caller.workspaceId)));
        if (membership)
          throw new AppError("ALREADY_MEMBER", "This address belongs to a member of the workspace.", { field: "receiverEmail" });
        if (registered.plan !== "FREE" && registered.subscriptionStatus !== "CANCELLED") {
          throw new AppError(
            "INVITEE_ON_PAID_PLAN",
            "This address has an account on a paid plan; it can be invited once on the free plan or with its subscription cancelled.",
            {
              field: "receiverEmail",
            },
          );
        }
      }
      const [pending] = await tx
        .select()
        .from(invites)
        .where(and(eq(invites.workspaceId, caller.workspaceId), eq(invites.status, "PENDING"), emailMatches(invites.receiverEmail)));
      if (pending) {
        if (pending.expiresAt > now) throw alreadyPending();
        // An expired invite gives way to the new one.
        await tx.update(invites).set({ status: "CANCELLED", updatedAt: now }).where(eq(invites.id, pending.id));
      }
      const [invite] = await tx
        .insert(invites)
        .values({
          id: `inv_${randomUUID()}`,
          workspaceId: caller.workspaceId,
          receiverEmail: input.receiverEmail,
          receiverFullName: input.receiverFullName,
          role: input.role,
          status: "PENDING",
          inviterId: caller.userId,
          expiresAt: new Date(now.getTime() + INVITE_LIFETIME_DAYS * 86_400_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAuditEvents(tx, caller.workspaceId, [
        {
          action: "INVITATION_CREATED",
          actor: { kind: "user", userId: caller.userId },
          at: now,
          subject: { type: "invite", id: invite!.id, label: input.receiverEmail },
        },
      ]);
      await sendInviteEmail(tx, invite!, now);
      return serializeInvite(invite!);
    });
  } catch (error) {
    // Two invites for one address at the same moment: the database keeps one.
    if (sqlState(error) === UNIQUE_VIOLATION) throw alreadyPending();
    throw error;
  }
}

/** The invite's e-mail, in the inviter's language, into the outbox with the invite (its address is made as it is sent). */
async function sendInviteEmail(tx: Db, invite: typeof invites.$inferSelect, now: Date): Promise<void> {
  const [inviter] = await tx.select({ name: users.name, locale: users.locale }).from(users).where(eq(users.id, invite.inviterId));
  const [workspace] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, invite.workspaceId));
  await recordInviteEmail(
    tx,
    invite.workspaceId,
    invite.receiverEmail,
    {
      inviteId: invite.id,
      workspaceName: workspace?.name ?? "",
      inviterName: inviter?.name ?? "",
      receiverFullName: invite.receiverFullName,
      role: invite.role,
      expiresAt: invite.expiresAt.toISOString(),
      language: isLanguage(inviter?.locale) ? inviter.locale : "en",
    },
    now,
  );
}
