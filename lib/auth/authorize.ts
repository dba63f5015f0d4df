// Who may change what the team sets up (booking links, schedules, booking pages, API keys): a MEMBER their own,
// OWNER and ADMIN anyone's in their workspace, BILLING_ONLY nothing. The table is in docs/api.md ("Roles"); each
// domain decides before calling this whether the caller may read the thing at all (what it may not read is
// NOT_FOUND, as unknown ids are).
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { AuthContext } from "./authenticate";
import { hasRole, ROLES_ALLOWED } from "./require-role";

/** Whether the caller may change things another member of the workspace owns. */
export const mayChangeOthers = (auth: AuthContext): boolean => hasRole(auth, ROLES_ALLOWED.changeOthers);

/** Whether the caller may change things owned by `ownerUserId` (a member of the caller's workspace). */
export function mayChange(auth: AuthContext, ownerUserId: string): boolean {
  return ownerUserId === auth.userId ? hasRole(auth, ROLES_ALLOWED.changeOwn) : mayChangeOthers(auth);
}

/** FORBIDDEN unless the caller may change what `ownerUserId` owns; `what` names it for the message. */
export function requireChange(auth: AuthContext, ownerUserId: string, what: string): void {
  if (mayChange(auth, ownerUserId)) return;
  const whose = auth.role === "BILLING_ONLY" ? "BILLING_ONLY keys change nothing the team sets up" : "a MEMBER changes only their own";
  throw new AppError("FORBIDDEN", `This key may not change ${what}: ${whose}.`);
}

/**
 * Whose things a list shows: the caller's own by default; another member's (`userId`) for OWNER and ADMIN keys
 * only, anyone else FORBIDDEN (who the members are is no secret: GET /v1/memberships lists them); an id that is no
 * member of the workspace NOT_FOUND. `what` names the things for the message ("schedules").
 */
export async function listedOwner(db: Db, auth: AuthContext, userId: string | undefined, what: string): Promise<string> {
  const owner = userId ?? auth.userId;
  // The key's own member was read with the key, and a key kept in memory goes when a membership changes.
  if (owner === auth.userId) return owner;
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(memberships.userId, owner)));
  if (!member) throw new AppError("NOT_FOUND", "No member of this workspace has this id.", { field: "userId" });
  if (owner !== auth.userId && auth.role !== "OWNER" && auth.role !== "ADMIN") {
    const message = `A ${auth.role} key lists only its own user's ${what}; another member's need an OWNER or ADMIN key.`;
    throw new AppError("FORBIDDEN", message, { field: "userId" });
  }
  return owner;
}
