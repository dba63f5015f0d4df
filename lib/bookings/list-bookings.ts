// GET /v1/bookings: the bookings a member may see, filtered, by start time.
import { and, asc, count, eq, exists, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import type { ListBookingsQuery } from "../contract/bookings";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { bookingAttendees, bookingHolds, bookings } from "../db/schema";
import { AppError } from "../errors/app-error";
import { requireBookingReader, visibleTo } from "./booking-access";
import { toBookings } from "./booking-records";

export async function listBookings(db: Db, auth: AuthContext, query: ListBookingsQuery, page: PageRequest) {
  requireBookingReader(auth);
  const where = and(visibleTo(auth), ...filters(query));
  const [rows, [total]] = await Promise.all([
    db.select().from(bookings).where(where).orderBy(asc(bookings.startAt), asc(bookings.id)).limit(page.pageSize).offset(pageOffset(page)),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return envelope(page, total?.n ?? 0, await toBookings(db, rows));
}

function filters(query: ListBookingsQuery): SQL[] {
  const { bookingLinkId, hostUserId, status, startFrom, startTo, attendeeEmail } = query;
  if (startFrom && startTo && Date.parse(startTo) < Date.parse(startFrom)) {
    throw new AppError("VALIDATION_FAILED", "startTo must not be earlier than startFrom.", { field: "startTo" });
  }
  const where: SQL[] = [];
  if (bookingLinkId) where.push(eq(bookings.bookingLinkId, bookingLinkId));
  if (status) where.push(eq(bookings.status, status));
  if (startFrom) where.push(gte(bookings.startAt, new Date(startFrom)));
  if (startTo) where.push(lt(bookings.startAt, new Date(startTo)));
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
