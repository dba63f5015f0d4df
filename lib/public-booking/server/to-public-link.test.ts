import { describe, expect, it } from "vitest";
import { makeCustomField, makeLinkResponse } from "../../testing/public-booking";
import { brandingOf, toPublicLink } from "./to-public-link";

describe("toPublicLink", () => {
  it("passes on nothing private: no emails, user ids, calendars, schedules or workspace", () => {
    const json = JSON.stringify(toPublicLink(makeLinkResponse()));
    for (const secret of ["secret", "@", "sched", "cal_", "ws_"]) expect(json).not.toContain(secret);
    expect(toPublicLink(makeLinkResponse()).hosts).toEqual([{ name: "Hana Host", image: "/a.svg" }]);
  });

  it("passes on custom fields named like Object's own properties as they are", () => {
    const customFields = ["constructor", "__proto__", "toString"].map((name) => makeCustomField(name));
    expect(toPublicLink(makeLinkResponse({ customFields })).customFields).toEqual(customFields);
  });

  it("lists durations shortest first, whatever the service's order (the default first)", () => {
    const [d] = makeLinkResponse().bookingDurations;
    const bookingDurations = [60, 15, 30].map((minutes) => ({
      ...d!,
      id: `d${minutes}`,
      durationInMinutes: minutes,
      isDefault: minutes === 60,
    }));
    expect(toPublicLink(makeLinkResponse({ bookingDurations })).durations.map((x) => x.minutes)).toEqual([15, 30, 60]);
  });

  it("sanitises the description and drops a non-http redirect", () => {
    const link = toPublicLink(makeLinkResponse());
    expect(link.descriptionHtml).toBe("<p>Hi</p>");
    expect(link.redirectUrl).toBeNull();
  });

  it.each([
    ["CUSTOM: the link's own colour, the page's cover as fallback", "CUSTOM", { brandColor: "#123456", coverImageUrl: "/page.svg" }],
    ["GLOBAL: the booking page's branding", "GLOBAL", { brandColor: "#abcdef", coverImageUrl: "/page.svg" }],
    ["OFF: no branding", "OFF", { brandColor: null, coverImageUrl: null }],
  ] as const)("brands %s", (_name, brandingPreference, expected) => {
    expect(brandingOf(makeLinkResponse({ brandingPreference }))).toMatchObject(expected);
  });

  it.each([
    ["an https address", "https://cdn.example/cover.png", "https://cdn.example/cover.png"],
    ["a path on this site", "/demo/cover.svg", "/demo/cover.svg"],
    ["a protocol-relative address", "//evil.example/x.png", null],
    ["a path that browsers read as protocol-relative (backslash)", "/\\evil.example/x.png", null],
    ["a backslash after the scheme", "https:\\evil.example/x.png", null],
    ["a tab inside the address", "/\t/evil.example/x.png", null],
    ["a javascript: address", "javascript:alert(1)", null],
    ["a data: address", "data:image/svg+xml,<svg/>", null],
  ])("shows a cover image given %s only when it loads from http(s) or this site", (_name, coverImageUrl, expected) => {
    expect(brandingOf(makeLinkResponse({ coverImageUrl })).coverImageUrl).toBe(expected);
  });

  it("keeps the rel and target it adds to links in rich text, over the author's", () => {
    const link = toPublicLink(
      makeLinkResponse({ description: '<p><a href="https://example.com" target="_self" rel="opener">site</a></p>' }),
    );
    expect(link.descriptionHtml).toBe('<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></p>');
  });
});
