// Extension: the booking pages of a workspace's members, each with its
// owner's name and picture. A page belongs to the team through its owner's
// membership, so a removed member's page is no longer the team's.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import { serializeBookingPage } from "../booking-links/serialize-booking-link";
import type { BookingPageWithOwner } from "../contract/booking-pages";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { bookingPages, memberships, users } from "../db/schema";

export interface PageFilter {
  id?: string;
  username?: string;
}

function pageConditions(db: Db, workspaceId: WorkspaceId, filter: PageFilter) {
  const members = db.select({ id: memberships.userId }).from(memberships).where(eq(memberships.workspaceId, workspaceId));
  const conditions = [inArray(bookingPages.userId, members)];
  if (filter.id !== undefined) conditions.push(eq(bookingPages.id, filter.id));
  // Usernames are stored in lower case (seed and validation rules): /Olivia finds olivia.
  if (filter.username !== undefined) conditions.push(eq(bookingPages.username, filter.username.toLowerCase()));
  return and(...conditions);
}

/** By owner's name, then username (ties on id). */
export async function listBookingPages(db: Db, workspaceId: WorkspaceId, filter: PageFilter, page: PageRequest) {
  const where = pageConditions(db, workspaceId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ page: bookingPages, user: { id: users.id, name: users.name, image: users.image } })
      .from(bookingPages)
      .innerJoin(users, eq(users.id, bookingPages.userId))
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(bookingPages.username), asc(bookingPages.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(bookingPages).where(where),
  ]);
  const data: BookingPageWithOwner[] = rows.map((row) => ({ ...serializeBookingPage(row.page), user: row.user }));
  return envelope(page, total?.n ?? 0, data);
}
