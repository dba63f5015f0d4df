import { randomInt } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { recordClientIp } from "./client-ip";
import { limitVisitor } from "./limit-visitor";
import { getRateLimiter } from "./rate-limits";

// Read when the process-wide limiter first makes this bucket's limiter.
process.env.RATE_LIMIT_PUBLIC_BOOKING = "2";

const attempts = async (headers: Headers, count: number) => {
  const allowed = [];
  for (let i = 0; i < count; i++) allowed.push((await limitVisitor("public-booking", headers)).allowed);
  return allowed;
};

describe("limitVisitor", () => {
  afterAll(() => getRateLimiter().close());

  it("counts the attempts of the address the server recorded", async () => {
    // A fresh address each run: with REDIS_URL set, counts outlive this process for a minute.
    const recorded: Record<string, string> = {};
    recordClientIp(recorded, `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
    expect(await attempts(new Headers(recorded), 3)).toEqual([true, true, false]);
  });

  it("limits no one where no server recorded an address (next dev, next start), rather than all visitors together", async () => {
    expect(await attempts(new Headers({ "x-scheduling-client-ip": "198.51.100.7" }), 3)).toEqual([true, true, true]);
    expect(await attempts(new Headers(), 3)).toEqual([true, true, true]);
  });
});
