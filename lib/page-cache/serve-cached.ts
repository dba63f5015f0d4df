// The booking app's pages (/book/<id>, /embed/<id>) and its slots route as
// scripts/serve.ts answers them from rendered copies (rendered-cache.ts), in
// front of Next.js: a copy costs a few microseconds, a render 15-30 ms of CPU.
// The visitor's budget is counted first, as proxy.ts and the slots route count
// it; a visitor over it is handed to Next.js, which answers the usual 429.
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { addPeriod } from "../availability/booking-window";
import { ANY_TOPIC, type ChangeFeed } from "../cache/change-feed";
import { forwardedHeaders } from "../rate-limit/client-ip";
import { getRateLimiter, rateLimitHeaders } from "../rate-limit/rate-limits";
import { type CacheableRequest, cacheableRequest } from "./cache-key";
import { FactsCache } from "./facts-cache";
import { RenderedCache } from "./rendered-cache";
import { fillTemplate, freshValues, type RenderedAnswer } from "./response-template";

const RENDER_TIMEOUT_MS = 10_000;
/**
 * Renders run at most this many at a time, the rest wait their turn: a sweep
 * of distinct pages (or one of many links going viral) then holds a few
 * renders' memory, not one per visitor, and a 2-core machine gains nothing
 * from more.
 */
const CONCURRENT_RENDERS = 4;

/** Answers a request from a copy and resolves true, or resolves false for Next.js to answer it. */
export type CachedAnswerer = (request: IncomingMessage, response: ServerResponse, address: string) => Promise<boolean>;

export function createCachedAnswerer(options: { feed: ChangeFeed; maxBytes: number; origin: string }): CachedAnswerer {
  const turns = new Turns(CONCURRENT_RENDERS);
  const facts = new FactsCache(options.feed);
  const cache = new RenderedCache({
    feed: options.feed,
    maxBytes: options.maxBytes,
    render: (request) => turns.run(() => render(options.origin, request)),
    topics: (request) => (request.kind === "profile" ? Promise.resolve([ANY_TOPIC]) : facts.topics(request.linkId)),
    noticeMs: async (linkId, now) => {
      const known = (await facts.read(linkId)).facts;
      // Unknown, its copy is not kept (RenderedCache's expiry).
      if (!known) throw new Error(`the notice of ${linkId} is not known`);
      return known.minNoticePeriod ? addPeriod(now, known.minNoticePeriod) - now : 0;
    },
  });
  return async (request, response, address) => {
    const cacheable = cacheableRequest(request.method ?? "GET", request.url ?? "/", (name) => headerOf(request, name));
    if (!cacheable) return false;
    const limit = await getRateLimiter().consume(cacheable.kind === "slots" ? "public-slots" : "public-pages", address);
    if (!limit.allowed) return false;
    const answer = await cache.answer(cacheable);
    if (!answer) return false;
    const { template } = answer;
    const gzip = /\bgzip\b/.test(headerOf(request, "accept-encoding") ?? "");
    const counted = template.bytes;
    const { headers, body } = fillTemplate(template, freshValues(), gzip);
    if (template.bytes !== counted) cache.recount(cacheable.key, template);
    // The slots route tells each visitor their own budget; pages do not.
    const limitHeaders = cacheable.kind === "slots" ? rateLimitHeaders(limit) : {};
    // Whether this answer was rendered for it, a copy, or a copy made before the last change (for operators, and tests).
    const copy = { "x-page-cache": answer.served };
    response.writeHead(template.status, { ...headers, ...limitHeaders, ...copy, "content-length": body.length }).end(body);
    return true;
  };
}

/** A render through this process's own server, from the key's values alone. */
async function render(origin: string, request: CacheableRequest): Promise<RenderedAnswer | undefined> {
  try {
    const answer = await fetch(`${origin}${request.renderPath}`, {
      headers: { ...request.renderHeaders, "accept-encoding": "identity", ...forwardedHeaders() },
      redirect: "manual",
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // Set-Cookie belongs to one visitor: such an answer is not shared.
    if (answer.headers.has("set-cookie")) return undefined;
    return { status: answer.status, headers, body: await answer.text() };
  } catch {
    return undefined;
  }
}

/** Runs at most `limit` tasks at once, the others in the order they came. */
class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
