// The address visitors reach the app at, for what the app writes out in full
// (the embed snippets). Configured, never taken from the request's Host
// header, which a client writes.
import "server-only";
export function publicUrl(): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured && /^https?:\/\/[^/\\\s]+\/?$/i.test(configured)) return configured.replace(/\/$/, "");
  return `http://localhost:${process.env.PORT ?? 3000}`;
}
