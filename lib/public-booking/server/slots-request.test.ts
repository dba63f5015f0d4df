// The public slot route, without Next.js: what it answers for odd queries.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recordClientIp } from "../../rate-limit/client-ip";
import { getRateLimiter } from "../../rate-limit/rate-limits";
import { fakeServiceFetch, makeLinkResponse } from "../../testing/public-booking";
import { answerSlotsRequest } from "./slots-request";

// Read when the process-wide limiter first makes this bucket's limiter.
process.env.RATE_LIMIT_PUBLIC_SLOTS = "3";

const NOW = Date.parse("2026-12-07T08:00:00Z");
const link = makeLinkResponse({ id: "bl_slots" });
const ask = (query: string, headers = new Headers()) => answerSlotsRequest(link.id, new URLSearchParams(query), headers, NOW);

describe("answerSlotsRequest", () => {
  beforeAll(() => vi.stubGlobal("fetch", fakeServiceFetch(link, NOW)));
  afterAll(async () => {
    vi.unstubAllGlobals();
    await getRateLimiter().close();
  });

  // Months run from the visitor's current one (2026-12) to 24 months later (2028-12).
  it.each([
    ["a month in the window", "month=2027-03&tz=UTC&duration=d1", "2027-03"],
    ["month=9999-12: the last month", "month=9999-12&tz=UTC&duration=d1", "2028-12"],
    ["month=2199-12 in New York: the last month", "month=2199-12&tz=America/New_York&duration=d1", "2028-12"],
    ["month=1969-12: the current month", "month=1969-12&tz=UTC&duration=d1", "2026-12"],
    ["month=0000-01: the current month", "month=0000-01&tz=UTC&duration=d1", "2026-12"],
    ["month given twice: the first", "month=2027-02&month=9999-12&tz=UTC&duration=d1", "2027-02"],
    ["a slot beside the month is no matter", "month=2027-01&slot=2026-13-01T00:00Z&date=9999-12-31&tz=UTC&duration=d1", "2027-01"],
  ])("answers %s", async (_name, query, month) => {
    const res = await ask(query);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ month, tz: expect.any(String), days: expect.any(Object) });
  });

  it.each([
    ["europe/BERLIN", "Europe/Berlin"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["US/Eastern", "America/New_York"],
  ])("answers tz=%s under one name per zone, %s", async (tz, expected) => {
    const res = await ask(`month=2027-01&tz=${tz}&duration=d1`);
    expect(await res.json()).toMatchObject({ month: "2027-01", tz: expected });
  });

  it.each([
    ["no month", "tz=UTC&duration=d1"],
    ["month=2026-00", "month=2026-00&tz=UTC&duration=d1"],
    ["month=2026-1", "month=2026-1&tz=UTC&duration=d1"],
    ["a 100 KB month", `month=${"2027-01".repeat(15_000)}&tz=UTC&duration=d1`],
    ["tz=Mars/Phobos", "month=2027-01&tz=Mars/Phobos&duration=d1"],
    ["a duration that is not an id", "month=2027-01&tz=UTC&duration=%00"],
  ])("answers 400 to %s", async (_name, query) => {
    const res = await ask(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, code: "VALIDATION_FAILED" });
  });

  it("counts a visitor's request before reading it, so invalid ones use up the budget too", async () => {
    // A fresh address each run, as scripts/serve.ts records it: with REDIS_URL set, counts outlive this process.
    const recorded: Record<string, string> = {};
    recordClientIp(recorded, `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
    const headers = new Headers(recorded);
    const invalid = [];
    for (let i = 0; i < 4; i++) invalid.push(await ask("month=2026-1&tz=Mars/Phobos&duration=%00", headers));
    expect(invalid.map((res) => res.status)).toEqual([400, 400, 400, 429]);
    expect(invalid.map((res) => res.headers.get("ratelimit-remaining"))).toEqual(["2", "1", "0", "0"]);
    const refused = await ask("month=2027-01&tz=UTC&duration=d1", headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ status: 429, code: "RATE_LIMITED" });
  });
});
