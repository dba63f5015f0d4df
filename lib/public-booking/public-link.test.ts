import { describe, expect, it } from "vitest";
import type { BookingLinkResponse } from "../booking-links/schema";
import { brandingOf, toPublicLink } from "./public-link";

const stamp = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
function makeLinkResponse(overrides: Partial<BookingLinkResponse> = {}): BookingLinkResponse {
  return {
    id: "bl_1", ...stamp, slug: "intro", type: "MULTI_USE", title: "Intro", description: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    status: "ENABLED", bufferMinutesBeforeEvent: 0, bufferMinutesAfterEvent: 0, eventColor: null, eventNameTemplate: "{{scheduler}}",
    allowGuestInvitations: true, maxGuestsAllowed: 2, requireEventApproval: false, confirmationMessage: null, redirectUrl: "javascript:alert(1)",
    isPrivate: false, deletedAt: null, customFields: [], disabledBySystem: false, position: 0, minNoticePeriodId: null, minDate: null,
    maxFuturePeriodId: null, maxDate: null, slotIntervalMinutes: null, coverImageUrl: null, brandColor: "#123456", brandingPreference: "CUSTOM",
    language: null, languagePreference: "GLOBAL", userId: "usr_secret_owner", bookingPageId: "bp_1",
    bookingDurations: [{ id: "d1", ...stamp, durationInMinutes: 30, isDefault: true, bookingLinkId: "bl_1" }],
    maxFuturePeriod: null, minNoticePeriod: null,
    hosts: [{
      id: "h1", ...stamp, isOrganizer: true, readAvailabilityFrom: "ALL_CALENDARS", userId: "usr_secret_host", bookingLinkId: "bl_1",
      bookingCalendarId: "cal_secret", scheduleId: "sched_secret",
      schedule: { id: "sched_secret", ...stamp, name: "Hours", availability: { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] }, timeZone: "Asia/Kolkata", isDefault: true, userId: "usr_secret_host" },
      availabilityCalendars: [{ id: "cal_secret", name: "Work", email: "host-calendar@secret.example", provider: "GOOGLE" }],
      user: { id: "usr_secret_host", name: "Hana Host", email: "hana@secret.example", emailVerified: null, image: "/a.svg", ...stamp, status: "ACTIVE", onboardingComplete: true, referral: null, hasAddedTrialReminder: false, hourFormat: "H24", firstDayOfWeek: "MONDAY", locale: "en", workspaceId: "ws_secret" },
    }],
    bookingPage: { id: "bp_1", ...stamp, username: "hana", descripton: null, status: "ENABLED", hideServiceBanner: false, isDefault: true, coverImageUrl: "/page.svg", brandColor: "#abcdef", language: "en", defaultCalendarId: "cal_secret", userId: "usr_secret_host" },
    bookingLocations: [],
    ...overrides,
  };
}

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
    const link = toPublicLink(makeLinkResponse({ description: '<p><a href="https://example.com" target="_self" rel="opener">site</a></p>' }));
    expect(link.descriptionHtml).toBe('<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></p>');
  });
});
