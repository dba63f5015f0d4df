import { describe, expect, it } from "vitest";
import { ANY_TOPIC, createLocalChangeFeed, userTopic } from "./change-feed";

describe("the change feed's first change after a stamp", () => {
  const setup = () => {
    const clock = { now: 1_000 };
    const feed = createLocalChangeFeed({ now: () => clock.now });
    const publish = (at: number) => {
      clock.now = at;
      return feed.publish(undefined as never, [userTopic("u_1")]);
    };
    return { feed, publish };
  };

  it("is when the first change since the stamp was heard, however many came after it", async () => {
    const { feed, publish } = setup();
    const before = feed.stamp([ANY_TOPIC]);
    expect(feed.firstChangeAfter(before)).toBeUndefined();
    await publish(2_000);
    const between = feed.stamp([ANY_TOPIC]);
    await publish(3_000);
    expect(feed.firstChangeAfter(before)).toBe(2_000);
    expect(feed.firstChangeAfter(between)).toBe(3_000);
    expect(feed.firstChangeAfter(feed.stamp([ANY_TOPIC]))).toBeUndefined();
  });

  it("is 0, as long ago as can be, for a stamp it no longer knows or another epoch's", async () => {
    const { feed, publish } = setup();
    const oldest = feed.stamp([ANY_TOPIC]);
    for (let i = 1; i <= 1_025; i++) await publish(1_000 + i);
    expect(feed.firstChangeAfter(oldest)).toBe(0);
    expect(feed.firstChangeAfter(`${Number(oldest.split("|")[0]) + 1}|0`)).toBe(0);
  });
});
