// Rendered answers of the booking app kept in memory, bounded in bytes, each
// used while nothing changed anywhere since its render began (the change
// feed's ANY_TOPIC: a booking, cancel, reschedule or slot hold made through
// any instance) and until its first offered slot falls within the link's
// notice. After a change a copy is still served for STALE_MS at most, counted
// from the moment this instance heard of the change, while a fresh render is
// made; past that, requests wait for a render begun after everything they
// could have seen happen. Requests for the same answer share one render.
import { LRUCache } from "lru-cache";
import { ANY_TOPIC, type ChangeFeed } from "../cache/change-feed";
import { CACHE_TTL_MS } from "../cache/stamped-cache";
import type { CacheableRequest } from "./cache-key";
import { firstOfferedSlot, type RenderedAnswer, type ResponseTemplate, toTemplate } from "./response-template";

/** How long before the first slot leaves the booking window its copy stops being used (clock skew, render time). */
const SAFETY_MS = 1_000;
/**
 * How long after a change is heard a copy made before it may still be served
 * while its fresh render runs. A time booked can so stay on offer this long
 * (plus the feed's delay between instances, a few milliseconds); the issue
 * allows one second, and a booking of a time already taken is refused by the
 * service anyway. Docs: booking-app.md#served-from-memory.
 */
export const STALE_MS = Number(process.env.PAGE_CACHE_STALE_MS ?? 400);

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
  /** The feed's stamp when its render began: it shows every change heard before then. */
  stamp: string;
  began: number;
  expiresAt: number;
}

/** `fresh`: nothing changed since its render began; `stale`: a change heard less than STALE_MS ago, a fresh render under way. */
export type CopyUse = "fresh" | "stale" | "rendered";

export class RenderedCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly renders = new Map<string, Promise<ResponseTemplate | undefined>>();
  /** Renders in flight per key, whatever their stamp. */
  private readonly rendering = new Map<string, number>();
  private readonly now: () => number;
  /** The stamp now, as the last change heard left it. */
  private current: string;
  /** When each recent stamp was superseded by the next change heard (kept STALE_MS). */
  private readonly superseded = new Map<string, number>();

  constructor(private readonly options: RenderedCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      max: 20_000,
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => entry.template.bytes + key.length + 200,
    });
    this.current = options.feed.stamp([ANY_TOPIC]);
    options.feed.onChange(({ missed }) => this.heard(missed));
  }

  /** Entries and bytes held now. */
  get size() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** The answer for `request`: a copy while it may be used, else one fresh render shared by those who asked meanwhile. */
  async answer(request: CacheableRequest): Promise<{ template: ResponseTemplate; use: CopyUse } | undefined> {
    const { feed } = this.options;
    const stamp = feed.stamp([ANY_TOPIC]);
    const entry = feed.live ? this.entries.get(request.key) : undefined;
    const now = this.now();
    if (entry && now < entry.expiresAt) {
      if (entry.stamp === stamp) return { template: entry.template, use: "fresh" };
      if (this.staleUsable(entry.stamp, now)) {
        // One render of a key at a time while its copy is served: under a change a second (a link going
        // viral) renders then follow each other instead of piling up behind the visitors.
        if (!this.rendering.has(request.key)) this.render(request, stamp).catch(() => {});
        return { template: entry.template, use: "stale" };
      }
    }
    const template = await this.render(request, stamp);
    return template && { template, use: "rendered" };
  }

  /** Whether a copy made under `stamp` may still be served: the change after it was heard less than STALE_MS ago. */
  private staleUsable(stamp: string, now: number): boolean {
    const since = this.superseded.get(stamp);
    return since !== undefined && now - since < STALE_MS;
  }

  private heard(missed: boolean) {
    const now = this.now();
    for (const [stamp, since] of this.superseded) if (now - since >= STALE_MS) this.superseded.delete(stamp);
    // After a gap changes may have gone unheard, at unknown times: no copy made before it is served stale.
    if (missed) this.superseded.clear();
    else if (!this.superseded.has(this.current)) this.superseded.set(this.current, now);
    this.current = this.options.feed.stamp([ANY_TOPIC]);
  }

  /** The render of `request` begun under `stamp` (one begun before a change may show what the change took). */
  private render(request: CacheableRequest, stamp: string): Promise<ResponseTemplate | undefined> {
    const flight = `${stamp}#${request.key}`;
    let render = this.renders.get(flight);
    if (!render) {
      const { key } = request;
      this.rendering.set(key, (this.rendering.get(key) ?? 0) + 1);
      render = this.renderAndKeep(request, stamp).finally(() => {
        this.renders.delete(flight);
        const left = this.rendering.get(key)! - 1;
        if (left > 0) this.rendering.set(key, left);
        else this.rendering.delete(key);
      });
      this.renders.set(flight, render);
    }
    return render;
  }

  private async renderAndKeep(request: CacheableRequest, stamp: string): Promise<ResponseTemplate | undefined> {
    const began = this.now();
    const answer = await this.options.render(request);
    const template = answer && toTemplate(answer);
    if (!answer || !template || answer.status !== 200 || !this.options.feed.live) return template;
    const expiresAt = await this.expiry(request, answer.body, began);
    const now = this.now();
    const usable = this.options.feed.stamp([ANY_TOPIC]) === stamp || this.staleUsable(stamp, now);
    // A render begun earlier than the copy held never replaces it.
    const held = this.entries.peek(request.key);
    if (expiresAt > now && usable && !(held && held.began > began)) {
      this.entries.set(request.key, { template, stamp, began, expiresAt });
    }
    return template;
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
