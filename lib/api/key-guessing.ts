// Keys that are not valid are never cached, so every guess costs a database
// lookup. Each client address gets a budget of such lookups a minute; past
// it, its keys that this instance does not already know are refused with
// 429 before any lookup.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { AppError } from "../errors/app-error";
import { recordedClientIp } from "../rate-limit/client-ip";
import type { RateLimiter } from "../rate-limit/rate-limits";
import type { LookupGuard } from "./authenticate";

/**
 * The guard for a request's key lookup. Most requests carry a key already
 * known in memory and never call it, so the address is read only when needed.
 */
export function keyGuessingGuard(limiter: RateLimiter, c: Context): LookupGuard {
  const remote = () => {
    const address = clientAddress(c);
    return isLoopback(address) ? undefined : address;
  };
  return {
    beforeLookup: async () => {
      const address = remote();
      if (!address) return;
      const budget = await limiter.peek("auth-failure", address);
      if (!budget.allowed) {
        throw new AppError("RATE_LIMITED", `Too many requests with API keys that are not valid from this address; retry in ${budget.resetSeconds} s.`, {
          headers: { "retry-after": String(budget.resetSeconds) },
        });
      }
    },
    onUnknown: async () => {
      const address = remote();
      if (address) await limiter.consume("auth-failure", address);
    },
  };
}

/**
 * The client's address: as scripts/serve.ts recorded it, else the socket's
 * (the test server); "unknown" under Next.js's own /v1 route (next dev), which
 * has neither.
 */
function clientAddress(c: Context): string {
  const recorded = recordedClientIp((name) => c.req.header(name));
  if (recorded) return recorded;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? "unknown";
}

/**
 * The booking app's own calls come from this machine, and so does everything
 * behind a local proxy that TRUST_PROXY_HOPS does not name: never refused, so
 * a guesser cannot lock the app out of its own service.
 */
function isLoopback(address: string): boolean {
  return address === "unknown" || address === "::1" || /^(::ffff:)?127\./.test(address);
}
