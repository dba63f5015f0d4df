import { describe, expect, it } from "vitest";
import { createLocalChangeFeed, userTopic } from "./change-feed";
import { StampedCache } from "./stamped-cache";

describe("a stamped cache bounded in size", () => {
  const setup = () => {
    const feed = createLocalChangeFeed();
    const cache = new StampedCache<{ size: number }>(feed, { max: 100, maxSize: 100, sizeOf: (value) => value.size });
    return { feed, cache, stamp: feed.stamp([userTopic("u_1")]) };
  };

  it("measures a value again when asked, dropping the least recently used entries it no longer has room for", () => {
    const { cache, stamp } = setup();
    const grown = { size: 10 };
    cache.set("grown", stamp, grown);
    cache.set("older", stamp, { size: 40 });
    cache.set("newer", stamp, { size: 40 });
    expect(cache.get("grown", stamp)).toBe(grown);
    // 10 + 40 + 40 fits in 100; 55 + 40 + 40 does not, and "older" was used longest ago.
    grown.size = 55;
    cache.recount("grown");
    expect(cache.get("older", stamp)).toBeUndefined();
    expect(cache.get("newer", stamp)?.size).toBe(40);
    expect(cache.get("grown", stamp)).toBe(grown);
  });

  it("keeps a measured value's stamp: a change since it was read still makes it a miss", async () => {
    const { feed, cache, stamp } = setup();
    cache.set("list", stamp, { size: 10 });
    cache.recount("list");
    expect(cache.get("list", stamp)?.size).toBe(10);
    await feed.publish(undefined as never, [userTopic("u_1")]);
    cache.recount("list");
    expect(cache.get("list", feed.stamp([userTopic("u_1")]))).toBeUndefined();
  });

  it("drops a value that grew past the whole bound", () => {
    const { cache, stamp } = setup();
    const value = { size: 10 };
    cache.set("list", stamp, value);
    value.size = 101;
    cache.recount("list");
    expect(cache.get("list", stamp)).toBeUndefined();
  });
});

describe("a stamped cache that shares loads", () => {
  const setup = (shareLoads: boolean) => {
    const feed = createLocalChangeFeed();
    const cache = new StampedCache<number>(feed, { max: 100, shareLoads });
    let loads = 0;
    const waiting: (() => void)[] = [];
    const load = () => {
      const made = ++loads;
      return new Promise<number>((resolve) => waiting.push(() => resolve(made)));
    };
    return {
      feed,
      cache,
      load,
      loads: () => loads,
      release: () => {
        for (const resolve of waiting.splice(0)) resolve();
      },
    };
  };
  const topics = [userTopic("u_1")];

  it("loads once for the misses that come while a load of the same key and stamp is under way", async () => {
    const { cache, load, loads, release } = setup(true);
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.through("link", topics, load)));
    release();
    expect((await answers).map((a) => a.value)).toEqual(Array(50).fill(1));
    expect(loads()).toBe(1);
  });

  it("loads again for a miss after a change: a load begun before it is not shared with it", async () => {
    const { feed, cache, load, loads, release } = setup(true);
    const before = cache.through("link", topics, load);
    await feed.publish(undefined as never, topics);
    const after = cache.through("link", topics, load);
    release();
    await Promise.all([before, after]);
    expect(loads()).toBe(2);
  });

  it("shares no failed load with later callers, and loads each caller's own without shareLoads", async () => {
    const shared = setup(true);
    const failing = () => Promise.reject(new Error("database down"));
    await expect(shared.cache.through("link", topics, failing)).rejects.toThrow("database down");
    const again = shared.cache.through("link", topics, shared.load);
    shared.release();
    expect((await again).value).toBe(1);

    const own = setup(false);
    const answers = Promise.all([own.cache.through("k", topics, own.load), own.cache.through("k", topics, own.load)]);
    own.release();
    await answers;
    expect(own.loads()).toBe(2);
  });
});
