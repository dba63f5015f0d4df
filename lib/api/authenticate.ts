// Resolves the x-api-key header to the member it belongs to. Every failure
// (missing, empty, malformed, unknown, revoked key, or a member since removed)
// gets the same 401 body, so a caller learns nothing about which keys exist.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys, memberships } from "../db/schema";
import { AppError } from "../errors/app-error";
import { hashApiKey } from "../auth/api-keys";

export type Role = "OWNER" | "ADMIN" | "MEMBER" | "BILLING_ONLY";

export interface AuthContext {
  apiKeyId: string;
  userId: string;
  workspaceId: string;
  role: Role;
}

export const unauthenticated = () => new AppError("UNAUTHENTICATED", "A valid x-api-key header is required.");

export async function authenticate(db: Db, key: string | undefined): Promise<AuthContext> {
  if (!key || key.length > 200) throw unauthenticated();
  const [row] = await db
    .select({ apiKeyId: apiKeys.id, userId: apiKeys.userId, workspaceId: apiKeys.workspaceId, role: memberships.role })
    .from(apiKeys)
    .innerJoin(memberships, and(eq(memberships.userId, apiKeys.userId), eq(memberships.workspaceId, apiKeys.workspaceId)))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!row) throw unauthenticated();
  return row;
}
