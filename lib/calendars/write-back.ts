// Booked meetings written back to hosts' connected CalDAV calendars: the outbox's CALENDAR sender. Each message
// (lib/notifications/calendar/calendar-messages.ts) PUTs the meeting to `<calendar><uid>.ics` or DELETEs it, by
// the invitation's UID, so a retry replaces or removes the same resource and never adds a second event; a DELETE
// that finds nothing is done. A calendar that already holds the UID under another name (the server filed the
// host's invitation e-mail there: iCloud, Fastmail) answers the PUT 409, and that resource is written instead.
// A failure is recorded on the connection as a refresh's would be (a refused password: EXPIRED, audited once) and
// the dispatcher retries with its backoff; while the connection is EXPIRED its messages wait, untried, until it
// is connected again (or the meeting is over). A write the server took is audited once, for the host.
import { calendarQuery, deleteCalendarObject, updateCalendarObject } from "tsdav";
import { auditEventRow, keepsAuditLog } from "../audit/record-audit-event";
import { trustedWorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { auditEvents } from "../db/schema";
import type { CalendarWritePayload } from "../notifications/calendar/calendar-messages";
import { storedEvent } from "../notifications/calendar/stored-event";
import type { OutboxMessage, SendResult } from "../notifications/dispatcher";
import { eventUid } from "../notifications/events";
import { type CalendarAccess, caldavAccess, recordAccessFault } from "./access";
import type { CalendarOptions } from "./options";
import { CalendarFault, faultOf } from "./remote";

export interface CalendarSenderOptions {
  getDb: () => Promise<Db>;
  calendars: () => CalendarOptions;
  /** The e-mails' From: the organizer's SENT-BY, as in the invitations. */
  from: string;
  now?: () => number;
}

interface Written {
  status: number;
  /** Whether the calendar changed (a DELETE of nothing did not): what the audit log records. */
  changed: boolean;
  response: string;
}

export function calendarSender(options: CalendarSenderOptions) {
  const now = options.now ?? Date.now;
  return async (message: OutboxMessage): Promise<SendResult> => {
    const db = await options.getDb();
    const payload = message.payload as CalendarWritePayload;
    const at = new Date(now());
    const access = await openCalendar(db, options.calendars(), payload);
    if (!access) return { response: "the calendar is no longer connected: not written", withdrawn: true };
    if (access === "EXPIRED" || access.state === "EXPIRED") {
      if (Date.parse(payload.booking.end) <= at.getTime()) return { response: "the meeting is over: not written", withdrawn: true };
      return { response: "the calendar's password was refused: waiting for the calendar to be connected again", deferred: true };
    }
    let written: Written;
    try {
      written = payload.write === "PUT" ? await put(access, payload, options.from) : await remove(access, payload);
    } catch (error) {
      await recordAccessFault(db, access, error, at);
      throw Object.assign(faultOf(error, access.session), { statusCode: access.session.statuses.at(-1) });
    }
    if (written.changed) await audit(db, message, payload, at);
    return { response: written.response, statusCode: written.status };
  };
}

/** The message's calendar opened; EXPIRED when its stored credentials no longer open (the service's key changed). */
async function openCalendar(
  db: Db,
  options: CalendarOptions,
  payload: CalendarWritePayload,
): Promise<CalendarAccess | "EXPIRED" | undefined> {
  if (!payload.calendarId) return undefined;
  try {
    return await caldavAccess(db, options, payload.calendarId);
  } catch (error) {
    if (error instanceof CalendarFault && error.kind === "AUTH") return "EXPIRED";
    throw error;
  }
}

/** The resource a meeting is written to: its UID, as a name. */
const resourceUrl = (access: CalendarAccess, uid: string) =>
  new URL(`${encodeURIComponent(uid).replace(/%40/g, "@")}.ics`, access.calendarUrl).href;

async function put(access: CalendarAccess, payload: CalendarWritePayload, from: string): Promise<Written> {
  const uid = eventUid(payload.booking.ical.uid);
  const data = storedEvent(payload, from);
  const write = (url: string) =>
    updateCalendarObject({ calendarObject: { url, data }, headers: access.headers, fetch: access.session.fetch });
  let answer = await write(resourceUrl(access, uid));
  if (answer.status === 409) {
    const held = await findByUid(access, uid);
    if (held) answer = await write(held);
  }
  if (!answer.ok) throw refused(answer.status, "write the meeting to");
  return { status: answer.status, changed: true, response: `written (${answer.status})` };
}

async function remove(access: CalendarAccess, payload: CalendarWritePayload): Promise<Written> {
  const uid = eventUid(payload.booking.ical.uid);
  const erase = (url: string) => deleteCalendarObject({ calendarObject: { url }, headers: access.headers, fetch: access.session.fetch });
  let answer = await erase(resourceUrl(access, uid));
  if (answer.status === 404) {
    const held = await findByUid(access, uid);
    if (!held) return { status: 404, changed: false, response: "not in the calendar: nothing to remove" };
    answer = await erase(held);
    if (answer.status === 404) return { status: 404, changed: false, response: "not in the calendar: nothing to remove" };
  }
  if (!answer.ok) throw refused(answer.status, "remove the meeting from");
  return { status: answer.status, changed: true, response: `removed (${answer.status})` };
}

/** The URL of the calendar's resource whose event has `uid`, under whatever name; undefined if none. */
async function findByUid(access: CalendarAccess, uid: string): Promise<string | undefined> {
  const responses = await calendarQuery({
    url: access.calendarUrl,
    props: { "d:getetag": {} },
    filters: [
      {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": {
            _attributes: { name: "VEVENT" },
            "prop-filter": { _attributes: { name: "UID" }, "text-match": { _attributes: { collation: "i;octet" }, _text: uid } },
          },
        },
      },
    ],
    depth: "1",
    headers: access.headers,
    fetch: access.session.fetch,
  });
  const href = responses.find((response) => response.ok && response.href?.endsWith(".ics"))?.href;
  return href ? new URL(href, access.calendarUrl).href : undefined;
}

/** A server's refusal in our words (its own text is never kept): 5xx is the server failing, the rest a refusal. */
function refused(status: number, what: string): CalendarFault {
  return new CalendarFault(
    status >= 500 ? "UNREACHABLE" : "UNREADABLE",
    `the server answered ${status} when asked to ${what} the calendar`,
  );
}

/** The write as the audit log records it, once per message (its id), for the host whose calendar it is. */
async function audit(db: Db, message: OutboxMessage, payload: CalendarWritePayload, at: Date): Promise<void> {
  const workspaceId = trustedWorkspaceId(payload.workspaceId);
  if (!(await keepsAuditLog(db, workspaceId))) return;
  const row = auditEventRow({
    id: `ae_${message.id}`,
    workspaceId,
    action: payload.action,
    actor: { kind: "user", userId: payload.userId },
    at,
    subject: { type: "booking", id: payload.booking.id, label: payload.booking.title },
    // Told apart from the booking's own CALENDAR_EVENT_* (its change, by who made it): this is the host's calendar.
    calendar: payload.calendarId ? { id: payload.calendarId, provider: "CALDAV" } : undefined,
  });
  await db.insert(auditEvents).values(row).onConflictDoNothing();
}
