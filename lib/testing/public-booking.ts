// Builders for the booking app's unit tests: a service answer for a booking
// link, and a stand-in for the scheduling service behind the app's client
// that refuses what /v1 refuses, so the app's code meets the service's limits.
import type { BookingLinkResponse } from "../contract/booking-links";
import type { CustomField } from "../validation/fields";

/** A required one-line field with this name, its id `f_<name>`. */
export function makeCustomField(name: string, overrides: Partial<CustomField> = {}): CustomField {
  return { id: `f_${name}`, name, type: "SHORT_TEXT", label: `Label ${name}`, required: true, placeholder: "", ...overrides };
}

const stamp = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
export function makeLinkResponse(overrides: Partial<BookingLinkResponse> = {}): BookingLinkResponse {
  return {
    id: "bl_1",
    ...stamp,
    slug: "intro",
    type: "MULTI_USE",
    title: "Intro",
    description: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    status: "ENABLED",
    bufferMinutesBeforeEvent: 0,
    bufferMinutesAfterEvent: 0,
    eventColor: null,
    eventNameTemplate: "{{scheduler}}",
    allowGuestInvitations: true,
    maxGuestsAllowed: 2,
    requireEventApproval: false,
    confirmationMessage: null,
    redirectUrl: "javascript:alert(1)",
    isPrivate: false,
    deletedAt: null,
    customFields: [],
    disabledBySystem: false,
    position: 0,
    minNoticePeriodId: null,
    minDate: null,
    maxFuturePeriodId: null,
    maxDate: null,
    slotIntervalMinutes: null,
    coverImageUrl: null,
    brandColor: "#123456",
    brandingPreference: "CUSTOM",
    language: null,
    languagePreference: "GLOBAL",
    userId: "usr_secret_owner",
    bookingPageId: "bp_1",
    bookingDurations: [{ id: "d1", ...stamp, durationInMinutes: 30, isDefault: true, bookingLinkId: "bl_1" }],
    maxFuturePeriod: null,
    minNoticePeriod: null,
    hosts: [
      {
        id: "h1",
        ...stamp,
        isOrganizer: true,
        readAvailabilityFrom: "ALL_CALENDARS",
        userId: "usr_secret_host",
        bookingLinkId: "bl_1",
        bookingCalendarId: "cal_secret",
        scheduleId: "sched_secret",
        schedule: {
          id: "sched_secret",
          ...stamp,
          name: "Hours",
          availability: { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] },
          overrides: [],
          timeZone: "Asia/Kolkata",
          isDefault: true,
          userId: "usr_secret_host",
        },
        availabilityCalendars: [{ id: "cal_secret", name: "Work", email: "host-calendar@secret.example", provider: "GOOGLE" }],
        user: {
          id: "usr_secret_host",
          name: "Hana Host",
          email: "hana@secret.example",
          emailVerified: null,
          image: "/a.svg",
          ...stamp,
          status: "ACTIVE",
          onboardingComplete: true,
          referral: null,
          hasAddedTrialReminder: false,
          hourFormat: "H24",
          firstDayOfWeek: "MONDAY",
          locale: "en",
          workspaceId: "ws_secret",
        },
      },
    ],
    bookingPage: {
      id: "bp_1",
      ...stamp,
      username: "hana",
      descripton: null,
      status: "ENABLED",
      hideServiceBanner: false,
      isDefault: true,
      coverImageUrl: "/page.svg",
      brandColor: "#abcdef",
      language: "en",
      defaultCalendarId: "cal_secret",
      userId: "usr_secret_host",
    },
    bookingLocations: [],
    ...overrides,
  };
}

const DAY = 86_400_000;
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
const MAX_RANGE_MS = 93 * DAY;

const problem = (status: number, code: string) =>
  Response.json({ status, code, detail: code }, { status, headers: { "content-type": "application/problem+json" } });

/** Slots at 10:00Z on every day of [start, end] from `now` on. */
function dailySlots(start: number, end: number, now: number) {
  const slots = [];
  for (let day = Math.floor(Math.max(start, now) / DAY); day * DAY <= end; day++) {
    const slot = day * DAY + 10 * 3_600_000;
    if (slot >= start && slot <= end && slot >= now)
      slots.push({ start: new Date(slot).toISOString(), end: new Date(slot + 1_800_000).toISOString() });
  }
  return slots;
}

/**
 * A fetch that answers as /v1 does for `link`: the link itself, and its
 * time slots, with 400 VALIDATION_FAILED for the ranges /v1 refuses (before
 * 1970, from 2200 on, more than 93 days, end before start). Install it with
 * vi.stubGlobal("fetch", ...).
 */
export function fakeServiceFetch(link: BookingLinkResponse, now: number) {
  return async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (url.pathname === `/v1/booking-links/${link.id}`) return Response.json(link);
    if (url.pathname !== `/v1/booking-links/${link.id}/time-slots`) return problem(404, "NOT_FOUND");
    const [start, end] = [Date.parse(url.searchParams.get("startDate") ?? ""), Date.parse(url.searchParams.get("endDate") ?? "")];
    const inRange = (t: number) => t >= EARLIEST && t < LATEST;
    if (!inRange(start) || !inRange(end) || end < start || end - start > MAX_RANGE_MS) return problem(400, "VALIDATION_FAILED");
    return Response.json({ availableSlots: dailySlots(start, end, now) });
  };
}
