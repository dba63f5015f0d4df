import type { z } from "@hono/zod-openapi";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { membershipSchema } from "../contract/memberships";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { isoTime, jsonList, jsonObject } from "../db/json-item";
import { reusablePage, reusableQuery } from "../db/reusable-query";
import { calendars, memberships, syncConfigs, syncTargetCalendars, users } from "../db/schema";

type MembershipResponse = z.infer<typeof membershipSchema>;

// Owners first, then admins, members and billing-only members, by name within a role.
const roleRank = sql`case ${memberships.role} when 'OWNER' then 0 when 'ADMIN' then 1 when 'MEMBER' then 2 else 3 end`;
const order = [asc(roleRank), asc(sql`lower(${users.name})`), asc(memberships.userId)];

const team = eq(memberships.workspaceId, sql.placeholder("workspaceId"));

const membersPage = reusablePage<{ userId: string }>("memberships", {
  rows: (db) =>
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(team)
      .orderBy(...order)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  total: (db) => db.select({ n: count() }).from(memberships).where(team),
});

const targetCalendarJson = jsonObject({
  id: syncTargetCalendars.id,
  createdAt: isoTime(syncTargetCalendars.createdAt),
  updatedAt: isoTime(syncTargetCalendars.updatedAt),
  syncConfigId: syncTargetCalendars.syncConfigId,
  calendarId: syncTargetCalendars.calendarId,
});

const s = syncConfigs;
const syncConfigJson = jsonObject({
  id: s.id,
  type: s.type,
  createdAt: isoTime(s.createdAt),
  updatedAt: isoTime(s.updatedAt),
  name: s.name,
  syncTitles: s.syncTitles,
  syncDescription: s.syncDescription,
  syncAttendees: s.syncAttendees,
  markPrivate: s.markPrivate,
  disableReminders: s.disableReminders,
  frequency: s.frequency,
  eventTitles: s.eventTitles,
  syncWithRSVP: s.syncWithRsvp,
  syncLocation: s.syncLocation,
  syncConferenceData: s.syncConferenceData,
  syncFreeEvents: s.syncFreeEvents,
  eventColorId: s.eventColorId,
  excludeEventColorId: s.excludeEventColorId,
  isPaused: s.isPaused,
  lastEventStatus: s.lastEventStatus,
  userId: s.userId,
  targetCalendars: jsonList(
    targetCalendarJson,
    sql`from ${syncTargetCalendars} where ${syncTargetCalendars.syncConfigId} = ${s.id}`,
    sql`${syncTargetCalendars.id}`,
  ),
});

const calendarJson = jsonObject({ id: calendars.id, name: calendars.name, email: calendars.email, provider: calendars.provider });

// Each item as the answer names it (lib/db/json-item.ts): the service maps no nested rows.
const membershipJson = jsonObject<MembershipResponse>({
  role: memberships.role,
  workspaceId: memberships.workspaceId,
  userId: memberships.userId,
  user: jsonObject({
    id: users.id,
    name: users.name,
    email: users.email,
    image: users.image,
    createdAt: isoTime(users.createdAt),
    updatedAt: isoTime(users.updatedAt),
    workspaceId: users.workspaceId,
    calendars: jsonList(calendarJson, sql`from ${calendars} where ${calendars.userId} = ${users.id}`, sql`${calendars.id}`),
    syncConfigs: jsonList(
      syncConfigJson,
      sql`from ${syncConfigs} where ${syncConfigs.userId} = ${users.id}`,
      sql`${syncConfigs.createdAt}, ${syncConfigs.id}`,
    ),
  }),
});

const queryMembers = reusableQuery<{ item: MembershipResponse }[]>("memberships_of", (db) =>
  db
    .select({ item: membershipJson })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    // unnest, not = any(): a hash of the ids, where = any() compared every member with each of them.
    .where(and(team, sql`${memberships.userId} in (select unnest(${sql.placeholder("userIds")}::text[]))`))
    .orderBy(...order),
);

/** Members of a workspace by role, then name, with their calendars and syncs. */
export async function listMemberships(db: Db, workspaceId: WorkspaceId, page: PageRequest) {
  // The page's members first, then only they with their calendars and syncs.
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
  return (await queryMembers(db, { workspaceId, userIds })).map((row) => row.item);
}
