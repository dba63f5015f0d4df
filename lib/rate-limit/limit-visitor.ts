import { CLIENT_IP_HEADER } from "./client-ip";
import { getRateLimiter, type Bucket, type LimitOutcome } from "./rate-limits";

/** Counts one request of a visitor (by the client address scripts/serve.ts recorded). */
export function limitVisitor(bucket: Bucket, headers: Headers): Promise<LimitOutcome> {
  return getRateLimiter().consume(bucket, headers.get(CLIENT_IP_HEADER) ?? "unknown");
}
