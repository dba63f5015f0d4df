// The iCalendar part of an invitation, made by the `ics` library: METHOD
// REQUEST for a new or moved meeting, CANCEL when it is off, including a
// confirmed meeting moved to a time that awaits approval (its old time is
// free again; the approval's REQUEST puts it back). UID and SEQUENCE come from
// the booking, so a calendar updates or removes the event it already has
// instead of adding another.
import { createEvent } from "ics";
import type { EmailPayload } from "../events";

export interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  content: string;
}

const PRODUCT_ID = "team-scheduling/notifications";

/** The invitation's calendar part, or undefined when the message carries none (requests awaiting approval, declines). */
export function calendarPart(payload: EmailPayload, from: string, description: string): CalendarPart | undefined {
  const method = methodFor(payload);
  if (!method) return undefined;
  const { booking } = payload;
  // A move awaiting approval cancels the meeting where calendars have it: at its old time, under its old title.
  const shown = payload.event === "booking.rescheduled" && method === "CANCEL" && payload.previous ? payload.previous : booking;
  const organizer = booking.hosts[0];
  const result = createEvent({
    productId: PRODUCT_ID,
    method,
    uid: `${booking.ical.uid}@team-scheduling`,
    sequence: booking.ical.sequence,
    start: Date.parse(shown.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(shown.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: shown.title ?? booking.title,
    description,
    location: booking.location ?? undefined,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: organizer ? { name: organizer.name, email: organizer.email, sentBy: from } : undefined,
    attendees: [
      ...booking.hosts.map((h) => ({ name: h.name, email: h.email, role: "CHAIR" as const, partstat: "ACCEPTED" as const })),
      ...booking.attendees.map((a) => ({
        name: a.name,
        email: a.email,
        rsvp: true,
        role: a.isGuest ? ("OPT-PARTICIPANT" as const) : ("REQ-PARTICIPANT" as const),
        partstat: "ACCEPTED" as const,
      })),
    ],
  });
  if (result.error || !result.value) throw result.error ?? new Error("the calendar event could not be made");
  return { method, content: result.value };
}

function methodFor({ event, booking, wasConfirmed }: EmailPayload): CalendarPart["method"] | undefined {
  if (event === "booking.cancelled") return wasConfirmed ? "CANCEL" : undefined;
  if (event === "booking.rescheduled" && booking.status !== "CONFIRMED") return wasConfirmed ? "CANCEL" : undefined;
  if (event === "booking.created" || event === "booking.approved" || event === "booking.rescheduled") {
    return booking.status === "CONFIRMED" ? "REQUEST" : undefined;
  }
  return undefined;
}
