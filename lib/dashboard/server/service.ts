// The dashboard's server-side calls to the service: real HTTP to SCHEDULING_API_URL, as the signed-in member
// (their session credential as x-api-key), never with the app's own key. Sign-in itself is keyless: the e-mailed
// token is the credential.
import "server-only";
import { cache } from "react";
import { z } from "zod";
import { getConfig } from "../../config/env";
import { visitorAddressHeaders } from "../../rate-limit/client-ip";

const TIMEOUT_MS = 8_000;

export class DashboardServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "DashboardServiceError";
  }
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  /** The incoming request's headers: its recorded visitor address is passed on (keyless calls). */
  visitor?: Headers;
}

/** One call to /v1: the parsed answer, or DashboardServiceError with the problem's status and code. */
export async function callService<T extends z.ZodType>(path: string, schema: T, options: CallOptions = {}): Promise<z.output<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.key) headers["x-api-key"] = options.key;
  if (options.visitor)
    Object.assign(
      headers,
      visitorAddressHeaders((name) => options.visitor?.get(name)),
    );
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${getConfig().schedulingApiUrl}${path}`, {
      method: options.body === undefined ? "GET" : "POST",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
    body = await response.json().catch(() => undefined);
  } catch {
    throw new DashboardServiceError(503, "SERVICE_UNREACHABLE", "The scheduling service did not answer.");
  }
  if (!response.ok) {
    const problem = (body ?? {}) as { code?: string; detail?: string };
    throw new DashboardServiceError(response.status, problem.code ?? "UNKNOWN", problem.detail ?? response.statusText);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new DashboardServiceError(502, "BAD_SERVICE_RESPONSE", "The scheduling service answered in an unexpected shape.");
  return parsed.data;
}

const person = z.object({ id: z.string(), email: z.string(), fullName: z.string() });
const workspace = z.object({ id: z.string(), name: z.string() });
const role = z.enum(["OWNER", "ADMIN", "MEMBER", "BILLING_ONLY"]);

export const sessionCredential = z.object({
  key: z.string(),
  apiKeyId: z.string(),
  expiresAt: z.string(),
  returnTo: z.string().nullable().optional(),
});

/** GET /v1/me: who the credential is, and what /v1 lets them do (the service's rules, not a copy). */
export const meSchema = z.object({
  user: person,
  workspace,
  role,
  credential: z.object({ apiKeyId: z.string(), kind: z.string(), expiresAt: z.string().nullable() }),
  permissions: z.record(z.string(), z.boolean()),
});
export type Me = z.output<typeof meSchema>;

export function requestSignIn(email: string, returnTo: string | undefined, visitor: Headers) {
  return callService("/v1/sign-in/request", z.object({ status: z.string() }), { body: { email, returnTo }, visitor });
}

export function exchangeSignIn(token: string, visitor: Headers) {
  return callService("/v1/sign-in/exchange", sessionCredential, { body: { token }, visitor });
}

export function signOut(key: string) {
  return callService("/v1/sign-in/sign-out", z.object({ signedOut: z.boolean() }), { key, body: {} });
}

/** Once per request: /dashboard's page and the layout around it both ask, and render at once. */
export const readMe = cache((key: string) => callService("/v1/me", meSchema, { key }));

/** The invitee accepts and is signed in at once: the invite's token proves the address. */
export function acceptInviteWithSession(token: string, visitor: Headers) {
  return callService("/v1/invites/accept", z.object({ session: sessionCredential.omit({ returnTo: true }) }), {
    body: { token, startSession: true },
    visitor,
  });
}
