// Odd requests at the edges of parsing: each gets a 4xx problem body, never a 500.
import { beforeAll, describe, expect, it } from "vitest";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { useTestService } from "../testing/use-test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = useTestService(NOW);
const member = makeMember();
const link = makeBookingLink([member]);
let key = "";

const slots = (query: string) => `/v1/booking-links/${link.id}/time-slots${query}`;

describe.skipIf(!testDbAvailable)("hostile requests", () => {
  beforeAll(async () => {
    key = (await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW)).key;
  });

  it.each([
    ["GET", "/v1/booking-links/%ZZ", 400],
    ["GET", "/v1/booking-links/%00", 400],
    ["GET", `/v1/booking-links/${"x".repeat(65)}`, 400],
    ["GET", "/v1/booking-links/%E2%9C%93%F0%9F%98%80", 400],
    ["GET", "/v1/booking-links/'%20or%201=1--", 400],
    ["GET", "/v1/booking-links/bl_unknown", 404],
    ["GET", slots("?durationId=%00"), 400],
    ["GET", slots("?startDate=2026-12-08T00:00:00Z&startDate=garbage"), 400],
    ["GET", slots("?startDate="), 400],
    ["GET", slots(`?durationId=${"d".repeat(5000)}`), 400],
    ["GET", slots("?endDate=1970-01-01T00:00:00Z"), 400],
    ["GET", slots("?startDate=2199-12-31T00:00:00Z"), 200],
    ["GET", "/v1/booking-links/../../etc/passwd", 404],
    ["GET", "/v1//booking-links//x", 404],
    ["PATCH", "/v1/bookings/create", 405],
    ["HEAD", "/v1/bookings/create", 405],
  ])("%s %s → %i", async (method, path, status) => {
    const res = await service.server.request(method, path, { key });
    expect(res.status).toBe(status);
    if (status >= 400 && method !== "HEAD") expect(res.headers.get("content-type")).toContain("application/problem+json");
    // Answers and refusals alike: not sniffed, not framed, not cached, and the key's budget shown.
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cache-control")).toBe("no-store");
    // (../../etc/passwd resolves to /etc/passwd, outside /v1, where no key is counted.)
    if (new URL(path, "http://x").pathname.startsWith("/v1/")) expect(res.headers.get("ratelimit-limit")).toMatch(/^\d+$/);
  });

  it("sends the same headers without a valid key", async () => {
    const res = await service.server.request("GET", slots(""), { key: "sk_wrong" });
    expect(res.status).toBe(401);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a 10 MB body without reading it", async () => {
    const res = await service.server.request("POST", "/v1/bookings/create", { key, body: `{"a":"${"x".repeat(10 * 1024 * 1024)}"}` });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});
