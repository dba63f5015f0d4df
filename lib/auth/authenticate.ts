// Resolves the x-api-key header to the member it belongs to. Every failure
// (missing, empty, malformed, unknown, revoked or expired key, or a member since removed)
// gets the same 401 body, so a caller learns nothing about which keys exist.
import { and, eq, isNull } from "drizzle-orm";
import type { ChangeFeed } from "../cache/change-feed";
import { StampedCache } from "../cache/stamped-cache";
import type { Db } from "../db/client";
import { apiKeys, memberships } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Role } from "../validation/roles";
import { hashApiKey } from "./api-keys";
import { trustedWorkspaceId, type WorkspaceId } from "./workspace-id";

export type { Role } from "../validation/roles";

export interface AuthContext {
  apiKeyId: string;
  userId: string;
  workspaceId: WorkspaceId;
  role: Role;
  /** When the key stops working (epoch ms), or null; checked on every request, also for a key known in memory. */
  expiresAt: number | null;
}

export const unauthenticated = () => new AppError("UNAUTHENTICATED", "A valid x-api-key header is required.");

/** Any change to members or their keys (revoking one) publishes this topic. */
export const MEMBERS_TOPIC = "members";

/** Around each database lookup of a key (keys known in memory skip both). */
export interface LookupGuard {
  /** Before the lookup; throws to refuse the request without it. */
  beforeLookup(): Promise<void>;
  /** After a lookup that found no valid key. */
  onUnknown(): Promise<void>;
}

/**
 * authenticate() with the known keys kept in memory until a membership
 * changes anywhere. Unknown keys are not kept: every guess reaches the
 * database, unless the guard refuses it first.
 */
export function cachedAuthenticate(feed: ChangeFeed) {
  const known = new StampedCache<AuthContext>(feed, { max: 10_000 });
  return async (db: Db, key: string | undefined, now: number, guard?: LookupGuard): Promise<AuthContext> => {
    if (!key || key.length > 200) throw unauthenticated();
    const hash = hashApiKey(key);
    const lookup = async () => {
      await guard?.beforeLookup();
      try {
        return await findKey(db, hash, now);
      } catch (error) {
        if (error instanceof AppError && error.code === "UNAUTHENTICATED") await guard?.onUnknown();
        throw error;
      }
    };
    const auth = (await known.through(hash, [MEMBERS_TOPIC], lookup)).value;
    // A key kept in memory expires by the request's clock, not when its entry goes.
    if (isExpired(auth, now)) throw unauthenticated();
    return auth;
  };
}

const isExpired = (auth: AuthContext, now: number) => auth.expiresAt !== null && auth.expiresAt <= now;

async function findKey(db: Db, keyHash: string, now: number): Promise<AuthContext> {
  const [row] = await db
    .select({
      apiKeyId: apiKeys.id,
      userId: apiKeys.userId,
      workspaceId: apiKeys.workspaceId,
      role: memberships.role,
      expiresAt: apiKeys.expiresAt,
    })
    .from(apiKeys)
    .innerJoin(memberships, and(eq(memberships.userId, apiKeys.userId), eq(memberships.workspaceId, apiKeys.workspaceId)))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  if (!row) throw unauthenticated();
  const auth = { ...row, workspaceId: trustedWorkspaceId(row.workspaceId), expiresAt: row.expiresAt?.getTime() ?? null };
  // An expired key counts as a wrong guess, as an unknown one does.
  if (isExpired(auth, now)) throw unauthenticated();
  return auth;
}
