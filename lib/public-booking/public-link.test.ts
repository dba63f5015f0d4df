import { describe, expect, it } from "vitest";
import { makeLinkResponse } from "../testing/public-booking";
import { brandingOf, toPublicLink } from "./public-link";

describe("toPublicLink", () => {
  it("passes on nothing private: no emails, user ids, calendars, schedules or workspace", () => {
    const json = JSON.stringify(toPublicLink(makeLinkResponse()));
    for (const secret of ["secret", "@", "sched", "cal_", "ws_"]) expect(json).not.toContain(secret);
    expect(toPublicLink(makeLinkResponse()).hosts).toEqual([{ name: "Hana Host", image: "/a.svg" }]);
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
});
