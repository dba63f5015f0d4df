// Calendars holding each case busy times must get right, with the busy intervals a host expects from them,
// worked out by hand (the comments say how). Each case is a list of CalDAV resources (a VCALENDAR per event,
// its moved instances inside it); `asFeed` joins them into one iCalendar feed. lib/icalendar's unit tests read
// them both ways; lib/icalendar/radicale.caldav.test.ts stores them in Radicale and reads them back through tsdav.

export interface CalendarCase {
  name: string;
  /** The calendar's zone (floating times and all-day dates). */
  zone: string;
  window: { start: Date; end: Date };
  ignoreAllDay?: boolean;
  resources: string[];
  /** Expected busy intervals, UTC. */
  busy: [string, string][];
  /** Where Radicale stores the case differently (see the case), what is expected read back from it. */
  busyThroughRadicale?: [string, string][];
}

const CRLF = "\r\n";

export function vcalendar(...components: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//team-scheduling//tests//EN", ...components, "END:VCALENDAR"].join(CRLF) + CRLF;
}

export function vevent(uid: string, ...lines: string[]): string {
  return ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"].join(CRLF);
}

/** One feed holding every resource's events, each VTIMEZONE once. */
export function asFeed(resources: readonly string[]): string {
  const zones = new Map<string, string>();
  const events: string[] = [];
  for (const resource of resources) {
    for (const block of resource.match(/BEGIN:(VTIMEZONE|VEVENT)[\s\S]*?END:\1/g) ?? []) {
      if (block.startsWith("BEGIN:VTIMEZONE")) zones.set(/TZID:(.*)/.exec(block)![1]!.trim(), block);
      else events.push(block);
    }
  }
  return vcalendar(...zones.values(), ...events);
}

const window = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

/** America/New_York's rules since 2007, as Apple and Google write them. */
export const vtimezoneNewYork = (tzid = "America/New_York") =>
  [
    "BEGIN:VTIMEZONE",
    `TZID:${tzid}`,
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "DTSTART:20070311T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "TZNAME:EDT",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "DTSTART:20071104T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "TZNAME:EST",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join(CRLF);

/** The same rules as Outlook writes them: a Windows name, onsets from 1601. */
const vtimezoneOutlookEastern = [
  "BEGIN:VTIMEZONE",
  "TZID:Eastern Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
].join(CRLF);

const vtimezoneLondon = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "DTSTART:19810329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "TZNAME:BST",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "DTSTART:19961027T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "TZNAME:GMT",
  "END:STANDARD",
  "END:VTIMEZONE",
].join(CRLF);

/** Lord Howe Island: +10:30, and +11:00 in summer (a 30-minute change). */
const vtimezoneLordHowe = [
  "BEGIN:VTIMEZONE",
  "TZID:Lord Howe (defined here)",
  "BEGIN:STANDARD",
  "DTSTART:20080406T020000",
  "TZOFFSETFROM:+1100",
  "TZOFFSETTO:+1030",
  "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:20081005T020000",
  "TZOFFSETFROM:+1030",
  "TZOFFSETTO:+1100",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
].join(CRLF);

/** A zone of a company's own, at +03:00 all year: only the VTIMEZONE can say what it means. */
const vtimezoneOffice = [
  "BEGIN:VTIMEZONE",
  "TZID:Office Time",
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0300",
  "END:STANDARD",
  "END:VTIMEZONE",
].join(CRLF);

/** Pacific/Chatham (+12:45, +13:45 in summer) as Radicale 3.1.8's vobject writes it: whole hours only. */
const vtimezoneChathamAsVobjectWritesIt = [
  "BEGIN:VTIMEZONE",
  "TZID:Pacific/Chatham",
  "BEGIN:STANDARD",
  "DTSTART:20080406T040000",
  "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=4",
  "TZNAME:+1245",
  "TZOFFSETFROM:+1300",
  "TZOFFSETTO:+1200",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:20070930T030000",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=9",
  "TZNAME:+1345",
  "TZOFFSETFROM:+1200",
  "TZOFFSETTO:+1300",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
].join(CRLF);

const NY = "TZID=America/New_York";

export const calendarCases: CalendarCase[] = [
  {
    // Tue/Thu at 09:00 New York from Tue 3 March, four times: 14:00Z before the 8 March change, 13:00Z after.
    name: "weekly BYDAY with COUNT across the spring-forward change (New York, TZID with no VTIMEZONE)",
    zone: "America/New_York",
    window: window("2026-03-01T00:00:00Z", "2026-03-31T00:00:00Z"),
    resources: [
      vcalendar(
        vevent("weekly-count", `DTSTART;${NY}:20260303T090000`, `DTEND;${NY}:20260303T100000`, "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4"),
      ),
    ],
    busy: [
      ["2026-03-03T14:00:00Z", "2026-03-03T15:00:00Z"],
      ["2026-03-05T14:00:00Z", "2026-03-05T15:00:00Z"],
      ["2026-03-10T13:00:00Z", "2026-03-10T14:00:00Z"],
      ["2026-03-12T13:00:00Z", "2026-03-12T14:00:00Z"],
    ],
  },
  {
    // 09:00 Kolkata is 03:30Z; UNTIL is the last instance itself, inclusive. Read as floating (ical.js without a
    // VTIMEZONE), 09:00 would pass 03:30Z and the last day would be lost.
    name: "daily with UNTIL in UTC ends on its last instance (Kolkata, TZID with no VTIMEZONE)",
    zone: "Asia/Kolkata",
    window: window("2026-03-01T00:00:00Z", "2026-03-10T00:00:00Z"),
    resources: [
      vcalendar(
        vevent(
          "daily-until",
          "DTSTART;TZID=Asia/Kolkata:20260302T090000",
          "DTEND;TZID=Asia/Kolkata:20260302T093000",
          "RRULE:FREQ=DAILY;UNTIL=20260304T033000Z",
        ),
      ),
    ],
    busy: [
      ["2026-03-02T03:30:00Z", "2026-03-02T04:00:00Z"],
      ["2026-03-03T03:30:00Z", "2026-03-03T04:00:00Z"],
      ["2026-03-04T03:30:00Z", "2026-03-04T04:00:00Z"],
    ],
  },
  {
    // Second Tuesday at 15:00 London: 10 March (GMT, 15:00Z), 14 April and 12 May (BST, 14:00Z).
    name: "monthly on the second Tuesday across the clocks going forward (London, VTIMEZONE included)",
    zone: "Europe/London",
    window: window("2026-03-01T00:00:00Z", "2026-06-01T00:00:00Z"),
    resources: [
      vcalendar(
        vtimezoneLondon,
        vevent(
          "monthly-2tu",
          "DTSTART;TZID=Europe/London:20260210T150000",
          "DTEND;TZID=Europe/London:20260210T160000",
          "RRULE:FREQ=MONTHLY;BYDAY=2TU;UNTIL=20260630T235959Z",
        ),
      ),
    ],
    busy: [
      ["2026-03-10T15:00:00Z", "2026-03-10T16:00:00Z"],
      ["2026-04-14T14:00:00Z", "2026-04-14T15:00:00Z"],
      ["2026-05-12T14:00:00Z", "2026-05-12T15:00:00Z"],
    ],
  },
  {
    // The 31st of each month at 10:00 Kolkata (04:30Z): February, April and June have none.
    name: "monthly on the 31st skips shorter months (Kolkata)",
    zone: "Asia/Kolkata",
    window: window("2026-02-01T00:00:00Z", "2026-07-01T00:00:00Z"),
    resources: [
      vcalendar(
        vevent(
          "monthly-31",
          "DTSTART;TZID=Asia/Kolkata:20260131T100000",
          "DTEND;TZID=Asia/Kolkata:20260131T110000",
          "RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4",
        ),
      ),
    ],
    busy: [
      ["2026-03-31T04:30:00Z", "2026-03-31T05:30:00Z"],
      ["2026-05-31T04:30:00Z", "2026-05-31T05:30:00Z"],
    ],
  },
  {
    // 10:00 Chatham daylight time (+13:45) is 20:15Z the day before. 3 March is excluded in local time, 5 March
    // in UTC (20:15Z on the 4th).
    name: "EXDATE in the series' zone and in UTC (Chatham)",
    zone: "Pacific/Chatham",
    window: window("2026-02-28T00:00:00Z", "2026-03-10T00:00:00Z"),
    resources: [
      vcalendar(
        vevent(
          "exdates",
          "DTSTART;TZID=Pacific/Chatham:20260302T100000",
          "DTEND;TZID=Pacific/Chatham:20260302T110000",
          "RRULE:FREQ=DAILY;COUNT=5",
          "EXDATE;TZID=Pacific/Chatham:20260303T100000",
          "EXDATE:20260304T201500Z",
        ),
      ),
    ],
    busy: [
      ["2026-03-01T20:15:00Z", "2026-03-01T21:15:00Z"],
      ["2026-03-03T20:15:00Z", "2026-03-03T21:15:00Z"],
      ["2026-03-05T20:15:00Z", "2026-03-05T21:15:00Z"],
    ],
  },
  {
    // Mondays at 10:00 New York (14:00Z) from 6 April, six times. 13 April moves to Tue 14 at 15:00 (19:00Z);
    // 20 April is cancelled (its RECURRENCE-ID given in UTC); 27 April moves out to 5 May; 11 May moves in,
    // to Wed 29 April at 08:00 (12:00Z).
    name: "moved instances: within, into and out of the window, and one cancelled (New York, VTIMEZONE included)",
    zone: "America/New_York",
    window: window("2026-04-01T00:00:00Z", "2026-05-01T00:00:00Z"),
    resources: [
      vcalendar(
        vtimezoneNewYork(),
        vevent("moved", `DTSTART;${NY}:20260406T100000`, `DTEND;${NY}:20260406T110000`, "RRULE:FREQ=WEEKLY;COUNT=6"),
        vevent("moved", `RECURRENCE-ID;${NY}:20260413T100000`, `DTSTART;${NY}:20260414T150000`, `DTEND;${NY}:20260414T160000`),
        vevent(
          "moved",
          "RECURRENCE-ID:20260420T140000Z",
          `DTSTART;${NY}:20260420T100000`,
          `DTEND;${NY}:20260420T110000`,
          "STATUS:CANCELLED",
        ),
        vevent("moved", `RECURRENCE-ID;${NY}:20260427T100000`, `DTSTART;${NY}:20260505T100000`, `DTEND;${NY}:20260505T110000`),
        vevent("moved", `RECURRENCE-ID;${NY}:20260511T100000`, `DTSTART;${NY}:20260429T080000`, `DTEND;${NY}:20260429T090000`),
      ),
    ],
    busy: [
      ["2026-04-06T14:00:00Z", "2026-04-06T15:00:00Z"],
      ["2026-04-14T19:00:00Z", "2026-04-14T20:00:00Z"],
      ["2026-04-29T12:00:00Z", "2026-04-29T13:00:00Z"],
    ],
  },
  {
    // A series whose own instances (4 and 11 May) are all after the window; the second one moved into it, to
    // Wed 29 April at 08:00 New York (12:00Z).
    name: "an instance moved into the window from a series entirely outside it (New York)",
    zone: "America/New_York",
    window: window("2026-04-01T00:00:00Z", "2026-05-01T00:00:00Z"),
    resources: [
      vcalendar(
        vevent("moved-in", `DTSTART;${NY}:20260504T100000`, `DTEND;${NY}:20260504T110000`, "RRULE:FREQ=WEEKLY;COUNT=2"),
        vevent("moved-in", `RECURRENCE-ID;${NY}:20260511T100000`, `DTSTART;${NY}:20260429T080000`, `DTEND;${NY}:20260429T090000`),
      ),
    ],
    busy: [["2026-04-29T12:00:00Z", "2026-04-29T13:00:00Z"]],
  },
  {
    // Chatham in March is +13:45, so its days start at 10:15Z the day before: one day, three days, a date with
    // no end (one day), and a yearly birthday since 1980.
    name: "all-day events: one day, three days, no end, yearly (Chatham)",
    zone: "Pacific/Chatham",
    window: window("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"),
    resources: [
      vcalendar(vevent("all-day-1", "DTSTART;VALUE=DATE:20260310", "DTEND;VALUE=DATE:20260311")),
      vcalendar(vevent("all-day-3", "DTSTART;VALUE=DATE:20260315", "DTEND;VALUE=DATE:20260318")),
      vcalendar(vevent("all-day-no-end", "DTSTART;VALUE=DATE:20260320")),
      vcalendar(vevent("birthday", "DTSTART;VALUE=DATE:19800325", "DTEND;VALUE=DATE:19800326", "RRULE:FREQ=YEARLY")),
    ],
    busy: [
      ["2026-03-09T10:15:00Z", "2026-03-10T10:15:00Z"],
      ["2026-03-14T10:15:00Z", "2026-03-17T10:15:00Z"],
      ["2026-03-19T10:15:00Z", "2026-03-20T10:15:00Z"],
      ["2026-03-24T10:15:00Z", "2026-03-25T10:15:00Z"],
    ],
  },
  {
    // The same calendar with all-day events ignored, as a calendar's setting may ask; the timed event stays.
    name: "all-day events ignored when the calendar says so (Chatham)",
    zone: "Pacific/Chatham",
    window: window("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"),
    ignoreAllDay: true,
    resources: [
      vcalendar(vevent("ignored-all-day", "DTSTART;VALUE=DATE:20260310", "DTEND;VALUE=DATE:20260312")),
      vcalendar(vevent("timed", "DTSTART:20260312T000000Z", "DTEND:20260312T010000Z")),
    ],
    busy: [["2026-03-12T00:00:00Z", "2026-03-12T01:00:00Z"]],
  },
  {
    // 5 April on Lord Howe starts at 00:00 +11:00 (13:00Z on the 4th); at 02:00 the clocks go back to 01:30, so
    // the day ends at 00:00 +10:30 (13:30Z on the 5th): 24 hours 30 minutes.
    name: "an all-day event on the day the clocks go back half an hour (Lord Howe)",
    zone: "Australia/Lord_Howe",
    window: window("2026-04-01T00:00:00Z", "2026-04-10T00:00:00Z"),
    resources: [vcalendar(vevent("lord-howe-day", "DTSTART;VALUE=DATE:20260405", "DTEND;VALUE=DATE:20260406"))],
    busy: [["2026-04-04T13:00:00Z", "2026-04-05T13:30:00Z"]],
  },
  {
    // Free: a transparent event, a cancelled one, a cancelled series, and the transparent instance (12 March) of
    // an opaque series at 09:00 London (GMT). Busy: the 14:00 meeting and the series' other two mornings.
    name: "transparent and cancelled events are free (London)",
    zone: "Europe/London",
    window: window("2026-03-09T00:00:00Z", "2026-03-16T00:00:00Z"),
    resources: [
      vcalendar(vevent("transparent", "DTSTART:20260310T100000Z", "DTEND:20260310T110000Z", "TRANSP:TRANSPARENT")),
      vcalendar(vevent("cancelled", "DTSTART:20260310T120000Z", "DTEND:20260310T130000Z", "STATUS:CANCELLED")),
      vcalendar(vevent("opaque", "DTSTART:20260310T140000Z", "DTEND:20260310T150000Z", "TRANSP:OPAQUE")),
      vcalendar(
        vevent("cancelled-series", "DTSTART:20260309T160000Z", "DTEND:20260309T170000Z", "RRULE:FREQ=DAILY;COUNT=5", "STATUS:CANCELLED"),
      ),
      vcalendar(
        vtimezoneLondon,
        vevent(
          "mornings",
          "DTSTART;TZID=Europe/London:20260311T090000",
          "DTEND;TZID=Europe/London:20260311T093000",
          "RRULE:FREQ=DAILY;COUNT=3",
        ),
        vevent(
          "mornings",
          "RECURRENCE-ID;TZID=Europe/London:20260312T090000",
          "DTSTART;TZID=Europe/London:20260312T090000",
          "DTEND;TZID=Europe/London:20260312T093000",
          "TRANSP:TRANSPARENT",
        ),
      ),
    ],
    busy: [
      ["2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z"],
      ["2026-03-11T09:00:00Z", "2026-03-11T09:30:00Z"],
      ["2026-03-13T09:00:00Z", "2026-03-13T09:30:00Z"],
    ],
  },
  {
    // Outlook's "Eastern Standard Time" (09:00 on 9 March is EDT: 13:00Z) and a company zone at +03:00 (09:00 is
    // 06:00Z): names no runtime knows, defined by the VTIMEZONE in the data.
    name: "VTIMEZONEs under names that are not IANA zones (Outlook's, a company's own)",
    zone: "America/New_York",
    window: window("2026-03-09T00:00:00Z", "2026-03-11T00:00:00Z"),
    resources: [
      vcalendar(
        vtimezoneOutlookEastern,
        vevent("outlook", "DTSTART;TZID=Eastern Standard Time:20260309T090000", "DTEND;TZID=Eastern Standard Time:20260309T100000"),
      ),
      vcalendar(vtimezoneOffice, vevent("office", "DTSTART;TZID=Office Time:20260310T090000", "DTEND;TZID=Office Time:20260310T100000")),
    ],
    busy: [
      ["2026-03-09T13:00:00Z", "2026-03-09T14:00:00Z"],
      ["2026-03-10T06:00:00Z", "2026-03-10T07:00:00Z"],
    ],
  },
  {
    // Radicale 3.1.8 (vobject) adds this VTIMEZONE to a resource that names Pacific/Chatham without one: its
    // offsets are cut to whole hours. The IANA name wins: 10:00 at +13:45 is 20:15Z the day before (not 21:00Z).
    name: "an IANA TZID is read from the tz database, not from a wrong VTIMEZONE of the same name (Chatham)",
    zone: "Pacific/Chatham",
    window: window("2026-03-01T00:00:00Z", "2026-03-03T00:00:00Z"),
    resources: [
      vcalendar(
        vtimezoneChathamAsVobjectWritesIt,
        vevent("wrong-vtimezone", "DTSTART;TZID=Pacific/Chatham:20260302T100000", "DTEND;TZID=Pacific/Chatham:20260302T110000"),
      ),
    ],
    busy: [["2026-03-01T20:15:00Z", "2026-03-01T21:15:00Z"]],
  },
  {
    // No TZID and no Z: 09:00 in the calendar's zone, Kolkata (03:30Z).
    name: "floating times are read in the calendar's zone (Kolkata)",
    zone: "Asia/Kolkata",
    window: window("2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z"),
    resources: [vcalendar(vevent("floating", "DTSTART:20260310T090000", "DTEND:20260310T100000"))],
    busy: [["2026-03-10T03:30:00Z", "2026-03-10T04:30:00Z"]],
  },
  {
    // The same floating event in a New York calendar: 09:00 EDT is 13:00Z.
    name: "floating times are read in the calendar's zone (New York)",
    zone: "America/New_York",
    window: window("2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z"),
    resources: [vcalendar(vevent("floating", "DTSTART:20260310T090000", "DTEND:20260310T100000"))],
    busy: [["2026-03-10T13:00:00Z", "2026-03-10T14:00:00Z"]],
  },
  {
    // Times that do not exist are read with the offset before the gap, so they land that far after it:
    // New York 8 March 02:30 (EST, -05:00) is 07:30Z = 03:30 EDT; Lord Howe 4 October 02:15 (+10:30) is 15:45Z
    // on the 3rd = 02:45; Chatham 27 September 03:00 (+12:45) is 14:15Z on the 26th = 04:00. Their ends exist:
    // 04:30 EDT, 03:15 +11:00, 05:00 +13:45.
    name: "DST gaps: a time that does not exist moves forward by the gap (New York, Lord Howe, Chatham)",
    zone: "UTC",
    window: window("2026-03-01T00:00:00Z", "2026-11-01T00:00:00Z"),
    resources: [
      vcalendar(vevent("gap-new-york", `DTSTART;${NY}:20260308T023000`, `DTEND;${NY}:20260308T043000`)),
      vcalendar(
        vevent("gap-lord-howe", "DTSTART;TZID=Australia/Lord_Howe:20261004T021500", "DTEND;TZID=Australia/Lord_Howe:20261004T031500"),
      ),
      vcalendar(vevent("gap-chatham", "DTSTART;TZID=Pacific/Chatham:20260927T030000", "DTEND;TZID=Pacific/Chatham:20260927T050000")),
    ],
    busy: [
      ["2026-03-08T07:30:00Z", "2026-03-08T08:30:00Z"],
      ["2026-09-26T14:15:00Z", "2026-09-26T15:15:00Z"],
      ["2026-10-03T15:45:00Z", "2026-10-03T16:15:00Z"],
    ],
  },
  {
    // The same gaps through VTIMEZONEs (under names no runtime knows, so only the definitions can answer).
    name: "DST gaps through VTIMEZONEs agree (New York, Lord Howe)",
    zone: "UTC",
    window: window("2026-03-01T00:00:00Z", "2026-11-01T00:00:00Z"),
    resources: [
      vcalendar(
        vtimezoneNewYork("US Eastern (defined here)"),
        vevent(
          "gap-new-york-vtimezone",
          "DTSTART;TZID=US Eastern (defined here):20260308T023000",
          "DTEND;TZID=US Eastern (defined here):20260308T043000",
        ),
      ),
      vcalendar(
        vtimezoneLordHowe,
        vevent(
          "gap-lord-howe-vtimezone",
          "DTSTART;TZID=Lord Howe (defined here):20261004T021500",
          "DTEND;TZID=Lord Howe (defined here):20261004T031500",
        ),
      ),
    ],
    busy: [
      ["2026-03-08T07:30:00Z", "2026-03-08T08:30:00Z"],
      ["2026-10-03T15:45:00Z", "2026-10-03T16:15:00Z"],
    ],
  },
  {
    // Times that exist twice are the first of the two: New York 1 November 01:30 is EDT (05:30Z), to 02:00 EST
    // (07:00Z); Lord Howe 5 April 01:45 is +11:00 (14:45Z on the 4th), to 02:45 +10:30 (16:15Z).
    name: "DST overlaps: a time that exists twice is the earlier one (New York, Lord Howe)",
    zone: "UTC",
    window: window("2026-04-01T00:00:00Z", "2026-11-02T00:00:00Z"),
    resources: [
      vcalendar(vevent("overlap-new-york", `DTSTART;${NY}:20261101T013000`, `DTEND;${NY}:20261101T020000`)),
      vcalendar(
        vevent("overlap-lord-howe", "DTSTART;TZID=Australia/Lord_Howe:20260405T014500", "DTEND;TZID=Australia/Lord_Howe:20260405T024500"),
      ),
    ],
    busy: [
      ["2026-04-04T14:45:00Z", "2026-04-04T16:15:00Z"],
      ["2026-11-01T05:30:00Z", "2026-11-01T07:00:00Z"],
    ],
  },
  {
    // The same overlaps through VTIMEZONEs (ical.js's own reading would take the later, standard-time one).
    name: "DST overlaps through VTIMEZONEs agree (New York, Lord Howe)",
    zone: "UTC",
    window: window("2026-04-01T00:00:00Z", "2026-11-02T00:00:00Z"),
    resources: [
      vcalendar(
        vtimezoneNewYork("US Eastern (defined here)"),
        vevent(
          "overlap-new-york-vtimezone",
          "DTSTART;TZID=US Eastern (defined here):20261101T013000",
          "DTEND;TZID=US Eastern (defined here):20261101T020000",
        ),
      ),
      vcalendar(
        vtimezoneLordHowe,
        vevent(
          "overlap-lord-howe-vtimezone",
          "DTSTART;TZID=Lord Howe (defined here):20260405T014500",
          "DTEND;TZID=Lord Howe (defined here):20260405T024500",
        ),
      ),
    ],
    busy: [
      ["2026-04-04T14:45:00Z", "2026-04-04T16:15:00Z"],
      ["2026-11-01T05:30:00Z", "2026-11-01T07:00:00Z"],
    ],
  },
  {
    // Midnight to 04:00 New York on the night the clocks go back is five hours: 04:00Z to 09:00Z.
    name: "an event across the fall-back change lasts its real length (New York)",
    zone: "America/New_York",
    window: window("2026-10-31T00:00:00Z", "2026-11-03T00:00:00Z"),
    resources: [vcalendar(vevent("long-night", `DTSTART;${NY}:20261101T000000`, `DTEND;${NY}:20261101T040000`))],
    busy: [["2026-11-01T04:00:00Z", "2026-11-01T09:00:00Z"]],
  },
  {
    // DURATION instead of DTEND. P1D from noon on 7 March (EST, 17:00Z) ends at noon on the 8th (EDT, 16:00Z):
    // a day on the wall clock, 23 hours. PT24H from noon on 31 October (EDT, 16:00Z) ends 24 hours later, 11:00
    // EST on 1 November. PT1H30M from noon on 10 March (EDT).
    name: "DURATION: P1D is a day on the wall clock, PT24H is 24 hours (New York)",
    zone: "America/New_York",
    window: window("2026-03-01T00:00:00Z", "2026-11-05T00:00:00Z"),
    resources: [
      vcalendar(vevent("duration-p1d", `DTSTART;${NY}:20260307T120000`, "DURATION:P1D")),
      vcalendar(vevent("duration-pt1h30m", `DTSTART;${NY}:20260310T120000`, "DURATION:PT1H30M")),
      vcalendar(vevent("duration-pt24h", `DTSTART;${NY}:20261031T120000`, "DURATION:PT24H")),
    ],
    busy: [
      ["2026-03-07T17:00:00Z", "2026-03-08T16:00:00Z"],
      ["2026-03-10T16:00:00Z", "2026-03-10T17:30:00Z"],
      ["2026-10-31T16:00:00Z", "2026-11-01T16:00:00Z"],
    ],
    // Radicale 3.1.8 (vobject) stores DURATION:PT24H as P1D, a day on the wall clock: to noon EST, 17:00Z.
    busyThroughRadicale: [
      ["2026-03-07T17:00:00Z", "2026-03-08T16:00:00Z"],
      ["2026-03-10T16:00:00Z", "2026-03-10T17:30:00Z"],
      ["2026-10-31T16:00:00Z", "2026-11-01T17:00:00Z"],
    ],
  },
  {
    // With no DTEND or DURATION, a date lasts one day (1 June in London: BST, from 23:00Z) and a date-time lasts
    // no time at all, so blocks nothing (RFC 5545 §3.6.1).
    name: "no end: a date is one day, a date-time blocks nothing (London)",
    zone: "Europe/London",
    window: window("2026-05-31T00:00:00Z", "2026-06-05T00:00:00Z"),
    resources: [
      vcalendar(vevent("no-end-date", "DTSTART;VALUE=DATE:20260601")),
      vcalendar(vevent("no-end-time", "DTSTART;TZID=Europe/London:20260603T090000")),
    ],
    busy: [["2026-05-31T23:00:00Z", "2026-06-01T23:00:00Z"]],
  },
  {
    // Every third day since 1 January 1970 at 08:30 London: 26 March (GMT, 08:30Z), 29 March (the day BST
    // starts, 07:30Z) and 1 April (07:30Z). Found without iterating 56 years of days.
    name: "a series since 1970 (every third day, London)",
    zone: "Europe/London",
    window: window("2026-03-26T00:00:00Z", "2026-04-02T00:00:00Z"),
    resources: [
      vcalendar(
        vevent(
          "since-1970",
          "DTSTART;TZID=Europe/London:19700101T083000",
          "DTEND;TZID=Europe/London:19700101T090000",
          "RRULE:FREQ=DAILY;INTERVAL=3",
        ),
      ),
    ],
    busy: [
      ["2026-03-26T08:30:00Z", "2026-03-26T09:00:00Z"],
      ["2026-03-29T07:30:00Z", "2026-03-29T08:00:00Z"],
      ["2026-04-01T07:30:00Z", "2026-04-01T08:00:00Z"],
    ],
  },
];
