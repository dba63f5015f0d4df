// The answers of the agent-readable pages (/book/<id>.md, /<username>.md,
// /llms.txt): read through the same loaders as the HTML pages, written by
// agent-markdown.ts. The next free times come from the service's slot list.
import "server-only";
import { fetchTimeSlots } from "../../scheduling-client/client";
import { linkMarkdown, llmsTxt, pageMarkdown } from "../agent-markdown";
import { loadPublicLink } from "./load-booking-page";
import { loadPageSummaries, loadPublicPage } from "./load-public-page";
import { publicUrl } from "./public-url";
import { richTextToPlainText } from "./sanitize";
import { readTimeZone } from "./time-zone";

const NEXT_TIMES = 10;
const DAY_MS = 86_400_000;
/** A month first; when it has no time, the rest of what one slot request may span (93 days). */
const HORIZONS_DAYS = [31, 93];

// The same URL answers HTML or Markdown by its Accept header (next.config.ts): caches must keep them apart.
const HEADERS = { "content-type": "text/markdown; charset=utf-8", "cache-control": "no-store", vary: "Accept" };

export const markdownResponse = (text: string, status = 200, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { ...HEADERS, ...extra } });

const notFound = (what: string) => markdownResponse(`# Not found\n\nNo ${what} at this address.\n`, 404);

/** GET /book/<id>.md */
export async function linkMarkdownResponse(id: string, tzParam: string | null, now = Date.now()): Promise<Response> {
  const link = await loadPublicLink(id);
  if (!link || link.deleted) return notFound("booking link");
  const timeZone = tzParam === null ? link.defaultTimeZone : readTimeZone(tzParam);
  if (!timeZone) return markdownResponse(`# Unknown time zone\n\n\`tz\` must be an IANA zone name, such as Europe/Berlin.\n`, 400);
  const { starts, horizonDays } = link.bookable ? await nextStarts(link.id, now) : { starts: [], horizonDays: 0 };
  const text = linkMarkdown({
    link,
    descriptionText: richTextToPlainText(link.descriptionHtml),
    baseUrl: publicUrl(),
    timeZone,
    starts,
    horizonDays,
  });
  // Private links are bookable by whoever has the address, and never listed or indexed.
  return markdownResponse(text, 200, link.isPrivate ? { "x-robots-tag": "noindex" } : {});
}

async function nextStarts(linkId: string, now: number): Promise<{ starts: string[]; horizonDays: number }> {
  let from = now;
  for (const days of HORIZONS_DAYS) {
    const until = now + days * DAY_MS;
    const { availableSlots } = await fetchTimeSlots(linkId, {
      startDate: new Date(from).toISOString(),
      endDate: new Date(until).toISOString(),
    });
    if (availableSlots.length > 0) return { starts: availableSlots.slice(0, NEXT_TIMES).map((s) => s.start), horizonDays: days };
    from = until;
  }
  return { starts: [], horizonDays: HORIZONS_DAYS.at(-1)! };
}

/** GET /<username>.md */
export async function pageMarkdownResponse(username: string): Promise<Response> {
  const page = await loadPublicPage(username);
  return page ? markdownResponse(pageMarkdown(page, publicUrl())) : notFound("booking page");
}

/** GET /llms.txt: plain text by the convention's name, Markdown inside. */
export async function llmsTxtResponse(): Promise<Response> {
  const summaries = await loadPageSummaries();
  const pages = (await Promise.all(summaries.map((s) => loadPublicPage(s.username)))).filter((p) => p !== undefined);
  return new Response(llmsTxt(pages, publicUrl()), { headers: { ...HEADERS, "content-type": "text/plain; charset=utf-8" } });
}
