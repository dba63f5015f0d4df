import { describe, expect, it } from "vitest";
import { ANY_TOPIC, createLocalChangeFeed, linkContextTopic, linkTopic, userTopic } from "../cache/change-feed";
import type { LinkFacts } from "../public-booking/server";
import { FactsCache } from "./facts-cache";

const FACTS: LinkFacts = { workspaceId: "w_1", hostUserIds: ["u_1"], minNoticePeriod: null };
const OWN = [linkContextTopic("w_1"), linkTopic("w_1", "bl_a"), userTopic("u_1")];

/** Facts read by a loader that publishes `during` (topics) while it reads, as a write elsewhere would. */
function setUp() {
  const feed = createLocalChangeFeed();
  const during: string[][] = [];
  let reads = 0;
  const facts = new FactsCache(feed, async () => {
    reads++;
    for (const topics of during.splice(0)) await feed.publish(undefined as never, topics);
    return FACTS;
  });
  return { feed, facts, during, reads: () => reads };
}

describe("the page cache's link facts", () => {
  it("are read once while neither the link nor its context moves", async () => {
    const { facts, feed, reads } = setUp();
    expect((await facts.read("bl_a")).topics).toEqual(OWN);
    await feed.publish(undefined as never, [userTopic("u_1")]);
    expect((await facts.read("bl_a")).topics).toEqual(OWN);
    expect(reads()).toBe(1);
    await feed.publish(undefined as never, [linkTopic("w_1", "bl_a")]);
    await facts.read("bl_a");
    expect(reads()).toBe(2);
  });

  it("read again while another link is edited keep their own topics", async () => {
    const { facts, feed, during } = setUp();
    await facts.read("bl_a");
    await feed.publish(undefined as never, [linkTopic("w_1", "bl_a")]);
    during.push([linkTopic("w_1", "bl_other")]);
    expect((await facts.read("bl_a")).topics).toEqual(OWN);
  });

  it("read while their own link or host moves are trusted for this render only as depending on anything", async () => {
    const { facts, feed, during, reads } = setUp();
    await facts.read("bl_a");
    await feed.publish(undefined as never, [linkTopic("w_1", "bl_a")]);
    during.push([linkTopic("w_1", "bl_a")]);
    expect((await facts.read("bl_a")).topics).toEqual([ANY_TOPIC]);
    during.push([userTopic("u_1")]);
    await feed.publish(undefined as never, [linkTopic("w_1", "bl_a")]);
    expect((await facts.read("bl_a")).topics).toEqual([ANY_TOPIC]);
    expect(reads()).toBe(3);
  });

  it("read the first time while anything moves depend on anything", async () => {
    const { facts, during } = setUp();
    during.push([linkTopic("w_1", "bl_other")]);
    expect((await facts.read("bl_a")).topics).toEqual([ANY_TOPIC]);
  });
});
