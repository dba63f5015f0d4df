// The booking page's hold on the time a visitor chose, through the service's
// slot reservations: POST /api/booking-links/:id/reservations and
// .../reservations/release, apart from Next.js so that they can be tested on
// their own. The browser keeps the reservation's id and its own holder token;
// the service's key stays here.
import "server-only";
import { releaseSlotReservation, reserveSlot, ServiceError } from "../../scheduling-client/client";
import { RESOURCE_ID } from "../../validation/resource-id";
import { readSlot } from "../url-state";
import { readManagedBooking } from "./managed-booking";
import { publicFailure, publicProblem } from "./route-errors";

/** The page's token of one visitor (use-slot-hold.ts makes it): random, so no visitor can release another's hold. */
const HOLDER = /^[A-Za-z0-9_-]{16,64}$/;
const NO_STORE = { "cache-control": "no-store" };

async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse(await request.text());
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Holds `slot` of the link for the visitor: 201 `{ id, expiresInMs }`, 409
 * when someone else holds or took the time, and the usual problems for the
 * rest (the page then carries on without a hold).
 */
export async function answerHoldRequest(
  id: string,
  request: Request,
  now = Date.now(),
  /** The booking being rescheduled: its own time is free for the hold. */
  excludeBookingId?: string,
): Promise<Response> {
  const body = await readBody(request);
  const slot = readSlot(text(body.slot));
  const duration = text(body.duration);
  const holder = text(body.holder);
  if (!RESOURCE_ID.test(id) || !slot || !RESOURCE_ID.test(duration) || !HOLDER.test(holder)) {
    return publicProblem(400, "VALIDATION_FAILED");
  }
  try {
    const held = await reserveSlot({ bookingLinkId: id, startDateTime: slot, durationId: duration, holder, excludeBookingId });
    // How long rather than until when: the browser's clock may be off.
    return Response.json({ id: held.id, expiresInMs: Math.max(0, Date.parse(held.expiresAt) - now) }, { status: 201, headers: NO_STORE });
  } catch (error) {
    if (error instanceof ServiceError && (error.code === "SLOT_UNAVAILABLE" || error.code === "SLOT_NOT_OFFERED")) {
      return publicProblem(409, error.code);
    }
    return publicFailure(error);
  }
}

/**
 * The reschedule calendar's hold (POST /booking/:token/reservations): the
 * booking the token stands for is the one moved, so its own time is free for
 * the hold, as it is in the calendar's slots. 404 for a token of no booking.
 */
export async function answerRescheduleHoldRequest(token: string, request: Request, now = Date.now()): Promise<Response> {
  const managed = await readManagedBooking(token).catch(() => undefined);
  if (managed?.kind !== "found") return publicProblem(404, "NOT_FOUND");
  return answerHoldRequest(managed.booking.bookingLinkId, request, now, managed.booking.id);
}

/** Releases the visitor's hold; 204 also when it had already ended. */
export async function answerReleaseRequest(id: string, request: Request): Promise<Response> {
  const reservationId = text((await readBody(request)).reservationId);
  if (!RESOURCE_ID.test(id) || !isReservationId(reservationId)) return publicProblem(400, "VALIDATION_FAILED");
  try {
    await releaseSlotReservation(reservationId);
    return new Response(null, { status: 204, headers: NO_STORE });
  } catch (error) {
    return publicFailure(error);
  }
}

/** A reservation id as the service makes them; anything else a visitor sends is dropped, not passed on. */
export function isReservationId(value: string): boolean {
  return value.startsWith("rs_") && RESOURCE_ID.test(value);
}
