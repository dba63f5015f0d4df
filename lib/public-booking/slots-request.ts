// GET /api/booking-links/:id/slots, apart from Next.js so that it can be
// tested on its own: the route handler only hands it the request's parts.
import { isValidTimeZone } from "../availability/zoned-time";
import { limitVisitor } from "../rate-limit/limit-visitor";
import { rateLimitHeaders } from "../rate-limit/rate-limits";
import { loadMonthSlots } from "./load-booking-page";
import { parseMonth } from "./month-slots";
import { publicFailure, publicProblem } from "./route-errors";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A month of a link's slots in the visitor's zone, by local day. */
export async function answerSlotsRequest(id: string, query: URLSearchParams, headers: Headers): Promise<Response> {
  const month = query.get("month") ?? "";
  const tz = query.get("tz") ?? "";
  const duration = query.get("duration") ?? "";
  if (!parseMonth(month) || !isValidTimeZone(tz) || !ID.test(duration) || !ID.test(id)) {
    return publicProblem(400, "VALIDATION_FAILED");
  }
  const limit = await limitVisitor("public-slots", headers);
  const limitHeaders = rateLimitHeaders(limit);
  if (!limit.allowed) return publicProblem(429, "RATE_LIMITED", limitHeaders);
  try {
    const days = await loadMonthSlots(id, month, tz, duration);
    return Response.json({ month, tz, days }, { headers: { "cache-control": "no-store", ...limitHeaders } });
  } catch (error) {
    return publicFailure(error);
  }
}
