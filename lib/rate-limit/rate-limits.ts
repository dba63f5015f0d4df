// Request budgets, one limiter per bucket. In memory by default; in Redis
// when REDIS_URL is set, so that every app instance shares the same counts.
import { AsyncResource } from "node:async_hooks";
import Redis from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { getConfig, type RateLimitBucket } from "../config/env";

export type Bucket = RateLimitBucket;

/** A bucket's window: a minute but where said. Its requests per window are RATE_LIMIT_<BUCKET>'s (lib/config/variables.ts, with their defaults and why). */
const WINDOW_SECONDS = 60;
/** Sign-in e-mails are counted per 15 minutes, the life of a sign-in link: a minute would let an inbox fill up. */
const WINDOWS: Partial<Record<Bucket, number>> = { "sign-in-address": 900, "sign-in-client": 900 };

/** Buckets keyed by API key, not by client address: a handful of keys, each long-lived. */
const PER_KEY = new Set<Bucket>(["api-key", "booking-app"]);

export function limitFor(bucket: Bucket) {
  return { points: getConfig().rateLimits[bucket], seconds: WINDOWS[bucket] ?? WINDOW_SECONDS };
}

export interface LimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  consume(bucket: Bucket, key: string): Promise<LimitOutcome>;
  /** What is left of `key`'s budget, without using any. */
  peek(bucket: Bucket, key: string): Promise<LimitOutcome>;
  /** Resolves once the store answers (at once for memory). Until then Redis limits fall back to memory. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createRateLimiter(
  options: { redisUrl?: string; prefix?: string; limits?: Partial<Record<Bucket, { points: number; seconds: number }>> } = {},
): RateLimiter {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  // A Redis that cannot be reached must not lock everyone out: swallow its
  // connection errors here and fall back to per-instance memory limits.
  redis?.on("error", () => {});
  const limiters = new Map<Bucket, RateLimiterAbstract>();
  // The memory store sets a timer for each new key, to forget it when its
  // window ends, and a timer keeps the async context it was set in. Under
  // Next.js that context holds the whole request and response, so each new
  // visitor address kept its request in memory for the window (measured:
  // about 170 KB each, 2 GB after 10,000 addresses). Counts are kept in the
  // context the limiter was made in (scripts/serve.ts makes it at start-up).
  // Only for the buckets keyed by client address: the per-key ones see few
  // keys, and switching contexts is one more cost on every /v1 request.
  const apart = new AsyncResource("rate-limiter");
  const counted = <T>(bucket: Bucket, count: () => Promise<T>) => (PER_KEY.has(bucket) ? count() : apart.runInAsyncScope(count));
  const limiterFor = (bucket: Bucket) => {
    let limiter = limiters.get(bucket);
    if (!limiter) {
      const { points, seconds } = options.limits?.[bucket] ?? limitFor(bucket);
      const keyPrefix = `${options.prefix ?? "rl"}:${bucket}`;
      const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
      limiter = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            points,
            duration: seconds,
            keyPrefix,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(bucket, limiter);
    }
    return limiter;
  };
  return {
    async consume(bucket, key) {
      const limiter = limiterFor(bucket);
      try {
        const res = await counted(bucket, () => limiter.consume(key));
        return outcome(true, limiter.points, res);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return outcome(false, limiter.points, rejection);
        throw rejection;
      }
    },
    async peek(bucket, key) {
      const limiter = limiterFor(bucket);
      const res = await counted(bucket, () => limiter.get(key));
      if (!res) return { allowed: true, limit: limiter.points, remaining: limiter.points, resetSeconds: limiter.duration };
      return outcome(res.consumedPoints < limiter.points, limiter.points, res);
    },
    ready() {
      if (!redis || redis.status === "ready") return Promise.resolve();
      return new Promise((resolve) => redis.once("ready", () => resolve()));
    },
    async close() {
      redis?.disconnect();
    },
  };
}

function outcome(allowed: boolean, limit: number, res: RateLimiterRes): LimitOutcome {
  return { allowed, limit, remaining: Math.max(0, res.remainingPoints), resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/** RateLimit headers (IETF draft) plus Retry-After when refused. */
export function rateLimitHeaders(result: LimitOutcome): Record<string, string> {
  return {
    "ratelimit-limit": String(result.limit),
    "ratelimit-remaining": String(result.remaining),
    "ratelimit-reset": String(result.resetSeconds),
    ...(!result.allowed && { "retry-after": String(result.resetSeconds) }),
  };
}

type GlobalWithLimiter = typeof globalThis & { __schedulingRateLimiter?: RateLimiter };

/** The process-wide limiter (Redis when REDIS_URL is set). */
export function getRateLimiter(): RateLimiter {
  const g = globalThis as GlobalWithLimiter;
  g.__schedulingRateLimiter ??= createRateLimiter({ redisUrl: getConfig().redisUrl });
  return g.__schedulingRateLimiter;
}
