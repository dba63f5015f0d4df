import { and, count, desc, eq } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { hasRole, ROLES_ALLOWED } from "../auth/require-role";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";
import { AppError } from "../errors/app-error";
import { serializeApiKey } from "./serialize-api-key";

const seesAll = (auth: AuthContext) => hasRole(auth, ROLES_ALLOWED.manageOthersApiKeys);

/**
 * Whose keys a list shows: the caller's by default; OWNER and ADMIN may name a member (`userId`) or ask for the
 * whole workspace (`all=true`). Anyone else naming another member, or asking for all, is FORBIDDEN.
 */
function listedUser(auth: AuthContext, query: { userId?: string; all?: "true" | "false" }): string | null {
  const all = query.all === "true";
  if (all && query.userId !== undefined) throw new AppError("VALIDATION_FAILED", "Give userId or all=true, not both.", { field: "all" });
  if (all || (query.userId !== undefined && query.userId !== auth.userId)) {
    if (!seesAll(auth)) {
      throw new AppError("FORBIDDEN", "This key may list only its own member's keys: OWNER and ADMIN keys list others'.", {
        field: all ? "all" : "userId",
      });
    }
  }
  return all ? null : (query.userId ?? auth.userId);
}

/**
 * Keys of the workspace, newest first (revoked and expired ones too), never with their secret. Sessions (kind
 * SESSION, lib/sign-in) are sign-ins, not keys a member made: never listed.
 */
export async function listApiKeys(db: Db, auth: AuthContext, query: { userId?: string; all?: "true" | "false" }, page: PageRequest) {
  const userId = listedUser(auth, query);
  const where = and(
    eq(apiKeys.workspaceId, auth.workspaceId),
    eq(apiKeys.kind, "API_KEY"),
    userId === null ? undefined : eq(apiKeys.userId, userId),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(apiKeys).where(where).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(page.pageSize).offset(pageOffset(page)),
    db.select({ n: count() }).from(apiKeys).where(where),
  ]);
  return envelope(page, total?.n ?? 0, rows.map(serializeApiKey));
}
