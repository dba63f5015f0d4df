// The dashboard's session: an iron-session cookie (sealed with AES-256-CBC and HMAC-SHA-256) holding the
// signed-in member's session credential, a short-lived API key the service minted at sign-in. The key never
// reaches the browser's scripts: the cookie is HttpOnly and only the app's server opens it.
import "server-only";
import { randomBytes } from "node:crypto";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { getConfig } from "../../config/env";

export interface DashboardSession {
  /** The session credential, sent as x-api-key; absent: signed out. */
  key?: string;
  apiKeyId?: string;
  expiresAt?: string;
  /** Sent back by the browser's scripts in x-dashboard-csrf with every change (lib/dashboard/server/proxy.ts). */
  csrf?: string;
}

export const SESSION_COOKIE = "dashboard_session";

// Unset DASHBOARD_SESSION_SECRET: one made for this process, so sessions end when it restarts (documented). Kept on
// globalThis: Next.js bundles pages, actions and route handlers apart, each with its own copy of this module.
type GlobalWithSecret = typeof globalThis & { __dashboardSessionSecret?: string };

function madeSecret(): string {
  const global = globalThis as GlobalWithSecret;
  global.__dashboardSessionSecret ??= randomBytes(32).toString("base64url");
  return global.__dashboardSessionSecret;
}

function sessionOptions(secure: boolean): SessionOptions {
  const password = getConfig().dashboardSessionSecret ?? madeSecret();
  return {
    password,
    cookieName: SESSION_COOKIE,
    // The cookie lasts as long as the credential it holds (12 h); the service decides when that ends.
    ttl: 12 * 3600,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
  };
}

/** Secure cookies everywhere but plain-http loopback, where browsers would not send them back. */
export function isSecureOrigin(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl);
  return protocol === "https:" || !["localhost", "127.0.0.1", "[::1]"].includes(hostname);
}

export async function getSession() {
  return getIronSession<DashboardSession>(await cookies(), sessionOptions(isSecureOrigin(getConfig().publicUrl)));
}

/** A signed-in session's credential, or undefined. */
export async function sessionKey(): Promise<string | undefined> {
  const session = await getSession();
  if (!session.key || (session.expiresAt && Date.parse(session.expiresAt) <= Date.now())) return undefined;
  return session.key;
}

export const newCsrfToken = () => randomBytes(24).toString("base64url");
