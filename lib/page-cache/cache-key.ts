// Which requests may be answered from a rendered copy, and what the copy is
// keyed by: everything the render reads from the request, and nothing else.
// The copy is rendered from the key alone (render-request.ts sends only these
// values), so no visitor's other headers, cookies or address can reach it.
// Anything that may carry one visitor's data (prefill values, custom-field
// answers, unknown parameters) is not cached at all.
import { languageFromHeader } from "../i18n";
import { HOUR_CYCLE_COOKIE, LAYOUT_COOKIE, RESERVED_PARAMS, readTimeZone } from "../public-booking/server";
import { RESOURCE_ID } from "../validation/resource-id";
import { isReservedUsername, USERNAME } from "../validation/username";

/** A link's page or embed, its slots route, or a booking page (/<username>: its owner and links, no slots). */
export type CachedKind = "page" | "slots" | "profile";

export interface CacheableRequest {
  kind: CachedKind;
  /** The booking link the answer shows (whose notice bounds a copy's life); for a booking page, its username. */
  linkId: string;
  key: string;
  /** The path and query the copy is rendered from. */
  renderPath: string;
  /** The only request headers the render gets. */
  renderHeaders: Record<string, string>;
}

/** The reserved parameters that carry the visitor's own details. */
const PREFILL_PARAMS = ["name", "email", "guests"];
/** Page parameters that name a view (calendar state, embed options); every other one may prefill the form. */
const VIEW_PARAMS = new Set([...RESERVED_PARAMS.filter((name) => !PREFILL_PARAMS.includes(name)), "embedOrigin", "embedId"]);
/** What the slots route reads of its query. */
const SLOTS_PARAMS = ["month", "tz", "duration"];
/** The cookies the booking page reads (lib/public-booking/server/visitor.ts). */
const PAGE_COOKIES = ["tz", HOUR_CYCLE_COOKIE, LAYOUT_COOKIE];
/** Longer values are not worth a copy (and bound the key's size). */
const MAX_VALUE = 120;
/**
 * The one spelling of a value that is copied; other spellings the page reads
 * the same way ("asia/KOLKATA", "Asia/Calcutta", a month as "2030-1") would
 * each be a render and a copy of their own, so a client spelling one zone
 * 20,000 ways would fill the cache with one answer and render it 20,000 times.
 */
const ONE_SPELLING: Record<string, (value: string) => boolean> = {
  tz: (value) => readTimeZone(value) === value,
  month: (value) => /^\d{4}-\d{2}$/.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  duration: (value) => RESOURCE_ID.test(value),
};
const spelledOnce = (name: string, value: string) => ONE_SPELLING[name]?.(value) ?? true;
/** Headers of Next.js's client navigations and server actions: their answers are not the page's HTML. */
const NEXT_HEADERS = ["rsc", "next-action", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"];

const PAGE_PATH = /^\/(book|embed)\/([A-Za-z0-9_-]{1,100})$/;
const SLOTS_PATH = /^\/api\/booking-links\/([A-Za-z0-9_-]{1,100})\/slots$/;
/** A booking page's address as its username is stored (lowercase); /Olivia and the like are rendered, not copied. */
const PROFILE_PATH = /^\/([a-z0-9-]{2,64})$/;

type Header = (name: string) => string | undefined;

/** The cached answer's key for a request, or undefined when it must be rendered for this visitor alone. */
export function cacheableRequest(method: string, url: string, header: Header): CacheableRequest | undefined {
  if (method !== "GET" || NEXT_HEADERS.some((name) => header(name) !== undefined)) return undefined;
  // A booking page's address answers Markdown to clients that ask for it (next.config.mjs): only HTML is copied.
  if (/text\/markdown/i.test(header("accept") ?? "")) return undefined;
  const [path = "", query = ""] = url.split("?", 2);
  const params = new URLSearchParams(query);
  const page = PAGE_PATH.exec(path);
  if (page) return pageRequest(path, page[2]!, params, header);
  const slots = SLOTS_PATH.exec(path);
  if (slots) return slotsRequest(path, slots[1]!, params);
  const profile = PROFILE_PATH.exec(path);
  if (profile && query === "") return profileRequest(path, profile[1]!, header);
  return undefined;
}

/**
 * app/[username] reads the username and Accept-Language (for a page without a
 * language of its own) and nothing else of the request: no query, no cookie.
 * Addresses with a query are left to Next.js, which would render the same.
 */
function profileRequest(path: string, username: string, header: Header): CacheableRequest | undefined {
  if (!USERNAME.test(username) || isReservedUsername(username)) return undefined;
  const language = languageFromHeader(header("accept-language") ?? null);
  return {
    kind: "profile",
    linkId: username,
    key: `${path}|${language}`,
    renderPath: path,
    renderHeaders: { "accept-language": language },
  };
}

function pageRequest(path: string, linkId: string, params: URLSearchParams, header: Header): CacheableRequest | undefined {
  const names = [...params.keys()];
  if (names.some((name) => !VIEW_PARAMS.has(name)) || new Set(names).size !== names.length) return undefined;
  if ([...params].some(([name, value]) => value.length > MAX_VALUE || !spelledOnce(name, value))) return undefined;
  const cookies = pageCookies(header("cookie"));
  if (!cookies) return undefined;
  params.sort();
  const language = languageFromHeader(header("accept-language") ?? null);
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`);
  const renderPath = params.size > 0 ? `${path}?${params}` : path;
  return {
    kind: "page",
    linkId,
    key: `${renderPath}|${language}|${cookie.join(";")}`,
    renderPath,
    renderHeaders: { "accept-language": language, ...(cookie.length > 0 && { cookie: cookie.join("; ") }) },
  };
}

/** The route answers every spelling of a zone under its one name (readSlotsQuery), so the copy is keyed by that name. */
function slotsRequest(path: string, linkId: string, params: URLSearchParams): CacheableRequest | undefined {
  const wanted = new URLSearchParams();
  for (const name of SLOTS_PARAMS) {
    const given = params.get(name);
    if (given === null) continue;
    const value = name === "tz" && given.length <= MAX_VALUE ? readTimeZone(given) : given;
    if (value === undefined || value.length > MAX_VALUE || !spelledOnce(name, value)) return undefined;
    wanted.set(name, value);
  }
  const renderPath = `${path}?${wanted}`;
  return { kind: "slots", linkId, key: renderPath, renderPath, renderHeaders: {} };
}

/** The page's own cookies (others are ignored, as the page ignores them); undefined for values too long to key on. */
function pageCookies(header: string | undefined): Record<string, string> | undefined {
  const found: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    const name = part.slice(0, at).trim();
    if (at < 0 || !PAGE_COOKIES.includes(name) || name in found) continue;
    const value = part.slice(at + 1).trim();
    if (value.length > MAX_VALUE || !spelledOnce(name, decodedCookie(value))) return undefined;
    found[name] = value;
  }
  return found;
}

/** A cookie's value as Next.js's cookies() reads it (URL-decoded), or "" when it cannot be. */
function decodedCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}
