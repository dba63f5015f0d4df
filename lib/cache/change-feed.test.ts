import { describe, expect, it } from "vitest";
import { ANY_TOPIC, createLocalChangeFeed, linkContextTopic, linkTopic, userTopic, workspaceTopic } from "./change-feed";

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

describe("topics that move others", () => {
  const feed = createLocalChangeFeed();
  const watched = ["w_1", "w_2"].flatMap((w) => [workspaceTopic(w), linkContextTopic(w), linkTopic(w, "bl_a"), linkTopic(w, "bl_b")]);
  /** Which of the watched topics a publish moves. */
  const movedBy = async (topics: string[]) => {
    const before = watched.map((topic) => feed.stamp([topic]));
    await feed.publish(undefined as never, topics);
    return watched.filter((topic, i) => feed.stamp([topic]) !== before[i]);
  };

  it("an edit of one link moves that link and its workspace, not what its other links are read with", async () => {
    expect(await movedBy([linkTopic("w_1", "bl_a")])).toEqual([workspaceTopic("w_1"), linkTopic("w_1", "bl_a")]);
  });

  it("a change of the workspace (a page, a member, a schedule) moves what every one of its links is read with", async () => {
    expect(await movedBy([workspaceTopic("w_2")])).toEqual([workspaceTopic("w_2"), linkContextTopic("w_2")]);
  });

  it("a person's busy time moves none of them", async () => {
    expect(await movedBy([userTopic("u_1")])).toEqual([]);
  });
});

describe("the first change after a stamp of named topics", () => {
  it("is when the first of them moved, not when another topic did", async () => {
    const clock = { now: 1_000 };
    const feed = createLocalChangeFeed({ now: () => clock.now });
    const publish = (at: number, topic: string) => {
      clock.now = at;
      return feed.publish(undefined as never, [topic]);
    };
    const topics = [linkTopic("w_1", "bl_a"), userTopic("u_1")];
    const stamp = feed.stamp(topics);
    await publish(2_000, linkTopic("w_1", "bl_b"));
    expect(feed.firstChangeAfter(stamp, topics)).toBeUndefined();
    await publish(3_000, userTopic("u_1"));
    await publish(4_000, linkTopic("w_1", "bl_a"));
    expect(feed.firstChangeAfter(stamp, topics)).toBe(3_000);
    // A topic that moved again since still tells when it first did.
    await publish(5_000, userTopic("u_1"));
    await publish(6_000, linkTopic("w_1", "bl_a"));
    expect(feed.firstChangeAfter(stamp, topics)).toBe(3_000);
    expect(feed.firstChangeAfter(feed.stamp(topics), topics)).toBeUndefined();
  });

  it("is 0, as long ago as can be, once a topic moved more times since than are remembered", async () => {
    const clock = { now: 1_000 };
    const feed = createLocalChangeFeed({ now: () => clock.now });
    const topics = [linkTopic("w_1", "bl_a")];
    const stamp = feed.stamp(topics);
    for (let i = 1; i <= 16; i++) {
      clock.now = 1_000 + i;
      await feed.publish(undefined as never, topics);
    }
    expect(feed.firstChangeAfter(stamp, topics)).toBe(1_001);
    clock.now = 2_000;
    await feed.publish(undefined as never, topics);
    expect(feed.firstChangeAfter(stamp, topics)).toBe(0);
  });
});
