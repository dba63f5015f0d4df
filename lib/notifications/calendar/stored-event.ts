// The meeting as a host's connected calendar stores it: one VCALENDAR resource with the invitation's UID,
// SEQUENCE, times in UTC, title, place, organizer and attendees, STATUS and DTSTAMP, and the host's invitation
// text as its description. A resource in a calendar collection carries no METHOD (RFC 4791 §4.1), and every
// organizer and attendee is marked SCHEDULE-AGENT=CLIENT (RFC 6638 §7.1): this service sends the invitations,
// so a server that schedules (iCloud, Fastmail, Nextcloud) must neither e-mail the attendees nor reply for the host.
import ICAL from "ical.js";
import { createEvent } from "ics";
import { eventAttributes } from "../email/calendar-event";
import { renderEmail } from "../email/render-email";
import type { CalendarWritePayload } from "./calendar-messages";

export function storedEvent(payload: CalendarWritePayload, from: string): string {
  const { booking } = payload;
  const host = booking.hosts.find((h) => h.userId === payload.userId);
  // What the host's own invitation says, in their zone and the link's language.
  const description = renderEmail({ ...payload, audience: "HOST", timeZone: payload.timeZone, name: host?.name ?? "" }, { from }).text;
  const result = createEvent({
    ...eventAttributes(booking, { shown: booking, from, description, status: "CONFIRMED", scheduleAgent: "CLIENT", timestamp: payload.at }),
    method: undefined,
  });
  if (result.error || !result.value) throw result.error ?? new Error("the calendar event could not be made");
  const calendar = ICAL.Component.fromString(result.value);
  // A feed's refresh hint, which the library always writes: meaningless in a calendar collection.
  calendar.removeAllProperties("x-published-ttl");
  calendar.getFirstSubcomponent("vevent")?.getFirstProperty("organizer")?.setParameter("schedule-agent", "CLIENT");
  return calendar.toString();
}
