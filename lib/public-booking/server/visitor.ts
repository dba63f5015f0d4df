// What the server knows of a visitor before any script runs: their languages
// and, after a first visit, the time zone their browser reported (cookie "tz")
// and the hour cycle they last chose (cookie "hours").
import "server-only";
import { cookies, headers } from "next/headers";
import { HOUR_CYCLE_COOKIE, readHourCycle } from "../url-state";
import { readTimeZone } from "./time-zone";

export async function visitorContext() {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return {
    acceptLanguage: h.get("accept-language"),
    timeZone: readTimeZone(c.get("tz")?.value),
    hourCycle: readHourCycle(c.get(HOUR_CYCLE_COOKIE)?.value),
  };
}
