import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { hasRole, ROLES_ALLOWED } from "../auth/require-role";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusableTablePage } from "../db/reusable-query";
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

/** A page of keys where `where` holds, newest first, and their count. */
const keysPage = (name: string, where: SQL | undefined) =>
  reusableTablePage(name, apiKeys, where, [desc(apiKeys.createdAt), desc(apiKeys.id)]);

const teamKeys = and(eq(apiKeys.workspaceId, sql.placeholder("workspaceId")), eq(apiKeys.kind, "API_KEY"));
const allKeysPage = keysPage("api_keys", teamKeys);
const membersKeysPage = keysPage("api_keys_of_member", and(teamKeys, eq(apiKeys.userId, sql.placeholder("userId"))));

/**
 * Keys of the workspace, newest first (revoked and expired ones too), never with their secret. Sessions (kind
 * SESSION, lib/sign-in) are sign-ins, not keys a member made: never listed.
 */
export async function listApiKeys(db: Db, auth: AuthContext, query: { userId?: string; all?: "true" | "false" }, page: PageRequest) {
  const userId = listedUser(auth, query);
  const { rows, total } =
    userId === null
      ? await allKeysPage(db, { workspaceId: auth.workspaceId }, pageLimits(page))
      : await membersKeysPage(db, { workspaceId: auth.workspaceId, userId }, pageLimits(page));
  return envelope(page, total, rows.map(serializeApiKey));
}
