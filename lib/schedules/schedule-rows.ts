// The schedule tables as the schedule use cases need them, always scoped by the caller's workspace: a user or a
// schedule outside it reads as missing. One user's schedule writes take turns on their membership row, so "the
// first schedule is the default" and "one default" hold under concurrent writes (and the unique index backs it).
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { bookingLinks, hosts, memberships, schedules } from "../db/schema";
import { AppError } from "../errors/app-error";

export type ScheduleRow = typeof schedules.$inferSelect;

/** Locks `userId`'s membership of the workspace for this transaction; NOT_FOUND when they are no member of it. */
export async function lockMember(tx: Db, workspaceId: WorkspaceId, userId: string, field: string): Promise<void> {
  const [member] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .for("update");
  if (!member) throw new AppError("NOT_FOUND", "No member of this workspace has this id.", { field });
}

async function scheduleInWorkspace(tx: Db, workspaceId: WorkspaceId, scheduleId: string, lock: boolean) {
  const query = tx
    .select({ schedule: schedules })
    .from(schedules)
    .innerJoin(memberships, and(eq(memberships.userId, schedules.userId), eq(memberships.workspaceId, workspaceId)))
    .where(eq(schedules.id, scheduleId));
  const [row] = lock ? await query.for("update", { of: schedules }) : await query;
  if (!row) throw new AppError("NOT_FOUND", "No schedule of this workspace has this id.", { field: "scheduleId" });
  return row.schedule;
}

/** The schedule, its owner's membership and then the row locked (always in this order); NOT_FOUND outside the workspace. */
export async function lockSchedule(tx: Db, workspaceId: WorkspaceId, scheduleId: string): Promise<ScheduleRow> {
  const found = await scheduleInWorkspace(tx, workspaceId, scheduleId, false);
  await lockMember(tx, workspaceId, found.userId, "scheduleId");
  return scheduleInWorkspace(tx, workspaceId, scheduleId, true);
}

export async function countSchedules(tx: Db, userId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(schedules)
    .where(and(eq(schedules.userId, userId), except === undefined ? undefined : ne(schedules.id, except)));
  return row?.n ?? 0;
}

/** The user's default schedule is no longer the default (before another becomes it, as the unique index wants). */
export async function unsetDefault(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(schedules)
    .set({
      isDefault: false,
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${schedules.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(schedules.userId, userId), eq(schedules.isDefault, true)));
}

/** The booking links with a host on this schedule, deleted ones too (their hosts still name it). */
export async function linksUsingSchedule(tx: Db, scheduleId: string) {
  return tx
    .selectDistinct({ id: bookingLinks.id, title: bookingLinks.title, deletedAt: bookingLinks.deletedAt })
    .from(hosts)
    .innerJoin(bookingLinks, eq(bookingLinks.id, hosts.bookingLinkId))
    .where(eq(hosts.scheduleId, scheduleId))
    .orderBy(bookingLinks.id);
}

/** A moment after `previous`: updatedAt moves on every change, even within one millisecond (or under a fixed clock). */
export const nextStamp = (previous: Date, now: Date) => new Date(Math.max(now.getTime(), previous.getTime() + 1));
