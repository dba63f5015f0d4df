// The outbox rows a batch of booking changes makes for hosts' connected calendars: per change, what each host's
// calendar is to hold (the meeting written, or taken off), decided here as the invitations decide their REQUEST or
// CANCEL; then one statement keeps the hosts whose booking calendar for the link (hosts.booking_calendar_id) is a
// connected CalDAV calendar, one CALENDAR row each, addressed to the host so that one host's writes of a meeting
// keep their order (the dispatcher sends a thread's messages to one recipient in turn). The write itself is
// lib/calendars/write-back.ts.
import { type SQL, sql } from "drizzle-orm";
import type { AuditAction } from "../../contract/audit-actions";
import type { BookingChange, NotifiedBooking } from "../events";

/** What a CALENDAR message holds: enough to write or remove the event without reading the booking again. */
export interface CalendarWritePayload {
  /** PUT: the event as `booking` has it, created or replaced; DELETE: off the calendar. */
  write: "PUT" | "DELETE";
  /** Recorded once the calendar server has taken the write. */
  action: Extract<AuditAction, "CALENDAR_EVENT_CREATED" | "CALENDAR_EVENT_UPDATED" | "CALENDAR_EVENT_DELETED">;
  event: BookingChange["event"];
  workspaceId: string;
  at: number;
  /** The host whose calendar it is (also the message's recipient), and their zone for the event's description. */
  userId: string;
  timeZone: string;
  /** The meeting as the host's calendar is to show it (a host it was taken from: as they had it). */
  booking: NotifiedBooking;
  /** The host's booking calendar when the change was fanned out; set by calendarMessagesStatement. */
  calendarId?: string;
}

type Write = Omit<CalendarWritePayload, "event" | "workspaceId" | "at" | "calendarId">;
type Host = NotifiedBooking["hosts"][number];

const write = (kind: Write["write"], action: Write["action"], booking: NotifiedBooking, host: Host): Write => ({
  write: kind,
  action,
  userId: host.userId,
  timeZone: host.timeZone,
  booking,
});

/**
 * What the change does to each host's calendar. Only a confirmed meeting is on calendars: a request awaiting
 * approval is written when approved, a declined one never was, and a confirmed meeting moved to a time awaiting
 * approval is taken off (as its invitation's CANCEL does) until the approval puts it back.
 */
export function calendarWrites(change: BookingChange): Write[] {
  const { booking, event } = change;
  const hosts = booking.hosts;
  // Unknown only for changes recorded before the field existed: then a cancel may have been on calendars.
  const wasConfirmed = change.wasConfirmed ?? event === "booking.cancelled";
  switch (event) {
    case "booking.created":
    case "booking.approved":
      return booking.status === "CONFIRMED" ? hosts.map((h) => write("PUT", "CALENDAR_EVENT_CREATED", booking, h)) : [];
    case "booking.cancelled":
      return wasConfirmed ? hosts.map((h) => write("DELETE", "CALENDAR_EVENT_DELETED", booking, h)) : [];
    case "booking.rescheduled":
      return rescheduleWrites(change, wasConfirmed);
    default:
      return [];
  }
}

function rescheduleWrites(change: BookingChange, wasConfirmed: boolean): Write[] {
  const { booking, previous } = change;
  const released = change.releasedHosts ?? [];
  const before = { ...booking, ...(previous && { start: previous.start, end: previous.end, title: previous.title ?? booking.title }) };
  const writes = wasConfirmed ? released.map((h) => write("DELETE", "CALENDAR_EVENT_DELETED", { ...before, hosts: [h] }, h)) : [];
  if (booking.status !== "CONFIRMED") {
    return wasConfirmed ? [...writes, ...booking.hosts.map((h) => write("DELETE", "CALENDAR_EVENT_DELETED", before, h))] : writes;
  }
  // A host the move gave the meeting to (others were released) gets it new; the hosts who keep it, moved.
  const action = wasConfirmed && released.length === 0 ? "CALENDAR_EVENT_UPDATED" : "CALENDAR_EVENT_CREATED";
  return [...writes, ...booking.hosts.map((h) => write("PUT", action, booking, h))];
}

export interface CalendarChange {
  change: BookingChange;
  /** The meeting's thread, which orders its messages. */
  threadId: string;
  bookingLinkId: string;
}

/** The CALENDAR rows of `changes`, in their order, for the hosts whose booking calendar is a connected CalDAV one. */
export function calendarMessagesStatement(changes: CalendarChange[]): SQL | undefined {
  const records = changes.flatMap(({ change, threadId, bookingLinkId }) =>
    calendarWrites(change).map((w) => ({
      thread: threadId,
      link_id: bookingLinkId,
      user_id: w.userId,
      event: change.event,
      workspace_id: change.workspaceId,
      at: new Date(change.at).toISOString(),
      payload: { ...w, event: change.event, workspaceId: change.workspaceId, at: change.at } satisfies CalendarWritePayload,
    })),
  );
  if (records.length === 0) return undefined;
  const numbered = records.map((record, ord) => ({ ord, ...record }));
  return sql`insert into outbox_messages (id, workspace_id, booking_id, channel, event, recipient, payload, due_at, next_attempt_at)
    select 'msg_' || gen_random_uuid(), c.workspace_id, c.thread, 'CALENDAR', c.event, c.user_id,
           (c.payload::jsonb || jsonb_build_object('calendarId', cal.id))::json, c.at, c.at
      from json_to_recordset(${JSON.stringify(numbered)}::json)
           as c(ord int, thread text, link_id text, user_id text, event text, workspace_id text, at timestamptz, payload json)
      join hosts h on h.booking_link_id = c.link_id and h.user_id = c.user_id
      join calendars cal on cal.id = h.booking_calendar_id and cal.user_id = c.user_id and cal.provider = 'CALDAV'
      join calendar_connections conn on conn.id = cal.connection_id and conn.deleted_at is null
     order by c.ord`;
}
