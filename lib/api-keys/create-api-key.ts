import { randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull, or } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import { apiKeyPrefix, hashApiKey, newSecret } from "../auth/api-keys";
import type { AuthContext } from "../auth/authenticate";
import { MAX_KEY_LIFETIME_DAYS, MAX_LIVE_KEYS_PER_MEMBER } from "../contract/api-keys";
import type { Db } from "../db/client";
import { apiKeys, memberships } from "../db/schema";
import { AppError } from "../errors/app-error";
import { serializeApiKey } from "./serialize-api-key";

function expiryOf(input: string | null | undefined, now: Date): Date | null {
  if (input === undefined || input === null) return null;
  const at = new Date(input);
  if (at.getTime() <= now.getTime()) throw new AppError("VALIDATION_FAILED", "expiresAt: must be in the future", { field: "expiresAt" });
  if (at.getTime() > now.getTime() + MAX_KEY_LIFETIME_DAYS * 86_400_000) {
    throw new AppError("VALIDATION_FAILED", `expiresAt: must be at most ${MAX_KEY_LIFETIME_DAYS} days ahead`, { field: "expiresAt" });
  }
  return at;
}

/** A key for the caller (never anyone else); the secret is answered once and only its hash is kept. */
export async function createApiKey(db: Db, caller: AuthContext, input: { name: string; expiresAt?: string | null }, now: Date) {
  const expiresAt = expiryOf(input.expiresAt, now);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    // The member's row, locked: concurrent creations count in turn, so the limit holds.
    await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, caller.workspaceId), eq(memberships.userId, caller.userId)))
      .for("update");
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.workspaceId, caller.workspaceId),
          eq(apiKeys.userId, caller.userId),
          // Sessions are not keys the member holds: they end by themselves within SESSION_HOURS.
          eq(apiKeys.kind, "API_KEY"),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        ),
      );
    if ((live?.n ?? 0) >= MAX_LIVE_KEYS_PER_MEMBER) {
      throw new AppError("TOO_MANY_API_KEYS", `A member holds at most ${MAX_LIVE_KEYS_PER_MEMBER} keys that work; revoke one first.`);
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id: `key_${randomUUID()}`,
        workspaceId: caller.workspaceId,
        userId: caller.userId,
        name: input.name,
        keyHash: hashApiKey(secret),
        prefix: apiKeyPrefix(secret),
        expiresAt,
        createdAt: now,
      })
      .returning();
    await recordAuditEvents(tx, caller.workspaceId, [
      {
        action: "API_KEY_CREATED",
        actor: { kind: "user", userId: caller.userId },
        at: now,
        subject: { type: "api_key", id: row!.id, label: row!.name },
      },
    ]);
    return { ...serializeApiKey(row!), key: secret };
  });
}
