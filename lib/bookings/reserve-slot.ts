// Slot reservations: a time held for one visitor while they fill in the
// booking form. A reservation is busy time of its hosts for everyone but its
// holder until it expires, so it is taken exactly like a booking: under the
// same slot locks, against busy time read under them (write-booking.ts), and
// a booking of the same host time waits for it and then sees it.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { pickDuration } from "../booking-links/get-booking-link";
import { loadBookingHolds } from "../booking-links/load-busy-intervals";
import { isBookable } from "../contract/booking-links";
import type { CreateSlotReservationInput } from "../contract/slot-reservations";
import type { Db } from "../db/client";
import { slotReservations } from "../db/schema";
import { AppError } from "../errors/app-error";
import { type BookingReads, requireOffered } from "./create-booking";
import { chooseHost, freeHostsUnderLocks, slotTaken } from "./write-booking";

/**
 * Live reservations one link may have at once. Past it, a reservation is
 * refused (the visitor books without a hold), so no client can hide more
 * than this many of a link's slots, however many holders it makes up.
 */
export const MAX_LIVE_RESERVATIONS_PER_LINK = 20;
/** Expired rows deleted by each new reservation; enough to keep up with any rate of reservations. */
const PRUNE_BATCH = 100;

export interface ReservationRequest {
  auth: AuthContext;
  input: CreateSlotReservationInput;
  now: number;
  /** How long the hold lasts (SLOT_HOLD_MINUTES). */
  holdMs: number;
  reads: BookingReads;
}

export interface ReservationResult {
  body: { id: string; start: string; end: string; expiresAt: string };
  /** Hosts whose busy time changed: those now held, and those of the holder's earlier reservation. */
  hostIds: string[];
}

export async function reserveSlot(db: Db, request: ReservationRequest): Promise<ReservationResult> {
  const { auth, input, now } = request;
  const link = await request.reads.link(db, auth.workspaceId, input.bookingLinkId, "bookingLinkId");
  if (!isBookable(link)) {
    throw new AppError("BOOKING_LINK_UNAVAILABLE", "This booking link is not taking bookings.", { field: "bookingLinkId" });
  }
  const duration = pickDuration(link, input.durationId);
  if (!duration) throw new AppError("UNKNOWN_DURATION", "durationId is not a duration of this booking link.", { field: "durationId" });
  const start = Date.parse(input.startDateTime);
  const slot = { durationMinutes: duration.durationInMinutes, rangeStart: start, rangeEnd: start, now, start };
  await requireOffered(db, link, slot);

  const { released, live } = await releaseAndCount(db, request);
  if (live >= MAX_LIVE_RESERVATIONS_PER_LINK) {
    throw new AppError("TOO_MANY_RESERVATIONS", "Too many times of this booking link are held right now; book without a hold.", {
      field: "bookingLinkId",
    });
  }
  const id = `rs_${randomUUID()}`;
  const end = start + duration.durationInMinutes * 60_000;
  const expiresAt = now + request.holdMs;
  const hostIds = await db.transaction(async (tx) => {
    // A reschedule's hold: the booking's own time is free for it, and its host is kept when free, as the move keeps it.
    const freed = input.excludeBookingId ? await loadBookingHolds(tx, auth.workspaceId, input.excludeBookingId) : undefined;
    const { free } = await freeHostsUnderLocks(tx, link, slot, undefined, freed);
    if (!free) throw slotTaken();
    const held = link.type === "COLLECTIVE_MULTI_USE" ? free : [chooseHost(link, free, [...(freed?.keys() ?? [])])];
    const holder = { apiKeyId: auth.apiKeyId, holder: input.holder, workspaceId: auth.workspaceId, bookingLinkId: link.id };
    const times = { startAt: new Date(start), endAt: new Date(end), expiresAt: new Date(expiresAt), createdAt: new Date(now) };
    await tx.insert(slotReservations).values(held.map((userId) => ({ id, userId, ...holder, ...times })));
    return held;
  });
  const iso = (ms: number) => new Date(ms).toISOString();
  return { body: { id, start: iso(start), end: iso(end), expiresAt: iso(expiresAt) }, hostIds: [...new Set([...hostIds, ...released])] };
}

/**
 * In one statement, before the slot's locks are taken (so that no row lock is
 * held while waiting for them): releases the holder's earlier reservation,
 * prunes expired rows nobody else is deleting, and counts the link's other
 * live reservations.
 */
async function releaseAndCount(db: Db, { auth, input, now }: ReservationRequest) {
  const at = new Date(now).toISOString();
  const mine = sql`api_key_id = ${auth.apiKeyId} and holder = ${input.holder}`;
  const result = (await db.execute(sql`
    with released as (delete from slot_reservations where ${mine} returning user_id),
    pruned as (
      delete from slot_reservations where ctid in (
        select ctid from slot_reservations where expires_at <= ${at}::timestamptz limit ${PRUNE_BATCH} for update skip locked
      )
    )
    select
      (select coalesce(array_agg(distinct user_id), '{}') from released) as released,
      (select count(distinct id) from slot_reservations
        where booking_link_id = ${input.bookingLinkId} and expires_at > ${at}::timestamptz and not (${mine}))::int as live
  `)) as unknown as { rows: { released: string[] | string; live: number }[] };
  const row = result.rows[0]!;
  return { released: pgArray(row.released), live: Number(row.live) };
}

/** node-postgres parses text[] into an array; PGlite may too, or answer the literal. */
function pgArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value === "{}" ? [] : value.slice(1, -1).split(",");
}

/** Releases a reservation of the key's team; unknown, expired and already released ones release nothing. */
export async function releaseReservation(db: Db, auth: AuthContext, reservationId: string): Promise<string[]> {
  const rows = await db
    .delete(slotReservations)
    .where(and(eq(slotReservations.id, reservationId), eq(slotReservations.workspaceId, auth.workspaceId)))
    .returning({ userId: slotReservations.userId });
  return rows.map((r) => r.userId);
}
