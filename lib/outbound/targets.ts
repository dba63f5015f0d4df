// Where the service may send requests to addresses its users give (webhooks, connected calendars): https
// (http too where the caller allows it), and never into our own network. An address is checked when it is
// given (its URL) and again at every request (what its name resolves to then), so a name that later points at
// 127.0.0.1 or a cloud metadata address gets nothing. WEBHOOK_ALLOW_PRIVATE_TARGETS and
// CALENDAR_ALLOW_PRIVATE_SERVERS lift both rules for local tests and the demo.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["64:ff9b::", 96], // NAT64 of any IPv4 address
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** True for loopback, private, link-local, multicast and other addresses that are not the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? PRIVATE.check(mapped[1]!, "ipv4") : PRIVATE.check(address, "ipv6");
}

/**
 * What is wrong with a URL the service is to send requests to, or undefined when it may be used. http:// is
 * refused unless `allowHttp` (a public calendar feed) or private targets are allowed (local receivers).
 */
export function targetProblem(value: string, allowPrivate: boolean, options: { allowHttp?: boolean } = {}): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute URL";
  }
  const httpOk = allowPrivate || options.allowHttp === true;
  if (url.protocol !== "https:" && !(httpOk && url.protocol === "http:")) {
    return options.allowHttp ? "must be an http:// or https:// URL" : "must be an https:// URL";
  }
  if (url.username || url.password) return "must not carry a user name or password";
  if (url.hash) return "must not have a fragment";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (allowPrivate) return undefined;
  if (isIP(host) ? isPrivateAddress(host) : /(^|\.)localhost$/i.test(host) || !host.includes(".")) {
    return "must not point at a private, loopback or link-local address";
  }
  return undefined;
}

/** A request the outbound rules do not allow: an address in a private network, a scheme or redirect refused. */
export class TargetRefused extends Error {}

/** The address to connect to: the name resolved now, refused (TargetRefused) when it lands in a private network. */
export async function resolveTarget(host: string, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, "");
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true });
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowPrivate) {
    const inside = addresses.find((a) => isPrivateAddress(a.address));
    if (inside) throw new TargetRefused(`refused: ${host} resolves to ${inside.address}, a private address`);
  }
  return addresses[0]!;
}
