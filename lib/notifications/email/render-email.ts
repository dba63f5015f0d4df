// A booking e-mail from its outbox payload: subject, plain text, a simple
// HTML version and the calendar part, in the link's language and the
// recipient's time zone.
import sanitizeHtml from "sanitize-html";
import { dateTimeFormatter } from "../../i18n/date-formatter";
import type { EmailPayload } from "../events";
import { type CalendarPart, calendarPart } from "./calendar-event";
import { emailStrings, LOCALE } from "./strings";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  calendar?: CalendarPart;
}

/** The meeting's span in a zone and language, with the zone named: "Tuesday, 8 December 2026, 10:00 – 10:30 (Asia/Kolkata)". */
export function formatSpan(start: string, end: string, timeZone: string, language: string): string {
  const locale = LOCALE[language] ?? "en-US";
  const day = dateTimeFormatter(locale, { timeZone, dateStyle: "full" }).format(new Date(start));
  const time = dateTimeFormatter(locale, { timeZone, timeStyle: "short" });
  return `${day}, ${time.format(new Date(start))} – ${time.format(new Date(end))} (${timeZone})`;
}

export function renderEmail(payload: EmailPayload, options: { manageUrl?: string; from: string }): RenderedEmail {
  const s = emailStrings(payload.booking.language);
  const { booking } = payload;
  const host = payload.audience === "HOST";
  // A move awaiting approval is a request, not yet a new time.
  const pendingMove = payload.event === "booking.rescheduled" && booking.status === "PENDING";
  const subject = pendingMove
    ? s.movePending[host ? "hostSubject" : "attendeeSubject"]
    : (host ? s.hostSubject : s.attendeeSubject)[payload.event];
  const lead = pendingMove ? s.movePending[host ? "hostLead" : "attendeeLead"] : (host ? s.hostLead : s.attendeeLead)[payload.event];
  const lines: [string, string][] = [[s.when, formatSpan(booking.start, booking.end, payload.timeZone, booking.language)]];
  if (payload.previous) {
    lines.push([s.previously, formatSpan(payload.previous.start, payload.previous.end, payload.timeZone, booking.language)]);
  }
  if (booking.location) lines.push([s.where, booking.location]);
  const people = [...booking.hosts.map((h) => h.name), ...booking.attendees.map((a) => (a.isGuest ? `${a.name} (${s.guest})` : a.name))];
  lines.push([s.who, people.join(", ")]);
  if (booking.answers.length) {
    lines.push([s.answers, booking.answers.map((a) => `${a.label}: ${a.value}`).join("\n")]);
  }
  if (booking.reason) lines.push([s.reason, booking.reason]);
  const manage = payload.audience === "ATTENDEE" && options.manageUrl ? options.manageUrl : undefined;
  const text = [lead, "", ...lines.map(([k, v]) => `${k}: ${v}`), ...(manage ? ["", `${s.manage}: ${manage}`] : [])].join("\n");
  return {
    subject: subject.replace("{title}", booking.title),
    text,
    html: htmlOf(lead, lines, manage && { label: s.manage, url: manage }),
    calendar: calendarPart(payload, options.from, text),
  };
}

const escapeHtml = (value: string) => sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "escape" });

function htmlOf(lead: string, lines: [string, string][], manage?: { label: string; url: string } | "" | undefined): string {
  const rows = lines
    .map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, "<br>")}</td></tr>`)
    .join("");
  const link = manage ? `<p><a href="${escapeHtml(manage.url)}">${escapeHtml(manage.label)}</a></p>` : "";
  return `<!doctype html><html><body><p>${escapeHtml(lead)}</p><table cellpadding="4">${rows}</table>${link}</body></html>`;
}
