// Rendered answers of the booking app kept in memory, bounded in bytes, each
// used only while nothing changed anywhere since its render began (the change
// feed's ANY_TOPIC: a booking, cancel, reschedule or slot hold made through
// any instance) and until its first offered slot falls within the link's
// notice. Requests for the same answer while it renders wait for that one
// render, provided it began after everything they could have seen happen.
import { LRUCache } from "lru-cache";
import { ANY_TOPIC, type ChangeFeed } from "../cache/change-feed";
import { CACHE_TTL_MS } from "../cache/stamped-cache";
import type { CacheableRequest } from "./cache-key";
import { firstOfferedSlot, type RenderedAnswer, type ResponseTemplate, toTemplate } from "./response-template";

/** How long before the first slot leaves the booking window its copy stops being used (clock skew, render time). */
const SAFETY_MS = 1_000;

export interface RenderedCacheOptions {
  feed: ChangeFeed;
  /** Bytes of bodies (and keys) kept in all. */
  maxBytes: number;
  /** Renders the request's answer from its key alone; undefined when no answer came. */
  render: (request: CacheableRequest) => Promise<RenderedAnswer | undefined>;
  /** The link's minimum notice at `now`, in ms (0 without one). */
  noticeMs: (linkId: string, now: number) => Promise<number>;
  now?: () => number;
}

interface Entry {
  template: ResponseTemplate;
  stamp: string;
  expiresAt: number;
}

export class RenderedCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly renders = new Map<string, Promise<ResponseTemplate | undefined>>();
  private readonly now: () => number;

  constructor(private readonly options: RenderedCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      max: 20_000,
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => entry.template.bytes + key.length + 200,
    });
  }

  /** Entries and bytes held now. */
  get size() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** Counts `template` again where `key`'s copy is it: its bytes grew (its plain bytes, made for a client taking no gzip). */
  recount(key: string, template: ResponseTemplate) {
    const entry = this.entries.peek(key);
    // A new entry object: the LRU counts a value's size again only when the value is another one.
    if (entry?.template === template) this.entries.set(key, { ...entry });
  }

  /** The answer for `request`: a copy while it holds (`hit`), else one fresh render shared by those who asked meanwhile. */
  async answer(request: CacheableRequest): Promise<{ template: ResponseTemplate; hit: boolean } | undefined> {
    const { feed } = this.options;
    const stamp = feed.stamp([ANY_TOPIC]);
    const entry = feed.live ? this.entries.get(request.key) : undefined;
    if (entry && entry.stamp === stamp && this.now() < entry.expiresAt) return { template: entry.template, hit: true };
    // Only a render begun under this stamp: one begun before a change may show what the change took.
    const flight = `${stamp}#${request.key}`;
    let render = this.renders.get(flight);
    if (!render) {
      const began = this.now();
      const rendered = this.options.render(request).then((answer) => answer && { answer, template: toTemplate(answer) });
      render = rendered.then((done) => done?.template);
      this.renders.set(flight, render);
      // Those waiting have the render as soon as it comes; the flight stays open until its copy is kept (the
      // link's notice may still be asked for), so that a request meanwhile takes it rather than rendering again.
      void rendered
        .then(async (done) => {
          try {
            const template = done?.template;
            if (template && done.answer.status === 200 && this.options.feed.live)
              await this.keep(request, stamp, began, done.answer, template);
          } finally {
            this.renders.delete(flight);
          }
        })
        .catch(() => {});
    }
    const template = await render;
    return template && { template, hit: false };
  }

  private async keep(request: CacheableRequest, stamp: string, began: number, answer: RenderedAnswer, template: ResponseTemplate) {
    const expiresAt = await this.expiry(request, answer.body, began);
    if (expiresAt > this.now() && this.options.feed.stamp([ANY_TOPIC]) === stamp) {
      this.entries.set(request.key, { template, stamp, expiresAt });
    }
  }

  /** CACHE_TTL_MS at most, and not past the moment the first slot offered comes within the link's notice. */
  private async expiry(request: CacheableRequest, body: string, began: number): Promise<number> {
    const latest = began + CACHE_TTL_MS;
    // A booking page (/<username>) offers no times, only its links.
    const first = request.kind === "profile" ? undefined : firstOfferedSlot(body);
    if (first === undefined) return latest;
    const notice = await this.options.noticeMs(request.linkId, began).catch(() => undefined);
    return notice === undefined ? began : Math.min(latest, first - notice - SAFETY_MS);
  }
}
