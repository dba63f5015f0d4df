// The large workspace's members and booking links, as seed records: what every other record refers to.
import { LINK_DEFAULTS } from "../../validation/booking-link-rules";
import type { SeedWorkspace } from "../seed-schema";
import { randomFor } from "./random";
import type { LargeSpec } from "./spec";

export type Member = SeedWorkspace["members"][number];
export type Link = SeedWorkspace["bookingLinks"][number];

export const WORKSPACE_ID = "ws_large";
const FIRST = ["Ada", "Bo", "Chen", "Dara", "Eli", "Fatima", "Goran", "Hana", "Ivo", "Jun", "Kemal", "Lea", "Mateo", "Nia"];
const LAST = ["Okafor", "Petrov", "Quinn", "Rossi", "Sato", "Tanaka", "Usman", "Varga", "Weber", "Xu", "Yilmaz", "Zhou"];
export const ZONES = [
  "America/New_York",
  "Europe/Berlin",
  "Asia/Kolkata",
  "America/Los_Angeles",
  "Europe/London",
  "Asia/Tokyo",
  "Australia/Sydney",
  "America/Sao_Paulo",
  "Africa/Lagos",
  "Asia/Singapore",
];
const pad = (n: number, digits: number) => String(n).padStart(digits, "0");

export const memberId = (i: number) => `usr_lg_${pad(i, 4)}`;

/** The API key of member i, derived from the seed: benchmarks and docs name the owner's (member 0). */
export const largeApiKey = (seed: number, i: number) => `sk_large_${pad(seed, 4)}_${pad(i, 4)}_${"0".repeat(12)}`;

function roleOf(i: number, spec: LargeSpec): Member["role"] {
  if (i === 0) return "OWNER";
  if (i <= Math.max(1, Math.round(spec.members * 0.02))) return "ADMIN";
  return i % 97 === 0 ? "BILLING_ONLY" : "MEMBER";
}

const WEEKDAYS = (start: string, end: string) => {
  const day = [{ start, end }];
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: [], sunday: [] };
};

export function largeMember(spec: LargeSpec, i: number): Member {
  const random = randomFor(spec.seed, `member:${i}`);
  const id = memberId(i);
  const [first, last] = [random.pick(FIRST), random.pick(LAST)];
  const email = `${first}.${last}.${i}@large.example`.toLowerCase();
  const calendars: Member["calendars"] = [{ id: `cal_${id}`, name: "Work", email, provider: "GOOGLE" }];
  if (i % 3 === 0)
    calendars.push({ id: `cal_${id}_personal`, name: "Personal", email: `${first}${i}@mail.example`.toLowerCase(), provider: "GOOGLE" });
  const timeZone = ZONES[i % ZONES.length]!;
  const schedules: Member["schedules"] = [
    { id: `sched_${id}`, name: "Working hours", timeZone, isDefault: true, availability: WEEKDAYS("09:00:00", "17:00:00"), overrides: [] },
  ];
  if (i % 4 === 0) {
    schedules.push({
      id: `sched_${id}_late`,
      name: "Evenings",
      timeZone,
      isDefault: false,
      availability: WEEKDAYS("17:00:00", "21:00:00"),
      overrides: [],
    });
  }
  return {
    id,
    name: `${first} ${last}`,
    email,
    role: roleOf(i, spec),
    image: null,
    locale: random.pick(["en", "de", "es", "ja", "it"]),
    hourFormat: random.pick(["H12", "H24"] as const),
    firstDayOfWeek: "MONDAY",
    plan: i === 0 ? "BUSINESS" : "FREE",
    subscriptionStatus: i === 0 ? "ACTIVE" : "NONE",
    apiKeys: [{ id: `key_${id}`, name: "Large set", key: largeApiKey(spec.seed, i), expiresAt: null }],
    calendars,
    schedules,
    syncConfigs: i % 5 === 0 ? [syncConfig(id, calendars.at(-1)!.id)] : [],
    busyTimes: [],
    bookingPages: [
      {
        id: `bp_${id}`,
        username: `lg-${pad(i, 4)}`,
        description: null,
        hideServiceBanner: false,
        coverImageUrl: null,
        brandColor: null,
        language: "en",
        defaultCalendarId: calendars[0]!.id,
      },
    ],
  };
}

function syncConfig(id: string, calendarId: string): Member["syncConfigs"][number] {
  return {
    id: `sync_${id}`,
    type: "ONE_DIRECTIONAL",
    name: "Work to personal",
    syncTitles: true,
    syncDescription: false,
    syncAttendees: false,
    markPrivate: true,
    disableReminders: false,
    frequency: "ALWAYS",
    eventTitles: null,
    syncWithRSVP: ["accepted"],
    syncLocation: false,
    syncConferenceData: false,
    syncFreeEvents: false,
    eventColorId: null,
    excludeEventColorId: null,
    isPaused: false,
    lastEventStatus: "SUCCESS",
    targetCalendars: [{ id: `sync_${id}_target`, calendarId }],
  };
}

const TITLES = ["Intro call", "Demo", "Support session", "Interview", "Onboarding", "Review", "Office hours", "Consultation"];
const DURATIONS = [
  [{ minutes: 30, isDefault: true }],
  [
    { minutes: 15, isDefault: false },
    { minutes: 30, isDefault: true },
  ],
  [
    { minutes: 30, isDefault: true },
    { minutes: 60, isDefault: false },
  ],
];

/** Link j: every fifth collective, with 2 to 20 hosts (every 25th has 20); the others one host, some up to three. */
export function largeLink(spec: LargeSpec, j: number, members: readonly Member[]): Link {
  const random = randomFor(spec.seed, `link:${j}`);
  const collective = j % 5 === 0;
  const hostCount = collective ? (j % 25 === 0 ? 20 : 2 + random.int(19)) : random.chance(0.3) ? 2 + random.int(2) : 1;
  const hosts = random.sample(members.length, hostCount).map((m) => members[m]!);
  const id = `bl_lg_${pad(j, 5)}`;
  const guests = random.chance(0.3);
  return {
    ...LINK_DEFAULTS,
    id,
    ownerId: hosts[0]!.id,
    bookingPageId: hosts[0]!.bookingPages[0]!.id,
    slug: `link-${j}`,
    type: collective ? "COLLECTIVE_MULTI_USE" : "MULTI_USE",
    title: `${random.pick(TITLES)} ${j}`,
    status: random.chance(0.05) ? "DISABLED" : "ENABLED",
    disabledBySystem: false,
    deletedAt: random.chance(0.01) ? new Date(spec.anchor.getTime() - 30 * 86_400_000).toISOString() : null,
    allowGuestInvitations: guests,
    maxGuestsAllowed: guests ? 2 : 0,
    customFields: [],
    position: j,
    minNoticePeriod: null,
    maxFuturePeriod: null,
    minDate: null,
    maxDate: null,
    coverImageUrl: null,
    brandColor: null,
    language: null,
    durations: random.pick(DURATIONS).map((d) => ({ id: `dur_${id}_${d.minutes}`, ...d })),
    hosts: hosts.map((m, h) => ({
      id: `host_${id}_${h}`,
      userId: m.id,
      isOrganizer: h === 0,
      scheduleId: m.schedules[0]!.id,
      bookingCalendarId: m.calendars[0]!.id,
      readAvailabilityFrom: "ALL_CALENDARS",
      availabilityCalendarIds: [],
    })),
    locations: random.chance(0.5)
      ? [{ id: `loc_${id}`, type: "CALENDAR_DEFAULT", location: "Google Meet", conferenceProviderId: null }]
      : [],
  };
}
