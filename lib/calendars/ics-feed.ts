// An iCalendar feed (a calendar's secret address): one GET through the session's guarded fetch, conditional on
// the ETag last read, so an unchanged feed costs a 304. webcal:// is the same address over https.
import { CalendarFault, type RemoteSession } from "./remote";

/** The address to fetch: webcal:// and webcals:// read as https://. */
export function feedAddress(url: string): string {
  return url.replace(/^webcals?:\/\//i, "https://");
}

/** What `url`'s origin shows of it: the address itself is a secret (anyone holding it reads the calendar). */
export function feedOrigin(url: string): string {
  return `${new URL(url).origin}/…`;
}

export interface FeedRead {
  /** The feed's text, or undefined when it has not changed since `etag`. */
  text: string | undefined;
  etag: string | undefined;
}

export async function readFeed(session: RemoteSession, url: string, etag: string | undefined): Promise<FeedRead> {
  const headers: Record<string, string> = { accept: "text/calendar, */*;q=0.5" };
  if (etag) headers["if-none-match"] = etag;
  const response = await session.fetch(url, { headers });
  if (response.status === 304 && etag) return { text: undefined, etag };
  if (response.status === 401 || response.status === 403) {
    throw new CalendarFault("AUTH", `the feed's address was refused (${response.status})`);
  }
  if (response.status >= 500) throw new CalendarFault("UNREACHABLE", `the server answered ${response.status}`);
  if (!response.ok) throw new CalendarFault("UNREADABLE", `the feed's address answered ${response.status}`);
  return { text: await response.text(), etag: response.headers.get("etag") ?? undefined };
}

/** The feed's own name (X-WR-CALNAME), else its host. */
export function feedName(text: string, url: string): string {
  const named = /^X-WR-CALNAME(?:;[^:\r\n]*)?:(.*)$/im.exec(text)?.[1]?.trim();
  return (named || new URL(url).hostname).slice(0, 200);
}
