// What the server knows of a visitor before any script runs: their languages
// and, after a first visit, the time zone their browser reported (cookie "tz")
// and the hour cycle and layout they last chose (cookies "hours", "layout").
import "server-only";
import { cookies, headers } from "next/headers";
import { HOUR_CYCLE_COOKIE, LAYOUT_COOKIE, readHourCycle, readLayout } from "../url-state";
import { readTimeZone } from "./time-zone";

export async function visitorContext() {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return {
    acceptLanguage: h.get("accept-language"),
    timeZone: readTimeZone(c.get("tz")?.value),
    hourCycle: readHourCycle(c.get(HOUR_CYCLE_COOKIE)?.value),
    layout: readLayout(c.get(LAYOUT_COOKIE)?.value),
  };
}
