// GET /feeds/<token>.ics: a member's calendar feed as an iCalendar
// subscription (Google Calendar, Outlook and Apple Calendar poll it), made by
// the `ics` library from what the service answers for the token.
import "server-only";
import { createEvents, type EventAttributes } from "ics";
import { type CalendarFeedContent, FEED_TOKEN } from "../../contract/calendar-feeds";
import { readCalendarFeed } from "../../scheduling-client/client";
import { calendarEventUid } from "../calendar-file";
import { publicFailure, publicProblem } from "./route-errors";

export async function answerFeedRequest(file: string): Promise<Response> {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : file;
  if (!FEED_TOKEN.test(token)) return publicProblem(404, "NOT_FOUND");
  try {
    const feed = await readCalendarFeed(token);
    return new Response(feedCalendar(feed), {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        // Calendar apps poll; a few minutes' staleness is what they expect. Private: the address is a secret.
        "cache-control": "private, max-age=300",
        "referrer-policy": "no-referrer",
      },
    });
  } catch (error) {
    return publicFailure(error);
  }
}

/** The feed's events, with the UID and SEQUENCE of the invitations, so a calendar holding both shows one event. */
export function feedCalendar(feed: CalendarFeedContent): string {
  const events: EventAttributes[] = feed.events.map((e) => ({
    uid: calendarEventUid(e.uid),
    sequence: e.sequence,
    start: Date.parse(e.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(e.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: e.title,
    location: e.location ?? undefined,
    status: e.status === "PENDING" ? "TENTATIVE" : "CONFIRMED",
    attendees: e.attendees.map((a) => ({ name: a.name, email: a.email })),
    lastModified: Date.parse(e.updatedAt),
  }));
  const { error, value } = createEvents(events, {
    productId: "team-scheduling/feeds",
    method: "PUBLISH",
    calName: `${feed.owner.name}: bookings`,
  });
  if (error || value === null) throw error ?? new Error("the calendar could not be made");
  return value;
}
