// GET /api/booking-links/:id/slots?month=YYYY-MM&tz=Zone&duration=ID – a month of slots, by the visitor's local day
import { isValidTimeZone } from "@/lib/availability/zoned-time";
import { loadMonthSlots } from "@/lib/public-booking/load-booking-page";
import { parseMonth } from "@/lib/public-booking/month-slots";
import { publicFailure, publicProblem } from "@/lib/public-booking/route-errors";
import { limitVisitor } from "@/lib/rate-limit/limit-visitor";
import { rateLimitHeaders } from "@/lib/rate-limit/rate-limits";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const query = new URL(request.url).searchParams;
  const month = query.get("month") ?? "";
  const tz = query.get("tz") ?? "";
  const duration = query.get("duration") ?? "";
  const { id } = await params;
  if (!parseMonth(month) || !isValidTimeZone(tz) || !/^[A-Za-z0-9_-]{1,64}$/.test(duration) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    return publicProblem(400, "VALIDATION_FAILED");
  }
  const limit = await limitVisitor("public-slots", request.headers);
  const headers = rateLimitHeaders(limit);
  if (!limit.allowed) return publicProblem(429, "RATE_LIMITED", headers);
  try {
    const days = await loadMonthSlots(id, month, tz, duration);
    return Response.json({ month, tz, days }, { headers: { "cache-control": "no-store", ...headers } });
  } catch (error) {
    return publicFailure(error);
  }
}
