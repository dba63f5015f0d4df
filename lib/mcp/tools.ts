// The MCP tools. Each one calls the use cases its /v1 route calls, with the
// caller's key (roles, team scoping) and the request's clock, so no rule of
// the service is written twice.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { BookingLinkReads } from "../booking-links/booking-link-reads";
import { listOwnedLinks } from "../booking-links/list-booking-links";
import { updateBookingLink } from "../booking-links/save-booking-link";
import { serializeBookingLink } from "../booking-links/serialize-booking-link";
import { bookAndPublish, publishChange, type RequestContext } from "../bookings/book-and-publish";
import { findVisibleBooking } from "../bookings/booking-access";
import { toBooking } from "../bookings/booking-records";
import { cancelBooking } from "../bookings/change-status";
import type { BookingReads } from "../bookings/create-booking";
import { listBookings } from "../bookings/list-bookings";
import { rescheduleBooking } from "../bookings/reschedule-booking";
import { pageRequest } from "../contract/pagination";
import { addDayOff, getDefaultSchedule, setWeeklyHours } from "../schedules/default-schedule";
import { timeSlotsResult } from "./time-slot-results";
import { resultPerObject } from "./tool-result";
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
/** As openWriteRoute: the topics a committed write touched are published before the tool answers. */
async function published<Body>(context: ToolContext, written: { body: Body; changed: readonly string[] }): Promise<Body> {
  if (written.changed.length > 0) await context.changes.publish(context.db, [...written.changed]);
  return written.body;
}

const WRITE: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
const ORGANIZER =
  "MEMBER keys act on their own links and schedule, OWNER and ADMIN keys on anyone's in the team; BILLING_ONLY keys change nothing (FORBIDDEN).";

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
      resultPerObject((await links.link(db, auth.workspaceId, bookingLinkId, "bookingLinkId")).value, serializeBookingLink),
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
      return timeSlotsResult(bookingLinkId, timeZone, json);
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
  tool({
    name: "list_my_booking_links",
    title: "List my booking links",
    description: `Your booking links (deleted ones too: deletedAt set), by position, a page at a time ({ pageNumber, pageSize, total, data }); each with its updatedAt for update_booking_link. OWNER and ADMIN keys may pass another member's userId; other keys list only their own (FORBIDDEN).`,
    input: s.listMyBookingLinksArguments,
    output: s.bookingLinkPage,
    annotations: READ,
    run: ({ userId, page, pageSize }, { db, auth }) => listOwnedLinks(db, auth, userId, pageRequest({ page, pageSize })),
  }),
  tool({
    name: "update_booking_link",
    title: "Change a booking link",
    description: `Changes a booking link's title, description (HTML), status (ENABLED or DISABLED) or isPrivate (hidden from the booking page, still bookable by its address); fields left out stay. updatedAt is the one list_my_booking_links or get_booking_link answered (a change since is STALE_UPDATE: read again). Answers the link. ${ORGANIZER}`,
    input: s.updateBookingLinkArguments,
    output: s.bookingLinkSchema,
    annotations: { ...WRITE, idempotentHint: true },
    run: async (input, context) => published(context, await updateBookingLink(context.db, context.auth, input, new Date(context.now))),
  }),
  tool({
    name: "get_my_schedule",
    title: "Get my schedule",
    description:
      "Your default schedule: time zone, weekly hours (availability), date overrides (no ranges: a day off) and its updatedAt for set_weekly_hours and add_day_off.",
    input: s.getMyScheduleArguments,
    output: s.scheduleSchema,
    annotations: READ,
    run: (_args, { db, auth }) => getDefaultSchedule(db, auth),
  }),
  tool({
    name: "set_weekly_hours",
    title: "Set my weekly hours",
    description: `Replaces the whole week of your default schedule (in its time zone); date overrides stay. The slots of every link you host follow at once. updatedAt is the one get_my_schedule answered. Answers the schedule. ${ORGANIZER}`,
    input: s.setWeeklyHoursArguments,
    output: s.scheduleSchema,
    annotations: { ...WRITE, destructiveHint: true, idempotentHint: true },
    run: async (input, context) => {
      const { schedule, changed } = await setWeeklyHours(context.db, context.auth, input, new Date(context.now));
      return published(context, { body: schedule, changed });
    },
  }),
  tool({
    name: "add_day_off",
    title: "Add a day off",
    description: `Takes a date off your default schedule (an override with no ranges, in its time zone), replacing any hours that date had; other overrides stay; existing bookings stay. updatedAt (optional) is the one get_my_schedule answered. Answers the schedule. ${ORGANIZER}`,
    input: s.addDayOffArguments,
    output: s.scheduleSchema,
    annotations: { ...WRITE, idempotentHint: true },
    run: async (input, context) => {
      const { schedule, changed } = await addDayOff(context.db, context.auth, input, new Date(context.now));
      return published(context, { body: schedule, changed });
    },
  }),
];
