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
