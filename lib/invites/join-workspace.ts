// What accepting an invite does to the invitee: an account (made from the
// invite, or their existing one moved here: a user belongs to one workspace),
// the MEMBER membership, and what a host needs to host a link at once, a
// calendar of the service's own (provider INTERNAL, holding the bookings they
// host) and a default schedule, Monday to Friday 09:00–17:00.
import { randomUUID } from "node:crypto";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import { type AuditEventInput, recordAuditEvents } from "../audit/record-audit-event";
import { trustedWorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { apiKeys, calendars, type invites, memberships, schedules, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { releaseBookingLinks } from "../memberships/revoke-membership";

type InviteRow = typeof invites.$inferSelect;
type UserRow = typeof users.$inferSelect;

const WORKING_DAY = [{ start: "09:00:00", end: "17:00:00" }];
export const DEFAULT_AVAILABILITY = {
  monday: WORKING_DAY,
  tuesday: WORKING_DAY,
  wednesday: WORKING_DAY,
  thursday: WORKING_DAY,
  friday: WORKING_DAY,
  saturday: [],
  sunday: [],
};

export interface Joined {
  userId: string;
  calendarId: string;
  scheduleId: string;
  /** The workspace an existing user left to join, if any. */
  leftWorkspaceId?: string;
}

export async function joinWorkspace(tx: Db, invite: InviteRow, existing: UserRow | undefined, timeZone: string, now: Date) {
  const workspaceId = trustedWorkspaceId(invite.workspaceId);
  let leftWorkspaceId: string | undefined;
  let userId: string;
  if (existing) {
    leftWorkspaceId = await moveUser(tx, existing, workspaceId, now);
    userId = existing.id;
  } else {
    userId = `usr_${randomUUID()}`;
    await tx.insert(users).values({
      id: userId,
      workspaceId,
      name: invite.receiverFullName,
      email: invite.receiverEmail,
      createdAt: now,
      updatedAt: now,
    });
  }
  await tx.insert(memberships).values({ workspaceId, userId, role: invite.role, createdAt: now });
  const calendarId = await ownCalendar(tx, userId, existing?.email ?? invite.receiverEmail, now);
  const scheduleId = await defaultSchedule(tx, userId, timeZone, now);
  // Attributed to the invitee, logged once the team counts them (a team of one before has two now).
  const actor = { kind: "user" as const, userId };
  await recordAuditEvents(tx, workspaceId, [
    { action: "INVITATION_ACCEPTED", actor, at: now, subject: { type: "invite", id: invite.id, label: invite.receiverEmail } },
    {
      action: "MEMBERSHIP_CREATED",
      actor,
      at: now,
      subject: { type: "user", id: userId, label: `${existing?.name ?? invite.receiverFullName} <${invite.receiverEmail}>` },
    },
  ]);
  return { userId, calendarId, scheduleId, leftWorkspaceId } satisfies Joined;
}

/**
 * An existing user joins: the invite's plan rule is checked again (the plan may
 * have changed since), then they leave their old workspace as a removed member
 * would (keys revoked, their links there disabled, off others' hosts), unless
 * they are its last owner with others still in it. Their calendars and
 * schedules are theirs and come along. Answers the workspace they left.
 */
async function moveUser(tx: Db, user: UserRow, workspaceId: string, now: Date): Promise<string | undefined> {
  const [old] = await tx.select().from(memberships).where(eq(memberships.userId, user.id)).for("update");
  if (old?.workspaceId === workspaceId) {
    throw new AppError("ALREADY_MEMBER", "This address belongs to a member of the workspace.", { field: "token" });
  }
  if (user.plan !== "FREE" && user.subscriptionStatus !== "CANCELLED") {
    throw new AppError("INVITEE_ON_PAID_PLAN", "This account is on a paid plan; cancel its subscription or move to the free plan first.", {
      field: "token",
    });
  }
  if (old) await leaveWorkspace(tx, user, old, now);
  await tx.update(users).set({ workspaceId, updatedAt: now }).where(eq(users.id, user.id));
  return old?.workspaceId;
}

async function leaveWorkspace(tx: Db, user: UserRow, old: typeof memberships.$inferSelect, now: Date): Promise<void> {
  const oldId = trustedWorkspaceId(old.workspaceId);
  const others = (role?: "OWNER") =>
    tx
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, oldId), ne(memberships.userId, user.id), role && eq(memberships.role, role)))
      .then(([row]) => row?.n ?? 0);
  if (old.role === "OWNER" && (await others()) > 0 && (await others("OWNER")) === 0) {
    throw new AppError("LAST_OWNER", "This account is the last owner of a workspace with other members; it cannot leave it.", {
      field: "token",
    });
  }
  const actor = { kind: "user" as const, userId: user.id };
  const events: Omit<AuditEventInput, "workspaceId">[] = [
    { action: "MEMBERSHIP_REMOVED", actor, at: now, subject: { type: "user", id: user.id, label: `${user.name} <${user.email}>` } },
  ];
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, user.id), eq(apiKeys.workspaceId, oldId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, prefix: apiKeys.prefix });
  for (const key of revoked)
    events.push({ action: "API_KEY_REVOKED", actor, at: now, subject: { type: "api_key", id: key.id, label: key.prefix } });
  events.push(...(await releaseBookingLinks(tx, oldId, user.id, now)));
  await recordAuditEvents(tx, oldId, events);
  await tx.delete(memberships).where(and(eq(memberships.workspaceId, oldId), eq(memberships.userId, user.id)));
}

/** The member's INTERNAL calendar: their existing one, or a new one. */
async function ownCalendar(tx: Db, userId: string, email: string, now: Date): Promise<string> {
  const [own] = await tx
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.userId, userId), eq(calendars.provider, "INTERNAL")));
  if (own) return own.id;
  const id = `cal_${randomUUID()}`;
  await tx.insert(calendars).values({ id, userId, name: "Bookings", email, provider: "INTERNAL", createdAt: now, updatedAt: now });
  return id;
}

/** The member's default schedule: their existing one, or Mon–Fri 09:00–17:00 in `timeZone`. */
async function defaultSchedule(tx: Db, userId: string, timeZone: string, now: Date): Promise<string> {
  const [current] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.userId, userId), eq(schedules.isDefault, true)));
  if (current) return current.id;
  const id = `sched_${randomUUID()}`;
  await tx.insert(schedules).values({
    id,
    userId,
    name: "Working hours",
    availability: DEFAULT_AVAILABILITY,
    timeZone,
    isDefault: true,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
