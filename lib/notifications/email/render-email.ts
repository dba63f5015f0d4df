// A booking e-mail from its outbox payload: subject, plain text, a simple
// HTML version and the calendar part, in the link's language and the
// recipient's time zone.
import sanitizeHtml from "sanitize-html";
import { formatList, isLanguage, type Language, LOCALES, translator } from "../../i18n";
import { dateTimeFormatter } from "../../i18n/date-formatter";
import type { EmailPayload } from "../events";
import { type CalendarPart, calendarPart } from "./calendar-event";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  calendar?: CalendarPart;
}

/** The meeting's span in a zone and language, with the zone named: "Tuesday, 8 December 2026, 10:00 – 10:30 (Asia/Kolkata)". */
export function formatSpan(start: string, end: string, timeZone: string, language: string): string {
  const locale = LOCALES[languageOf(language)];
  const day = dateTimeFormatter(locale, { timeZone, dateStyle: "full" }).format(new Date(start));
  const time = dateTimeFormatter(locale, { timeZone, timeStyle: "short" });
  return `${day}, ${time.format(new Date(start))} – ${time.format(new Date(end))} (${timeZone})`;
}

// The payload's language was the link's when the change was recorded; one the catalogue no longer has reads as English.
const languageOf = (language: string): Language => (isLanguage(language) ? language : "en");

export function renderEmail(payload: EmailPayload, options: { manageUrl?: string; from: string }): RenderedEmail {
  const { booking } = payload;
  const language = languageOf(booking.language);
  const t = translator(language);
  const host = payload.audience === "HOST";
  // A move awaiting approval is a request, not yet a new time.
  const pendingMove = payload.event === "booking.rescheduled" && booking.status === "PENDING";
  const event = pendingMove ? "movePending" : payload.event.slice("booking.".length);
  const subject = t(host ? "email.hostSubject" : "email.attendeeSubject", { event, title: booking.title });
  const lead = t(host ? "email.hostLead" : "email.attendeeLead", { event });
  const lines: [string, string][] = [[t("email.when"), formatSpan(booking.start, booking.end, payload.timeZone, language)]];
  if (payload.previous) {
    lines.push([t("email.previously"), formatSpan(payload.previous.start, payload.previous.end, payload.timeZone, language)]);
  }
  if (booking.location) lines.push([t("email.where"), booking.location]);
  const people = [
    ...booking.hosts.map((h) => h.name),
    ...booking.attendees.map((a) => (a.isGuest ? t("email.guest", { name: a.name }) : a.name)),
  ];
  lines.push([t("email.who"), formatList(LOCALES[language], people)]);
  if (booking.answers.length) {
    lines.push([t("email.answers"), booking.answers.map((a) => `${a.label}: ${a.value}`).join("\n")]);
  }
  if (booking.reason) lines.push([t("email.reason"), booking.reason]);
  const manage = payload.audience === "ATTENDEE" && options.manageUrl ? options.manageUrl : undefined;
  const manageLabel = t("email.manage");
  const text = [lead, "", ...lines.map(([k, v]) => `${k}: ${v}`), ...(manage ? ["", `${manageLabel}: ${manage}`] : [])].join("\n");
  return {
    subject,
    text,
    html: htmlOf(lead, lines, manage && { label: manageLabel, url: manage }),
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
