// GET /v1/bookings: the bookings a member may see, filtered, by start time.
import { and, asc, count, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/authenticate";
import type { ListBookingsQuery } from "../contract/bookings";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { bookingAttendees, bookingHolds, bookingLinks, bookings } from "../db/schema";
import { requireBookingReader, seesAllBookings, visibleTo } from "./booking-access";
import { hostPageIds, type ListShape, listShape, shapedTotal, startsIn, teamPageIds } from "./booking-page-ids";
import { toBookings } from "./booking-records";

export async function listBookings(db: Db, auth: AuthContext, query: ListBookingsQuery, page: PageRequest) {
  requireBookingReader(auth);
  if (!seesAllBookings(auth) && !query.bookingLinkId && !query.hostUserId && !query.status && !query.attendeeEmail) {
    return listMembersOwn(db, auth, query, page);
  }
  const shape = listShape(auth, query);
  const visible = listedTo(db, auth, query.bookingLinkId);
  const where = and(visible, ...filters(query));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, pageIds(db, auth, query, shape, visible, page)))
      .orderBy(asc(bookings.startAt), asc(bookings.id)),
    shape === "filtered" ? countWhere(db, where) : shapedTotal(db, auth, query, shape),
  ]);
  return envelope(page, total, await toBookings(db, rows));
}

/**
 * A MEMBER's bookings, in a week or not: those they hold or whose link they own, as (start, id) pairs read from two
 * indexes alone (a hold starts when its booking does), so that only the page's rows are read from the table; a
 * member with 7,475 bookings otherwise had each of them looked up by key, twice (docs/queries.md).
 */
async function listMembersOwn(db: Db, auth: AuthContext, query: ListBookingsQuery, page: PageRequest) {
  const inRange = (start: typeof bookings.startAt | typeof bookingHolds.startAt) => and(...startsIn(start, query));
  const held = db
    .select({ startAt: bookingHolds.startAt, id: bookingHolds.bookingId })
    .from(bookingHolds)
    .where(and(eq(bookingHolds.userId, auth.userId), eq(bookingHolds.workspaceId, auth.workspaceId), inRange(bookingHolds.startAt)));
  const ownedLinks = db
    .select({ id: bookingLinks.id })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.userId, auth.userId), eq(bookingLinks.workspaceId, auth.workspaceId)));
  const owned = db
    .select({ startAt: bookings.startAt, id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.bookingLinkId, ownedLinks), inRange(bookings.startAt)));
  const visible = union(held, owned).as("visible");
  const ids = db
    .select({ id: visible.id })
    .from(visible)
    .orderBy(asc(visible.startAt), asc(visible.id))
    .limit(page.pageSize)
    .offset(pageOffset(page));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(and(eq(bookings.workspaceId, auth.workspaceId), inArray(bookings.id, ids)))
      .orderBy(asc(bookings.startAt), asc(bookings.id)),
    db.select({ n: count() }).from(visible),
  ]);
  return envelope(page, total?.n ?? 0, await toBookings(db, rows));
}

/** The exact total of a filtered list: a count of its rows, which an index narrows (a link's, a week's, an attendee's). */
async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(where);
  return row?.n ?? 0;
}

/**
 * The page's booking ids, cut from an index before any row is read: a deep page skips index entries, not rows, and
 * the team's and a host's lists skip most of those too (booking-page-ids.ts). A host's bookings with other filters
 * are walked through their holds, which start when their booking does (a booking's time never changes: a
 * reschedule makes a new one), so (start_at, booking_id) of the holds is the list's order.
 */
function pageIds(db: Db, auth: AuthContext, query: ListBookingsQuery, shape: ListShape, visible: SQL, page: PageRequest) {
  if (shape === "team") return teamPageIds(auth, query.status, page);
  if (shape === "host" && query.hostUserId) return hostPageIds(db, auth, query.hostUserId, query, page);
  if (query.hostUserId) {
    // The host's holds are the filter here: the EXISTS of the other lists would only mislead the planner's estimate.
    const rest = and(visible, ...filters({ ...query, hostUserId: undefined }));
    return db
      .select({ id: bookingHolds.bookingId })
      .from(bookingHolds)
      .innerJoin(bookings, eq(bookings.id, bookingHolds.bookingId))
      .where(and(eq(bookingHolds.userId, query.hostUserId), rest))
      .orderBy(asc(bookingHolds.startAt), asc(bookingHolds.bookingId))
      .limit(page.pageSize)
      .offset(pageOffset(page));
  }
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(visible, ...filters(query)))
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(page.pageSize)
    .offset(pageOffset(page));
}

/**
 * visibleTo for a whole list filtered by link, host, status or attendee: a MEMBER's bookings are those they hold or
 * whose link they own, as one array of ids read from two indexes first, then looked up by key; visibleTo's OR of two EXISTS made PostgreSQL test every
 * booking of the team, and `id IN (…)` a hash join over all of them.
 */
function listedTo(db: Db, auth: AuthContext, bookingLinkId?: string): SQL {
  if (seesAllBookings(auth) && bookingLinkId) {
    // A link's bookings are its workspace's: asking once whether the link is the team's leaves the bookings to the
    // link's index alone, where checking each booking's workspace read every one of them from the table.
    return exists(
      db
        .select({ id: bookingLinks.id })
        .from(bookingLinks)
        .where(and(eq(bookingLinks.id, bookingLinkId), eq(bookingLinks.workspaceId, auth.workspaceId))),
    );
  }
  if (seesAllBookings(auth)) return visibleTo(auth);
  const held = db.select({ id: bookingHolds.bookingId }).from(bookingHolds).where(eq(bookingHolds.userId, auth.userId));
  const ownedLinks = db.select({ id: bookingLinks.id }).from(bookingLinks).where(eq(bookingLinks.userId, auth.userId));
  const owned = db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.bookingLinkId, ownedLinks));
  return and(eq(bookings.workspaceId, auth.workspaceId), sql`${bookings.id} = any(array(${union(held, owned)}))`)!;
}

function filters(query: ListBookingsQuery): SQL[] {
  const { bookingLinkId, hostUserId, status, attendeeEmail } = query;
  const where: SQL[] = startsIn(bookings.startAt, query);
  if (bookingLinkId) where.push(eq(bookings.bookingLinkId, bookingLinkId));
  if (status) where.push(eq(bookings.status, status));
  if (hostUserId) {
    where.push(
      exists(
        sql`(select 1 from ${bookingHolds} where ${bookingHolds.bookingId} = ${bookings.id} and ${bookingHolds.userId} = ${hostUserId})`,
      ),
    );
  }
  if (attendeeEmail) {
    where.push(
      exists(
        sql`(select 1 from ${bookingAttendees} where ${bookingAttendees.bookingId} = ${bookings.id} and lower(${bookingAttendees.email}) = ${attendeeEmail.toLowerCase()})`,
      ),
    );
  }
  return where;
}
