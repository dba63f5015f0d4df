// What the page cache knows of each link without rendering it: its workspace, hosts and notice, from the service.
import { LRUCache } from "lru-cache";
import { ANY_TOPIC, type ChangeFeed, linkContextTopic, linkTopic, userTopic } from "../cache/change-feed";
import { type LinkFacts, loadLinkFacts } from "../public-booking/server";

/** A link's facts and the topics its pages depend on; `stamp` is `readWith`'s when the facts were read ("" when unsure). */
interface KnownFacts {
  facts?: LinkFacts;
  topics: readonly string[];
  readWith: readonly string[];
  stamp: string;
}

/**
 * Each link's facts (workspace, hosts, notice) as the service answered them, while neither the link nor what its
 * workspace's links are read with moved since: a round trip through this process's HTTP server per render is what
 * a render's waiters would otherwise wait for, and a copy must not outlive a change of the notice or the hosts.
 */
export class FactsCache {
  private readonly known = new LRUCache<string, KnownFacts>({ max: 2_000 });

  constructor(
    private readonly feed: ChangeFeed,
    private readonly load: (linkId: string) => Promise<LinkFacts | undefined> = loadLinkFacts,
  ) {}

  async topics(linkId: string): Promise<readonly string[]> {
    return (await this.read(linkId)).topics;
  }

  async read(linkId: string): Promise<KnownFacts> {
    const known = this.known.get(linkId);
    if (known && this.feed.stamp(known.readWith) === known.stamp) return known;
    // The topics they were read with last time, most likely the same again (an edit of a title keeps the hosts).
    const guess = known?.topics ?? [ANY_TOPIC];
    const before = { guess: this.feed.stamp(guess), any: this.feed.stamp([ANY_TOPIC]) };
    // The service unreachable: the render will say so, and its answer depends on anything.
    const facts = await this.load(linkId).catch(() => undefined);
    if (!facts) return { topics: [ANY_TOPIC], readWith: [], stamp: "" };
    const { workspaceId } = facts;
    const readWith = [linkContextTopic(workspaceId), linkTopic(workspaceId, linkId)];
    const topics = [...readWith, ...facts.hostUserIds.map(userTopic)];
    // A change of these topics while they were read may have come before or after: then trusted for this render
    // only as ANY_TOPIC's. Changes elsewhere (another link edited, another host booked) do not matter.
    const sameTopics = topics.length === guess.length && topics.every((topic, i) => topic === guess[i]);
    const sure = sameTopics ? this.feed.stamp(guess) === before.guess : this.feed.stamp([ANY_TOPIC]) === before.any;
    const fresh = { facts, topics, readWith, stamp: sure ? this.feed.stamp(readWith) : "" };
    this.known.set(linkId, fresh);
    return sure ? fresh : { ...fresh, topics: [ANY_TOPIC] };
  }
}
