import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limits";

describe("the memory rate limiter", () => {
  const limiter = createRateLimiter({ limits: { "public-slots": { points: 5, seconds: 60 } } });
  afterAll(() => limiter.close());

  // Each new key gets a timer that forgets it when its window ends. Set inside
  // a request's async context, that timer kept the whole request (Next.js
  // keeps it in AsyncLocalStorage) in memory for the window: 2 GB after
  // 10,000 visitor addresses.
  it("keeps no request's async context alive in the timers it sets for new keys", async () => {
    const request = new AsyncLocalStorage<{ request: string }>();
    const contexts: unknown[] = [];
    const setTimeoutBefore = globalThis.setTimeout;
    globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
      contexts.push(request.getStore());
      return setTimeoutBefore(...args);
    }) as typeof setTimeout;
    try {
      for (let i = 0; i < 3; i++) await request.run({ request: `r${i}` }, () => limiter.consume("public-slots", `198.51.100.${i}`));
      await request.run({ request: "peek" }, () => limiter.peek("public-slots", "198.51.100.200"));
    } finally {
      globalThis.setTimeout = setTimeoutBefore;
    }
    expect(contexts.length).toBeGreaterThanOrEqual(3);
    expect(contexts.filter((context) => context !== undefined)).toEqual([]);
  });

  it("still counts each key in its own window", async () => {
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push((await limiter.consume("public-slots", "203.0.113.5")).allowed);
    expect(outcomes).toEqual([true, true, true, true, true, false]);
    expect((await limiter.consume("public-slots", "203.0.113.6")).allowed).toBe(true);
  });
});
