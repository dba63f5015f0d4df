// The secret of an invite's address, <PUBLIC_URL>/invite/<token>. It is made
// when the invite's e-mail goes out and lives only in that e-mail: the invite
// keeps its SHA-256 (a random 256-bit secret needs no slow hash, and the hash
// finds the invite with one indexed lookup). Each sending makes a new one, so
// only the latest e-mail's address works.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { invites } from "../db/schema";

/** Where the booking app shows an invite. */
export const INVITE_PATH = "/invite/";

export const hashInviteToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new token for a pending, unexpired invite, its hash stored in place of
 * any earlier one; undefined when the invite is no longer pending or has expired.
 */
export async function mintInviteToken(db: Db, inviteId: string, now: Date): Promise<string | undefined> {
  const token = randomBytes(32).toString("base64url");
  const [minted] = await db
    .update(invites)
    .set({ tokenHash: hashInviteToken(token) })
    .where(and(eq(invites.id, inviteId), eq(invites.status, "PENDING"), gt(invites.expiresAt, now)))
    .returning({ id: invites.id });
  return minted ? token : undefined;
}

/** The invite's address in the booking app at `publicUrl`, with a new token; undefined as mintInviteToken. */
export async function mintInviteUrl(db: Db, inviteId: string, publicUrl: string, now: Date): Promise<string | undefined> {
  const token = await mintInviteToken(db, inviteId, now);
  return token && `${publicUrl}${INVITE_PATH}${token}`;
}
