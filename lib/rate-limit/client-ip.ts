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
