import type { MiddlewareHandler } from "hono";

/** On every answer: JSON is not to be sniffed as another type, framed, or kept by caches (OWASP REST security). */
export const API_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "cache-control": "no-store",
};
const API_HEADER_ENTRIES = Object.entries(API_HEADERS);

// Set on the answer as it is built (c.header before the handler runs); setting
// them on finished responses cost about 15 % of cached reads' throughput.
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of API_HEADER_ENTRIES) c.header(name, value);
  await next();
};
