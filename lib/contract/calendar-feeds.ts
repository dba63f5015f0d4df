// Extension: members' secret calendar feeds (iCalendar subscriptions of the
// bookings they host).
import { z } from "@hono/zod-openapi";
import { resourceId } from "../validation/fields";
import { bookingStatus } from "./bookings";
import { timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";

export const calendarFeedSchema = z.object({ id: z.string(), userId: z.string(), createdAt: timestamp }).openapi("CalendarFeed");
export const calendarFeedPage = paginated(calendarFeedSchema, "CalendarFeedPage");
export const listCalendarFeedsQuery = paginationQuery;

export const createCalendarFeedBody = z.strictObject({}).openapi("CreateCalendarFeedRequest", { description: "An empty object" });
export const createdCalendarFeed = calendarFeedSchema
  .extend({
    url: z.string().openapi({
      description:
        "The feed's secret address, shown this once: subscribe to it in Google Calendar, Outlook or Apple Calendar (webcal:// works too)",
    }),
  })
  .openapi("CreatedCalendarFeed");

export const deleteCalendarFeedBody = z.strictObject({ feedId: resourceId }).openapi("DeleteCalendarFeedRequest");

export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const readCalendarFeedBody = z.strictObject({ token: z.string().max(100) }).openapi("ReadCalendarFeedRequest");

export const feedEvent = z.object({
  id: z.string(),
  uid: z.string().openapi({ description: "The meeting's calendar UID, kept through reschedules" }),
  sequence: z.number().int(),
  status: bookingStatus,
  title: z.string(),
  start: timestamp,
  end: timestamp,
  location: z.string().nullable(),
  attendees: z.array(z.object({ name: z.string(), email: z.string() })),
  updatedAt: timestamp,
});
export const calendarFeedContent = z
  .object({ owner: z.object({ name: z.string() }), events: z.array(feedEvent) })
  .openapi("CalendarFeedContent");
export type CalendarFeedContent = z.infer<typeof calendarFeedContent>;
