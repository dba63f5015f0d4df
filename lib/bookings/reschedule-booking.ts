// Moves a booking to a new time, atomically: in one transaction the booking's
// row is locked, its holds released, the new time checked under the slot
// locks and held under the same exclusion constraint as any booking, the
// replacement written and the old booking marked RESCHEDULED with a link to
// it. Any failure rolls all of it back, leaving the original untouched.
// Releasing first is what lets a meeting move into its own time or buffer.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { pickDuration } from "../booking-links/get-booking-link";
import { slotsForLink } from "../booking-links/link-slots";
import { isBookable } from "../contract/booking-links";
import type { Db } from "../db/client";
import { bookingAttendees, bookingHolds, bookings } from "../db/schema";
import { EXCLUSION_VIOLATION, sqlState } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { withdrawReminders } from "../notifications/booking-messages";
import type { Utm } from "../validation/utm";
import { type ChangeActor, type ChangeTarget, lockTarget } from "./booking-access";
import { type BookingRow, byPosition, toBooking } from "./booking-records";
import { requireActive, requireNotStarted } from "./booking-rules";
import type { ChangeResult } from "./change-status";
import { type BookingReads, readLiveBusy } from "./create-booking";
import { manageTokenKey } from "./manage-token";
import type { NewBooking } from "./new-booking";
import { holdSlotAndWrite, slotTaken } from "./write-booking";

export interface RescheduleInput {
  bookingId?: string;
  manageToken?: string;
  startDateTime: string;
  durationId?: string;
  /** The mover's reservation of the new time: free for this move, which consumes it. */
  reservationId?: string;
}

interface RescheduleContext {
  auth: AuthContext;
  now: number;
  reads: BookingReads;
}

/** Answers the replacement booking, and every host whose time was freed or taken. */
export async function rescheduleBooking(db: Db, context: RescheduleContext, input: RescheduleInput): Promise<ChangeResult> {
  const key = await manageTokenKey(db);
  const [keepsAuditLog, liveBusy] = await Promise.all([
    context.reads.keepsAuditLog(db, context.auth.workspaceId),
    liveBusyForMove(db, context, input, key),
  ]);
  try {
    return await db.transaction(async (tx) => {
      const target = await lockTarget(tx, context.auth, input, key, context.now);
      requireActive(target.row, target.field);
      requireNotStarted(target.row, context.now, target.field);
      const replacement = await planReplacement(tx, context, target, input);
      const released = await tx
        .update(bookingHolds)
        .set({ active: false })
        .where(and(eq(bookingHolds.bookingId, target.row.id), eq(bookingHolds.active, true)))
        .returning({ userId: bookingHolds.userId });
      const previousHosts = released.map((h) => h.userId);
      // The replacement schedules its own reminders.
      await withdrawReminders(tx, target.row.icalUid ?? target.row.id);
      const attendees = await tx.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, target.row.id));
      attendees.sort(byPosition);
      const taken = await holdSlotAndWrite(tx, {
        ...replacement,
        keepsAuditLog,
        liveBusy,
        input: { ...replacement.input, attendees: attendees.map(({ name, email, isGuest }) => ({ name, email, isGuest })) },
        replaces: {
          id: target.row.id,
          status: replacement.status,
          wasConfirmed: target.row.status === "CONFIRMED",
          hostIds: previousHosts,
          previous: { start: target.row.startAt.toISOString(), end: target.row.endAt.toISOString(), title: target.row.title },
          ical: { uid: target.row.icalUid ?? target.row.id, sequence: target.row.icalSequence },
        },
      });
      await tx
        .update(bookings)
        .set({ status: "RESCHEDULED", rescheduledToId: replacement.id, updatedAt: new Date(context.now) })
        .where(eq(bookings.id, target.row.id));
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, replacement.id));
      return { booking: await toBooking(tx, row!), hostIds: [...new Set([...previousHosts, ...taken])] };
    });
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw slotTaken();
    throw error;
  }
}

/**
 * The hosts' busy time around the new time read from their calendar servers, before the transaction (whose locks
 * are not held while they answer); undefined where it cannot be told yet: the transaction refuses what it must.
 */
async function liveBusyForMove(db: Db, context: RescheduleContext, input: RescheduleInput, key: string) {
  if (!context.reads.liveBusy) return undefined;
  try {
    const { row, field } = await lockTarget(db, context.auth, input, key, context.now, false);
    const link = await context.reads.link(db, context.auth.workspaceId, row.bookingLinkId, field);
    const duration = pickDuration(link, input.durationId ?? row.durationId);
    const start = Date.parse(input.startDateTime);
    if (!duration || Number.isNaN(start)) return undefined;
    return await readLiveBusy(db, context.reads, link, {
      durationMinutes: duration.durationInMinutes,
      rangeStart: start,
      rangeEnd: start,
      now: context.now,
    });
  } catch {
    return undefined;
  }
}

type PlannedReplacement = Omit<NewBooking, "keepsAuditLog" | "replaces"> & { status: "PENDING" | "CONFIRMED" };

/** The new time checked against the link's current rules, as for a new booking, before any busy time is read. */
async function planReplacement(
  tx: Db,
  { auth, now, reads }: RescheduleContext,
  { row, actor, field }: ChangeTarget,
  input: RescheduleInput,
): Promise<PlannedReplacement> {
  const link = await reads.link(tx, auth.workspaceId, row.bookingLinkId, field);
  if (!isBookable(link)) {
    throw new AppError("BOOKING_LINK_UNAVAILABLE", "This booking's link is not taking bookings.", { field });
  }
  const duration = pickDuration(link, input.durationId ?? row.durationId);
  if (!duration) throw new AppError("UNKNOWN_DURATION", "durationId is not a duration of this booking's link.", { field: "durationId" });
  const start = Date.parse(input.startDateTime);
  const end = start + duration.durationInMinutes * 60_000;
  if (start === row.startAt.getTime() && end === row.endAt.getTime()) {
    throw new AppError("VALIDATION_FAILED", "startDateTime and the duration are the booking's own; nothing would change.", {
      field: "startDateTime",
    });
  }
  const slot = { durationMinutes: duration.durationInMinutes, rangeStart: start, rangeEnd: start, now, start, end };
  const offered = await slotsForLink(tx, link, { ...slot, withBusyTimes: false });
  if (!offered.some((s) => s.start === start)) {
    throw new AppError("SLOT_NOT_OFFERED", "startDateTime is not one of this link's time slots.", { field: "startDateTime" });
  }
  return {
    id: `bk_${randomUUID()}`,
    auth,
    link,
    durationId: duration.id,
    input: {
      bookingLinkId: link.id,
      startDateTime: input.startDateTime,
      timezone: row.timeZone,
      attendees: [],
      customFieldResponses: [],
      // The replacement keeps the booking's attribution: a moved meeting still came from the same campaign.
      utm: (row.utm as Utm | null) ?? undefined,
      reservationId: input.reservationId,
    },
    answers: row.customFieldResponses,
    slot,
    actor: actor.kind === "HOST" ? { kind: "user", userId: actor.userId } : { kind: "system" },
    status: newStatus(row, actor, link.requireEventApproval),
  };
}

/** A host's move keeps the status; an attendee's needs approval again where the link asks for it. */
function newStatus(row: BookingRow, actor: ChangeActor, requiresApproval: boolean): "PENDING" | "CONFIRMED" {
  if (actor.kind === "HOST") return row.status === "PENDING" ? "PENDING" : "CONFIRMED";
  return requiresApproval || row.status === "PENDING" ? "PENDING" : "CONFIRMED";
}
