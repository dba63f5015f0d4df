// The invitee's side of an invite, by the token of its address (no API key:
// the token is the credential). PENDING → ACCEPTED or DECLINED; an unknown
// token is 404, an expired invite 410, one no longer pending 409, and a
// refusal changes nothing.
import { and, eq, sql } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import { trustedWorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { invites, users, workspaces } from "../db/schema";
import { sqlState, UNIQUE_VIOLATION } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { startSession } from "../sign-in/start-session";
import { hashInviteToken } from "./invite-token";
import { joinWorkspace } from "./join-workspace";
import { serializeInvite } from "./serialize-invite";

type InviteRow = typeof invites.$inferSelect;

const notFound = () => new AppError("NOT_FOUND", "No invite has this token.", { field: "token" });

/** The invite a token stands for, locked for the answer when `lock`; throws 404 for an unknown token. */
async function inviteByToken(db: Db, token: string, lock: boolean): Promise<InviteRow> {
  const query = db
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, hashInviteToken(token)));
  const [invite] = lock ? await query.for("update") : await query;
  if (!invite) throw notFound();
  return invite;
}

/** Only a pending invite that has not expired can be answered. */
function requireAnswerable(invite: InviteRow, now: Date): void {
  if (invite.status !== "PENDING") {
    throw new AppError("INVITE_NOT_PENDING", `The invite is ${invite.status}; only a PENDING invite can be answered.`, { field: "token" });
  }
  if (invite.expiresAt <= now) {
    throw new AppError("INVITE_EXPIRED", `The invite expired at ${invite.expiresAt.toISOString()}; ask for a new one.`, { field: "token" });
  }
}

async function workspaceName(db: Db, workspaceId: string): Promise<string> {
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return workspace?.name ?? "";
}

/** What the invite page shows: any status (the page says what became of it), the workspace and the inviter. */
export async function previewInvite(db: Db, workspaceId: string, token: string) {
  const invite = await inviteByToken(db, token, false);
  // A key reads its own workspace's invites only.
  if (invite.workspaceId !== workspaceId) throw notFound();
  const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, invite.inviterId));
  return {
    invite: serializeInvite(invite),
    role: invite.role,
    workspaceName: await workspaceName(db, invite.workspaceId),
    inviterName: inviter?.name ?? "",
  };
}

/** The user the invite's address belongs to, if any, locked. */
async function invitee(db: Db, invite: InviteRow) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${invite.receiverEmail})`).for("update");
  return user;
}

export async function declineInvite(db: Db, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const invite = await inviteByToken(tx, token, true);
    requireAnswerable(invite, now);
    const [declined] = await tx
      .update(invites)
      .set({ status: "DECLINED", updatedAt: now })
      .where(and(eq(invites.id, invite.id), eq(invites.status, "PENDING")))
      .returning();
    const user = await invitee(tx, invite);
    // The invitee, when the address has an account; someone without one is no user to name, so the service.
    const actor = user ? { kind: "user" as const, userId: user.id } : { kind: "system" as const };
    await recordAuditEvents(tx, trustedWorkspaceId(invite.workspaceId), [
      { action: "INVITATION_DECLINED", actor, at: now, subject: { type: "invite", id: invite.id, label: invite.receiverEmail } },
    ]);
    return { invite: serializeInvite(declined!), workspaceName: await workspaceName(tx, invite.workspaceId) };
  });
}

/**
 * Two workspaces' invites of one new address accepted at the same moment: both found no account and made one, and
 * the e-mail's unique index keeps the first. The other changed nothing; accepted again, it moves that account.
 */
const emailTaken = () =>
  new AppError(
    "EMAIL_TAKEN",
    "An account with this address was made a moment ago by accepting another workspace's invite; nothing changed. Accept again to move that account here.",
    { field: "token" },
  );

export interface AcceptInput {
  token: string;
  timeZone?: string;
  /** The new member signed in at once: the answer carries a session lasting sessionMs. */
  startSession?: boolean;
}

export async function acceptInvite(db: Db, input: AcceptInput, now: Date, sessionMs: number) {
  try {
    return await acceptInTransaction(db, input, now, sessionMs);
  } catch (error) {
    // The only unique index this transaction can meet is the users' e-mail: it locks the invite, and joins a user once.
    if (sqlState(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

function acceptInTransaction(db: Db, input: AcceptInput, now: Date, sessionMs: number) {
  return db.transaction(async (tx) => {
    const invite = await inviteByToken(tx, input.token, true);
    requireAnswerable(invite, now);
    const joined = await joinWorkspace(tx, invite, await invitee(tx, invite), input.timeZone ?? "UTC", now);
    const [accepted] = await tx.update(invites).set({ status: "ACCEPTED", updatedAt: now }).where(eq(invites.id, invite.id)).returning();
    // The invite's token proved the address, as a sign-in link's does: the e-mail's address lands the member signed in.
    const member = { workspaceId: trustedWorkspaceId(invite.workspaceId), userId: joined.userId };
    const session = input.startSession ? await startSession(tx, member, now, sessionMs) : undefined;
    return {
      invite: serializeInvite(accepted!),
      workspaceName: await workspaceName(tx, invite.workspaceId),
      membership: { userId: joined.userId, workspaceId: invite.workspaceId, role: invite.role },
      calendarId: joined.calendarId,
      scheduleId: joined.scheduleId,
      ...(session && { session }),
      leftWorkspaceId: joined.leftWorkspaceId,
    };
  });
}
