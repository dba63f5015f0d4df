import { randomBytes, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

// The visitor's IP for per-IP limits. The socket's address, unless the app
// runs behind proxies it trusts (TRUST_PROXY_HOPS=N): then the N-th address
// from the right of X-Forwarded-For, the one the nearest trusted proxy saw.
// A client can write anything into X-Forwarded-For; only trusted hops count.
export function clientIp(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const socket = (socketAddress ?? "unknown").replace(/^::ffff:/, "");
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const forwarded = chain[chain.length - trustedHops] ?? chain[0];
  // "unknown", "_hidden" and other obfuscated identifiers (RFC 7239) name no one: count the socket.
  return forwarded && isIP(forwarded.replace(/^::ffff:/, "")) ? forwarded.replace(/^::ffff:/, "") : socket;
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

/**
 * The booking app marks its calls to the service with this header, so that
 * they are counted apart from the team's integrations. When the app runs in
 * the same process as the service (the default), it also sends the process's
 * secret under CALLER_PROOF_HEADER, which a client cannot know.
 */
export const CALLER_HEADER = "x-scheduling-caller";
const CALLER_PROOF_HEADER = "x-scheduling-caller-proof";

/** The process's secret, and its hex as headers carry it (made once: it is sent with every request). */
interface Proof {
  bytes: Buffer;
  hex: string;
}

type GlobalWithProof = typeof globalThis & { __schedulingClientIpProof?: Proof };

const proofOf = (bytes: Buffer): Proof => ({ bytes, hex: bytes.toString("hex") });

const processProof = () => ((globalThis as GlobalWithProof).__schedulingClientIpProof ??= proofOf(randomBytes(16)));

/** Records the request's client address, replacing whatever the client sent under both names. */
export function recordClientIp(headers: Record<string, string | string[] | undefined>, address: string): void {
  headers[CLIENT_IP_HEADER] = address;
  headers[PROOF_HEADER] = processProof().hex;
}

/** The address recordClientIp recorded in this process, or undefined (no such server here, or a forged header). */
export function recordedClientIp(header: (name: string) => string | null | undefined): string | undefined {
  const address = header(CLIENT_IP_HEADER);
  return address && carriesProof(header(PROOF_HEADER)) ? address : undefined;
}

/**
 * The visitor's recorded address and its proof, for a call the app makes on the visitor's behalf to the service in
 * this process (a keyless sign-in request), so the service counts the visitor rather than the app; nothing when
 * none was recorded.
 */
export function visitorAddressHeaders(header: (name: string) => string | null | undefined): Record<string, string> {
  const address = recordedClientIp(header);
  return address ? { [CLIENT_IP_HEADER]: address, [PROOF_HEADER]: processProof().hex } : {};
}

/** Headers the booking app sends with each of its calls to the service. */
export function bookingAppCallerHeaders(): Record<string, string> {
  return { [CALLER_HEADER]: "booking-app", [CALLER_PROOF_HEADER]: processProof().hex };
}

/** True for a call of this process's own booking app (one a client cannot forge). */
export function isOwnBookingAppCall(header: (name: string) => string | null | undefined): boolean {
  return header(CALLER_HEADER) === "booking-app" && carriesProof(header(CALLER_PROOF_HEADER));
}

/**
 * Set on every request scripts/serve.ts hands to Next.js on its render thread
 * (lib/runtime/render-thread.ts), visitors' and the page cache's renders
 * alike: that thread answers no other. A render the page cache asks for
 * carries no client address, so it counts against no one's budget (each
 * visitor was counted when they asked).
 */
const FORWARD_HEADER = "x-scheduling-forward-proof";

export function forwardedHeaders(): Record<string, string> {
  return { [FORWARD_HEADER]: processProof().hex };
}

export function isForwarded(header: (name: string) => string | null | undefined): boolean {
  return carriesProof(header(FORWARD_HEADER));
}

/** The secret, for the render thread to adopt: threads do not share globalThis. */
export function processProofHex(): string {
  return processProof().hex;
}

/** On the render thread, before any of the app's code runs. */
export function adoptProcessProof(hex: string): void {
  (globalThis as GlobalWithProof).__schedulingClientIpProof = proofOf(Buffer.from(hex, "hex"));
}

function carriesProof(value: string | null | undefined): boolean {
  const proof = (globalThis as GlobalWithProof).__schedulingClientIpProof?.bytes;
  const given = Buffer.from(value ?? "", "hex");
  return !!proof && given.length === proof.length && timingSafeEqual(given, proof);
}
