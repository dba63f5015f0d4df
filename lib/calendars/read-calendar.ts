// Reading one connected calendar's busy times from its server: the connection's credentials opened, the
// calendar's events read (or found unchanged by their ctag or ETag), and expanded by lib/icalendar in the
// member's zone. Shared by the refresh, which stores what it reads, and the live check before a booking.
import type { Db } from "../db/client";
import { type BusyInterval, busyIntervalsYielding, ICalendarError } from "../icalendar";
import { currentCtag, readEvents } from "./caldav";
import type { CalendarRow, ConnectionRow } from "./calendar-rows";
import { type Credentials, sealingKey, UnreadableCredentials, unseal } from "./credentials";
import { feedAddress, readFeed } from "./ics-feed";
import type { CalendarOptions } from "./options";
import { basicAuth, CalendarFault, type RemoteSession, remoteSession } from "./remote";

export interface OpenConnection {
  connection: ConnectionRow;
  credentials: Credentials;
  session: RemoteSession;
}

/** The connection with its credentials unsealed and a session to its server; AUTH when they no longer open. */
export async function openConnection(
  db: Db,
  options: CalendarOptions,
  connection: ConnectionRow,
  signal?: AbortSignal,
): Promise<OpenConnection> {
  const key = await sealingKey(db, options.credentialsKey);
  let credentials: Credentials;
  try {
    if (!connection.credentials) throw new UnreadableCredentials("none kept");
    credentials = unseal(key, connection.id, connection.credentials);
  } catch (error) {
    if (!(error instanceof UnreadableCredentials)) throw error;
    throw new CalendarFault("AUTH", "the stored credentials no longer open (the service's key changed): connect the calendar again");
  }
  // A public feed may be http://; a CalDAV password goes over https unless private servers are allowed.
  return { connection, credentials, session: remoteSession(options, { allowHttp: connection.provider === "ICS", signal }) };
}

export interface CalendarRead {
  /** The ctag or ETag the texts were read under. */
  tag: string | undefined;
  /** iCalendar texts (one per CalDAV resource, or the whole feed); undefined: unchanged since `previousTag`. */
  texts: string[] | undefined;
}

/** The calendar's events in `window`; with `previousTag`, undefined texts if the server says nothing changed. */
export async function readCalendar(
  open: OpenConnection,
  calendar: Pick<CalendarRow, "remoteUrl">,
  window: { start: Date; end: Date },
  previousTag: string | undefined,
): Promise<CalendarRead> {
  const { connection, credentials, session } = open;
  if (connection.provider === "ICS") {
    const feed = await readFeed(session, feedAddress((credentials as { url: string }).url), previousTag);
    return { tag: feed.etag, texts: feed.text === undefined ? undefined : [feed.text] };
  }
  const authorization = basicAuth(connection.username ?? "", (credentials as { password: string }).password);
  const url = calendar.remoteUrl!;
  const tag = await currentCtag(session, url, authorization);
  if (tag !== undefined && tag === previousTag) return { tag, texts: undefined };
  return { tag, texts: await readEvents(session, url, authorization, window) };
}

/** The busy intervals of what readCalendar read, in the member's zone; UNREADABLE for what is no iCalendar data. */
export async function expandBusy(
  provider: ConnectionRow["provider"],
  texts: string[],
  window: { start: Date; end: Date },
  options: { ignoreAllDay: boolean; zone: string; ignoreUids?: ReadonlySet<string> },
): Promise<BusyInterval[]> {
  try {
    // A feed is one calendar of many events; CalDAV answers one calendar per resource (an unreadable one is skipped).
    // In slices: a big calendar is most of a second of work on the thread that answers visitors.
    return (await busyIntervalsYielding(provider === "ICS" ? (texts[0] ?? "") : texts, window, options)).intervals;
  } catch (error) {
    if (error instanceof ICalendarError && error.code === "NOT_ICALENDAR") {
      throw new CalendarFault("UNREADABLE", "the address does not answer with iCalendar data");
    }
    throw error;
  }
}
