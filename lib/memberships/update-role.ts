// Changes a member's role (POST /v1/memberships/update, an extension; ROLE_UPDATED in the interface's audit
// catalogue). OWNER and ADMIN keys; only an OWNER makes someone an OWNER or changes an OWNER's role, and the last
// OWNER stays one. The member's keys carry the new role on every instance within a second (MEMBERS_TOPIC).
import { and, eq } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext, Role } from "../auth/authenticate";
import type { Db } from "../db/client";
import { memberships } from "../db/schema";
import { AppError, notFound } from "../errors/app-error";
import { getMembership } from "./list-memberships";
import { lockTeam } from "./lock-team";

export async function updateRole(db: Db, caller: AuthContext, input: { userId: string; role: Role }, now: Date) {
  await db.transaction(async (tx) => {
    const { members, me } = await lockTeam(tx, caller, "Changing roles");
    const member = members.find((m) => m.userId === input.userId);
    if (!member) throw notFound("Member", "userId");
    if (member.role === input.role) return;
    if ((member.role === "OWNER" || input.role === "OWNER") && me.role !== "OWNER") {
      throw new AppError("FORBIDDEN", "Only an owner may make someone an owner or change an owner's role.", { field: "role" });
    }
    if (member.role === "OWNER" && members.filter((m) => m.role === "OWNER").length < 2) {
      throw new AppError("LAST_OWNER", "The workspace's last owner stays an owner; make another member an owner first.", {
        field: "role",
      });
    }
    await tx
      .update(memberships)
      .set({ role: input.role })
      .where(and(eq(memberships.workspaceId, caller.workspaceId), eq(memberships.userId, member.userId)));
    const label = `${member.name} <${member.email}>: ${member.role} → ${input.role}`;
    await recordAuditEvents(tx, caller.workspaceId, [
      {
        action: "ROLE_UPDATED",
        actor: { kind: "user", userId: caller.userId },
        at: now,
        subject: { type: "user", id: member.userId, label },
      },
    ]);
  });
  const membership = await getMembership(db, caller.workspaceId, input.userId);
  if (!membership) throw notFound("Member", "userId");
  return membership;
}
