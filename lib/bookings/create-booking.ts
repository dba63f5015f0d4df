// Creates a booking through a booking link. The slot is re-checked inside a
// transaction that holds advisory locks on the hosts' time around it (see
// slot-locks.ts), and the database's exclusion constraint on booking_holds
// refuses any overlap that slips past, so two requests can never both take
// the same host's time.
import { randomUUID } from "node:crypto";
import { keepsAuditLog } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import type { WorkspaceId } from "../auth/workspace-id";
import type { Interval } from "../availability/intervals";
import { getBookingLink, type LoadedBookingLink } from "../booking-links/get-booking-link";
import { busySpan, type SlotRequest, slotsForLink } from "../booking-links/link-slots";
import type { CreateBookingInput } from "../contract/bookings";
import type { Db } from "../db/client";
import { EXCLUSION_VIOLATION, isDatabaseUnavailable, sqlState, UNIQUE_VIOLATION } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { checkBookingRequest } from "./check-booking-request";
import { type ClientKind, findIdempotentResponse, hashRequest, type IdempotencyScope } from "./idempotency";
import { holdSlotAndWrite, slotTaken } from "./write-booking";

export interface BookingRequest {
  /** The member whose API key sent the request. */
  auth: AuthContext;
  client: ClientKind;
  input: CreateBookingInput;
  now: number;
  idempotencyKey?: string;
  /** Where links and audit settings are read; the database by default, the API's caches in production. */
  reads?: BookingReads;
}

export interface CreateBookingResult {
  body: { id: string };
  /** True when an earlier request with the same Idempotency-Key made this booking. */
  replayed: boolean;
  /** Hosts whose busy time this request changed: taken, or freed from its reservation (none for a replay). */
  hostIds: string[];
}

/** What a booking reads that bookings do not change; the API serves them from its caches. */
export interface BookingReads {
  /** A workspace's link by id, or NOT_FOUND naming `field`. */
  link(db: Db, workspaceId: WorkspaceId, linkId: string, field: string): Promise<LoadedBookingLink>;
  keepsAuditLog(db: Db, workspaceId: WorkspaceId): Promise<boolean>;
  /**
   * Hosts' busy time over a span read from their calendar servers now, within a short deadline (lib/calendars): a
   * meeting made there since the last refresh refuses the time. Hosts with no answer in time are left out.
   */
  liveBusy?(db: Db, userIds: string[], span: [Date, Date]): Promise<Map<string, Interval[]>>;
}

/** The hosts' live busy time around the slot, where the reads can tell it. */
export function readLiveBusy(db: Db, reads: BookingReads, link: LoadedBookingLink, slot: SlotRequest) {
  return reads.liveBusy?.(
    db,
    link.hosts.map((h) => h.userId),
    busySpan(link, slot),
  );
}

const fromDatabase: BookingReads = { link: getBookingLink, keepsAuditLog };

export async function createBooking(db: Db, request: BookingRequest): Promise<CreateBookingResult> {
  const { auth, input, now, idempotencyKey, reads = fromDatabase } = request;
  const idempotency: IdempotencyScope | undefined = idempotencyKey
    ? { apiKeyId: auth.apiKeyId, client: request.client, key: idempotencyKey, requestHash: hashRequest(input) }
    : undefined;
  const replay = idempotency && (await findIdempotentResponse(db, idempotency));
  if (replay) return { body: replay, replayed: true, hostIds: [] };

  const link = await reads.link(db, auth.workspaceId, input.bookingLinkId, "bookingLinkId");
  const { duration, answers } = checkBookingRequest(link, input);
  const start = Date.parse(input.startDateTime);
  const slot = {
    durationMinutes: duration.durationInMinutes,
    rangeStart: start,
    rangeEnd: start,
    now,
    start,
    end: start + duration.durationInMinutes * 60_000,
  };
  await requireOffered(db, link, slot);
  // Outside the transaction: its locks are not held while calendar servers answer.
  const [keepsLog, liveBusy] = await Promise.all([reads.keepsAuditLog(db, auth.workspaceId), readLiveBusy(db, reads, link, slot)]);
  const booking = {
    id: `bk_${randomUUID()}`,
    auth,
    link,
    durationId: duration.id,
    input,
    answers,
    slot,
    keepsAuditLog: keepsLog,
    idempotency,
    liveBusy,
  };

  let committing = false;
  try {
    // BEGIN, then the locks and the busy time read under them in one call, the
    // rows in one statement, COMMIT: the locks, which every booking near this
    // time of these hosts waits for, are held for three round trips.
    const hostIds = await db.transaction(async (tx) => {
      const taken = await holdSlotAndWrite(tx, booking);
      committing = true;
      return taken;
    });
    return { body: { id: booking.id }, replayed: false, hostIds };
  } catch (error) {
    // The connection went away while COMMIT was under way: the booking may or may not exist.
    if (committing && isDatabaseUnavailable(error)) throw outcomeUnknown(idempotencyKey);
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION) throw slotTaken();
    // A concurrent request with the same key finished first.
    const replayed = state === UNIQUE_VIOLATION && idempotency && (await findIdempotentResponse(db, idempotency));
    if (replayed) return { body: replayed, replayed: true, hostIds: [] };
    throw error;
  }
}

/**
 * Off the grid, in the past, inside the notice period, past the horizon or
 * outside every schedule: the time was never on offer (busy time aside).
 */
export async function requireOffered(db: Db, link: LoadedBookingLink, slot: SlotRequest & { start: number }): Promise<void> {
  const offered = await slotsForLink(db, link, { ...slot, withBusyTimes: false });
  if (!offered.some((s) => s.start === slot.start)) {
    throw new AppError("SLOT_NOT_OFFERED", "startDateTime is not one of this link's time slots.", { field: "startDateTime" });
  }
}

const outcomeUnknown = (idempotencyKey: string | undefined) =>
  new AppError(
    "COMMIT_OUTCOME_UNKNOWN",
    idempotencyKey
      ? "The database went away while this booking was being saved, so it may or may not exist. Retry with the same Idempotency-Key: the answer will be the booking if it was saved, or a new attempt if it was not."
      : "The database went away while this booking was being saved, so it may or may not exist. Send an Idempotency-Key with bookings to be able to find out by retrying.",
    { headers: { "retry-after": "5" } },
  );
