// The iCalendar part of an invitation, made by the `ics` library: METHOD
// REQUEST for a new or moved meeting, CANCEL when it is off, including a
// confirmed meeting moved to a time that awaits approval (its old time is
// free again; the approval's REQUEST puts it back). UID and SEQUENCE come from
// the booking, so a calendar updates or removes the event it already has
// instead of adding another. The copy written to a host's connected calendar
// (lib/notifications/calendar/stored-event.ts) is made of the same parts.
import { createEvent, type EventAttributes } from "ics";
import type { EmailPayload, NotifiedBooking } from "../events";
import { eventUid } from "../events";

export interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  content: string;
}

export const PRODUCT_ID = "team-scheduling/notifications";

/** The invitation's calendar part, or undefined when the message carries none (requests awaiting approval, declines). */
export function calendarPart(payload: EmailPayload, from: string, description: string): CalendarPart | undefined {
  const method = methodFor(payload);
  if (!method) return undefined;
  const { booking } = payload;
  // A move awaiting approval cancels the meeting where calendars have it: at its old time, under its old title.
  const shown = payload.event === "booking.rescheduled" && method === "CANCEL" && payload.previous ? payload.previous : booking;
  const result = createEvent({
    ...eventAttributes(booking, { shown, from, description, status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED" }),
    method,
  });
  if (result.error || !result.value) throw result.error ?? new Error("the calendar event could not be made");
  return { method, content: result.value };
}

/**
 * The meeting as an event: UID and SEQUENCE from the booking, times in UTC, the first host as organizer (sent by
 * the service's address), hosts as chairs and attendees (guests optional), all accepted.
 */
export function eventAttributes(
  booking: NotifiedBooking,
  options: {
    shown: { start: string; end: string; title?: string };
    from: string;
    description: string;
    status: "CONFIRMED" | "CANCELLED";
    /** RFC 6638 SCHEDULE-AGENT on every attendee: CLIENT for a copy whose server must not send invitations of its own. */
    scheduleAgent?: "CLIENT";
    /** DTSTAMP: when this version was made (the library's default: now). */
    timestamp?: number;
  },
): EventAttributes {
  const { shown, from, scheduleAgent } = options;
  const organizer = booking.hosts[0];
  return {
    productId: PRODUCT_ID,
    uid: eventUid(booking.ical.uid),
    sequence: booking.ical.sequence,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
    start: Date.parse(shown.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(shown.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: shown.title ?? booking.title,
    description: options.description,
    location: booking.location ?? undefined,
    status: options.status,
    // SENT-BY is an address: the From header's, without its display name.
    organizer: organizer ? { name: organizer.name, email: organizer.email, sentBy: addressOf(from) } : undefined,
    attendees: [
      ...booking.hosts.map((h) => ({ name: h.name, email: h.email, role: "CHAIR" as const, partstat: "ACCEPTED" as const, scheduleAgent })),
      ...booking.attendees.map((a) => ({
        name: a.name,
        email: a.email,
        rsvp: true,
        role: a.isGuest ? ("OPT-PARTICIPANT" as const) : ("REQ-PARTICIPANT" as const),
        partstat: "ACCEPTED" as const,
        scheduleAgent,
      })),
    ],
  };
}

/** "Team Scheduling <bookings@example.com>" → "bookings@example.com". */
const addressOf = (from: string) => /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();

function methodFor({ event, booking, wasConfirmed }: EmailPayload): CalendarPart["method"] | undefined {
  if (event === "booking.cancelled") return wasConfirmed ? "CANCEL" : undefined;
  if (event === "booking.rescheduled" && booking.status !== "CONFIRMED") return wasConfirmed ? "CANCEL" : undefined;
  if (event === "booking.created" || event === "booking.approved" || event === "booking.rescheduled") {
    return booking.status === "CONFIRMED" ? "REQUEST" : undefined;
  }
  return undefined;
}
