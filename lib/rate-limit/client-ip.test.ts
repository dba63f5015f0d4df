import { describe, expect, it } from "vitest";
import { bookingAppCallerHeaders, clientIp, isOwnBookingAppCall, recordClientIp, recordedClientIp } from "./client-ip";

describe("clientIp", () => {
  it.each([
    ["the socket when no proxy is trusted, whatever X-Forwarded-For says", "203.0.113.9", "1.2.3.4", 0, "203.0.113.9"],
    ["IPv4-mapped IPv6 socket addresses as IPv4", "::ffff:203.0.113.9", undefined, 0, "203.0.113.9"],
    ["the address the one trusted proxy saw", "10.0.0.2", "1.2.3.4, 198.51.100.7", 1, "198.51.100.7"],
    ["with two trusted hops, the second from the right", "10.0.0.2", "1.2.3.4, 198.51.100.7, 10.0.0.9", 2, "198.51.100.7"],
    ["the socket when a trusted proxy sent no header", "10.0.0.2", undefined, 1, "10.0.0.2"],
    ["the socket when the trusted entry is no address (unknown)", "10.0.0.2", "unknown", 1, "10.0.0.2"],
    ["the socket when the trusted entry is an obfuscated identifier", "10.0.0.2", "1.2.3.4, _hidden", 1, "10.0.0.2"],
    ["IPv6 addresses a trusted proxy saw", "10.0.0.2", "2001:db8::7", 1, "2001:db8::7"],
  ])("takes %s", (_name, socket, forwarded, hops, expected) => {
    expect(clientIp(socket, forwarded, hops)).toBe(expected);
  });
});

describe("recordedClientIp", () => {
  const read = (headers: Record<string, string | string[] | undefined>) => recordedClientIp((name) => headers[name] as string | undefined);

  it("believes the address this process's server recorded", () => {
    const headers: Record<string, string | string[] | undefined> = { "x-scheduling-client-ip": "6.6.6.6" };
    recordClientIp(headers, "198.51.100.7");
    expect(read(headers)).toBe("198.51.100.7");
  });

  it("ignores an address a client wrote itself, with no proof or a wrong one", () => {
    const recorded: Record<string, string | string[] | undefined> = {};
    recordClientIp(recorded, "198.51.100.7");
    const proof = recorded["x-scheduling-client-ip-proof"] as string;
    expect(read({ "x-scheduling-client-ip": "198.51.100.7" })).toBeUndefined();
    expect(
      read({
        "x-scheduling-client-ip": "198.51.100.7",
        "x-scheduling-client-ip-proof": `${proof.slice(0, -1)}${proof.endsWith("0") ? "1" : "0"}`,
      }),
    ).toBeUndefined();
    expect(read({ "x-scheduling-client-ip": "198.51.100.7", "x-scheduling-client-ip-proof": "not hex" })).toBeUndefined();
    expect(read({ "x-scheduling-client-ip-proof": proof })).toBeUndefined();
  });
});

describe("isOwnBookingAppCall", () => {
  const read = (headers: Record<string, string>) => isOwnBookingAppCall((name) => headers[name]);

  it("knows this process's booking app by the secret beside the caller header", () => {
    expect(read(bookingAppCallerHeaders())).toBe(true);
  });

  it("does not take a client's word for it", () => {
    const own = bookingAppCallerHeaders();
    expect(read({ "x-scheduling-caller": "booking-app" })).toBe(false);
    expect(read({ ...own, "x-scheduling-caller": "integration" })).toBe(false);
    expect(read({ ...own, "x-scheduling-caller-proof": "00".repeat(16) })).toBe(false);
  });
});
