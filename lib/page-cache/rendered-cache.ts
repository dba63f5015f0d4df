// Rendered answers of the booking app kept in memory, bounded in bytes, each
// used while nothing it depends on changed since its render began (the change
// feed's topics its link names: the link, what its workspace's links are read
// with, its hosts' busy time; ANY_TOPIC for a booking page), on any instance,
// and until its first offered slot falls within the link's notice. After a change, the first request renders the answer again and
// waits for it; those that come while that render runs are given the copy
// they would have had, for STALE_MS after the change at most, rather than
// each waiting too (docs/booking-app.md, "Served from memory": why, and what
// it costs).
import { LRUCache } from "lru-cache";
import { ANY_TOPIC, type ChangeFeed, EDIT_STALE_MS, isLinkTopic } from "../cache/change-feed";
import { CACHE_TTL_MS } from "../cache/stamped-cache";
import type { CacheableRequest } from "./cache-key";
import { type Copy, type RenderedAnswer, type ResponseTemplate, toCopy } from "./response-template";

/** How long before the first slot leaves the booking window its copy stops being used (clock skew, render time). */
const SAFETY_MS = 1_000;
/**
 * How long after a change a copy made before it may still be served, while its answer renders again: a booked
 * time leaves every page within this, plus a render when that is exceeded, well inside the second a booked time may take to leave every page.
 */
export const STALE_MS = 250;
/**
 * While a link is edited several times a second, its copy is rendered again at most this often: a copy whose render
 * began less than this ago, and which misses only edits of its link, is served as it is with no render under way.
 * Each render costs 15-30 ms of CPU; at 10 edits a second one per edit took a fifth of a 2-core machine. A link
 * edited once is rendered at once, as before, unless its page was rendered within this.
 */
export const EDIT_RENDER_GAP_MS = 250;

export interface RenderedCacheOptions {
  feed: ChangeFeed;
  /** Bytes of bodies (and keys) kept in all. */
  maxBytes: number;
  /** Renders the request's answer from its key alone; undefined when no answer came. */
  render: (request: CacheableRequest) => Promise<RenderedAnswer | undefined>;
  /**
   * The feed's topics the request's next render depends on, as they are when this resolves ([ANY_TOPIC] when that
   * cannot be told): a copy is used while none of them moved since its render began.
   */
  topics: (request: CacheableRequest) => Promise<readonly string[]>;
  /** The link's minimum notice at `now`, in ms (0 without one). */
  noticeMs: (linkId: string, now: number) => Promise<number>;
  now?: () => number;
}

interface Entry {
  template: ResponseTemplate;
  /** What it depends on, and their stamp when its render began: it shows every change before, maybe not those after. */
  topics: readonly string[];
  stamp: string;
  /** Renders are numbered as they begin: a copy is replaced only by a render begun after its own. */
  order: number;
  /** When its render began. */
  beganAt: number;
  expiresAt: number;
  /** When the first change after `stamp` other than an edit of its link was heard, once one was: it stays that. */
  outdatedSince?: number;
  /** When the first edit of its link after `stamp` was heard, once one was. */
  editedSince?: number;
}

/** A render under way: what it depends on and their stamp when it began (none while they are looked up), and its answer. */
interface Flight {
  began?: Pick<Entry, "topics" | "stamp">;
  template: Promise<ResponseTemplate | undefined>;
}

/** How an answer was made: a copy made under the feed's current stamp, one made before a change, or a render. */
export type Served = "hit" | "stale" | "rendered";

export class RenderedCache {
  private readonly entries: LRUCache<string, Entry>;
  /** The latest render of each key under way. */
  private readonly flights = new Map<string, Flight>();
  private renders = 0;
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

  /**
   * The answer for `request`: its copy while nothing it depends on changed since the copy's render began (`hit`);
   * the same copy for STALE_MS after a change while another render of it is under way (`stale`); else a render
   * begun after every change so far, shared by those who ask meanwhile (`rendered`).
   */
  async answer(request: CacheableRequest): Promise<{ template: ResponseTemplate; served: Served } | undefined> {
    const entry = this.options.feed.live ? this.entries.get(request.key) : undefined;
    const flight = this.flights.get(request.key);
    if (entry && this.now() < entry.expiresAt) {
      if (this.current(entry)) return { template: entry.template, served: "hit" };
      if (flight && this.changedLately(entry)) return { template: entry.template, served: "stale" };
      if (!flight && this.now() - entry.beganAt < EDIT_RENDER_GAP_MS && this.editedLately(entry))
        return { template: entry.template, served: "stale" };
    }
    // A render still looking up its topics has not begun: it shows every change so far.
    const template = await (flight && (!flight.began || this.current(flight.began)) ? flight.template : this.begin(request));
    return template && { template, served: "rendered" };
  }

  private current(began: Pick<Entry, "topics" | "stamp">): boolean {
    return this.options.feed.stamp(began.topics) === began.stamp;
  }

  /**
   * Whether the first change since the copy's render began was heard less than STALE_MS ago, or, when the copy
   * misses only edits of its link, the first of those less than EDIT_STALE_MS ago (each asked of the feed once).
   */
  private changedLately(entry: Entry): boolean {
    const outdatedSince = this.outdatedSince(entry);
    if (outdatedSince !== undefined) return this.now() - outdatedSince < STALE_MS;
    return this.editedLately(entry);
  }

  /** Whether the copy misses only edits of its link, the first of them less than EDIT_STALE_MS ago. */
  private editedLately(entry: Entry): boolean {
    if (this.outdatedSince(entry) !== undefined) return false;
    entry.editedSince ??= this.options.feed.firstChangeAfter(entry.stamp, entry.topics);
    return entry.editedSince !== undefined && this.now() - entry.editedSince < EDIT_STALE_MS;
  }

  /** When the first change after the copy's render began, other than an edit of its link, was heard; undefined: none. */
  private outdatedSince(entry: Entry): number | undefined {
    entry.outdatedSince ??= this.options.feed.firstChangeAfter(entry.stamp, entry.topics, (topic) => !isLinkTopic(topic));
    return entry.outdatedSince;
  }

  private begin(request: CacheableRequest): Promise<ResponseTemplate | undefined> {
    const order = ++this.renders;
    const flight: Flight = { template: Promise.resolve(undefined) };
    // Topics that cannot be told: the copy depends on anything.
    const topics = this.options.topics(request).catch((): readonly string[] => [ANY_TOPIC]);
    const rendered = topics.then(async (topics) => {
      const began = { topics, stamp: this.options.feed.stamp(topics), at: this.now() };
      flight.began = began;
      const answer = await this.options.render(request);
      return answer && { answer, copy: toCopy(request.kind, answer), began };
    });
    flight.template = rendered.then((done) => done?.copy?.template);
    this.flights.set(request.key, flight);
    // Those waiting have the render as soon as it comes; the flight stays open until its copy is kept (the
    // link's notice may still be asked for), so that a request meanwhile takes it rather than rendering again.
    void rendered
      .then(async (done) => {
        try {
          const copy = done?.copy;
          if (copy && done.answer.status === 200 && this.options.feed.live) await this.keep(request, { ...done.began, order }, copy);
        } finally {
          if (this.flights.get(request.key) === flight) this.flights.delete(request.key);
        }
      })
      .catch(() => {});
    return flight.template;
  }

  /**
   * Keeps a render unless a later one is kept already. One that a change overtook is kept too, under the stamp it
   * began with: it is newer than the copy it replaces, and served only as that copy would have been.
   */
  private async keep(request: CacheableRequest, render: Pick<Entry, "topics" | "stamp" | "order"> & { at: number }, copy: Copy) {
    const expiresAt = await this.expiry(request, copy.firstOfferedSlot, render.at);
    const kept = this.entries.peek(request.key);
    if (expiresAt > this.now() && !(kept && kept.order > render.order))
      this.entries.set(request.key, {
        topics: render.topics,
        stamp: render.stamp,
        order: render.order,
        beganAt: render.at,
        template: copy.template,
        expiresAt,
      });
  }

  /** CACHE_TTL_MS at most, and not past the moment the first slot offered comes within the link's notice. */
  private async expiry(request: CacheableRequest, first: number | undefined, began: number): Promise<number> {
    const latest = began + CACHE_TTL_MS;
    if (first === undefined) return latest;
    const notice = await this.options.noticeMs(request.linkId, began).catch(() => undefined);
    return notice === undefined ? began : Math.min(latest, first - notice - SAFETY_MS);
  }
}
