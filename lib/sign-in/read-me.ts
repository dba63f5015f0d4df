// GET /v1/me: who a credential is, and what the routes let it do, for the dashboard to decide what to show.
import { and, eq } from "drizzle-orm";
import { type AuthContext, unauthenticated } from "../auth/authenticate";
import { permissionsOf } from "../auth/permissions";
import type { Db } from "../db/client";
import { apiKeys, users, workspaces } from "../db/schema";

export async function readMe(db: Db, auth: AuthContext) {
  const [row] = await db
    .select({ email: users.email, fullName: users.name, workspaceName: workspaces.name, kind: apiKeys.kind, expiresAt: apiKeys.expiresAt })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .where(and(eq(apiKeys.id, auth.apiKeyId), eq(apiKeys.workspaceId, auth.workspaceId)));
  if (!row) throw unauthenticated();
  return {
    user: { id: auth.userId, email: row.email, fullName: row.fullName },
    workspace: { id: auth.workspaceId as string, name: row.workspaceName },
    role: auth.role,
    credential: { apiKeyId: auth.apiKeyId, kind: row.kind, expiresAt: row.expiresAt?.toISOString() ?? null },
    // The role the key was authenticated with, as every route's guard sees it.
    permissions: permissionsOf(auth),
  };
}
