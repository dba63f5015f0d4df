// The secret of a sign-in link, <PUBLIC_URL>/dashboard/sign-in/<token>. It is
// made when the sign-in e-mail goes out and lives only in that e-mail:
// sign_in_tokens keeps its SHA-256 (a random 256-bit secret needs no slow
// hash, and the hash finds the row with one indexed lookup). The row is keyed
// by the outbox message, so a retry of the e-mail replaces the token and only
// the latest e-mail's link works.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { SIGN_IN_LINK_MINUTES, SIGN_IN_PATH } from "../contract/sign-in";
import type { Db } from "../db/client";
import { memberships, signInTokens } from "../db/schema";
import type { OutboxMessage } from "../notifications/dispatcher";
import type { SignInEmailPayload } from "../notifications/sign-in-messages";

/** Links expired longer ago than this are deleted when their member gets a new one (until then: 410, not 404). */
const KEPT_AFTER_EXPIRY_MS = 86_400_000;

export const hashSignInToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new token for the sign-in e-mail `message`, working for SIGN_IN_LINK_MINUTES from `now`; undefined when its
 * member is no longer a member of the workspace, or its link was used already (a retry after the e-mail got
 * through): the e-mail is then withdrawn.
 */
export async function mintSignInToken(db: Db, message: Pick<OutboxMessage, "id" | "workspaceId" | "payload">, now: Date) {
  const { userId, returnTo } = message.payload as SignInEmailPayload;
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, message.workspaceId), eq(memberships.userId, userId)));
  if (!member) return undefined;
  await db
    .delete(signInTokens)
    .where(and(eq(signInTokens.userId, userId), lt(signInTokens.expiresAt, new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS))));
  const token = randomBytes(32).toString("base64url");
  const minted = { tokenHash: hashSignInToken(token), createdAt: now, expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000) };
  const [row] = await db
    .insert(signInTokens)
    .values({ id: message.id, workspaceId: message.workspaceId, userId, returnTo, ...minted })
    .onConflictDoUpdate({ target: signInTokens.id, set: minted, setWhere: isNull(signInTokens.usedAt) })
    .returning({ id: signInTokens.id });
  return row ? token : undefined;
}

/** The sign-in address in the dashboard at `publicUrl`, with a new token; undefined as mintSignInToken. */
export async function mintSignInUrl(db: Db, message: Pick<OutboxMessage, "id" | "workspaceId" | "payload">, publicUrl: string, now: Date) {
  const token = await mintSignInToken(db, message, now);
  return token && `${publicUrl}${SIGN_IN_PATH}${token}`;
}
