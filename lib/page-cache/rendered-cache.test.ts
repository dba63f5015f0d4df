import { describe, expect, it } from "vitest";
import { createLocalChangeFeed, EDIT_STALE_MS, linkContextTopic, linkTopic, userTopic, workspaceTopic } from "../cache/change-feed";
import { CACHE_TTL_MS } from "../cache/stamped-cache";
import { type CacheableRequest, cacheableRequest } from "./cache-key";
import { EDIT_RENDER_GAP_MS, RenderedCache, STALE_MS } from "./rendered-cache";
import { fillTemplate, freshValues, type RenderedAnswer } from "./response-template";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const slotAt = (iso: string) => `{"days":{"2026-11-24":[{"start":"${iso}","end":"x"}]}}`;

function setup(
  body = slotAt("2026-11-24T16:00:00.000Z"),
  options: { noticeMs?: number; maxBytes?: number; notice?: () => Promise<number> } = {},
) {
  const clock = { now: NOW };
  const feed = createLocalChangeFeed({ now: () => clock.now });
  const renders: string[] = [];
  let release = () => {};
  let gate: Promise<void> | undefined;
  const cache = new RenderedCache({
    feed,
    maxBytes: options.maxBytes ?? 1_000_000,
    now: () => clock.now,
    noticeMs: options.notice ?? (async () => options.noticeMs ?? 4 * 3_600_000),
    // bl_1, of workspace w_1, hosted by u_1 (serve-cached.ts looks them up from the service).
    topics: async () => [linkContextTopic("w_1"), linkTopic("w_1", "bl_1"), userTopic("u_1")],
    render: async (request): Promise<RenderedAnswer> => {
      renders.push(request.key);
      await gate;
      return { status: 200, headers: { "content-type": "application/json" }, body };
    },
  });
  const hold = () => {
    gate = new Promise((resolve) => {
      release = () => resolve();
    });
  };
  /** An answer, once its copy is kept (the link's notice asked for after the render). */
  const ask = async (request: CacheableRequest) => {
    const answer = await cache.answer(request);
    await new Promise((resolve) => setImmediate(resolve));
    return answer;
  };
  return { feed, clock, cache, ask, renders, hold, release: () => release() };
}

/** Until renders asked for have begun (their topics are looked up first). */
const begun = () => new Promise((resolve) => setImmediate(resolve));

const slots = (month = "2026-12", tz = "UTC") =>
  cacheableRequest("GET", `/api/booking-links/bl_1/slots?month=${month}&tz=${tz}&duration=d_1`, () => undefined)!;

describe("rendered copies", () => {
  it("are used until a change of what they depend on is published, then rendered again", async () => {
    const { feed, clock, ask, renders } = setup();
    await ask(slots());
    await ask(slots());
    expect(renders).toHaveLength(1);
    for (const changed of [userTopic("u_1"), linkTopic("w_1", "bl_1"), workspaceTopic("w_1")]) {
      clock.now += EDIT_RENDER_GAP_MS;
      await feed.publish(undefined as never, [changed]);
      await ask(slots());
    }
    expect(renders).toHaveLength(4);
  });

  it("outlive changes of what they do not depend on: another link, another host, another workspace", async () => {
    const { feed, ask, renders } = setup();
    await ask(slots());
    for (const changed of [linkTopic("w_1", "bl_2"), userTopic("u_2"), workspaceTopic("w_2")]) {
      await feed.publish(undefined as never, [changed]);
      expect((await ask(slots()))?.served).toBe("hit");
    }
    expect(renders).toHaveLength(1);
  });

  it("stop before the first slot offered comes within the link's notice, and after CACHE_TTL_MS at most", async () => {
    // First slot 14:00:30, notice 4 h: usable until 10:00:30 less a second; far slots: CACHE_TTL_MS.
    const near = setup(slotAt("2026-11-24T14:00:30.000Z"));
    await near.ask(slots());
    near.clock.now += 28_999;
    await near.ask(slots());
    expect(near.renders).toHaveLength(1);
    near.clock.now += 1_000;
    await near.ask(slots());
    expect(near.renders).toHaveLength(2);

    const far = setup();
    await far.ask(slots());
    far.clock.now += CACHE_TTL_MS;
    await far.ask(slots());
    expect(far.renders).toHaveLength(2);
  });

  it("share one render among requests that arrive while it runs, but not with requests after a change", async () => {
    const { feed, cache, renders, hold, release } = setup();
    hold();
    const first = cache.answer(slots());
    const joined = cache.answer(slots());
    await begun();
    await feed.publish(undefined as never, [userTopic("u_1")]);
    const afterChange = cache.answer(slots());
    release();
    await Promise.all([first, joined, afterChange]);
    expect(renders).toHaveLength(2);
    // The render begun after the change is the copy kept: the next request is a hit.
    await cache.answer(slots());
    expect(renders).toHaveLength(2);
  });

  it("after a change: the first request waits for a fresh render; those during it get the copy before it, for STALE_MS", async () => {
    const { feed, clock, cache, ask, renders, hold, release } = setup();
    const before = (await ask(slots()))!.template;
    clock.now += 5_000;
    await feed.publish(undefined as never, [userTopic("u_1")]);
    hold();
    const first = cache.answer(slots());
    const during = await cache.answer(slots());
    expect(during).toEqual({ template: before, served: "stale" });
    clock.now += STALE_MS - 1;
    expect((await cache.answer(slots()))?.served).toBe("stale");
    // From STALE_MS after the change, requests wait for the render begun after it, as the first one does.
    clock.now += 1;
    const late = cache.answer(slots());
    release();
    const [fresh, lateAnswer] = await Promise.all([first, late]);
    expect(fresh?.served).toBe("rendered");
    expect(fresh?.template).not.toBe(before);
    expect(lateAnswer?.template).toBe(fresh?.template);
    expect(renders).toHaveLength(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.answer(slots())).toEqual({ template: fresh?.template, served: "hit" });
  });

  it("after edits of the link alone, serve the copy before them while a render runs, for EDIT_STALE_MS", async () => {
    const { feed, clock, cache, ask, hold, release } = setup();
    const before = (await ask(slots()))!.template;
    clock.now += EDIT_RENDER_GAP_MS;
    const edit = () => feed.publish(undefined as never, [linkTopic("w_1", "bl_1")]);
    await edit();
    hold();
    const first = cache.answer(slots());
    await begun();
    // Edited again while the render runs: still the copy before both, until EDIT_STALE_MS after the first edit.
    clock.now += STALE_MS;
    await edit();
    expect(await cache.answer(slots())).toEqual({ template: before, served: "stale" });
    clock.now += EDIT_STALE_MS - STALE_MS - 1;
    expect((await cache.answer(slots()))?.served).toBe("stale");
    clock.now += 1;
    const late = cache.answer(slots());
    release();
    expect((await first)?.served).toBe("rendered");
    expect((await late)?.served).toBe("rendered");
  });

  it("while the link is edited several times a second, render it again at most every EDIT_RENDER_GAP_MS", async () => {
    const { feed, clock, ask, renders } = setup();
    const edit = () => feed.publish(undefined as never, [linkTopic("w_1", "bl_1")]);
    const first = (await ask(slots()))!.template;
    // An edit right after a render: the copy stays, with no render, until EDIT_RENDER_GAP_MS after that render began.
    clock.now += 100;
    await edit();
    expect(await ask(slots())).toEqual({ template: first, served: "stale" });
    clock.now += EDIT_RENDER_GAP_MS - 101;
    await edit();
    expect((await ask(slots()))?.served).toBe("stale");
    expect(renders).toHaveLength(1);
    clock.now += 1;
    expect((await ask(slots()))?.served).toBe("rendered");
    expect(renders).toHaveLength(2);
    // A single edit long after the last render: rendered at once.
    clock.now += EDIT_RENDER_GAP_MS;
    await edit();
    expect((await ask(slots()))?.served).toBe("rendered");
    // Not for a booking: it renders at once whenever the last render began.
    clock.now += 10;
    await feed.publish(undefined as never, [userTopic("u_1")]);
    expect((await ask(slots()))?.served).toBe("rendered");
    expect(renders).toHaveLength(4);
  });

  it("a booking after an edit is served stale for STALE_MS after the booking at most, not EDIT_STALE_MS", async () => {
    const { feed, clock, cache, ask, hold, release } = setup();
    const before = (await ask(slots()))!.template;
    clock.now += EDIT_RENDER_GAP_MS;
    await feed.publish(undefined as never, [linkTopic("w_1", "bl_1")]);
    hold();
    const first = cache.answer(slots());
    await begun();
    clock.now += 100;
    await feed.publish(undefined as never, [userTopic("u_1")]);
    expect(await cache.answer(slots())).toEqual({ template: before, served: "stale" });
    clock.now += STALE_MS;
    const late = cache.answer(slots());
    release();
    await first;
    expect((await late)?.served).toBe("rendered");
  });

  it("after a change, a copy from before it is not served when no render of it is under way", async () => {
    const { feed, ask, renders } = setup();
    await ask(slots());
    await feed.publish(undefined as never, [userTopic("u_1")]);
    expect((await ask(slots()))?.served).toBe("rendered");
    expect(renders).toHaveLength(2);
  });

  it("keep a render that a change overtook, and serve it only as a copy from before that change", async () => {
    const { feed, clock, cache, ask, renders, hold, release } = setup();
    const oldest = (await ask(slots()))!.template;
    await feed.publish(undefined as never, [userTopic("u_1")]);
    hold();
    const overtaken = cache.answer(slots());
    await begun();
    await feed.publish(undefined as never, [userTopic("u_1")]);
    release();
    const { template } = (await overtaken)!;
    await new Promise((resolve) => setImmediate(resolve));
    // Kept in place of the oldest copy, but the feed moved since it began: the next request renders again.
    hold();
    const next = cache.answer(slots());
    expect(await cache.answer(slots())).toEqual({ template, served: "stale" });
    expect(template).not.toBe(oldest);
    clock.now += STALE_MS;
    const late = cache.answer(slots());
    release();
    expect((await next)?.served).toBe("rendered");
    expect((await late)?.template).toBe((await next)?.template);
    expect(renders).toHaveLength(3);
  });

  it("reach those who waited before the link's notice is known, and those who ask meanwhile share them", async () => {
    let noticeKnown = () => {};
    const notice = new Promise<number>((resolve) => {
      noticeKnown = () => resolve(4 * 3_600_000);
    });
    const { cache, renders } = setup(undefined, { notice: () => notice });
    const first = await cache.answer(slots());
    expect(first?.served).toBe("rendered");
    const meanwhile = await cache.answer(slots());
    expect(meanwhile?.template).toBe(first?.template);
    expect(renders).toHaveLength(1);
    noticeKnown();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.answer(slots()))?.served).toBe("hit");
    expect(renders).toHaveLength(1);
  });

  it("count a copy's plain bytes once a client taking no gzip has had them made", async () => {
    const { cache } = setup();
    const { template } = (await cache.answer(slots()))!;
    await new Promise((resolve) => setImmediate(resolve));
    const before = cache.size.bytes;
    fillTemplate(template, freshValues(), false);
    cache.recount(slots().key, template);
    expect(cache.size.bytes).toBe(before + template.plain!.length);
  });

  it("hold no more bytes than their bound, whatever the number of keys", async () => {
    const body = slotAt("2026-11-24T16:00:00.000Z").padEnd(10_000, " ");
    const { cache } = setup(body, { maxBytes: 100_000 });
    for (let month = 1; month <= 12; month++)
      for (const tz of ["UTC", "Asia/Kolkata", "Pacific/Chatham"]) await cache.answer(slots(`2026-${String(month).padStart(2, "0")}`, tz));
    expect(cache.size.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size.entries).toBeGreaterThan(3);
  });

  it("are not kept while the change feed cannot hear other instances", async () => {
    const { cache, renders, feed } = setup();
    Object.defineProperty(feed, "live", { value: false });
    await cache.answer(slots());
    await cache.answer(slots());
    expect(renders).toHaveLength(2);
  });
});

describe("rendered copies whose topics cannot be told", () => {
  it("depend on anything: a change anywhere renders them again", async () => {
    const feed = createLocalChangeFeed();
    const renders: string[] = [];
    const cache = new RenderedCache({
      feed,
      maxBytes: 1_000_000,
      now: () => NOW,
      noticeMs: async () => 0,
      topics: async () => {
        throw new Error("the service did not answer");
      },
      render: async (request) => {
        renders.push(request.key);
        return { status: 200, headers: { "content-type": "application/json" }, body: slotAt("2026-11-24T16:00:00.000Z") };
      },
    });
    const ask = async () => {
      const answer = await cache.answer(slots());
      await begun();
      return answer?.served;
    };
    expect(await ask()).toBe("rendered");
    expect(await ask()).toBe("hit");
    await feed.publish(undefined as never, [userTopic("someone-else")]);
    expect(await ask()).toBe("rendered");
  });
});
