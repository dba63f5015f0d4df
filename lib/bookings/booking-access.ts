// Who may see and change which booking. OWNER and ADMIN: every booking of the
// team. MEMBER: the bookings they host and those of the links they own.
// BILLING_ONLY: none. A booking the caller may not see reads exactly like
// one that does not exist, as does any other team's. Whoever holds a
// booking's manage token acts as its attendee, whatever the key's role.
import { and, eq, exists, or, type SQL, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { hasRole, ROLES_ALLOWED, requireRole } from "../auth/require-role";
import type { Db } from "../db/client";
import { bookingHolds, bookingLinks, bookings } from "../db/schema";
import { AppError, notFound } from "../errors/app-error";
import type { BookingRow } from "./booking-records";
import { readManageToken } from "./manage-token";

/** Longer chains of reschedules than this are not followed (each reschedule adds one). */
const MAX_CHAIN = 100;

export function requireBookingReader(auth: AuthContext): void {
  requireRole(auth, ROLES_ALLOWED.readBookings, "Reading bookings");
}

/** Whether the key's member sees every booking of the team, not only those they host or whose link they own. */
export const seesAllBookings = (auth: AuthContext): boolean => hasRole(auth, ROLES_ALLOWED.readAllBookings);

/** The bookings this key's member may see and change, as a condition on `bookings`. */
export function visibleTo(auth: AuthContext): SQL {
  const team = eq(bookings.workspaceId, auth.workspaceId);
  if (seesAllBookings(auth)) return team;
  const hosts = exists(
    sql`(select 1 from ${bookingHolds} where ${bookingHolds.bookingId} = ${bookings.id} and ${bookingHolds.userId} = ${auth.userId})`,
  );
  const ownsLink = exists(
    sql`(select 1 from ${bookingLinks} where ${bookingLinks.id} = ${bookings.bookingLinkId} and ${bookingLinks.userId} = ${auth.userId})`,
  );
  return and(team, or(hosts, ownsLink))!;
}

/** One booking this member may see; FOR UPDATE inside a change's transaction. */
export async function findVisibleBooking(db: Db, auth: AuthContext, id: string, field: string, lock = false): Promise<BookingRow> {
  requireBookingReader(auth);
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), visibleTo(auth)));
  const [row] = lock ? await query.for("update", { of: bookings }) : await query;
  if (!row) throw notFound("Booking", field);
  return row;
}

/** Who asked for a change: a team member by id, or the attendee by manage token. */
export type ChangeActor = { kind: "HOST"; userId: string } | { kind: "ATTENDEE" };

export interface ChangeTarget {
  row: BookingRow;
  actor: ChangeActor;
  field: "bookingId" | "manageToken";
}

/** The booking a change names, locked for the change's transaction. */
export async function lockTarget(
  tx: Db,
  auth: AuthContext,
  target: { bookingId?: string; manageToken?: string },
  key: string,
  now: number,
  /** false: only read it (a look before the transaction that locks it). */
  lock = true,
): Promise<ChangeTarget> {
  if (target.bookingId !== undefined) {
    const row = await findVisibleBooking(tx, auth, target.bookingId, "bookingId", lock);
    return { row, actor: { kind: "HOST", userId: auth.userId }, field: "bookingId" };
  }
  const row = await followManageToken(tx, auth, target.manageToken!, key, now, lock);
  return { row, actor: { kind: "ATTENDEE" }, field: "manageToken" };
}

/**
 * The booking a manage token stands for now: the latest replacement of the
 * one it was given for. Unknown, forged, revoked and other teams' tokens are
 * all NOT_FOUND; once the current booking has ended, MANAGE_TOKEN_EXPIRED.
 */
export async function followManageToken(tx: Db, auth: AuthContext, token: string, key: string, now: number, lock = false) {
  const named = readManageToken(key, token);
  const invalid = () => notFound("Manage token", "manageToken");
  if (!named) throw invalid();
  let row = await bookingInTeam(tx, auth, named.bookingId, lock);
  if (!row || row.manageTokenVersion !== named.version) throw invalid();
  for (let hops = 0; row.rescheduledToId && hops < MAX_CHAIN; hops++) {
    row = (await bookingInTeam(tx, auth, row.rescheduledToId, lock)) ?? row;
  }
  if (row.endAt.getTime() <= now) {
    throw new AppError("MANAGE_TOKEN_EXPIRED", "This booking has ended; its manage token no longer works.", { field: "manageToken" });
  }
  return row;
}

/**
 * Every booking of the chain of reschedules `row` belongs to, oldest first,
 * each locked FOR UPDATE in that order: the order followManageToken locks them
 * in, so that the two cannot deadlock.
 */
export async function lockRescheduleChain(tx: Db, auth: AuthContext, row: BookingRow): Promise<BookingRow[]> {
  let first = row;
  // Where a booking came from never changes, so the way back needs no locks.
  for (let hops = 0; first.rescheduledFromId && hops < MAX_CHAIN; hops++) {
    const previous = await bookingInTeam(tx, auth, first.rescheduledFromId, false);
    if (!previous) break;
    first = previous;
  }
  const chain: BookingRow[] = [];
  let next = await bookingInTeam(tx, auth, first.id, true);
  while (next && chain.length <= 2 * MAX_CHAIN) {
    chain.push(next);
    next = next.rescheduledToId ? await bookingInTeam(tx, auth, next.rescheduledToId, true) : undefined;
  }
  return chain;
}

async function bookingInTeam(tx: Db, auth: AuthContext, id: string, lock: boolean): Promise<BookingRow | undefined> {
  const query = tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.workspaceId, auth.workspaceId)));
  return (lock ? await query.for("update") : await query)[0];
}
