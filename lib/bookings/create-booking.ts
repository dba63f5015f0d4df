// Creates a booking through a booking link. The slot is re-checked inside a
// transaction that holds advisory locks on the hosts' time around it (see
// slot-locks.ts), and the database's exclusion constraint on booking_holds
// refuses any overlap that slips past, so two requests can never both take
// the same host's time.
import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { auditEventRow, keepsAuditLog } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import type { WorkspaceId } from "../auth/workspace-id";
import { getBookingLink, type LoadedBookingLink, pickDuration } from "../booking-links/get-booking-link";
import { busyFilters, busySpan, slotsForLink } from "../booking-links/link-slots";
import { loadHoldsAndEvents, mergeBusy } from "../booking-links/load-busy-intervals";
import { isBookable } from "../contract/booking-links";
import type { CreateBookingInput } from "../contract/bookings";
import type { Db } from "../db/client";
import { auditEvents, bookingAttendees, bookingHolds, bookings, idempotencyKeys } from "../db/schema";
import { EXCLUSION_VIOLATION, isDatabaseUnavailable, sqlState, UNIQUE_VIOLATION } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { checkAttendees, checkCustomFieldResponses } from "./check-booking-request";
import { slotLocks } from "./slot-locks";

/** Which kind of client sent the request: Idempotency-Keys are an API key's and a client kind's alone. */
export type ClientKind = "booking-app" | "integration";

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
  /** Hosts whose time this request took (none for a replay). */
  hostIds: string[];
}

/** What a booking reads that bookings do not change; the API serves them from its caches. */
export interface BookingReads {
  /** A workspace's link by id, or NOT_FOUND naming `field`. */
  link(db: Db, workspaceId: WorkspaceId, linkId: string, field: string): Promise<LoadedBookingLink>;
  keepsAuditLog(db: Db, workspaceId: WorkspaceId): Promise<boolean>;
}

const fromDatabase: BookingReads = { link: getBookingLink, keepsAuditLog };

export async function createBooking(db: Db, request: BookingRequest): Promise<CreateBookingResult> {
  const { auth, input, now, idempotencyKey, reads = fromDatabase } = request;
  const caller = { apiKeyId: auth.apiKeyId, client: request.client };
  const requestHash = createHash("sha256").update(JSON.stringify(input)).digest("hex");
  if (idempotencyKey) {
    const replay = await findIdempotentResponse(db, caller, idempotencyKey, requestHash);
    if (replay) return replay;
  }

  const link = await reads.link(db, auth.workspaceId, input.bookingLinkId, "bookingLinkId");
  if (!isBookable(link)) {
    throw new AppError("BOOKING_LINK_UNAVAILABLE", "This booking link is not taking bookings.", { field: "bookingLinkId" });
  }
  const duration = pickDuration(link, input.durationId);
  if (!duration) throw new AppError("UNKNOWN_DURATION", "durationId is not a duration of this booking link.", { field: "durationId" });
  checkAttendees(link, input.attendees);
  const answers = checkCustomFieldResponses(link, input.customFieldResponses);

  const start = Date.parse(input.startDateTime);
  const end = start + duration.durationInMinutes * 60_000;
  const slotRequest = { durationMinutes: duration.durationInMinutes, rangeStart: start, rangeEnd: start, now };
  // Off the grid, in the past, inside the notice period, past the horizon or
  // outside every schedule: the time was never on offer.
  const offered = await slotsForLink(db, link, { ...slotRequest, withBusyTimes: false });
  if (!offered.some((s) => s.start === start)) {
    throw new AppError("SLOT_NOT_OFFERED", "startDateTime is not one of this link's time slots.", { field: "startDateTime" });
  }

  const hosts = busyFilters(link);
  const span = busySpan(link, slotRequest);
  const locks = slotLocks(
    hosts.map((h) => h.userId),
    span[0].getTime(),
    span[1].getTime(),
  );
  const keepsLog = await reads.keepsAuditLog(db, auth.workspaceId);

  const id = `bk_${randomUUID()}`;
  const body = { id };
  let hostIds: string[] = [];
  let committing = false;
  try {
    // BEGIN, then the locks and the busy time read under them in one call
    // (loadHoldsAndEvents), the rows in one statement, COMMIT: the locks, which
    // every booking near this time of these hosts waits for, are held for three
    // round trips.
    await db.transaction(async (tx) => {
      if (idempotencyKey) {
        // First, so that a concurrent request with the same key waits here
        // for this transaction and then replays its outcome.
        await tx.insert(idempotencyKeys).values({
          apiKeyId: caller.apiKeyId,
          client: caller.client,
          key: idempotencyKey,
          requestHash,
          responseStatus: 201,
          responseBody: body,
        });
      }
      const busy = await loadHoldsAndEvents(tx, hosts, ...span, locks);
      // With busy time given, slotsForLink reads nothing from the database.
      const slot = (await slotsForLink(tx, link, { ...slotRequest, busy: mergeBusy(busy.events, busy.holds) })).find(
        (s) => s.start === start,
      );
      const free = slot?.hostIds;
      if (!free) throw slotTaken();
      hostIds = link.type === "COLLECTIVE_MULTI_USE" ? free : [chooseHost(link, free)];
      const scheduler = input.attendees.find((a) => !a.isGuest)!;
      const title = eventName(link, scheduler.name, hostIds[0]!);

      const booking = tx.insert(bookings).values({
        id,
        workspaceId: auth.workspaceId,
        bookingLinkId: link.id,
        durationId: duration.id,
        // Pending bookings hold their hosts' time too, until declined.
        status: link.requireEventApproval ? "PENDING" : "CONFIRMED",
        title,
        startAt: new Date(start),
        endAt: new Date(end),
        timeZone: input.timezone,
        customFieldResponses: answers,
        createdByUserId: auth.userId,
      });
      const attendees = tx.insert(bookingAttendees).values(input.attendees.map((a, i) => ({ id: `${id}-${i}`, bookingId: id, ...a })));
      const holds = tx
        .insert(bookingHolds)
        .values(hostIds.map((userId) => ({ bookingId: id, userId, startAt: new Date(start), endAt: new Date(end) })));
      const audit = tx.insert(auditEvents).values(
        auditEventRow({
          workspaceId: auth.workspaceId,
          action: "CALENDAR_EVENT_CREATED",
          actor: { kind: "user", userId: auth.userId },
          at: new Date(now),
          subject: { type: "booking", id, label: title },
        }),
      );
      // One round trip for all rows; foreign keys between them are checked at the end of the statement.
      const [b, a, h] = [booking.getSQL(), attendees.getSQL(), holds.getSQL()];
      await tx.execute(
        keepsLog ? sql`with b as (${b}), a as (${a}), h as (${h}) ${audit.getSQL()}` : sql`with b as (${b}), a as (${a}) ${h}`,
      );
      committing = true;
    });
  } catch (error) {
    // The connection went away while COMMIT was under way: the booking may or may not exist.
    if (committing && isDatabaseUnavailable(error)) throw outcomeUnknown(idempotencyKey);
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION) throw slotTaken();
    if (state === UNIQUE_VIOLATION && idempotencyKey) {
      // A concurrent request with the same key finished first.
      const replay = await findIdempotentResponse(db, caller, idempotencyKey, requestHash);
      if (replay) return replay;
    }
    throw error;
  }
  return { body, replayed: false, hostIds };
}

const outcomeUnknown = (idempotencyKey: string | undefined) =>
  new AppError(
    "COMMIT_OUTCOME_UNKNOWN",
    idempotencyKey
      ? "The database went away while this booking was being saved, so it may or may not exist. Retry with the same Idempotency-Key: the answer will be the booking if it was saved, or a new attempt if it was not."
      : "The database went away while this booking was being saved, so it may or may not exist. Send an Idempotency-Key with bookings to be able to find out by retrying.",
    { headers: { "retry-after": "5" } },
  );

const slotTaken = () => new AppError("SLOT_UNAVAILABLE", "This time slot is no longer available.", { field: "startDateTime" });

/** The organizer when free, otherwise the first free host in the link's order. */
function chooseHost(link: LoadedBookingLink, freeHostIds: string[]): string {
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

async function findIdempotentResponse(
  db: Db,
  caller: { apiKeyId: string; client: ClientKind },
  key: string,
  requestHash: string,
): Promise<CreateBookingResult | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, caller.apiKeyId), eq(idempotencyKeys.client, caller.client), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.requestHash !== requestHash) {
    throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used with a different request body.", {
      field: "Idempotency-Key",
    });
  }
  return { body: row.responseBody as { id: string }, replayed: true, hostIds: [] };
}
