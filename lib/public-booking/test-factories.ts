// A booking link as the scheduling service answers it, for tests of the
// booking app that stand in for the service.
import type { BookingLinkResponse } from "../booking-links/schema";
import type { CustomField } from "../validation/fields";

/** A required one-line field with this name, its id `f_<name>`. */
export function makeCustomField(name: string, overrides: Partial<CustomField> = {}): CustomField {
  return { id: `f_${name}`, name, type: "SHORT_TEXT", label: `Label ${name}`, required: true, placeholder: "", ...overrides };
}

const stamp = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
export function makeLinkResponse(overrides: Partial<BookingLinkResponse> = {}): BookingLinkResponse {
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
