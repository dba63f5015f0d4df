// A bounded in-memory cache whose entries carry the change-feed stamp taken
// before their data was read: an entry is used only while the stamp of the
// same topics is still the same, so a write anywhere makes it a miss.
import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "./change-feed";

/**
 * The longest any entry lives. Bounds how long another instance can serve
 * data it was not told about (a lost NOTIFY), and how far ahead of `now`
 * time-dependent entries are computed.
 */
export const CACHE_TTL_MS = 60_000;

export interface StampedCacheOptions<V> {
  /** Most entries kept. */
  max: number;
  /** Total size kept, with the size of one value (e.g. its number of slots). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /**
   * Concurrent misses of one key under one stamp wait for one load instead of each loading: after a change, a
   * crowd asking for one link would otherwise read and compute it once per request, holding the database's
   * connections that the next write needs. Off where each caller's load must run (a key lookup counts guesses).
   */
  shareLoads?: boolean;
}

export interface Entry<V> {
  stamp: string;
  value: V;
}

export class StampedCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  /** Loads under way, by key, with the stamp they were begun under (shareLoads). */
  private readonly loading = new Map<string, { stamp: string; value: Promise<V> }>();
  private readonly shareLoads: boolean;

  constructor(
    private readonly feed: ChangeFeed,
    options: StampedCacheOptions<V>,
  ) {
    const sizeOf = options.sizeOf;
    this.shareLoads = options.shareLoads ?? false;
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      ttl: CACHE_TTL_MS,
      ...(options.maxSize &&
        sizeOf && { maxSize: options.maxSize, sizeCalculation: (entry: Entry<V>) => Math.max(1, sizeOf(entry.value)) }),
    });
  }

  /** The value cached under `key` if it was computed under `stamp`. */
  get(key: string, stamp: string): V | undefined {
    if (!this.feed.live) return undefined;
    const entry = this.entries.get(key);
    return entry && entry.stamp === stamp ? entry.value : undefined;
  }

  /** Whatever is cached under `key`, with the stamp it was computed under (the caller judges whether it may serve). */
  peek(key: string): Entry<V> | undefined {
    return this.feed.live ? this.entries.get(key) : undefined;
  }

  /** Whether a shared load of `key` is under way. */
  isLoading(key: string): boolean {
    return this.loading.has(key);
  }

  /** `stamp` must have been taken before the data behind `value` was read. */
  set(key: string, stamp: string, value: V): void {
    this.entries.set(key, { stamp, value });
  }

  /** Measures `key`'s value again (it grew or shrank), keeping its stamp and its time to live. */
  recount(key: string): void {
    const entry = this.entries.peek(key);
    // Another entry object: the LRU measures a value again only when it is not the one it holds.
    if (entry) this.entries.set(key, { ...entry }, { noUpdateTTL: true });
  }

  /** The cached value, or `load()`'s result, cached under the stamp of `topics` taken first. */
  async through(key: string, topics: readonly string[], load: () => Promise<V>): Promise<{ value: V; stamp: string }> {
    const stamp = this.feed.stamp(topics);
    const hit = this.get(key, stamp);
    if (hit !== undefined) return { value: hit, stamp };
    return { value: await this.load(key, stamp, load), stamp };
  }

  /** `load()`'s value, cached under `stamp`; with shareLoads, one load at a time per key and stamp. */
  async load(key: string, stamp: string, load: () => Promise<V>): Promise<V> {
    const flight = this.shareLoads ? this.loading.get(key) : undefined;
    if (flight && flight.stamp === stamp) return flight.value;
    const value = load();
    if (this.shareLoads) {
      const entry = { stamp, value };
      this.loading.set(key, entry);
      const done = () => {
        if (this.loading.get(key) === entry) this.loading.delete(key);
      };
      value.then(done, done);
    }
    const loaded = await value;
    this.set(key, stamp, loaded);
    return loaded;
  }
}
