// Builders for service tests. Each call makes new ids, so every test can add
// its own team to a shared database without touching another test's rows.
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { insertSeed } from "../seed/insert-seed";
import type { SeedWorkspace } from "../seed/seed-schema";

type Member = SeedWorkspace["members"][number];
type BookingLink = SeedWorkspace["bookingLinks"][number];
type Availability = Member["schedules"][number]["availability"];

const unique = (prefix: string) => `${prefix}_${randomBytes(5).toString("hex")}`;

export function weekdays(start = "09:00:00", end = "17:00:00"): Availability {
  const day = [{ start, end }];
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: [], sunday: [] };
}

/** An API key of a member, with a fresh id and secret. */
export function makeApiKey(name = "test"): Member["apiKeys"][number] {
  return { id: unique("key"), name, key: `sk_test_${randomBytes(16).toString("hex")}` };
}

export function makeMember(overrides: Partial<Member> & { timeZone?: string; availability?: Availability } = {}): Member {
  const { timeZone = "UTC", availability = weekdays(), ...rest } = overrides;
  const id = rest.id ?? unique("usr");
  return {
    id,
    name: `Member ${id}`,
    email: `${id}@example.test`,
    role: "MEMBER",
    image: null,
    locale: "en",
    hourFormat: "H24",
    firstDayOfWeek: "MONDAY",
    plan: "FREE",
    subscriptionStatus: "NONE",
    syncConfigs: [],
    apiKeys: [makeApiKey()],
    calendars: [{ id: `${id}_cal`, name: "Work", email: `${id}@example.test`, provider: "GOOGLE" }],
    schedules: [{ id: `${id}_sched`, name: "Working hours", timeZone, isDefault: true, availability }],
    busyTimes: [],
    bookingPages: [
      {
        id: `${id}_page`,
        username: id.toLowerCase().replace(/_/g, "-"),
        description: null,
        hideServiceBanner: false,
        coverImageUrl: null,
        brandColor: null,
        language: "en",
        defaultCalendarId: `${id}_cal`,
      },
    ],
    ...rest,
  };
}

export function makeBookingLink(hosts: Member[], overrides: Partial<BookingLink> = {}): BookingLink {
  const id = overrides.id ?? unique("bl");
  const owner = hosts[0]!;
  return {
    id,
    ownerId: owner.id,
    bookingPageId: owner.bookingPages[0]!.id,
    slug: id.toLowerCase().replace(/_/g, "-"),
    type: "MULTI_USE",
    title: "Intro call",
    description: null,
    status: "ENABLED",
    disabledBySystem: false,
    deletedAt: null,
    bufferMinutesBeforeEvent: 0,
    bufferMinutesAfterEvent: 0,
    eventColor: null,
    eventNameTemplate: "{{scheduler}} and {{organizer}}",
    allowGuestInvitations: false,
    maxGuestsAllowed: 0,
    requireEventApproval: false,
    confirmationMessage: null,
    redirectUrl: null,
    isPrivate: false,
    customFields: [],
    position: 0,
    minNoticePeriod: null,
    maxFuturePeriod: null,
    minDate: null,
    maxDate: null,
    slotIntervalMinutes: null,
    coverImageUrl: null,
    brandColor: null,
    brandingPreference: "GLOBAL",
    language: null,
    languagePreference: "GLOBAL",
    durations: [{ id: `${id}_30`, minutes: 30, isDefault: true }],
    hosts: hosts.map((m, i) => ({
      id: `${id}_host_${i}`,
      userId: m.id,
      isOrganizer: i === 0,
      scheduleId: m.schedules[0]!.id,
      bookingCalendarId: m.calendars[0]!.id,
      readAvailabilityFrom: "ALL_CALENDARS",
      availabilityCalendarIds: [],
    })),
    locations: [],
    ...overrides,
  };
}

export function makeWorkspace(members: Member[], bookingLinks: BookingLink[] = []): SeedWorkspace {
  return { id: unique("ws"), name: "Test team", members, bookingLinks, bookings: [], invites: [], auditEvents: [] };
}

/** Inserts the workspace and returns handy handles to it. */
export async function seedWorkspace(db: Db, workspace: SeedWorkspace, now: Date) {
  await insertSeed(db, { workspaces: [workspace] }, now);
  return {
    workspace,
    keyOf: (member: Member) => member.apiKeys[0]!.key,
    key: workspace.members[0]!.apiKeys[0]!.key,
  };
}
