import { randomBytes, timingSafeEqual } from "node:crypto";

// The visitor's IP for per-IP limits. The socket's address, unless the app
// runs behind proxies it trusts (TRUST_PROXY_HOPS=N): then the N-th address
// from the right of X-Forwarded-For, the one the nearest trusted proxy saw.
// A client can write anything into X-Forwarded-For; only trusted hops count.
export function clientIp(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const socket = (socketAddress ?? "unknown").replace(/^::ffff:/, "");
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor.split(",").map((part) => part.trim()).filter(Boolean);
  return chain[chain.length - trustedHops] ?? chain[0] ?? socket;
}

/** The header the app's own server sets from the socket; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = "x-scheduling-client-ip";
/**
 * Set beside it: a secret of this process. Next.js hands route handlers the
 * request's headers but not its socket, so this is how code behind
 * scripts/serve.ts tells the address that server recorded from one a client
 * wrote itself under `next dev` or `next start`, where no such server runs.
 */
const PROOF_HEADER = "x-scheduling-client-ip-proof";

type GlobalWithProof = typeof globalThis & { __schedulingClientIpProof?: Buffer };

/** Records the request's client address, replacing whatever the client sent under both names. */
export function recordClientIp(headers: Record<string, string | string[] | undefined>, address: string): void {
  const g = globalThis as GlobalWithProof;
  g.__schedulingClientIpProof ??= randomBytes(16);
  headers[CLIENT_IP_HEADER] = address;
  headers[PROOF_HEADER] = g.__schedulingClientIpProof.toString("hex");
}

/** The address recordClientIp recorded in this process, or undefined (no such server here, or a forged header). */
export function recordedClientIp(header: (name: string) => string | null | undefined): string | undefined {
  const proof = (globalThis as GlobalWithProof).__schedulingClientIpProof;
  const address = header(CLIENT_IP_HEADER);
  const given = Buffer.from(header(PROOF_HEADER) ?? "", "hex");
  return proof && address && given.length === proof.length && timingSafeEqual(given, proof) ? address : undefined;
}
