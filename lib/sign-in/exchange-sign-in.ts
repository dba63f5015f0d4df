// A sign-in link's token becomes a session: a valid, unused, unexpired token is
// marked used and a session started, in one transaction. Marking it used is a
// conditional UPDATE, so of two exchanges of one token at once one wins and the
// other finds it used. An unknown token is 404 (it spends the client's budget
// of guesses, lib/api/middleware), a used or expired one 410.
import { and, eq, gt, isNull } from "drizzle-orm";
import { trustedWorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { memberships, signInTokens, users, workspaces } from "../db/schema";
import { AppError } from "../errors/app-error";
import { hashSignInToken } from "./sign-in-token";
import { startSession } from "./start-session";

const notFound = () => new AppError("NOT_FOUND", "No sign-in link has this token.", { field: "token" });

export async function exchangeSignIn(db: Db, token: string, now: Date, sessionMs: number) {
  const tokenHash = hashSignInToken(token);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(signInTokens)
      .set({ usedAt: now })
      .where(and(eq(signInTokens.tokenHash, tokenHash), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)))
      .returning();
    if (!claimed) throw await refusal(tx, tokenHash);
    const [member] = await tx
      .select({ role: memberships.role, email: users.email, fullName: users.name, workspaceName: workspaces.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(and(eq(memberships.workspaceId, claimed.workspaceId), eq(memberships.userId, claimed.userId)));
    // Removed (or moved to another workspace) since the link was sent: the link stood for a membership that is gone.
    if (!member) throw notFound();
    const workspaceId = trustedWorkspaceId(claimed.workspaceId);
    const session = await startSession(tx, { workspaceId, userId: claimed.userId }, now, sessionMs);
    return {
      ...session,
      returnTo: claimed.returnTo,
      user: { id: claimed.userId, email: member.email, fullName: member.fullName },
      workspace: { id: workspaceId as string, name: member.workspaceName },
      role: member.role,
    };
  });
}

/** Why a token claimed nothing: unknown (404), used (410) or expired (410). */
async function refusal(tx: Db, tokenHash: string): Promise<AppError> {
  const [row] = await tx.select().from(signInTokens).where(eq(signInTokens.tokenHash, tokenHash));
  if (!row) return notFound();
  if (row.usedAt) return new AppError("SIGN_IN_LINK_USED", "This sign-in link was used already; ask for a new one.", { field: "token" });
  return new AppError("SIGN_IN_LINK_EXPIRED", "This sign-in link has expired; ask for a new one.", { field: "token" });
}
