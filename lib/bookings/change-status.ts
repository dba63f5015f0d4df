// Cancel, decline and approve: a booking's status changes in one transaction
// with its holds (cancelled and declined bookings free their hosts' time at
// once) and, where the team keeps one, its audit event.
import { and, eq } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import type { AuditAction } from "../contract/audit-actions";
import type { Booking } from "../contract/bookings";
import type { WebhookEvent } from "../contract/webhooks";
import type { Db } from "../db/client";
import { bookingHolds, bookings } from "../db/schema";
import { recordChange, withdrawReminders } from "../notifications/booking-messages";
import type { BookingChange } from "../notifications/events";
import { normalizeText } from "../validation/human-text";
import { type ChangeActor, findVisibleBooking, lockTarget } from "./booking-access";
import { type BookingRow, toBooking } from "./booking-records";
import { requireActive, requireNotReplaced, requireNotStarted, requirePending } from "./booking-rules";
import { manageTokenKey } from "./manage-token";
import { change, notifiedBooking } from "./notify";

export interface ChangeResult {
  booking: Booking;
  /** Hosts whose time this change freed or took: their cached slots must go. */
  hostIds: string[];
}

interface ChangeContext {
  auth: AuthContext;
  now: number;
}

/** Cancels a booking; cancelling a cancelled booking answers it unchanged. */
export async function cancelBooking(
  db: Db,
  { auth, now }: ChangeContext,
  input: { bookingId?: string; manageToken?: string; reason?: string },
): Promise<ChangeResult> {
  const key = await manageTokenKey(db);
  return db.transaction(async (tx) => {
    const { row, actor, field } = await lockTarget(tx, auth, input, key, now);
    if (row.status === "CANCELLED") return unchanged(tx, row);
    requireActive(row, field);
    requireNotStarted(row, now, field);
    return end(tx, { auth, now }, row, { status: "CANCELLED", actor, reason: input.reason });
  });
}

/** Declines a booking awaiting approval; declining it again answers it unchanged. */
export async function declineBooking(db: Db, { auth, now }: ChangeContext, input: { bookingId: string; reason?: string }) {
  return db.transaction(async (tx) => {
    const row = await findVisibleBooking(tx, auth, input.bookingId, "bookingId", true);
    if (row.status === "DECLINED") return unchanged(tx, row);
    requirePending(row);
    requireNotStarted(row, now, "bookingId");
    return end(tx, { auth, now }, row, { status: "DECLINED", actor: { kind: "HOST", userId: auth.userId }, reason: input.reason });
  });
}

/** Confirms a booking awaiting approval; approving a confirmed one answers it unchanged. */
export async function approveBooking(db: Db, { auth, now }: ChangeContext, input: { bookingId: string }): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const row = await findVisibleBooking(tx, auth, input.bookingId, "bookingId", true);
    requireNotReplaced(row, "bookingId");
    if (row.status === "CONFIRMED") return unchanged(tx, row);
    requirePending(row);
    requireNotStarted(row, now, "bookingId");
    const [updated] = await tx
      .update(bookings)
      // Its invitation must come after whatever the event's UID sent last (a move awaiting approval took it off calendars).
      .set({ status: "CONFIRMED", icalSequence: row.icalSequence + 1, updatedAt: new Date(now) })
      .where(eq(bookings.id, row.id))
      .returning();
    await audit(tx, auth, now, updated!, "CALENDAR_EVENT_UPDATED", { kind: "HOST", userId: auth.userId });
    const booking = await toBooking(tx, updated!);
    await notify(tx, auth, now, updated!, booking, "booking.approved");
    return { booking, hostIds: [] };
  });
}

async function unchanged(tx: Db, row: BookingRow): Promise<ChangeResult> {
  return { booking: await toBooking(tx, row), hostIds: [] };
}

async function end(
  tx: Db,
  { auth, now }: ChangeContext,
  row: BookingRow,
  change: { status: "CANCELLED" | "DECLINED"; actor: ChangeActor; reason?: string },
): Promise<ChangeResult> {
  const at = new Date(now);
  const reason = change.reason === undefined ? null : normalizeText(change.reason) || null;
  const [updated] = await tx
    .update(bookings)
    .set({
      status: change.status,
      // A calendar cancel must come after the invitation it withdraws.
      icalSequence: row.icalSequence + 1,
      cancelledAt: at,
      cancellationReason: reason,
      cancelledBy: change.actor.kind,
      cancelledByUserId: change.actor.kind === "HOST" ? change.actor.userId : null,
      updatedAt: at,
    })
    .where(eq(bookings.id, row.id))
    .returning();
  const freed = await tx
    .update(bookingHolds)
    .set({ active: false })
    .where(and(eq(bookingHolds.bookingId, row.id), eq(bookingHolds.active, true)))
    .returning({ userId: bookingHolds.userId });
  await audit(tx, auth, now, updated!, "CALENDAR_EVENT_DELETED", change.actor);
  const booking = await toBooking(tx, updated!);
  const event = change.status === "DECLINED" ? "booking.declined" : "booking.cancelled";
  await notify(tx, auth, now, updated!, booking, event, { wasConfirmed: row.status === "CONFIRMED" });
  return { booking, hostIds: freed.map((h) => h.userId) };
}

/** The change, recorded for its messages in its transaction (lib/notifications). */
async function notify(
  tx: Db,
  auth: AuthContext,
  now: number,
  row: BookingRow,
  booking: Booking,
  event: WebhookEvent,
  extra: Partial<BookingChange> = {},
) {
  // A meeting that is off keeps none of its reminders: those not yet sent stop now (the fan-out withdraws them
  // again, with any its booking's fan-out made since); an approved one gets its own.
  if (event !== "booking.approved") await withdrawReminders(tx, row.icalUid ?? row.id);
  await recordChange(tx, { change: change(event, auth.workspaceId, now, await notifiedBooking(tx, row, booking), extra), data: booking });
}

/** The hosts' calendar event changed; an attendee's change is the system's doing, not the key holder's. */
export async function audit(tx: Db, auth: AuthContext, now: number, row: BookingRow, action: AuditAction, actor: ChangeActor) {
  await recordAuditEvents(tx, auth.workspaceId, [
    {
      action,
      actor: actor.kind === "HOST" ? { kind: "user", userId: actor.userId } : { kind: "system" },
      at: new Date(now),
      subject: { type: "booking", id: row.id, label: row.title },
    },
  ]);
}
