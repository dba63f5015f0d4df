import { describe, expect, it } from "vitest";
import { cacheableRequest } from "./cache-key";

const headers =
  (values: Record<string, string> = {}) =>
  (name: string) =>
    values[name];

describe("which requests share a rendered copy", () => {
  it.each([
    ["a prefilled name", "/book/bl_1?name=Ada"],
    ["a prefilled e-mail", "/book/bl_1?email=ada%40example.com"],
    ["guests", "/book/bl_1?guests=a%40b.c"],
    ["a custom field's answer (any unknown parameter)", "/book/bl_1?company=Acme"],
    ["a repeated parameter", "/book/bl_1?month=2026-12&month=2027-01"],
    ["a value too long to key on", `/book/bl_1?tz=${"x".repeat(200)}`],
    ["the confirmation page", "/book/bl_1/booked?t=abc"],
    ["a manage address", "/booking/tok_1"],
  ])("renders a page with %s for its visitor alone", (_, url) => {
    expect(cacheableRequest("GET", url, headers())).toBeUndefined();
  });

  it("renders posts, HEAD and Next.js's client navigations for the visitor alone", () => {
    expect(cacheableRequest("POST", "/book/bl_1", headers())).toBeUndefined();
    expect(cacheableRequest("HEAD", "/book/bl_1", headers())).toBeUndefined();
    expect(cacheableRequest("GET", "/book/bl_1", headers({ rsc: "1" }))).toBeUndefined();
    expect(cacheableRequest("GET", "/book/bl_1", headers({ "next-action": "abc" }))).toBeUndefined();
    // The same address answers Markdown to an agent that asks for it.
    expect(cacheableRequest("GET", "/book/bl_1", headers({ accept: "text/markdown, text/html;q=0.5" }))).toBeUndefined();
  });

  it("keys a page by its view parameters, the visitor's language and the page's cookies, and renders from those alone", () => {
    const request = cacheableRequest(
      "GET",
      "/embed/bl_1?theme=dark&month=2026-12&tz=Asia%2FKolkata",
      headers({ "accept-language": "de-DE,de;q=0.9,en;q=0.5", cookie: "session=secret; tz=Pacific%2FChatham; hours=12" }),
    )!;
    expect(request).toMatchObject({ kind: "page", linkId: "bl_1" });
    expect(request.renderPath).toBe("/embed/bl_1?month=2026-12&theme=dark&tz=Asia%2FKolkata");
    expect(request.renderHeaders).toEqual({ "accept-language": "de", cookie: "tz=Pacific%2FChatham; hours=12" });
    expect(request.key).not.toContain("secret");
  });

  it("gives visitors of different languages, zones or layouts different copies", () => {
    const key = (values: Record<string, string>, url = "/book/bl_1") => cacheableRequest("GET", url, headers(values))!.key;
    expect(key({ "accept-language": "en-US" })).toBe(key({ "accept-language": "en-GB,en;q=0.9" }));
    expect(key({ "accept-language": "en" })).not.toBe(key({ "accept-language": "ja" }));
    expect(key({ cookie: "tz=Asia%2FKolkata" })).not.toBe(key({ cookie: "tz=Pacific%2FChatham" }));
    expect(key({ cookie: "layout=week" })).not.toBe(key({}));
    expect(key({}, "/book/bl_1?tz=UTC")).not.toBe(key({}, "/book/bl_1"));
    expect(key({}, "/book/bl_1")).not.toBe(key({}, "/embed/bl_1"));
  });

  it("keys the slots route by the month, zone and duration it reads", () => {
    const request = cacheableRequest("GET", "/api/booking-links/bl_1/slots?tz=UTC&duration=d_1&month=2026-12&x=1", headers())!;
    expect(request).toMatchObject({
      kind: "slots",
      linkId: "bl_1",
      renderPath: "/api/booking-links/bl_1/slots?month=2026-12&tz=UTC&duration=d_1",
    });
    expect(request.renderHeaders).toEqual({});
  });

  it("keys a booking page (/<username>) by the visitor's language alone, and renders it without their cookies", () => {
    const request = cacheableRequest("GET", "/olivia", headers({ "accept-language": "de-DE,de;q=0.9", cookie: "session=secret; tz=UTC" }))!;
    expect(request).toMatchObject({ kind: "profile", renderPath: "/olivia", renderHeaders: { "accept-language": "de" } });
    expect(request.key).not.toContain("secret");
    const key = (language: string) => cacheableRequest("GET", "/olivia", headers({ "accept-language": language }))!.key;
    expect(key("en-US")).toBe(key("en-GB"));
    expect(key("en")).not.toBe(key("ja"));
    expect(key("en")).not.toBe(cacheableRequest("GET", "/ben", headers({ "accept-language": "en" }))!.key);
  });

  it.each([
    ["a query", "/olivia?utm_source=x"],
    ["capitals (the page is found by its lowercase name)", "/Olivia"],
    ["one of the app's own addresses", "/login"],
    ["a Markdown address", "/olivia.md"],
    ["a path below it", "/olivia/x"],
  ])("renders a booking page's address with %s for its visitor alone", (_, url) => {
    expect(cacheableRequest("GET", url, headers())).toBeUndefined();
  });

  it("keys the slots route by a zone's one name, however it was spelled, so that spellings share one copy", () => {
    const slots = (tz: string) => cacheableRequest("GET", `/api/booking-links/bl_1/slots?month=2026-12&duration=d_1&tz=${tz}`, headers());
    const kolkata = slots("Asia%2FKolkata")!;
    expect(kolkata.renderPath).toBe("/api/booking-links/bl_1/slots?month=2026-12&tz=Asia%2FKolkata&duration=d_1");
    expect(slots("asia%2FKOLKATA")!.key).toBe(kolkata.key);
    expect(slots("Asia%2FCalcutta")!.key).toBe(kolkata.key);
    expect(slots("Asia%2FKolkata")!.key).not.toBe(slots("Asia%2FTokyo")!.key);
  });

  it.each([
    ["a zone that is no zone", "tz=Not%2FA_Zone&month=2026-12&duration=d_1"],
    ["a month spelled another way", "tz=UTC&month=2026-1&duration=d_1"],
    ["a malformed duration id", "tz=UTC&month=2026-12&duration=d%201"],
  ])("leaves a slots request with %s to the route itself", (_, query) => {
    expect(cacheableRequest("GET", `/api/booking-links/bl_1/slots?${query}`, headers())).toBeUndefined();
  });

  it.each([
    ["a zone in other capitals", "/book/bl_1?tz=asia%2Fkolkata", {}],
    ["a zone under an old name", "/book/bl_1?tz=Asia%2FCalcutta", {}],
    ["a zone searched for in words", "/book/bl_1?tz=New+York", {}],
    ["a month spelled another way", "/book/bl_1?month=2026-1", {}],
    ["a date spelled another way", "/book/bl_1?date=2026-12-1", {}],
    ["a zone cookie in other capitals", "/book/bl_1", { cookie: "tz=asia%2Fkolkata" }],
    ["a zone cookie that cannot be decoded", "/book/bl_1", { cookie: "tz=%E0%A4%A" }],
  ])("renders a page with %s for its visitor alone rather than copy it under each spelling", (_, url, values) => {
    expect(cacheableRequest("GET", url, headers(values))).toBeUndefined();
  });

  it("copies a page whose zone, month and date are spelled as the page writes them", () => {
    const url = "/book/bl_1?tz=Asia%2FKolkata&month=2026-12&date=2026-12-01";
    expect(cacheableRequest("GET", url, headers({ cookie: "tz=Pacific%2FChatham" }))).toMatchObject({ kind: "page" });
  });
});
