// What a booking change tells the people involved. Each event names the
// change; the messages it makes depend on the booking's state (an invitation
// once confirmed, a request notice while it awaits approval).
import type { Booking } from "../contract/bookings";
import { WEBHOOK_EVENTS } from "../contract/webhooks";

/** Each change a webhook can hear of, and the reminders only e-mail carries. */
export const BOOKING_EVENTS = [...WEBHOOK_EVENTS, "booking.reminder"] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export type Audience = "ATTENDEE" | "HOST";

/**
 * The UID of a meeting's calendar event, in invitations and in hosts' connected calendars: the booking's thread
 * (its first booking's id, kept by reschedules) in this service's domain.
 */
export const eventUid = (icalUid: string) => `${icalUid}@team-scheduling`;

/** The booking as messages about it show it: enough to render them later without reading the database. */
export interface NotifiedBooking {
  id: string;
  title: string;
  linkTitle: string;
  status: "PENDING" | "CONFIRMED" | "CANCELLED" | "DECLINED" | "RESCHEDULED";
  start: string;
  end: string;
  /** The scheduler's zone. */
  timezone: string;
  hosts: { userId: string; name: string; email: string; timeZone: string }[];
  attendees: { name: string; email: string; isGuest: boolean }[];
  answers: { label: string; value: string }[];
  location: string | null;
  reason: string | null;
  /** The calendar event's UID and SEQUENCE, stable across reschedules. */
  ical: { uid: string; sequence: number };
  /** Language of the link's page: en, de, es, ja or it. */
  language: string;
}

export interface BookingChange {
  event: BookingEvent;
  workspaceId: string;
  /** The service's clock at the change. */
  at: number;
  booking: NotifiedBooking;
  /** The time (and title, which names its organizer) it had before a reschedule. */
  previous?: { start: string; end: string; title?: string };
  /** Hosts a reschedule took the meeting from (it went to others): it is off their calendars. */
  releasedHosts?: NotifiedBooking["hosts"];
  /**
   * Whether the booking was confirmed before this change, so on calendars: a
   * cancelled request needs no calendar cancel, a confirmed meeting moved to a
   * time awaiting approval does.
   */
  wasConfirmed?: boolean;
}

/** What an e-mail's payload holds: the change (or the reminder it scheduled), and whom it is for. */
export interface EmailPayload extends BookingChange {
  audience: Audience;
  /** The recipient's zone, for the times the message shows. */
  timeZone: string;
  name: string;
}

/**
 * What the outbox keeps of a change until the dispatcher turns it into its
 * messages (lib/notifications/fan-out.ts): the change, and the booking as
 * GET /v1/bookings/{id} answered it then (the webhooks' `data`).
 */
export interface RecordedChange {
  change: BookingChange;
  data: Booking;
}
