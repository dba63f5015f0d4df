// Signing out revokes the session the request is made with; an API key is no
// session and is left alone (revoke keys with POST /v1/api-keys/revoke).
import { and, eq } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";
import { AppError } from "../errors/app-error";

export async function signOut(db: Db, auth: AuthContext, now: Date) {
  await db.transaction(async (tx) => {
    const [key] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, auth.apiKeyId), eq(apiKeys.workspaceId, auth.workspaceId)))
      .for("update");
    if (key?.kind !== "SESSION") {
      throw new AppError("NOT_A_SESSION", "This x-api-key is an API key, not a session; revoke keys with POST /v1/api-keys/revoke.");
    }
    // Two sign-outs at once: the second finds it revoked and has nothing more to do.
    if (key.revokedAt) return;
    await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, key.id));
    await recordAuditEvents(tx, auth.workspaceId, [
      {
        action: "LOG_OUT",
        actor: { kind: "user", userId: auth.userId },
        at: now,
        subject: { type: "session", id: key.id, label: key.name },
      },
    ]);
  });
  return { signedOut: true as const };
}
