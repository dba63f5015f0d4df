import type { z } from "@hono/zod-openapi";
import { and, asc, count, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { membershipSchema } from "../contract/memberships";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
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

/** A timestamp as `Date.toISOString` writes it: UTC, milliseconds (PostgreSQL's microseconds cut, as a Date does). */
const iso = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON array of the rows `from` selects as `item`, in `orderBy`; [] for none. */
const jsonList = (item: SQL, from: SQL, orderBy: SQL) => sql`coalesce((select json_agg(${item} order by ${orderBy}) ${from}), '[]'::json)`;

const targetCalendarJson = sql`json_build_object('id', ${syncTargetCalendars.id}, 'createdAt', ${iso(syncTargetCalendars.createdAt)},
  'updatedAt', ${iso(syncTargetCalendars.updatedAt)}, 'syncConfigId', ${syncTargetCalendars.syncConfigId},
  'calendarId', ${syncTargetCalendars.calendarId})`;

const s = syncConfigs;
const syncConfigJson = sql`json_build_object('id', ${s.id}, 'type', ${s.type}, 'createdAt', ${iso(s.createdAt)},
  'updatedAt', ${iso(s.updatedAt)}, 'name', ${s.name}, 'syncTitles', ${s.syncTitles}, 'syncDescription', ${s.syncDescription},
  'syncAttendees', ${s.syncAttendees}, 'markPrivate', ${s.markPrivate}, 'disableReminders', ${s.disableReminders},
  'frequency', ${s.frequency}, 'eventTitles', ${s.eventTitles}, 'syncWithRSVP', ${s.syncWithRsvp},
  'syncLocation', ${s.syncLocation}, 'syncConferenceData', ${s.syncConferenceData}, 'syncFreeEvents', ${s.syncFreeEvents},
  'eventColorId', ${s.eventColorId}, 'excludeEventColorId', ${s.excludeEventColorId}, 'isPaused', ${s.isPaused},
  'lastEventStatus', ${s.lastEventStatus}, 'userId', ${s.userId},
  'targetCalendars', ${jsonList(targetCalendarJson, sql`from ${syncTargetCalendars} where ${syncTargetCalendars.syncConfigId} = ${s.id}`, sql`${syncTargetCalendars.id}`)})`;

const calendarJson = sql`json_build_object('id', ${calendars.id}, 'name', ${calendars.name}, 'email', ${calendars.email}, 'provider', ${calendars.provider})`;

// The answer's items as PostgreSQL writes them: a page of 100 members mapped from nested rows into objects cost
// the service's thread about 4 ms (drizzle's mapping and garbage collection about half of it).
const membershipJson = sql<MembershipResponse>`json_build_object('role', ${memberships.role}, 'workspaceId', ${memberships.workspaceId},
  'userId', ${memberships.userId}, 'user', json_build_object('id', ${users.id}, 'name', ${users.name}, 'email', ${users.email},
  'image', ${users.image}, 'createdAt', ${iso(users.createdAt)}, 'updatedAt', ${iso(users.updatedAt)}, 'workspaceId', ${users.workspaceId},
  'calendars', ${jsonList(calendarJson, sql`from ${calendars} where ${calendars.userId} = ${users.id}`, sql`${calendars.id}`)},
  'syncConfigs', ${jsonList(syncConfigJson, sql`from ${syncConfigs} where ${syncConfigs.userId} = ${users.id}`, sql`${syncConfigs.createdAt}, ${syncConfigs.id}`)}))`;

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
