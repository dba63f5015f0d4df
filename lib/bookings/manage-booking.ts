// The attendee's side: the booking a manage token stands for, and revoking
// a booking's tokens.
import { eq, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import { findVisibleBooking, followManageToken } from "./booking-access";
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

/** Raises the booking's token version: every token given out before stops working. */
export async function reissueManageToken(db: Db, auth: AuthContext, bookingId: string, now: number) {
  const key = await manageTokenKey(db);
  return db.transaction(async (tx) => {
    const row = await findVisibleBooking(tx, auth, bookingId, "bookingId", true);
    const [updated] = await tx
      .update(bookings)
      .set({ manageTokenVersion: sql`${bookings.manageTokenVersion} + 1`, updatedAt: new Date(now) })
      .where(eq(bookings.id, row.id))
      .returning({ version: bookings.manageTokenVersion });
    return { manageToken: signManageToken(key, row.id, updated!.version) };
  });
}

/** The current manage token of a booking (for a replayed creation, whose token may have been reissued since). */
export async function manageTokenFor(db: Db, bookingId: string): Promise<string | undefined> {
  const [row] = await db.select({ version: bookings.manageTokenVersion }).from(bookings).where(eq(bookings.id, bookingId));
  return row && signManageToken(await manageTokenKey(db), bookingId, row.version);
}
