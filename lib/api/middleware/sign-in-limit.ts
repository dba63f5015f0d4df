// Asking for a sign-in link takes no key, so it is limited per client address (RATE_LIMIT_SIGN_IN_CLIENT per 15
// minutes) before anything is read; per e-mail address it is limited in the route (lib/sign-in/request-sign-in.ts).
import type { Context, Next } from "hono";
import { AppError } from "../../errors/app-error";
import type { ApiEnv } from "../../http/router";
import { isOwnBookingAppCall, recordedClientIp } from "../../rate-limit/client-ip";
import type { RateLimiter } from "../../rate-limit/rate-limits";
import { clientAddress } from "./key-guessing";

export async function limitSignInRequests(limiter: RateLimiter, c: Context<ApiEnv>, next: Next) {
  const address = signInClient(c);
  if (address) {
    const budget = await limiter.consume("sign-in-client", address);
    if (!budget.allowed) {
      throw new AppError("RATE_LIMITED", `Too many sign-in requests from this address; retry in ${budget.resetSeconds} s.`, {
        headers: { "retry-after": String(budget.resetSeconds) },
      });
    }
  }
  await next();
}

/**
 * Whom a sign-in request counts against: the visitor's address the app passed on (recorded by npm start's server,
 * with this process's proof: lib/rate-limit/client-ip.ts), else the caller's. The app's own call without a
 * visitor's address (next dev) counts against no one, rather than putting every visitor in one budget.
 */
function signInClient(c: Context<ApiEnv>): string | undefined {
  const header = (name: string) => c.req.header(name);
  return recordedClientIp(header) ?? (isOwnBookingAppCall(header) ? undefined : clientAddress(c));
}
