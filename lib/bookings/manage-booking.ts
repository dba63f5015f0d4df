// The attendee's side: the booking a manage token stands for, and revoking
// a booking's tokens.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import { findVisibleBooking, followManageToken, lockRescheduleChain } from "./booking-access";
import { toBooking } from "./booking-records";
import { manageTokenKey, signManageToken } from "./manage-token";

export async function findByManageToken(db: Db, auth: AuthContext, token: string, now: number) {
  const key = await manageTokenKey(db);
  const row = await followManageToken(db, auth, token, key, now);
  return {
    booking: await toBooking(db, row),
    manageToken: signManageToken(key, row.id, row.manageTokenVersion),
    expiresAt: row.endAt.toISOString(),
  };
}

/**
 * Raises the token version of the booking and of every booking it replaced or
 * was replaced by: a token follows its booking through reschedules, so one
 * given out for any of them reaches this meeting, and each stops working.
 */
export async function reissueManageToken(db: Db, auth: AuthContext, bookingId: string, now: number) {
  const key = await manageTokenKey(db);
  return db.transaction(async (tx) => {
    const row = await findVisibleBooking(tx, auth, bookingId, "bookingId");
    const chain = await lockRescheduleChain(tx, auth, row);
    const updated = await tx
      .update(bookings)
      .set({ manageTokenVersion: sql`${bookings.manageTokenVersion} + 1`, updatedAt: new Date(now) })
      .where(
        and(
          eq(bookings.workspaceId, auth.workspaceId),
          inArray(
            bookings.id,
            chain.map((b) => b.id),
          ),
        ),
      )
      .returning({ id: bookings.id, version: bookings.manageTokenVersion });
    const version = updated.find((b) => b.id === row.id)!.version;
    return { manageToken: signManageToken(key, row.id, version) };
  });
}

/** The current manage token of a booking (for a replayed creation, whose token may have been reissued since). */
export async function manageTokenFor(db: Db, bookingId: string): Promise<string | undefined> {
  const [row] = await db.select({ version: bookings.manageTokenVersion }).from(bookings).where(eq(bookings.id, bookingId));
  return row && signManageToken(await manageTokenKey(db), bookingId, row.version);
}
