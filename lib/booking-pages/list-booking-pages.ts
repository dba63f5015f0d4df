// Extension: the booking pages of a workspace's members, each with its
// owner's name and picture. A page belongs to the team through its owner's
// membership, so a removed member's page is no longer the team's.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import { serializeBookingPage } from "../booking-links/serialize-booking-link";
import type { BookingPageWithOwner } from "../contract/booking-pages";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusablePage } from "../db/reusable-query";
import { bookingPages, memberships, users } from "../db/schema";

export interface PageFilter {
  id?: string;
  username?: string;
}

type PageRow = { page: typeof bookingPages.$inferSelect; user: BookingPageWithOwner["user"] };

/** The team's pages, with a condition on id and on username when the filter names them (placeholders). */
function pagesPage(byId: boolean, byUsername: boolean) {
  const where = (db: Db) =>
    and(
      inArray(
        bookingPages.userId,
        db
          .select({ id: memberships.userId })
          .from(memberships)
          .where(eq(memberships.workspaceId, sql.placeholder("workspaceId"))),
      ),
      byId ? eq(bookingPages.id, sql.placeholder("id")) : undefined,
      byUsername ? eq(bookingPages.username, sql.placeholder("username")) : undefined,
    );
  return reusablePage<PageRow>(`booking_pages${byId ? "_by_id" : ""}${byUsername ? "_by_username" : ""}`, {
    rows: (db) =>
      db
        .select({ page: bookingPages, user: { id: users.id, name: users.name, image: users.image } })
        .from(bookingPages)
        .innerJoin(users, eq(users.id, bookingPages.userId))
        .where(where(db))
        .orderBy(asc(sql`lower(${users.name})`), asc(bookingPages.username), asc(bookingPages.id))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset")),
    total: (db) => db.select({ n: count() }).from(bookingPages).where(where(db)),
  });
}

const pagesPages = [pagesPage(false, false), pagesPage(false, true), pagesPage(true, false), pagesPage(true, true)];

/** By owner's name, then username (ties on id). */
export async function listBookingPages(db: Db, workspaceId: WorkspaceId, filter: PageFilter, page: PageRequest) {
  const { id, username } = filter;
  const query = pagesPages[(id === undefined ? 0 : 2) + (username === undefined ? 0 : 1)]!;
  // Usernames are stored in lower case (seed and validation rules): /Olivia finds olivia.
  const { rows, total } = await query(db, { workspaceId, id, username: username?.toLowerCase() }, pageLimits(page));
  const data: BookingPageWithOwner[] = rows.map((row) => ({ ...serializeBookingPage(row.page), user: row.user }));
  return envelope(page, total, data);
}
