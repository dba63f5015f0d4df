// Sign-in and sign-out as the dashboard's server actions do them: the service mints and ends the session
// credential; the app only keeps it in the sealed cookie.
import "server-only";
import { z } from "zod";
import { acceptInviteWithSession, DashboardServiceError, exchangeSignIn, requestSignIn, signOut } from "./service";
import { getSession, newCsrfToken } from "./session";

/** Where a signed-in member goes: a dashboard path of this site, else the dashboard's start. */
export function safeReturnTo(value: unknown): string {
  return typeof value === "string" && /^\/dashboard(\/[^\\]*)?$/.test(value) && !value.startsWith("//") && value.length <= 300
    ? value
    : "/dashboard";
}

const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());

export type RequestOutcome = "sent" | "invalid-email" | "limited" | "unavailable";

export async function requestLink(email: unknown, returnTo: unknown, visitor: Headers): Promise<RequestOutcome> {
  const address = emailField.safeParse(email);
  if (!address.success) return "invalid-email";
  try {
    await requestSignIn(address.data, safeReturnTo(returnTo), visitor);
    return "sent";
  } catch (error) {
    if (error instanceof DashboardServiceError && error.status === 429) return "limited";
    return "unavailable";
  }
}

export type ExchangeOutcome = { kind: "signed-in"; returnTo: string } | { kind: "used" | "expired" | "unknown" | "unavailable" };

/** Exchanges the e-mailed token for a session credential and keeps it in the cookie. */
export async function exchangeLink(token: string, visitor: Headers): Promise<ExchangeOutcome> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { kind: "unknown" };
  try {
    const credential = await exchangeSignIn(token, visitor);
    await startSession(credential);
    return { kind: "signed-in", returnTo: safeReturnTo(credential.returnTo) };
  } catch (error) {
    if (!(error instanceof DashboardServiceError)) throw error;
    if (error.code === "SIGN_IN_LINK_USED") return { kind: "used" };
    if (error.code === "SIGN_IN_LINK_EXPIRED") return { kind: "expired" };
    if (error.status === 404) return { kind: "unknown" };
    return { kind: "unavailable" };
  }
}

export async function startSession(credential: { key: string; apiKeyId: string; expiresAt: string }) {
  const session = await getSession();
  session.key = credential.key;
  session.apiKeyId = credential.apiKeyId;
  session.expiresAt = credential.expiresAt;
  session.csrf = newCsrfToken();
  await session.save();
}

/** Ends the credential at the service (every instance refuses it at once) and forgets the cookie. */
export async function endSession(): Promise<void> {
  const session = await getSession();
  if (session.key) await signOut(session.key).catch(() => undefined);
  session.destroy();
}

/**
 * Accepts an invite and signs the new member in; false when the service refused (answered, expired, unknown, or
 * a service without sessions), for the invite page to answer as it does without the dashboard.
 */
export async function acceptInviteAndSignIn(token: string, visitor: Headers): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  try {
    const { session } = await acceptInviteWithSession(token, visitor);
    await startSession(session);
    return true;
  } catch (error) {
    if (error instanceof DashboardServiceError) return false;
    throw error;
  }
}
