// GET /api/booking-links/:id/slots, apart from Next.js so that it can be
// tested on its own: the route handler only hands it the request's parts.
import "server-only";
import { limitVisitor } from "../../rate-limit/limit-visitor";
import { rateLimitHeaders } from "../../rate-limit/rate-limits";
import { RESOURCE_ID } from "../../validation/resource-id";
import { clampMonth, monthWindow } from "../url-state";
import { loadMonthSlots } from "./load-booking-page";
import { monthContaining, type SlotsByDay } from "./month-slots";
import { publicFailure, publicProblem } from "./route-errors";
import { readTimeZone } from "./time-zone";

/** The query's month (clamped as the page clamps it), zone and duration, or undefined when one is malformed. */
function readSlotsQuery(query: URLSearchParams, now: number) {
  const tz = readTimeZone(query.get("tz"));
  const duration = query.get("duration") ?? "";
  if (!tz || !RESOURCE_ID.test(duration)) return undefined;
  const month = clampMonth(query.get("month"), monthWindow(monthContaining(now, tz)));
  return month ? { month, tz, duration } : undefined;
}

/**
 * A month of a link's slots in the visitor's zone, by local day; `month` in
 * the answer is the month served. Every request counts against the visitor's
 * budget before its query is read, so invalid ones (which cost validation and
 * time-zone lookups too) are refused with 429 like any others.
 */
export function answerSlotsRequest(id: string, query: URLSearchParams, headers: Headers, now = Date.now()): Promise<Response> {
  return answerMonthSlots(
    query,
    headers,
    (wanted) => (RESOURCE_ID.test(id) ? loadMonthSlots(id, wanted.month, wanted.tz, wanted.duration) : Promise.resolve(null)),
    now,
  );
}

/** The slots answer around a loader: undefined from it is 404, null 400 (a malformed id). */
export async function answerMonthSlots(
  query: URLSearchParams,
  headers: Headers,
  load: (wanted: { month: string; tz: string; duration: string }) => Promise<SlotsByDay | undefined | null>,
  now = Date.now(),
): Promise<Response> {
  const limit = await limitVisitor("public-slots", headers);
  const limitHeaders = rateLimitHeaders(limit);
  if (!limit.allowed) return publicProblem(429, "RATE_LIMITED", limitHeaders);
  const wanted = readSlotsQuery(query, now);
  if (!wanted) return publicProblem(400, "VALIDATION_FAILED", limitHeaders);
  try {
    const days = await load(wanted);
    if (days === null) return publicProblem(400, "VALIDATION_FAILED", limitHeaders);
    if (days === undefined) return publicProblem(404, "NOT_FOUND", limitHeaders);
    return Response.json({ month: wanted.month, tz: wanted.tz, days }, { headers: { "cache-control": "no-store", ...limitHeaders } });
  } catch (error) {
    return publicFailure(error);
  }
}
