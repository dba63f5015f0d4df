// Add-to-calendar: an iCalendar (RFC 5545) event and a Google Calendar link.
const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

// RFC 5545 text: escape backslash, semicolon and comma; fold newlines.
const escapeText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

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
  return `${lines.join("\r\n")}\r\n`;
}

export function googleCalendarUrl(event: { title: string; start: string; end: string; location?: string }): string {
  const params = new URLSearchParams({ action: "TEMPLATE", text: event.title, dates: `${stamp(event.start)}/${stamp(event.end)}` });
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}
