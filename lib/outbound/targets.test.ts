import { describe, expect, it } from "vitest";
import { isPrivateAddress, resolveTarget, targetProblem } from "./targets";

describe("outbound targets", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.31.255.255", true],
    ["172.32.0.1", false],
    ["192.168.0.10", true],
    ["169.254.169.254", true], // cloud metadata
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["224.0.0.1", true],
    ["8.8.8.8", false],
    ["::1", true],
    ["::", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["::ffff:127.0.0.1", true], // IPv4-mapped loopback
    ["::ffff:8.8.8.8", false],
    ["2001:4860:4860::8888", false],
    ["not-an-address", true],
  ])("%s is private: %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it.each([
    ["https://hooks.example.com/x", false, undefined],
    ["http://hooks.example.com/x", false, "must be an https:// URL"],
    ["http://127.0.0.1:9000/x", true, undefined],
    ["https://127.0.0.1/x", false, "must not point at a private, loopback or link-local address"],
    ["https://[::1]/x", false, "must not point at a private, loopback or link-local address"],
    ["https://localhost/x", false, "must not point at a private, loopback or link-local address"],
    ["https://intranet/x", false, "must not point at a private, loopback or link-local address"],
    ["https://169.254.169.254/latest/meta-data", false, "must not point at a private, loopback or link-local address"],
    ["https://user:pw@hooks.example.com/", false, "must not carry a user name or password"],
    ["ftp://hooks.example.com/", true, "must be an https:// URL"],
    ["hooks.example.com", false, "must be an absolute URL"],
  ])("%s (private allowed: %s) → %s", (url, allowPrivate, problem) => {
    expect(targetProblem(url, allowPrivate)).toBe(problem);
  });

  it("allows http:// where the caller says so (public calendar feeds), still never a private address", () => {
    expect(targetProblem("http://feeds.example.com/a.ics", false, { allowHttp: true })).toBeUndefined();
    expect(targetProblem("ftp://feeds.example.com/a.ics", false, { allowHttp: true })).toBe("must be an http:// or https:// URL");
    expect(targetProblem("http://10.0.0.2/a.ics", false, { allowHttp: true })).toBe(
      "must not point at a private, loopback or link-local address",
    );
  });

  it("refuses a name that resolves into a private network at delivery time", async () => {
    await expect(resolveTarget("localhost", false)).rejects.toThrow(/resolves to (127\.0\.0\.1|::1), a private address/);
    await expect(resolveTarget("localhost", true)).resolves.toMatchObject({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) });
  });
});
