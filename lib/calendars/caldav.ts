// CalDAV through tsdav, every request on the session's guarded fetch: the principal's calendars found from a
// server URL (RFC 6764 discovery, then the calendar home), and one calendar's events in a window read in one
// REPORT, skipped when its ctag has not moved. The server's time-range filter picks the resources (a recurring
// series whose instances fall in the window included); the expansion is ours (lib/icalendar), as servers differ.
import { calendarQuery, createAccount, fetchCalendars, isCollectionDirty } from "tsdav";
import { CalendarFault, type RemoteSession } from "./remote";

export interface DiscoveredCalendar {
  url: string;
  name: string;
  ctag: string | undefined;
}

/** The account's calendars that hold events, by name. */
export async function discoverCalendars(session: RemoteSession, serverUrl: string, authorization: string): Promise<DiscoveredCalendar[]> {
  const headers = { authorization };
  const account = await createAccount({ account: { serverUrl, accountType: "caldav" }, headers, fetch: session.fetch });
  const found = await fetchCalendars({ account, headers, fetch: session.fetch });
  return found
    .filter((calendar) => calendar.components === undefined || calendar.components.length === 0 || calendar.components.includes("VEVENT"))
    .map((calendar) => ({ url: calendar.url, name: calendarName(calendar.displayName, calendar.url), ctag: tagOf(calendar.ctag) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.url.localeCompare(b.url));
}

function calendarName(displayName: unknown, url: string): string {
  const named = typeof displayName === "string" ? displayName.trim() : "";
  const fallback = decodeURIComponent(new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? "Calendar");
  return (named || fallback).slice(0, 200);
}

const tagOf = (value: unknown) => (value === undefined || value === null || value === "" ? undefined : String(value));

/** The collection's ctag now; undefined when the server keeps none (then every refresh reads it whole). */
export async function currentCtag(session: RemoteSession, url: string, authorization: string): Promise<string | undefined> {
  try {
    const { newCtag } = await isCollectionDirty({ collection: { url }, headers: { authorization }, fetch: session.fetch });
    return tagOf(newCtag);
  } catch (error) {
    if (error instanceof Error && /status check failed: 404|does not exist/.test(error.message)) {
      throw new CalendarFault("UNREADABLE", "a calendar of this connection no longer exists on the server (404)");
    }
    throw error;
  }
}

const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** Every resource with an event in [start, end), as iCalendar texts (a master and its moved instances together). */
export async function readEvents(
  session: RemoteSession,
  url: string,
  authorization: string,
  window: { start: Date; end: Date },
): Promise<string[]> {
  const responses = await calendarQuery({
    url,
    props: { "d:getetag": {}, "c:calendar-data": {} },
    filters: [
      {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": {
            _attributes: { name: "VEVENT" },
            "time-range": { _attributes: { start: stamp(window.start), end: stamp(window.end) } },
          },
        },
      },
    ],
    depth: "1",
    headers: { authorization },
    fetch: session.fetch,
  });
  const failed = responses.find((response) => !response.ok && !response.href?.endsWith(".ics"));
  if (failed) {
    const kind = failed.status >= 500 ? "UNREACHABLE" : "UNREADABLE";
    throw new CalendarFault(kind, `the server answered ${failed.status} to the calendar's events`);
  }
  return responses.flatMap((response) => {
    const data = response.props?.calendarData;
    const text = typeof data === "string" ? data : (data as { _cdata?: string } | undefined)?._cdata;
    return response.ok && text ? [text] : [];
  });
}
