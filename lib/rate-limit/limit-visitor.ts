import { recordedClientIp } from "./client-ip";
import { type Bucket, getRateLimiter, type LimitOutcome, limitFor } from "./rate-limits";

/**
 * Counts one request of a visitor, by the client address scripts/serve.ts
 * recorded. Under `next dev` or `next start` no address can be trusted, and
 * one budget shared by every visitor would let one of them lock out the rest,
 * so there these limits are off.
 */
export function limitVisitor(bucket: Bucket, headers: Headers): Promise<LimitOutcome> {
  const address = recordedClientIp((name) => headers.get(name));
  if (!address) {
    const { points, seconds } = limitFor(bucket);
    return Promise.resolve({ allowed: true, limit: points, remaining: points, resetSeconds: seconds });
  }
  return getRateLimiter().consume(bucket, address);
}
