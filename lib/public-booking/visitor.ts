// What the server knows of a visitor before any script runs: their languages
// and, after a first visit, the time zone their browser reported (cookie "tz").
import { cookies, headers } from "next/headers";
import { isValidTimeZone } from "../availability/zoned-time";

export async function visitorContext() {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const tz = c.get("tz")?.value;
  return { acceptLanguage: h.get("accept-language"), timeZone: tz && isValidTimeZone(tz) ? tz : undefined };
}
