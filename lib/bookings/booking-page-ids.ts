// Which bookings are on a page of GET /v1/bookings, and how many the list holds, read from indexes and kept totals
// so that a deep page costs about what the first does (docs/queries.md).
import { and, asc, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import type { ListBookingsQuery } from "../contract/bookings";
import { type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { bookingHolds, bookings, bookingTotals, bookingWeekTotals } from "../db/schema";
import { pageIdsFromWeek } from "../db/week-walk";
import { AppError } from "../errors/app-error";
import { seesAllBookings } from "./booking-access";

type Booking = typeof bookings.$inferSelect;

/** How a list is cut: the team's (by status or not) from weekly totals, a host's from their holds alone, or by filter. */
export type ListShape = "team" | "host" | "filtered";

export function listShape(auth: AuthContext, query: ListBookingsQuery): ListShape {
  const { bookingLinkId, hostUserId, status, attendeeEmail, startFrom, startTo } = query;
  if (!seesAllBookings(auth) || bookingLinkId || attendeeEmail) return "filtered";
  if (hostUserId) return status ? "filtered" : "host";
  return startFrom || startTo ? "filtered" : "team";
}

/**
 * The team's page: the kept weekly totals place the page's first booking in its UTC week, and the index walk starts
 * there (lib/db/week-walk.ts). Before, page 5,000 walked half a million index entries (91 ms).
 */
export function teamPageIds(auth: AuthContext, status: string | undefined, page: PageRequest): SQL {
  const weeks = bookingWeekTotals;
  return pageIdsFromWeek({
    weeks: sql`select ${weeks.week} as week, sum(${weeks.n})::bigint as n from ${weeks}
      where ${and(eq(weeks.workspaceId, auth.workspaceId), status ? eq(weeks.status, status) : undefined)} group by 1`,
    table: bookings,
    id: bookings.id,
    at: bookings.startAt,
    where: and(eq(bookings.workspaceId, auth.workspaceId), status ? eq(bookings.status, status as Booking["status"]) : undefined),
    newestFirst: false,
    offset: pageOffset(page),
    limit: page.pageSize,
  });
}

/** A host's holds in the team, in the list's order (a hold starts when its booking does), from one index alone. */
function hostHeld(auth: AuthContext, hostUserId: string, query: ListBookingsQuery): SQL | undefined {
  return and(eq(bookingHolds.userId, hostUserId), eq(bookingHolds.workspaceId, auth.workspaceId), ...startsIn(bookingHolds.startAt, query));
}

/** startFrom ≤ start < startTo, where given. */
export function startsIn(start: typeof bookings.startAt | typeof bookingHolds.startAt, { startFrom, startTo }: ListBookingsQuery): SQL[] {
  if (startFrom && startTo && Date.parse(startTo) < Date.parse(startFrom)) {
    throw new AppError("VALIDATION_FAILED", "startTo must not be earlier than startFrom.", { field: "startTo" });
  }
  const where: SQL[] = [];
  if (startFrom) where.push(gte(start, new Date(startFrom)));
  if (startTo) where.push(lt(start, new Date(startTo)));
  return where;
}

export function hostPageIds(db: Db, auth: AuthContext, hostUserId: string, query: ListBookingsQuery, page: PageRequest) {
  return db
    .select({ id: bookingHolds.bookingId })
    .from(bookingHolds)
    .where(hostHeld(auth, hostUserId, query))
    .orderBy(asc(bookingHolds.startAt), asc(bookingHolds.bookingId))
    .limit(page.pageSize)
    .offset(pageOffset(page));
}

/** The exact total of a "team" or "host" list: kept totals, or the host's holds counted from their index. */
export async function shapedTotal(db: Db, auth: AuthContext, query: ListBookingsQuery, shape: "team" | "host"): Promise<number> {
  const { hostUserId } = query;
  if (shape === "host" && hostUserId) {
    const [row] = await db
      .select({ n: count() })
      .from(bookingHolds)
      .where(hostHeld(auth, hostUserId, query));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<string | null>`sum(${bookingTotals.n})` })
    .from(bookingTotals)
    .where(and(eq(bookingTotals.workspaceId, auth.workspaceId), query.status ? eq(bookingTotals.status, query.status) : undefined));
  return Number(row?.n ?? 0);
}
