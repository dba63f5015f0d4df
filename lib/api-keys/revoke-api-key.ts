import { and, eq } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { hasRole, ROLES_ALLOWED } from "../auth/require-role";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";
import { AppError } from "../errors/app-error";
import { serializeApiKey } from "./serialize-api-key";

/**
 * Any member may revoke their own keys (BILLING_ONLY too: a key is its holder's credential, not something the team
 * sets up); OWNER and ADMIN anyone's in the workspace. Another member's key is NOT_FOUND to everyone else, as
 * unknown ids are. A revoked key is answered unchanged (200, nothing logged again).
 */
export async function revokeApiKey(db: Db, caller: AuthContext, input: { apiKeyId: string }, now: Date) {
  return db.transaction(async (tx) => {
    const [key] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, input.apiKeyId), eq(apiKeys.workspaceId, caller.workspaceId)))
      .for("update");
    const readable = key && (key.userId === caller.userId || hasRole(caller, ROLES_ALLOWED.manageOthersApiKeys));
    if (!readable)
      throw new AppError("NOT_FOUND", "No API key of this workspace that this key may see has this id.", { field: "apiKeyId" });
    if (key.revokedAt) return { key: serializeApiKey(key), revoked: false };
    const [revoked] = await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, key.id)).returning();
    await recordAuditEvents(tx, caller.workspaceId, [
      {
        action: "API_KEY_REVOKED",
        actor: { kind: "user", userId: caller.userId },
        at: now,
        subject: { type: "api_key", id: key.id, label: key.name },
      },
    ]);
    return { key: serializeApiKey(revoked!), revoked: true };
  });
}
