// Extension: a workspace's booking links, by booking page and by whether a
// booking page displays them, in the page's order (position, then id).
import { and, asc, count, eq, inArray, isNotNull, isNull, not, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { listedOwner } from "../auth/authorize";
import type { WorkspaceId } from "../auth/workspace-id";
import type { BookingLinkResponse } from "../contract/booking-links";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import { anyOf } from "../db/any-of";
import type { Db } from "../db/client";
import { bookingLinks, bookingPages } from "../db/schema";
import { LINK_RELATIONS, sortNested } from "./get-booking-link";
import { serializeBookingLink } from "./serialize-booking-link";

export interface LinkFilter {
  bookingPageId?: string;
  /** Only the links this user owns. */
  userId?: string;
  /** true: what a booking page displays; false: the rest. */
  listed?: boolean;
  /** true: only deleted links; false: only the others. */
  deleted?: boolean;
  /** Only links whose title holds this text, in any case. */
  search?: string;
}

// The interface: private links are not displayed on the booking page; disabled and deleted ones take no bookings,
// nor do those of a DISABLED booking page, which displays nothing.
const enabledPages = (db: Db) => db.select({ id: bookingPages.id }).from(bookingPages).where(eq(bookingPages.status, "ENABLED"));
const displayed = (db: Db) =>
  and(
    eq(bookingLinks.isPrivate, false),
    eq(bookingLinks.status, "ENABLED"),
    eq(bookingLinks.disabledBySystem, false),
    isNull(bookingLinks.deletedAt),
    inArray(bookingLinks.bookingPageId, enabledPages(db)),
  )!;
const notDisplayed = (db: Db) =>
  or(
    eq(bookingLinks.isPrivate, true),
    not(eq(bookingLinks.status, "ENABLED")),
    eq(bookingLinks.disabledBySystem, true),
    isNotNull(bookingLinks.deletedAt),
    notInArray(bookingLinks.bookingPageId, enabledPages(db)),
  )!;

export async function listBookingLinks(db: Db, workspaceId: WorkspaceId, filter: LinkFilter, page: PageRequest) {
  const conditions: SQL[] = [eq(bookingLinks.workspaceId, workspaceId)];
  if (filter.bookingPageId !== undefined) conditions.push(eq(bookingLinks.bookingPageId, filter.bookingPageId));
  if (filter.userId !== undefined) conditions.push(eq(bookingLinks.userId, filter.userId));
  if (filter.listed !== undefined) conditions.push(filter.listed ? displayed(db) : notDisplayed(db));
  if (filter.deleted !== undefined) conditions.push(filter.deleted ? isNotNull(bookingLinks.deletedAt) : isNull(bookingLinks.deletedAt));
  // strpos, not LIKE: the words are matched as written, % and _ included.
  if (filter.search !== undefined) conditions.push(sql`strpos(lower(${bookingLinks.title}), lower(${filter.search})) > 0`);
  const where = and(...conditions);
  const order = [asc(bookingLinks.position), asc(bookingLinks.id)];
  // The page's ids first, then only those links with what is nested in them: read in one relational query with
  // its limit, every link of the team would be assembled before the sort cut the page (300 ms for 2,000 links).
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: bookingLinks.id })
      .from(bookingLinks)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(bookingLinks).where(where),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db.query.bookingLinks.findMany({
          where: anyOf(
            bookingLinks.id,
            ids.map((r) => r.id),
          ),
          orderBy: order,
          with: LINK_RELATIONS,
        });
  const data: BookingLinkResponse[] = rows.map((link) => serializeBookingLink(sortNested(link)));
  return envelope(page, total?.n ?? 0, data);
}

/** The links one member owns, deleted ones included (the MCP tool list_my_booking_links); whose, as listedOwner allows. */
export async function listOwnedLinks(db: Db, auth: AuthContext, userId: string | undefined, page: PageRequest) {
  const owner = await listedOwner(db, auth, userId, "links");
  return listBookingLinks(db, auth.workspaceId, { userId: owner }, page);
}
