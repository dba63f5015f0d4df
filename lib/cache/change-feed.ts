// Versions of the data that cached answers are computed from. A write bumps
// the topics it touched ("workspace:<id>" for pages, hosts and members,
// "link:<workspace>:<id>" for one booking link's own rows, "user:<id>" for a
// person's busy time); a cached answer is used only while every version it
// was computed under is unchanged.
//
// With PostgreSQL several instances may share one database, so each change is
// also sent with NOTIFY and every instance LISTENs. While the listening
// connection is down an instance may miss changes: `live` turns false and
// caches are bypassed until it is back, when the epoch moves on so that
// nothing cached before the gap is trusted again.
import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client";

export interface ChangeFeed {
  /** A string that changes whenever any of the topics changes (or the epoch moves). */
  stamp(topics: readonly string[]): string;
  /**
   * When this instance heard of the first change after `stamp` (a stamp of `topics`, [ANY_TOPIC] unless said),
   * in epoch ms: how long an answer made under it has been out of date. Undefined when nothing changed since; 0
   * when it cannot tell (the epoch moved, a topic other than ANY_TOPIC moved twice, or more than HEARD_KEPT
   * changes came since). With `counted`, only the topics it accepts are looked at.
   */
  firstChangeAfter(stamp: string, topics?: readonly string[], counted?: (topic: string) => boolean): number | undefined;
  /** Record that a committed write changed these topics, here and on every other instance. */
  publish(db: Db, topics: readonly string[]): Promise<void>;
  /** False while changes made elsewhere may be missed; caches must not be read then. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** Anything of the workspace: publishing a linkTopic moves it too. */
export const workspaceTopic = (workspaceId: string) => `workspace:${workspaceId}`;
export const userTopic = (userId: string) => `user:${userId}`;
/** One booking link's own rows (durations, fields, locations, hosts): moves workspaceTopic, not linkContextTopic. */
export const linkTopic = (workspaceId: string, linkId: string) => `link:${workspaceId}:${linkId}`;
export const isLinkTopic = (topic: string) => topic.startsWith("link:");
/**
 * How long after the first edit of a link's own rows (a title, a duration, a host) an answer made before it may
 * still be served while the next one is made: a page copy while it renders again, /v1 time-slots while the link is
 * read and its slots computed again. An organizer editing a link 10 times a second would otherwise make every
 * visitor wait after each edit; what such an answer still offers that the edit took away is refused at booking.
 */
export const EDIT_STALE_MS = 1_000;
/**
 * What every link of a workspace is read with (its booking page, members, schedules): moved by each publish of
 * workspaceTopic. A link's reads stamp it and their own linkTopic, so an edit of one link leaves the others' copies.
 */
export const linkContextTopic = (workspaceId: string) => `link-context:${workspaceId}`;
/** Bumped with every change of any topic: for answers that depend on more than they can name (rendered pages). */
export const ANY_TOPIC = "*";

const CHANNEL = "scheduling_changes";
const RECONNECT_MS = 1_000;
/** How many of the latest changes' times are remembered (at 10 a second, well over a minute). */
const HEARD_KEPT = 1_024;
/** How many of each named topic's latest versions' times are remembered. */
const TOPIC_MOVES_KEPT = 16;

/** The topics a publish of `topics` moves: each, the ones each implies, and ANY_TOPIC. */
function moved(topics: readonly string[]): Set<string> {
  const all = new Set([...topics, ANY_TOPIC]);
  for (const topic of topics) {
    const [kind, workspaceId = ""] = topic.split(":");
    if (kind === "link") all.add(workspaceTopic(workspaceId));
    if (kind === "workspace") all.add(linkContextTopic(workspaceId));
  }
  return all;
}

class Versions {
  epoch = 0;
  private readonly versions = new Map<string, number>();
  /**
   * When each topic's latest TOPIC_MOVES_KEPT versions were heard, version v at v % TOPIC_MOVES_KEPT (one entry a
   * topic: users and links, bounded by the data). A link edited 10 times a second moves more than once while its
   * page renders again; knowing when the first of those came lets the old copy serve meanwhile.
   */
  private readonly movedAt = new Map<string, number[]>();
  /** When each of the latest ANY_TOPIC versions was heard, oldest first. */
  private readonly heard = new Map<number, number>();

  constructor(private readonly now: () => number = Date.now) {}

  bump(topics: readonly string[]) {
    const at = this.now();
    for (const topic of moved(topics)) {
      const version = (this.versions.get(topic) ?? 0) + 1;
      this.versions.set(topic, version);
      const times = this.movedAt.get(topic) ?? [];
      times[version % TOPIC_MOVES_KEPT] = at;
      this.movedAt.set(topic, times);
    }
    this.heard.set(this.versions.get(ANY_TOPIC)!, at);
    if (this.heard.size > HEARD_KEPT) this.heard.delete(this.heard.keys().next().value!);
  }

  firstChangeAfter(stamp: string, topics: readonly string[] = [ANY_TOPIC], counted = (_: string) => true): number | undefined {
    const [epoch, ...stamped] = stamp.split("|").map(Number);
    if (epoch !== this.epoch || stamped.length !== topics.length) return 0;
    let first: number | undefined;
    topics.forEach((topic, i) => {
      const version = stamped[i]!;
      const now = this.versions.get(topic) ?? 0;
      if (version >= now || !counted(topic)) return;
      const at = topic === ANY_TOPIC ? (this.heard.get(version + 1) ?? 0) : this.movedTo(topic, version + 1, now);
      first = first === undefined ? at : Math.min(first, at);
    });
    return first;
  }

  /** When `topic` moved to `version` (its current one being `now`), or 0 when that is no longer kept. */
  private movedTo(topic: string, version: number, now: number): number {
    return now - version < TOPIC_MOVES_KEPT ? (this.movedAt.get(topic)?.[version % TOPIC_MOVES_KEPT] ?? 0) : 0;
  }

  stamp(topics: readonly string[]): string {
    let stamp = String(this.epoch);
    for (const topic of topics) stamp += `|${this.versions.get(topic) ?? 0}`;
    return stamp;
  }
}

/** For a database only this process uses (the embedded one, and tests). */
export function createLocalChangeFeed(options: { now?: () => number } = {}): ChangeFeed {
  const versions = new Versions(options.now);
  return {
    stamp: (topics) => versions.stamp(topics),
    firstChangeAfter: (stamp, topics, counted) => versions.firstChangeAfter(stamp, topics, counted),
    publish: async (_db, topics) => versions.bump(topics),
    live: true,
    close: async () => {},
  };
}

/** For a PostgreSQL server other instances may share: LISTEN/NOTIFY on a dedicated connection. */
export function createPostgresChangeFeed(url: string): ChangeFeed {
  const versions = new Versions();
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    from.end().catch(() => {});
    scheduleConnect();
  };
  const scheduleConnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next.on("notification", (message) => {
      try {
        const change = JSON.parse(message.payload ?? "") as { from: string; topics: string[] };
        if (change.from !== instance) versions.bump(change.topics);
      } catch {
        versions.epoch++;
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch {
      next.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (closed) return void next.end().catch(() => {});
    // Changes made while no connection listened are unknown: start afresh.
    versions.epoch++;
    client = next;
  };
  void connect();

  return {
    stamp: (topics) => versions.stamp(topics),
    firstChangeAfter: (stamp, topics, counted) => versions.firstChangeAfter(stamp, topics, counted),
    async publish(db, topics) {
      versions.bump(topics);
      try {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ from: instance, topics })})`);
      } catch (error) {
        // The write itself has committed; other instances will see it when
        // their cached copies expire (see CACHE_TTL_MS).
        console.error("Could not announce a change to other instances", error);
      }
    },
    get live() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
