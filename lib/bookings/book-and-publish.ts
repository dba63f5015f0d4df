// What the /v1 booking routes and the MCP tools do around the use cases, kept
// in one place so both interfaces answer alike: book, or change a booking,
// then tell the caches whose time moved, and hand out the manage token.
import type { BookingLinkReads } from "../booking-links/booking-link-reads";
import { userTopic } from "../cache/change-feed";
import type { Booking, CreateBookingInput } from "../contract/bookings";
import type { ApiEnv } from "../http/router";
import type { ChangeResult } from "./change-status";
import { type BookingReads, createBooking } from "./create-booking";
import type { ClientKind } from "./idempotency";
import { manageTokenFor } from "./manage-booking";
import { manageTokenKey, signManageToken } from "./manage-token";

/** What a request brings to a booking use case: its database, caller, clock and change feed. */
export type RequestContext = Pick<ApiEnv["Variables"], "db" | "auth" | "now" | "changes">;

/** Links and audit settings from the API's caches (bookings do not change them), and hosts' calendars read live. */
export function cachedBookingReads(links: BookingLinkReads, liveBusy?: BookingReads["liveBusy"]): BookingReads {
  return {
    link: async (db, workspaceId, linkId, field) => (await links.link(db, workspaceId, linkId, field)).value,
    keepsAuditLog: (db, workspaceId) => links.keepsAuditLog(db, workspaceId),
    liveBusy,
  };
}

export interface BookAndPublishRequest {
  input: CreateBookingInput;
  idempotencyKey?: string;
  client: ClientKind;
  reads: BookingReads;
}

/** Books, and answers the booking's id with its manage token and the topics it changed: its hosts' time. */
export async function book(context: Omit<RequestContext, "changes">, request: BookAndPublishRequest) {
  const { db, auth, now } = context;
  const result = await createBooking(db, { auth, now, ...request });
  const manageToken = result.replayed
    ? await manageTokenFor(db, result.body.id)
    : signManageToken(await manageTokenKey(db), result.body.id, 1);
  // The hosts' time is taken: cached slots of every link they host must go.
  return { body: { ...result.body, manageToken }, replayed: result.replayed, changed: result.hostIds.map(userTopic) };
}

/** Books, drops the hosts' cached slots, and answers the booking's id with its manage token (the MCP tools). */
export async function bookAndPublish(context: RequestContext, request: BookAndPublishRequest) {
  const result = await book(context, request);
  await publish(context, result.changed);
  return result;
}

/** The topics a cancel, reschedule, approval or decline changed: the hosts whose time it freed or took. */
export const changedBy = (done: ChangeResult): string[] => done.hostIds.map(userTopic);

/** After a cancel, reschedule, approval or decline: the hosts' cached slots go; answers the booking (the MCP tools). */
export async function publishChange(context: Pick<RequestContext, "db" | "changes">, done: ChangeResult): Promise<Booking> {
  await publish(context, changedBy(done));
  return done.booking;
}

/** As openWriteRoute (lib/http/write-route.ts): a change of nothing cached publishes nothing. */
async function publish(context: Pick<RequestContext, "db" | "changes">, topics: string[]) {
  if (topics.length > 0) await context.changes.publish(context.db, topics);
}
