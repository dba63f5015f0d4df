import type { z } from "@hono/zod-openapi";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { membershipSchema } from "../contract/memberships";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusablePage, reusableQuery } from "../db/reusable-query";
import { memberships, users } from "../db/schema";

type MembershipResponse = z.infer<typeof membershipSchema>;
const iso = (d: Date) => d.toISOString();

// Owners first, then admins, members and billing-only members.
const roleRank = sql`case ${memberships.role} when 'OWNER' then 0 when 'ADMIN' then 1 when 'MEMBER' then 2 else 3 end`;

const byName = (name: SQL) => [asc(roleRank), asc(sql`lower(${name})`), asc(memberships.userId)];
// The relational query below cannot join, so it reads each of its 100 names by key.
const order = byName(sql`(select name from users where users.id = ${memberships.userId})`);

const team = eq(memberships.workspaceId, sql.placeholder("workspaceId"));

const membersPage = reusablePage<{ userId: string }>("memberships", {
  rows: (db) =>
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(team)
      .orderBy(...byName(sql`${users.name}`))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  total: (db) => db.select({ n: count() }).from(memberships).where(team),
});

const membersQuery = (db: Db) =>
  db.query.memberships.findMany({
    where: and(team, sql`${memberships.userId} = any(${sql.placeholder("userIds")}::text[])`),
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

const queryMembers = reusableQuery<Awaited<ReturnType<typeof membersQuery>>>("memberships_of", membersQuery);

/** Members of a workspace by role, then name, with their calendars and syncs. */
export async function listMemberships(db: Db, workspaceId: WorkspaceId, page: PageRequest) {
  // The page's members first, then only they with their calendars and syncs: in one relational query, every
  // member of the team was assembled before the limit.
  const { rows, total } = await membersPage(db, { workspaceId }, pageLimits(page));
  const data = await loadMemberships(
    db,
    workspaceId,
    rows.map((r) => r.userId),
  );
  return envelope(page, total, data);
}

/** One member as the list shows them, or undefined. */
export async function getMembership(db: Db, workspaceId: WorkspaceId, userId: string): Promise<MembershipResponse | undefined> {
  return (await loadMemberships(db, workspaceId, [userId]))[0];
}

/** The members named, in the list's order, with their calendars and syncs. */
async function loadMemberships(db: Db, workspaceId: WorkspaceId, userIds: string[]): Promise<MembershipResponse[]> {
  if (userIds.length === 0) return [];
  const rows = await queryMembers(db, { workspaceId, userIds });
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
