// What the server knows of a visitor before any script runs: their languages
// and, after a first visit, the time zone their browser reported (cookie "tz").
import "server-only";
import { cookies, headers } from "next/headers";
import { readTimeZone } from "./time-zone";

export async function visitorContext() {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return { acceptLanguage: h.get("accept-language"), timeZone: readTimeZone(c.get("tz")?.value) };
}
