// The app's server-side client of the scheduling service: real HTTP to
// SCHEDULING_API_URL with the key from SCHEDULING_API_KEY. Only server code
// imports this file; the key never reaches a browser.
import "server-only";
import type { z } from "zod";
import { getConfig } from "../config/env";
import { PICKER_PAGE_SIZE } from "../contract/all-pages";
import { bookingLinkSchema, timeSlotsResponse } from "../contract/booking-links";
import { bookingLinkPage, bookingPagePage } from "../contract/booking-pages";
import { bookingSchema, type CreateBookingInput, createBookingResponse, managedBookingResponse } from "../contract/bookings";
import { calendarFeedContent } from "../contract/calendar-feeds";
import { inviteAcceptedSchema, invitePreviewSchema } from "../contract/invites";
import { successResponse } from "../contract/memberships";
import { meSchema } from "../contract/sign-in";
import { type CreateSlotReservationInput, slotReservationSchema } from "../contract/slot-reservations";
import { bookingAppCallerHeaders } from "../rate-limit/client-ip";

const TIMEOUT_MS = 8_000;

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

async function call<T extends z.ZodTypeAny>(path: string, schema: T, init: RequestInit = {}): Promise<z.infer<T>> {
  const { schedulingApiUrl: baseUrl, schedulingApiKey: apiKey } = getConfig();
  // A timer of our own, cleared once the answer is read: AbortSignal.timeout's
  // runs its whole 8 s and keeps the visitor's request (Next.js's async
  // context) in memory that long.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      ...init,
      // Marked as the booking app's: the service counts these calls apart from the team's integrations.
      headers: { "x-api-key": apiKey, accept: "application/json", ...bookingAppCallerHeaders(), ...init.headers },
      signal: abort.signal,
      cache: "no-store",
    });
    body = await response.json().catch(() => undefined);
  } catch {
    throw new ServiceError(503, "SERVICE_UNREACHABLE", "The scheduling service did not answer.");
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const problem = (body ?? {}) as { code?: string; detail?: string; field?: string };
    throw new ServiceError(response.status, problem.code ?? "UNKNOWN", problem.detail ?? response.statusText, problem.field);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ServiceError(502, "BAD_SERVICE_RESPONSE", "The scheduling service answered in an unexpected shape.");
  return parsed.data;
}

/**
 * Whether the service takes SCHEDULING_API_KEY: "refused" when it answers 401 or 403 (every booking page then fails),
 * "unreachable" when it does not answer as the service would.
 */
export async function checkServiceKey(): Promise<"ok" | "refused" | "unreachable"> {
  try {
    await call("/v1/me", meSchema);
    return "ok";
  } catch (error) {
    return error instanceof ServiceError && (error.status === 401 || error.status === 403) ? "refused" : "unreachable";
  }
}

export function fetchBookingLink(id: string) {
  return call(`/v1/booking-links/${encodeURIComponent(id)}`, bookingLinkSchema);
}

/** A page of the team's booking pages (the app shows those of its key's team), or the one at `username`. */
export function fetchBookingPages(username?: string, page = 1) {
  const params = new URLSearchParams({ pageSize: String(PICKER_PAGE_SIZE), page: String(page) });
  if (username !== undefined) params.set("username", username);
  return call(`/v1/booking-pages?${params}`, bookingPagePage);
}

/** What a booking page displays: its links that are not private, disabled or deleted, in its order (the first 100). */
export function fetchListedLinks(bookingPageId: string) {
  const params = new URLSearchParams({ bookingPageId, listed: "true", pageSize: "100" });
  return call(`/v1/booking-links?${params}`, bookingLinkPage);
}

export function fetchTimeSlots(id: string, query: { startDate: string; endDate: string; durationId?: string; excludeBookingId?: string }) {
  const params = new URLSearchParams({ startDate: query.startDate, endDate: query.endDate });
  if (query.durationId) params.set("durationId", query.durationId);
  // The booking's own time counts as free: the slots it could be rescheduled to.
  if (query.excludeBookingId) params.set("excludeBookingId", query.excludeBookingId);
  return call(`/v1/booking-links/${encodeURIComponent(id)}/time-slots?${params}`, timeSlotsResponse);
}

export function postBooking(body: CreateBookingInput, idempotencyKey: string) {
  return call("/v1/bookings/create", createBookingResponse, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
  });
}

// The attendee's calls, by the booking's manage token. The token travels in
// request bodies only (never in a /v1 URL), so no access log records it.
const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The booking as it is now (after reschedules, the latest replacement), its current token and when that ends. */
export function findBookingByManageToken(manageToken: string) {
  return call("/v1/bookings/find-by-manage-token", managedBookingResponse, postJson({ manageToken }));
}

export function cancelBookingByManageToken(manageToken: string, reason?: string) {
  return call("/v1/bookings/cancel", bookingSchema, postJson({ manageToken, reason }));
}

/** Answers the replacement booking. */
export function rescheduleBookingByManageToken(
  manageToken: string,
  move: { startDateTime: string; durationId?: string; reservationId?: string },
) {
  return call("/v1/bookings/reschedule", bookingSchema, postJson({ manageToken, ...move }));
}

/** What a calendar feed's address shows (its token is the proof). */
export function readCalendarFeed(token: string) {
  return call("/v1/calendar-feeds/read", calendarFeedContent, postJson({ token }));
}

/** Holds a slot for one visitor (`holder`, the page's token of them) for a few minutes. */
export function reserveSlot(body: CreateSlotReservationInput) {
  return call("/v1/slot-reservations/create", slotReservationSchema, postJson(body));
}

/** Frees a visitor's hold; answers success for one that had already ended. */
export function releaseSlotReservation(reservationId: string) {
  return call("/v1/slot-reservations/delete", successResponse, postJson({ reservationId }));
}

/** What an invite address shows: the invite, its workspace and inviter (a key of the invite's team). */
export function findInviteByToken(token: string) {
  return call("/v1/invites/find-by-token", invitePreviewSchema, postJson({ token }));
}

/** The invitee accepts: the token is the credential (the service reads no key for it). */
export function acceptInviteByToken(token: string) {
  return call("/v1/invites/accept", inviteAcceptedSchema, postJson({ token }));
}

export function declineInviteByToken(token: string) {
  return call("/v1/invites/decline", invitePreviewSchema.pick({ invite: true, workspaceName: true }), postJson({ token }));
}
