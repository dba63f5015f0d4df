// The workspace's memberships, locked for the caller's transaction, and the caller among them: revocations and role
// changes take turns on these rows, so two owners acting on each other cannot leave the team without an owner, and
// the one who goes second is checked with the role they have by then.
import { eq } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { hasRole, ROLES_ALLOWED } from "../auth/require-role";
import type { Db } from "../db/client";
import { memberships, users } from "../db/schema";
import { AppError } from "../errors/app-error";

/** `doing` words the refusal: "Removing members", "Changing roles". */
export async function lockTeam(tx: Db, caller: AuthContext, doing: string) {
  const members = await tx
    .select({ userId: memberships.userId, role: memberships.role, email: users.email, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, caller.workspaceId))
    .for("update", { of: memberships });
  const me = members.find((m) => m.userId === caller.userId);
  if (!me) throw new AppError("UNAUTHENTICATED", "A valid x-api-key header is required.");
  if (!hasRole(me, ROLES_ALLOWED.manageTeam)) {
    throw new AppError("FORBIDDEN", `${doing} needs the role OWNER or ADMIN; this key's user is ${me.role}.`);
  }
  return { members, me };
}
