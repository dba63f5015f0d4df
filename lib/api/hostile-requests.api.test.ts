// Odd requests at the edges of parsing: each gets a 4xx problem body, never a 500.
import { beforeAll, describe, expect, it } from "vitest";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);
const member = makeMember();
const company = { id: "company", name: "company", type: "SHORT_TEXT", label: "Company", required: false, placeholder: "" } as const;
const link = makeBookingLink([member], { customFields: [company] });
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

  // The server never reads the rest of an oversized body and closes the
  // connection soon after; without Connection: close the client would send
  // its next request on it, and lose it.
  it("closes the connection after refusing a body too large, so that the next requests get through", async () => {
    const res = await service.server.request("POST", "/v1/bookings/create", { key, body: `{"a":"${"x".repeat(200 * 1024)}"}` });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    await res.body?.cancel();
    for (let i = 0; i < 40; i++) {
      const next = await service.server.request("GET", slots(""), { key });
      expect(next.status).toBe(200);
      await next.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20)); // 40 × 20 ms: past the server's 500 ms
    }
  });

  describe("bodies nested deep", () => {
    // Each case asks for a free slot, so a body let through would book it.
    const booking = (start: string, extra: string) =>
      `{"bookingLinkId":"${link.id}","startDateTime":"${start}","timezone":"UTC","attendees":[{"name":"Vera","email":"vera@example.test"}]${extra}}`;
    const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const inField = (start: string, junk: string) =>
      booking(start, `,"customFieldResponses":[{"field":{"id":"company","more":${junk}},"value":"Acme"}]`);

    it.each([
      ["10,000 arrays deep, as the body", arrays(10_000)],
      ["10,000 objects deep, as the body", objects(10_000)],
      ["10,000 arrays deep, unclosed", "[".repeat(10_000)],
      [
        "10,000 arrays deep inside customFieldResponses[].field (hashed for idempotency before validation)",
        inField("2026-12-08T09:00:00Z", arrays(10_000)),
      ],
      ["10,000 objects deep inside customFieldResponses[].field", inField("2026-12-08T09:30:00Z", objects(10_000))],
      ["1,000 arrays deep inside customFieldResponses[].field", inField("2026-12-08T10:00:00Z", arrays(1_000))],
      // body, customFieldResponses, its element and field are 4 levels.
      ["33 levels: one past the limit", inField("2026-12-08T10:30:00Z", arrays(29))],
    ])("%s → 400 VALIDATION_FAILED on body, nothing booked", async (_name, raw) => {
      const before = await service.rowCounts();
      const res = await service.server.request("POST", "/v1/bookings/create", {
        key,
        body: raw,
        headers: { "content-type": "application/json", "idempotency-key": "deep" },
      });
      const problem = await expectProblem(res, { status: 400, code: "VALIDATION_FAILED", field: "body" });
      expect(problem.detail).toMatch(/nest.*32/);
      expect(await service.rowCounts()).toEqual(before);
    });

    it.each([
      ["a small object", '{"a":[1,2,3]}'],
      ["32 levels in all, at the limit", arrays(28)],
    ])("refuses properties a custom field does not have in customFieldResponses[].field: %s", async (_name, junk) => {
      const before = await service.rowCounts();
      const res = await service.server.request("POST", "/v1/bookings/create", { key, body: inField("2026-12-08T11:00:00Z", junk) });
      await expectProblem(res, { status: 400, code: "VALIDATION_FAILED", field: "customFieldResponses.0.field.more" });
      expect(await service.rowCounts()).toEqual(before);
    });

    it("counts no brackets inside strings, and takes a field as the link lists it", async () => {
      const answer = `[{\\"${"[".repeat(100)}`;
      const body = booking("2026-12-08T11:30:00Z", `,"customFieldResponses":[{"field":${JSON.stringify(company)},"value":"${answer}"}]`);
      const res = await service.server.request("POST", "/v1/bookings/create", { key, body });
      expect(res.status).toBe(201);
    });
  });
});
