// Keys that are not valid are never cached, so every guess costs a database
// lookup. Each client address gets a budget of such lookups a minute; past
// it, its keys that this instance does not already know are refused with
// 429 before any lookup.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import type { LookupGuard } from "../../auth/authenticate";
import { AppError } from "../../errors/app-error";
import { isOwnBookingAppCall, recordedClientIp } from "../../rate-limit/client-ip";
import type { RateLimiter } from "../../rate-limit/rate-limits";

/**
 * The guard for a request's key lookup. Most requests carry a key already
 * known in memory and never call it, so the address is read only when needed.
 */
export function keyGuessingGuard(limiter: RateLimiter, c: Context): LookupGuard {
  // The booking app's calls from this very process are never refused this
  // way, so a guesser cannot lock the app out of its own service.
  const remote = () => (isOwnBookingAppCall((name) => c.req.header(name)) ? undefined : clientAddress(c));
  return {
    beforeLookup: async () => {
      const address = remote();
      if (!address) return;
      const budget = await limiter.peek("auth-failure", address);
      if (!budget.allowed) {
        throw new AppError(
          "RATE_LIMITED",
          `Too many requests with API keys that are not valid from this address; retry in ${budget.resetSeconds} s.`,
          {
            headers: { "retry-after": String(budget.resetSeconds) },
          },
        );
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
 * (the test server); none under Next.js's own /v1 route (next dev), which has
 * neither, and there this limit is off rather than one budget for everyone.
 * Loopback addresses count like any other: behind a proxy on this machine
 * that TRUST_PROXY_HOPS does not name, every client shares one budget.
 */
export function clientAddress(c: Context): string | undefined {
  const recorded = recordedClientIp((name) => c.req.header(name));
  if (recorded) return recorded;
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress?.replace(/^::ffff:/, "");
}
