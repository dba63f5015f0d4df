// Members' secret calendar feeds: an address per feed whose token only its
// SHA-256 is kept of; revoking it ends the address at once. The feed holds
// the bookings its member hosts that still hold time, from 30 days back.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { ROLES_ALLOWED, requireRole } from "../auth/require-role";
import type { CalendarFeedContent } from "../contract/calendar-feeds";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusableTablePage } from "../db/reusable-query";
import { bookingAttendees, bookingHolds, bookings, calendarFeeds, users } from "../db/schema";
import { notFound } from "../errors/app-error";

const PAST_DAYS = 30;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const view = (row: typeof calendarFeeds.$inferSelect) => ({ id: row.id, userId: row.userId, createdAt: row.createdAt.toISOString() });
const requireMember = (auth: AuthContext) => requireRole(auth, ROLES_ALLOWED.useCalendarFeeds, "Calendar feeds");

/** A feed of the key's own member; the address is answered this once. */
export async function createCalendarFeed(db: Db, auth: AuthContext, options: { publicUrl: string; now: number }) {
  requireMember(auth);
  const token = randomBytes(32).toString("base64url");
  const id = `cf_${randomUUID()}`;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calendarFeeds)
      .values({ id, workspaceId: auth.workspaceId, userId: auth.userId, tokenHash: hashToken(token), createdAt: new Date(options.now) })
      .returning();
    await recordAuditEvents(tx, auth.workspaceId, [
      {
        action: "PUBLIC_CALENDAR_FEED_CREATED",
        actor: { kind: "user", userId: auth.userId },
        at: new Date(options.now),
        subject: { type: "calendar-feed", id },
      },
    ]);
    return created!;
  });
  return { ...view(row), url: `${options.publicUrl}/feeds/${token}.ics` };
}

const membersFeeds = and(
  eq(calendarFeeds.workspaceId, sql.placeholder("workspaceId")),
  eq(calendarFeeds.userId, sql.placeholder("userId")),
  isNull(calendarFeeds.deletedAt),
);

const feedsPage = reusableTablePage("calendar_feeds", calendarFeeds, membersFeeds, [desc(calendarFeeds.createdAt), desc(calendarFeeds.id)]);

export async function listCalendarFeeds(db: Db, auth: AuthContext, page: PageRequest) {
  requireMember(auth);
  const { rows, total } = await feedsPage(db, { workspaceId: auth.workspaceId, userId: auth.userId }, pageLimits(page));
  return envelope(page, total, rows.map(view));
}

/** Revokes one of the member's feeds: its address answers 404 from now on. */
export async function deleteCalendarFeed(db: Db, auth: AuthContext, feedId: string, now: number) {
  requireMember(auth);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(calendarFeeds)
      .set({ deletedAt: new Date(now) })
      .where(
        and(
          eq(calendarFeeds.id, feedId),
          eq(calendarFeeds.workspaceId, auth.workspaceId),
          eq(calendarFeeds.userId, auth.userId),
          isNull(calendarFeeds.deletedAt),
        ),
      )
      .returning();
    if (!row) throw notFound("Calendar feed", "feedId");
    await recordAuditEvents(tx, auth.workspaceId, [
      {
        action: "PUBLIC_CALENDAR_FEED_DELETED",
        actor: { kind: "user", userId: auth.userId },
        at: new Date(now),
        subject: { type: "calendar-feed", id: row.id },
      },
    ]);
  });
  return { success: true };
}

/** What a live feed's address shows: its member's bookings that hold time, from 30 days back. Any key of the team. */
export async function readCalendarFeed(db: Db, auth: AuthContext, token: string, now: number): Promise<CalendarFeedContent> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, name: users.name })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(eq(calendarFeeds.tokenHash, hashToken(token)), eq(calendarFeeds.workspaceId, auth.workspaceId), isNull(calendarFeeds.deletedAt)),
    );
  if (!feed) throw notFound("Calendar feed", "token");
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.workspaceId, auth.workspaceId),
        inArray(bookings.status, ["PENDING", "CONFIRMED"]),
        gte(bookings.endAt, new Date(now - PAST_DAYS * 86_400_000)),
        sql`exists (select 1 from ${bookingHolds} where ${bookingHolds.bookingId} = ${bookings.id} and ${bookingHolds.userId} = ${feed.userId})`,
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(2_000);
  const attendees = rows.length
    ? await db
        .select()
        .from(bookingAttendees)
        .where(
          inArray(
            bookingAttendees.bookingId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    owner: { name: feed.name },
    events: rows.map((b) => ({
      id: b.id,
      uid: b.icalUid ?? b.id,
      sequence: b.icalSequence,
      status: b.status,
      title: b.title,
      start: b.startAt.toISOString(),
      end: b.endAt.toISOString(),
      location: (b.location as { location?: string } | null)?.location ?? null,
      attendees: attendees.filter((a) => a.bookingId === b.id).map(({ name, email }) => ({ name, email })),
      updatedAt: b.updatedAt.toISOString(),
    })),
  };
}
