// The nonce proxy.ts put in this request's Content-Security-Policy, for an
// inline script of a page's own: under 'strict-dynamic' nothing else runs.
import "server-only";
import { headers } from "next/headers";

export async function scriptNonce(): Promise<string | undefined> {
  return (await headers()).get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
}
