// Removes a member from a workspace. Their API keys stop working at once,
// links they own are disabled by the system, and they stop hosting others'
// links. All of it, audit events included, commits together or not at all.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { type AuditEventInput, recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import type { WorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { apiKeys, bookingLinks, hostAvailabilityCalendars, hosts, memberships } from "../db/schema";
import { AppError } from "../errors/app-error";
import { lockTeam } from "./lock-team";

type AuditEntry = Omit<AuditEventInput, "workspaceId">;

export async function revokeMembership(db: Db, caller: AuthContext, target: { userId?: string; email?: string }, now: Date) {
  const field = target.userId !== undefined ? "userId" : "email";
  await db.transaction(async (tx) => {
    const { members, me } = await lockTeam(tx, caller, "Removing members");
    const member = members.find((m) =>
      target.userId !== undefined ? m.userId === target.userId : m.email.toLowerCase() === target.email!.toLowerCase(),
    );
    if (!member) throw new AppError("NOT_FOUND", "No member of this workspace matches.", { field });
    if (member.userId === caller.userId) {
      throw new AppError("CANNOT_REVOKE_SELF", "A member cannot remove themselves; ask another owner or admin.", { field });
    }
    if (member.role === "OWNER") {
      if (me.role !== "OWNER") throw new AppError("FORBIDDEN", "Only an owner may remove an owner.", { field });
      if (members.filter((m) => m.role === "OWNER").length < 2) {
        throw new AppError("LAST_OWNER", "The workspace's last owner cannot be removed.", { field });
      }
    }

    const actor = { kind: "user" as const, userId: caller.userId };
    const events: AuditEntry[] = [
      {
        action: "MEMBERSHIP_REMOVED",
        actor,
        at: now,
        subject: { type: "user", id: member.userId, label: `${member.name} <${member.email}>` },
      },
    ];
    const revokedKeys = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.userId, member.userId), eq(apiKeys.workspaceId, caller.workspaceId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, prefix: apiKeys.prefix });
    for (const key of revokedKeys)
      events.push({ action: "API_KEY_REVOKED", actor, at: now, subject: { type: "api_key", id: key.id, label: key.prefix } });
    events.push(...(await releaseBookingLinks(tx, caller.workspaceId, member.userId, now)));

    // Logged while the team still counts the member, then removed.
    await recordAuditEvents(tx, caller.workspaceId, events);
    await tx.delete(memberships).where(and(eq(memberships.workspaceId, caller.workspaceId), eq(memberships.userId, member.userId)));
  });
  return { success: true };
}

/** Disables the member's own links and takes them off other links' hosts. */
export async function releaseBookingLinks(tx: Db, workspaceId: WorkspaceId, userId: string, now: Date): Promise<AuditEntry[]> {
  const hosting = await tx
    .select({
      hostId: hosts.id,
      linkId: bookingLinks.id,
      ownerId: bookingLinks.userId,
      title: bookingLinks.title,
      isOrganizer: hosts.isOrganizer,
    })
    .from(hosts)
    .innerJoin(bookingLinks, eq(bookingLinks.id, hosts.bookingLinkId))
    .where(and(eq(hosts.userId, userId), eq(bookingLinks.workspaceId, workspaceId)));
  const owned = await tx
    .select({ id: bookingLinks.id, title: bookingLinks.title })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.userId, userId), eq(bookingLinks.workspaceId, workspaceId)));

  const disabled = new Map(owned.map((l) => [l.id, l.title]));
  const changed = new Map<string, string>();
  for (const h of hosting.filter((h) => h.ownerId !== userId)) {
    await tx.delete(hostAvailabilityCalendars).where(eq(hostAvailabilityCalendars.hostId, h.hostId));
    await tx.delete(hosts).where(eq(hosts.id, h.hostId));
    const [next] = await tx.select().from(hosts).where(eq(hosts.bookingLinkId, h.linkId)).orderBy(hosts.position).limit(1);
    if (!next) disabled.set(h.linkId, h.title);
    else {
      if (h.isOrganizer) await tx.update(hosts).set({ isOrganizer: true, updatedAt: now }).where(eq(hosts.id, next.id));
      changed.set(h.linkId, h.title);
    }
  }
  if (disabled.size) {
    await tx
      .update(bookingLinks)
      .set({ disabledBySystem: true, updatedAt: now })
      .where(inArray(bookingLinks.id, [...disabled.keys()]));
  }
  for (const id of changed.keys()) await tx.update(bookingLinks).set({ updatedAt: now }).where(eq(bookingLinks.id, id));
  const system = { kind: "system" as const };
  return [...new Map([...changed, ...disabled])].map(([id, title]) => ({
    action: "BOOKING_LINK_UPDATED" as const,
    actor: system,
    at: now,
    subject: { type: "booking_link", id, label: title },
  }));
}
