// Add-to-calendar: an iCalendar (RFC 5545) event made by the `ics` library,
// and links that open the same event in Google Calendar, Outlook.com and
// Office 365. The title is the booking's own (the link's event name template
// as the service filled it), so every calendar shows what the invitation says.
import { createEvent } from "ics";
import { stripControlCharacters } from "../validation/human-text";

export interface CalendarEntry {
  title: string;
  /** UTC instants as the service writes them. */
  start: string;
  end: string;
  location?: string | null;
}

/**
 * Text for a calendar: line breaks kept (the library writes them as \n), a tab
 * as a space, a CR on its own and every other control character dropped. The
 * library escapes backslashes, commas and semicolons but would keep a bare CR,
 * which some readers take for the end of the line: a title could then add a
 * property (ATTENDEE, say) to the file.
 */
const calendarText = (value: string) => value.replace(/\r\n/g, "\n").replace(/\t/g, " ").split("\n").map(stripControlCharacters).join("\n");

/**
 * The UID of a booking's calendar event as every calendar file of it writes
 * it, from the service's `ical.uid`: the e-mailed invitations
 * (lib/notifications/email/calendar-event.ts), the calendar feeds and the
 * add-to-calendar file. Calendars match events by UID, so one meeting stays
 * one event whichever of them a visitor adds.
 */
export const calendarEventUid = (icalUid: string) => `${icalUid}@team-scheduling`;

/**
 * The booking as an .ics file, with the invitations' UID and SEQUENCE (a
 * calendar then keeps the newer of the two). A booking awaiting approval is
 * TENTATIVE: the host has not said yes, and the invitation e-mailed on
 * approval is the firm event (the confirmation page offers this file only
 * once it is confirmed).
 */
export function icsEvent(event: CalendarEntry & { uid: string; sequence: number; status: "CONFIRMED" | "TENTATIVE" }): string {
  const { error, value } = createEvent({
    productId: "team-scheduling/booking",
    method: "PUBLISH",
    uid: event.uid,
    sequence: event.sequence,
    start: Date.parse(event.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(event.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: calendarText(event.title),
    location: event.location ? calendarText(event.location) : undefined,
    status: event.status,
  });
  if (error || !value) throw error ?? new Error("the calendar event could not be made");
  return value;
}

const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function googleCalendarUrl(event: CalendarEntry): string {
  const params = new URLSearchParams({ action: "TEMPLATE", text: event.title, dates: `${stamp(event.start)}/${stamp(event.end)}` });
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook's compose deep link: Outlook.com (personal accounts) or Office 365 (work and school accounts). */
export function outlookCalendarUrl(event: CalendarEntry, service: "outlook.com" | "office365"): string {
  const host = service === "office365" ? "outlook.office.com" : "outlook.live.com";
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
  });
  if (event.location) params.set("location", event.location);
  return `https://${host}/calendar/0/deeplink/compose?${params}`;
}
