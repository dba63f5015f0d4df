import type { z } from "@hono/zod-openapi";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { membershipSchema } from "../contract/memberships";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import { anyOf } from "../db/any-of";
import type { Db } from "../db/client";
import { memberships } from "../db/schema";

type MembershipResponse = z.infer<typeof membershipSchema>;
const iso = (d: Date) => d.toISOString();

// Owners first, then admins, members and billing-only members.
const roleRank = sql`case ${memberships.role} when 'OWNER' then 0 when 'ADMIN' then 1 when 'MEMBER' then 2 else 3 end`;

const order = [asc(roleRank), asc(sql`(select lower(name) from users where users.id = ${memberships.userId})`), asc(memberships.userId)];

/** Members of a workspace by role, then name, with their calendars and syncs. */
export async function listMemberships(db: Db, workspaceId: WorkspaceId, page: PageRequest) {
  const team = eq(memberships.workspaceId, workspaceId);
  // The page's members first, then only they with their calendars and syncs: in one relational query, every
  // member of the team was assembled before the limit.
  const [ids, [total]] = await Promise.all([
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(team)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(memberships).where(team),
  ]);
  const data = await loadMemberships(
    db,
    workspaceId,
    ids.map((r) => r.userId),
  );
  return envelope(page, total?.n ?? 0, data);
}

/** One member as the list shows them, or undefined. */
export async function getMembership(db: Db, workspaceId: WorkspaceId, userId: string): Promise<MembershipResponse | undefined> {
  return (await loadMemberships(db, workspaceId, [userId]))[0];
}

/** The members named, in the list's order, with their calendars and syncs. */
async function loadMemberships(db: Db, workspaceId: WorkspaceId, userIds: string[]): Promise<MembershipResponse[]> {
  if (userIds.length === 0) return [];
  const rows = await db.query.memberships.findMany({
    where: and(eq(memberships.workspaceId, workspaceId), anyOf(memberships.userId, userIds)),
    orderBy: order,
    with: {
      user: {
        with: {
          calendars: { orderBy: (c, { asc }) => [asc(c.id)] },
          syncConfigs: { orderBy: (s, { asc }) => [asc(s.createdAt), asc(s.id)], with: { targetCalendars: true } },
        },
      },
    },
  });
  return rows.map(({ role, workspaceId, userId, user }) => ({
    role,
    workspaceId,
    userId,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      workspaceId: user.workspaceId,
      calendars: user.calendars.map((c) => ({ id: c.id, name: c.name, email: c.email, provider: c.provider })),
      syncConfigs: user.syncConfigs.map(({ targetCalendars, syncWithRsvp, createdAt, updatedAt, ...config }) => ({
        ...config,
        createdAt: iso(createdAt),
        updatedAt: iso(updatedAt),
        syncWithRSVP: syncWithRsvp as MembershipResponse["user"]["syncConfigs"][number]["syncWithRSVP"],
        eventColorId: config.eventColorId as MembershipResponse["user"]["syncConfigs"][number]["eventColorId"],
        excludeEventColorId: config.excludeEventColorId as MembershipResponse["user"]["syncConfigs"][number]["eventColorId"],
        targetCalendars: targetCalendars.map((t) => ({ ...t, createdAt: iso(t.createdAt), updatedAt: iso(t.updatedAt) })),
      })),
    },
  }));
}
