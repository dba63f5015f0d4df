// Add-to-calendar: an iCalendar (RFC 5545) event and a Google Calendar link.
import { stripControlCharacters } from "../validation/human-text";

const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * An RFC 5545 TEXT value (3.3.11): backslash, semicolon and comma escaped, a
 * line break (CRLF or LF) written as \n, a tab as a space, and a CR on its own
 * and every other control character dropped. A title can then never end its
 * line, so it cannot add a property (ATTENDEE, say) to the file.
 */
const escapeText = (value: string) =>
  stripControlCharacters(
    value
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\r?\n/g, "\\n")
      .replace(/\t/g, " "),
  );

const LINE_OCTETS = 75;
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** RFC 5545 folding (3.1): at most 75 octets a line, the rest on lines that start with a space; never inside a character. */
function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      [current, octets] = [" ", 1];
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

export function icsEvent(event: { uid: string; title: string; start: string; end: string; location?: string; now?: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Team scheduling//Booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp((event.now ?? new Date()).toISOString())}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export function googleCalendarUrl(event: { title: string; start: string; end: string; location?: string }): string {
  const params = new URLSearchParams({ action: "TEMPLATE", text: event.title, dates: `${stamp(event.start)}/${stamp(event.end)}` });
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}
