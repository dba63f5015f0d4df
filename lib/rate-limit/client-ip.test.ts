import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

describe("clientIp", () => {
  it.each([
    ["the socket when no proxy is trusted, whatever X-Forwarded-For says", "203.0.113.9", "1.2.3.4", 0, "203.0.113.9"],
    ["IPv4-mapped IPv6 socket addresses as IPv4", "::ffff:203.0.113.9", undefined, 0, "203.0.113.9"],
    ["the address the one trusted proxy saw", "10.0.0.2", "1.2.3.4, 198.51.100.7", 1, "198.51.100.7"],
    ["with two trusted hops, the second from the right", "10.0.0.2", "1.2.3.4, 198.51.100.7, 10.0.0.9", 2, "198.51.100.7"],
    ["the socket when a trusted proxy sent no header", "10.0.0.2", undefined, 1, "10.0.0.2"],
  ])("takes %s", (_name, socket, forwarded, hops, expected) => {
    expect(clientIp(socket, forwarded, hops)).toBe(expected);
  });
});
