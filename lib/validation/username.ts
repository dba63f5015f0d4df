// A booking page's username is also its address: /<username>. So it may not
// be one of the app's own top-level paths (a page there would never be
// reached, or would shadow the app), nor a name kept for paths to come.
import { z } from "@hono/zod-openapi";

export const USERNAME = /^[a-z0-9-]{2,64}$/;

/**
 * The app's own first path segments (app/, public/ and the files Next.js
 * serves at the root), and a few kept for later. username.test.ts checks that
 * every folder of app/ and public/ is here.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  // app/
  "api",
  "book",
  "booking",
  "embed",
  "feeds",
  "healthz",
  "invite",
  "md",
  "readyz",
  "share",
  "v1",
  // public/ and what Next.js serves
  "demo",
  "next",
  "static",
  // kept: addresses a newcomer would expect to be the app's, or are elsewhere reserved
  "about",
  "admin",
  "apps",
  "auth",
  "dashboard",
  "docs",
  "help",
  "login",
  "logout",
  "mcp",
  "settings",
  "signup",
  "support",
  "team",
  "teams",
  "well-known",
]);

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username.toLowerCase());
}

export const username = z
  .string()
  .regex(USERNAME, { message: "must be 2-64 lowercase letters, digits or -" })
  .refine((name) => !isReservedUsername(name), {
    message: "is one of the app's own addresses (/book, /embed, /v1, /mcp, ...) and cannot be a booking page's",
  });
