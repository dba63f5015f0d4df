// Inside the booking's transaction: the hosts' time read under their slot
// locks, the slot checked once more, a host chosen, and every row written in
// one statement.
import { and, eq, sql } from "drizzle-orm";
import { auditEventRow } from "../audit/record-audit-event";
import type { Interval } from "../availability/intervals";
import type { LoadedBookingLink } from "../booking-links/get-booking-link";
import { busyFilters, busySpan, type SlotRequest, slotsForLink } from "../booking-links/link-slots";
import { loadHoldsAndEvents, mergeBusy, withoutHolds } from "../booking-links/load-busy-intervals";
import type { Db } from "../db/client";
import { auditEvents, bookingAttendees, bookingHolds, bookings, idempotencyKeys, slotReservations } from "../db/schema";
import { AppError } from "../errors/app-error";
import { storedUtm } from "../validation/utm";
import { idempotencyRow } from "./idempotency";
import type { NewBooking } from "./new-booking";
import { firstLocation, newBookingMessages } from "./new-booking-messages";
import { slotLocks } from "./slot-locks";

export const slotTaken = () => new AppError("SLOT_UNAVAILABLE", "This time slot is no longer available.", { field: "startDateTime" });

/**
 * Holds the slot and writes the booking; returns the hosts whose busy time it
 * changed: those whose time it took, and those its own reservation held (the
 * booking consumes it).
 */
export async function holdSlotAndWrite(tx: Db, booking: NewBooking): Promise<string[]> {
  const { id, link, slot } = booking;
  // First, so that a concurrent request with the same key waits here for this transaction and then replays its outcome.
  if (booking.idempotency) await tx.insert(idempotencyKeys).values(idempotencyRow(booking.idempotency, { id }));
  // The booker's own reservation is free for it; everyone else's counts as busy.
  const { free, ownHostIds } = await freeHostsUnderLocks(tx, link, slot, booking.input.reservationId, undefined, booking.liveBusy);
  if (!free) throw slotTaken();
  const preferred = booking.replaces?.hostIds ?? ownHostIds;
  const hostIds = link.type === "COLLECTIVE_MULTI_USE" ? free : [chooseHost(link, free, preferred)];
  await insertRows(tx, booking, hostIds);
  return [...new Set([...hostIds, ...ownHostIds])];
}

/**
 * Takes the slot's locks, reads its hosts' busy time under them (one round
 * trip), and answers the hosts free at its start (undefined: none), and
 * those `ownReservationId` holds, which count as free. Bookings and slot
 * reservations both take their time through here.
 */
export async function freeHostsUnderLocks(
  tx: Db,
  link: LoadedBookingLink,
  slot: SlotRequest & { start: number },
  ownReservationId?: string,
  /** Holds that count as free: a rescheduled booking's own (loadBookingHolds). */
  freed?: Map<string, Interval[]>,
  /** Busy time read from hosts' calendar servers just before, counted with what is stored. */
  liveBusy?: Map<string, Interval[]>,
): Promise<{ free?: string[]; ownHostIds: string[] }> {
  const hosts = busyFilters(link);
  const span = busySpan(link, slot);
  const locks = slotLocks(
    hosts.map((h) => h.userId),
    span[0].getTime(),
    span[1].getTime(),
  );
  const busy = await loadHoldsAndEvents(tx, hosts, ...span, { now: slot.now, locks, ownReservationId });
  // With busy time given, slotsForLink reads nothing from the database.
  const holds = freed ? withoutHolds(busy.holds, freed) : busy.holds;
  const stored = mergeBusy(mergeBusy(busy.events, holds), busy.reservations);
  const all = liveBusy ? mergeBusy(stored, liveBusy) : stored;
  const free = (await slotsForLink(tx, link, { ...slot, busy: all })).find((s) => s.start === slot.start)?.hostIds;
  return { free, ownHostIds: busy.ownHostIds };
}

/** The booking, its attendees, its holds and (where the team keeps one) its audit event, in one round trip. */
async function insertRows(tx: Db, booking: NewBooking, hostIds: string[]): Promise<void> {
  const { id, auth, link, input, slot } = booking;
  const scheduler = input.attendees.find((a) => !a.isGuest)!;
  const title = eventName(link, scheduler.name, hostIds[0]!);
  const [startAt, endAt] = [new Date(slot.start), new Date(slot.end)];
  const status = booking.replaces?.status ?? (link.requireEventApproval ? "PENDING" : "CONFIRMED");
  const ical = booking.replaces
    ? { uid: booking.replaces.ical.uid, sequence: booking.replaces.ical.sequence + 1 }
    : { uid: id, sequence: 0 };
  const rows = tx.insert(bookings).values({
    id,
    workspaceId: auth.workspaceId,
    bookingLinkId: link.id,
    durationId: booking.durationId,
    // Pending bookings hold their hosts' time too, until declined.
    status,
    title,
    startAt,
    endAt,
    timeZone: input.timezone,
    customFieldResponses: booking.answers,
    createdByUserId: auth.userId,
    location: firstLocation(link),
    utm: storedUtm(input.utm),
    // The service's clock, as the webhook payload written beside it says.
    createdAt: new Date(slot.now),
    updatedAt: new Date(slot.now),
    rescheduledFromId: booking.replaces?.id ?? null,
    icalUid: ical.uid,
    icalSequence: ical.sequence,
  });
  const attendees = tx.insert(bookingAttendees).values(input.attendees.map((a, i) => ({ id: `${id}-${i}`, bookingId: id, ...a })));
  const holds = tx
    .insert(bookingHolds)
    .values(hostIds.map((userId) => ({ bookingId: id, userId, workspaceId: auth.workspaceId, startAt, endAt })));
  const audit = tx.insert(auditEvents).values(
    auditEventRow({
      workspaceId: auth.workspaceId,
      action: booking.replaces ? "CALENDAR_EVENT_UPDATED" : "CALENDAR_EVENT_CREATED",
      actor: booking.actor ?? { kind: "user", userId: auth.userId },
      at: new Date(slot.now),
      subject: { type: "booking", id, label: title },
    }),
  );
  // The booking consumes its reservation (of this team only), whichever slot it held.
  const reservationId = input.reservationId;
  const consumed =
    reservationId &&
    tx.delete(slotReservations).where(and(eq(slotReservations.id, reservationId), eq(slotReservations.workspaceId, auth.workspaceId)));
  const messages = newBookingMessages(tx, booking, { title, status, startAt, endAt, ical }, hostIds);
  // One statement: foreign keys between them are checked at its end.
  const parts = [rows, attendees, holds, ...(booking.keepsAuditLog ? [audit] : []), ...(consumed ? [consumed] : [])].map((q) => q.getSQL());
  parts.push(messages);
  const last = parts.pop()!;
  const ctes = sql.join(
    parts.map((part, i) => sql`${sql.raw(`s${i}`)} as (${part})`),
    sql`, `,
  );
  await tx.execute(sql`with ${ctes} ${last}`);
}

/**
 * A rescheduled meeting keeps its host when they are free, and a booking the
 * host its reservation held; otherwise, the organizer when free, then the
 * first free host in the link's order.
 */
export function chooseHost(link: LoadedBookingLink, freeHostIds: string[], previous: string[] = []): string {
  const kept = previous.find((id) => freeHostIds.includes(id));
  if (kept) return kept;
  const ordered = link.hosts.map((h) => h.userId).filter((id) => freeHostIds.includes(id));
  return ordered[0]!;
}

/**
 * The link's event name template with its placeholders filled. One pass with a
 * replacer function: names go in literally, so neither `$'` or `$&` in a name
 * (replacement patterns of a string replacement) nor a `{{organizer}}` typed
 * as a name is expanded.
 */
function eventName(link: LoadedBookingLink, schedulerName: string, organizerId: string): string {
  const names = {
    scheduler: schedulerName,
    organizer: link.hosts.find((h) => h.userId === organizerId)?.user.name ?? "",
  };
  const title = link.eventNameTemplate.replace(
    /\{\{\s*(scheduler|organizer)\s*\}\}/g,
    (_placeholder, name: keyof typeof names) => names[name],
  );
  // 500 characters counted in code points, so that no emoji is cut in half (its lone half would be stored as U+FFFD).
  return Array.from(title).slice(0, 500).join("");
}
