// Which requests the app's pages refuse before anything renders, shared by
// proxy.ts (every way of running the app) and scripts/serve.ts, which answers
// them itself under `npm start` so that Next.js never takes up their bodies
// (it keeps a copy of each for the proxy; a client that hung up before its
// 405 was finished then left an uncaught "aborted" error in the log).

/** Pages take reads, and posts of their forms (server actions); the app's JSON routes answer other methods themselves. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];

export interface PageRefusal {
  status: 400 | 403 | 405;
  text: string;
  headers: Record<string, string>;
}

/**
 * A method no page takes answers 405; a form posted from another site
 * answers 403 (Next.js would refuse the server action with a 500); a path
 * with a broken percent-escape answers 400 (Next.js fails decoding a dynamic
 * segment such as /book/%E0%A4%A with a 500).
 */
export function refusePageRequest(
  method: string,
  path: string,
  header: (name: string) => string | null | undefined,
): PageRefusal | undefined {
  if (path === "/v1" || path.startsWith("/v1/")) return undefined;
  const headers = { "cache-control": "no-store", "content-type": "text/plain; charset=utf-8" };
  if (!isDecodable(path)) return { status: 400, text: "Bad request: the address has a broken %-escape\n", headers };
  if (path.startsWith("/api/")) return undefined;
  if (!PAGE_METHODS.includes(method)) {
    return { status: 405, text: "Method not allowed\n", headers: { ...headers, allow: PAGE_METHODS.join(", ") } };
  }
  if (method === "POST" && !isSameOrigin(header))
    return { status: 403, text: "Forms of this site are posted from this site only\n", headers };
  return undefined;
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** As Next.js checks server actions: the Origin's host against the host the request was sent to. */
function isSameOrigin(header: (name: string) => string | null | undefined): boolean {
  const origin = header("origin");
  if (!origin) return true; // older browsers and non-browser clients; Next.js checks again
  const host = header("x-forwarded-host") ?? header("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The manage token of a manage page's path (/booking/<token>, /embed/booking/<token>), not of its ics/ or slots/. */
export function manageTokenOfPage(path: string): string | undefined {
  const encoded = /^\/(?:embed\/)?booking\/([^/]+)\/?$/.exec(path)?.[1];
  try {
    return encoded && decodeURIComponent(encoded);
  } catch {
    return undefined; // a malformed escape: no token this app gave out
  }
}

/** The request header the proxy passes every page's path in, for the root layout's <html lang> (server/page-language.ts). */
export const PAGE_PATH_HEADER = "x-page-path";

/**
 * Pages whose address also answers Markdown to a client that asks for it
 * (Accept: text/markdown, next.config.mjs): a link's page and a booking page.
 * Their HTML must say so (Vary: Accept), or a cache could serve one for the
 * other. Next.js sets a page's Vary itself, over what the proxy or
 * next.config's headers() set, so scripts/serve.ts adds it.
 */
export function answersMarkdownToo(path: string): boolean {
  return /^\/book\/[^/]+\/?$/.test(path) || /^\/[^/]+\/?$/.test(path);
}

/** A Vary header value with Accept in it, once. */
export function varyWithAccept(vary: string | undefined): string {
  if (!vary) return "Accept";
  return vary.split(",").some((name) => name.trim().toLowerCase() === "accept") ? vary : `${vary}, Accept`;
}
