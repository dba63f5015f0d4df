// A dashboard session: an API key row of kind SESSION, named "Dashboard session", that expires SESSION_HOURS after
// sign-in. It authenticates, expires and is revoked exactly as a key is (lib/auth/authenticate.ts), so no route
// needs to know sessions exist; GET /v1/api-keys does not list them. Ended sessions are pruned hourly
// (prune-sessions.ts), once no idempotency response or slot reservation refers to them.
import { randomUUID } from "node:crypto";
import { recordAuditEvents } from "../audit/record-audit-event";
import { apiKeyPrefix, hashApiKey, newSecret } from "../auth/api-keys";
import type { WorkspaceId } from "../auth/workspace-id";
import { SESSION_NAME } from "../contract/sign-in";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";

export interface Session {
  key: string;
  apiKeyId: string;
  expiresAt: string;
}

/** Starts a session for a member, in the caller's transaction, and logs LOG_IN (never the secret). */
export async function startSession(tx: Db, member: { workspaceId: WorkspaceId; userId: string }, now: Date, sessionMs: number) {
  const secret = newSecret();
  const id = `key_${randomUUID()}`;
  const expiresAt = new Date(now.getTime() + sessionMs);
  await tx.insert(apiKeys).values({
    id,
    workspaceId: member.workspaceId,
    userId: member.userId,
    name: SESSION_NAME,
    kind: "SESSION",
    keyHash: hashApiKey(secret),
    prefix: apiKeyPrefix(secret),
    expiresAt,
    createdAt: now,
  });
  await recordAuditEvents(tx, member.workspaceId, [
    { action: "LOG_IN", actor: { kind: "user", userId: member.userId }, at: now, subject: { type: "session", id, label: SESSION_NAME } },
  ]);
  return { key: secret, apiKeyId: id, expiresAt: expiresAt.toISOString() } satisfies Session;
}
