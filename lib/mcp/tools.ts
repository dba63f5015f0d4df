// The MCP tools. Each one calls the use cases its /v1 route calls, with the
// caller's key (roles, team scoping) and the request's clock, so no rule of
// the service is written twice.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { localIsoString } from "../availability/zoned-time";
import type { BookingLinkReads } from "../booking-links/booking-link-reads";
import { serializeBookingLink } from "../booking-links/serialize-booking-link";
import { bookAndPublish, publishChange, type RequestContext } from "../bookings/book-and-publish";
import { findVisibleBooking } from "../bookings/booking-access";
import { toBooking } from "../bookings/booking-records";
import { cancelBooking } from "../bookings/change-status";
import type { BookingReads } from "../bookings/create-booking";
import { listBookings } from "../bookings/list-bookings";
import { rescheduleBooking } from "../bookings/reschedule-booking";
import { pageRequest } from "../contract/pagination";
import * as s from "./tool-schemas";

export interface ToolContext extends RequestContext {
  links: BookingLinkReads;
  reads: BookingReads;
}

export interface Tool<Input extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: Input;
  output: z.ZodType;
  annotations: ToolAnnotations;
  run(args: z.output<Input>, context: ToolContext): Promise<unknown>;
}

const tool = <Input extends z.ZodType>(definition: Tool<Input>) => definition as unknown as Tool;
const READ: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
const WHO =
  "OWNER and ADMIN keys see every booking of the team, MEMBER keys the ones they host or whose link they own; BILLING_ONLY keys none.";

export const TOOLS: readonly Tool[] = [
  tool({
    name: "get_booking_link",
    title: "Get a booking link",
    description:
      "A booking link of your team: title, description, durations (their ids for list_time_slots and create_booking), hosts, locations, custom fields to answer, guest rules and status. Disabled and deleted links are answered too; they take no bookings.",
    input: s.getBookingLinkArguments,
    output: s.bookingLinkSchema,
    annotations: READ,
    run: async ({ bookingLinkId }, { db, auth, links }) =>
      serializeBookingLink((await links.link(db, auth.workspaceId, bookingLinkId, "bookingLinkId")).value),
  }),
  tool({
    name: "list_time_slots",
    title: "List available time slots",
    description:
      "The free start times of a booking link for one duration (durationId; default the link's default) between startDate and endDate (default: now to the end of the UTC month; at most 93 days), earliest first. Each slot in UTC (start, end) and as local time in timeZone (default UTC). Book one with create_booking, passing its start.",
    input: s.listTimeSlotsArguments,
    output: s.timeSlotsResult,
    annotations: READ,
    run: async ({ bookingLinkId, timeZone = "UTC", ...query }, { db, auth, now, links }) => {
      const json = await links.timeSlotsJson(db, auth.workspaceId, bookingLinkId, query, now, "bookingLinkId");
      const { availableSlots } = JSON.parse(json) as { availableSlots: { start: string; end: string }[] };
      const local = (instant: string) => localIsoString(timeZone, Date.parse(instant));
      return {
        bookingLinkId,
        timeZone,
        availableSlots: availableSlots.map((slot) => ({ ...slot, localStart: local(slot.start), localEnd: local(slot.end) })),
      };
    },
  }),
  tool({
    name: "create_booking",
    title: "Book a time slot",
    description:
      "Books a start time that list_time_slots offers, for exactly one attendee who is not a guest (the person booking) and any guests the link allows, answering required custom fields. Links that require approval make a PENDING booking. Answers the booking's id and its manage token (whoever holds it may cancel or reschedule as the attendee). Pass an idempotencyKey to retry safely.",
    input: s.createBookingArguments,
    output: s.createBookingResult,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: async ({ idempotencyKey, ...input }, context) => {
      const result = await bookAndPublish(context, { input, idempotencyKey, client: "integration", reads: context.reads });
      return { ...result.body, replayed: result.replayed };
    },
  }),
  tool({
    name: "list_bookings",
    title: "List bookings",
    description: `Bookings sorted by start, filtered by link, host, status, start range or attendee email, a page at a time ({ pageNumber, pageSize, total, data }). ${WHO}`,
    input: s.listBookingsArguments,
    output: s.bookingPage,
    annotations: READ,
    run: ({ page, pageSize, ...query }, { db, auth }) => listBookings(db, auth, query, pageRequest({ page, pageSize })),
  }),
  tool({
    name: "get_booking",
    title: "Get a booking",
    description: `One booking as it is now: status, times, hosts, attendees, answers, cancellation and reschedule links. ${WHO}`,
    input: s.getBookingArguments,
    output: s.bookingSchema,
    annotations: READ,
    run: async ({ bookingId }, { db, auth }) => toBooking(db, await findVisibleBooking(db, auth, bookingId, "bookingId")),
  }),
  tool({
    name: "cancel_booking",
    title: "Cancel a booking",
    description: `Cancels a booking by bookingId (as a team member; ${WHO}) or by manageToken (as its attendee), with an optional reason shown to the other side; frees the hosts' time. Cancelling a cancelled booking answers it unchanged. Not once the meeting has started.`,
    input: s.cancelBookingBody,
    output: s.bookingSchema,
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    run: async (input, context) => publishChange(context, await cancelBooking(context.db, context, input)),
  }),
  tool({
    name: "reschedule_booking",
    title: "Reschedule a booking",
    description:
      "Moves a booking (by bookingId or manageToken) to another start that list_time_slots offers with excludeBookingId set to the booking, optionally with another durationId. Atomic: answers the replacement booking; the old one becomes RESCHEDULED.",
    input: s.rescheduleBookingBody,
    output: s.bookingSchema,
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    run: async (input, context) => publishChange(context, await rescheduleBooking(context.db, context, input)),
  }),
];
