// The tools' arguments and results: the /v1 request and response schemas
// (lib/contract), with what an assistant needs besides. Strict, so that a
// misspelt argument is an error, as a misspelt member of a /v1 body is.
import { z } from "@hono/zod-openapi";
import { updateBookingLinkBody } from "../contract/booking-link-writes";
import { bookingLinkSchema, timeSlotsQuery } from "../contract/booking-links";
import { createBookingBody, createBookingResponse, idempotencyKey, listBookingsQuery } from "../contract/bookings";
import { timestamp } from "../contract/common";
import { MAX_PAGE_SIZE } from "../contract/pagination";
import { localDate, resourceId, timeZoneName, weeklyAvailability } from "../validation/fields";

export { bookingPage, bookingSchema, cancelBookingBody, rescheduleBookingBody } from "../contract/bookings";
export { bookingLinkSchema };

const bookingLinkId = resourceId.openapi({ description: "The booking link's id, e.g. bl_demo_intro", example: "bl_demo_intro" });

export const getBookingLinkArguments = z.strictObject({ bookingLinkId });

export const listTimeSlotsArguments = z.strictObject({
  bookingLinkId,
  ...timeSlotsQuery.shape,
  timeZone: timeZoneName.optional().openapi({
    description: "IANA time zone the slots' local times are given in (localStart, localEnd); default UTC",
    example: "Asia/Kolkata",
  }),
});

const localTime = z.string().openapi({ description: "The same instant as wall-clock time in timeZone, with its offset" });
export const timeSlotsResult = z.object({
  bookingLinkId: z.string(),
  timeZone: z.string(),
  availableSlots: z.array(z.object({ start: z.string(), end: z.string(), localStart: localTime, localEnd: localTime })),
});

export const createBookingArguments = createBookingBody.extend({
  idempotencyKey: idempotencyKey.optional().openapi({
    description:
      "Sent again with the same arguments, answers the first booking (replayed: true) and books nothing new; with other arguments, IDEMPOTENCY_KEY_REUSED. Shared with the Idempotency-Key header of POST /v1/bookings/create for the same API key.",
  }),
});

export const createBookingResult = createBookingResponse.extend({
  replayed: z.boolean().openapi({ description: "True when an earlier call with the same idempotencyKey made this booking" }),
});

/** page and pageSize as JSON numbers: /v1 reads them from the query string. */
export const listBookingsArguments = z.strictObject({
  ...listBookingsQuery.omit({ page: true, pageSize: true }).shape,
  page: z.number().int().min(1).max(999_999_999).optional().openapi({ description: "Default 1. Past the last page, data is empty." }),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional().openapi({ description: "Default 100" }),
});

export const getBookingArguments = z.strictObject({ bookingId: resourceId });

// The organizer's tools: their own links and default schedule, under the roles of /v1.
export { bookingLinkPage } from "../contract/booking-pages";
export { scheduleSchema } from "../contract/schedules";

const page = z.number().int().min(1).max(999_999_999).optional().openapi({ description: "Default 1. Past the last page, data is empty." });
const pageSize = z.number().int().min(1).max(MAX_PAGE_SIZE).optional().openapi({ description: "Default 100" });

export const listMyBookingLinksArguments = z.strictObject({
  userId: resourceId.optional().openapi({ description: "Another member's links: OWNER and ADMIN keys only. Default: yours" }),
  page,
  pageSize,
});

export const updateBookingLinkArguments = updateBookingLinkBody
  .pick({ bookingLinkId: true, updatedAt: true, title: true, description: true, status: true, isPrivate: true })
  .strict();

export const getMyScheduleArguments = z.strictObject({});

const scheduleUpdatedAt = timestamp.openapi({
  description: "The updatedAt get_my_schedule answered; a change made since is STALE_UPDATE (read again and retry)",
});

export const setWeeklyHoursArguments = z.strictObject({
  availability: weeklyAvailability.openapi({
    description:
      "The whole week: keys monday…sunday (missing days are empty), each a list of { start, end } as HH:MM:SS in the schedule's time zone",
  }),
  updatedAt: scheduleUpdatedAt,
});

export const addDayOffArguments = z.strictObject({
  date: localDate.openapi({ description: "YYYY-MM-DD in the schedule's time zone: no slots that day", example: "2026-12-24" }),
  updatedAt: scheduleUpdatedAt.optional(),
});
