// Builders for service tests. Each call makes new ids, so every test can add
// its own team to a shared database without touching another test's rows.
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { insertSeed } from "../seed/insert-seed";
import type { SeedWorkspace } from "../seed/seed-schema";
import { LINK_DEFAULTS } from "../validation/booking-link-rules";

type Member = SeedWorkspace["members"][number];
type BookingLink = SeedWorkspace["bookingLinks"][number];
type Availability = Member["schedules"][number]["availability"];
type Duration = BookingLink["durations"][number];
type Period = NonNullable<BookingLink["minNoticePeriod"]>;
type Location = BookingLink["locations"][number];
type Calendar = Member["calendars"][number];
type BusyTime = Member["busyTimes"][number];
/** A row nested in another, without the id the factory gives it. */
type NestedRow<T extends { id: string }> = Omit<T, "id">;

const unique = (prefix: string) => `${prefix}_${randomBytes(5).toString("hex")}`;

export function weekdays(start = "09:00:00", end = "17:00:00"): Availability {
  const day = [{ start, end }];
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: [], sunday: [] };
}

/** An API key of a member, with a fresh id and secret. */
export function makeApiKey(name = "test", expiresAt: string | null = null): Member["apiKeys"][number] {
  return { id: unique("key"), name, key: `sk_test_${randomBytes(16).toString("hex")}`, expiresAt };
}

/** Another calendar of `member`, with a fresh id. */
export function makeCalendar(member: Pick<Member, "email">, name: string): Calendar {
  return { id: unique("cal"), name, email: member.email, provider: "GOOGLE" };
}

/** A busy time with a fresh id; on no calendar unless one is given. */
export function makeBusyTime(start: string, end: string, calendarId: string | null = null): BusyTime {
  return { id: unique("busy"), calendarId, start, end };
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
    schedules: [{ id: `${id}_sched`, name: "Working hours", timeZone, isDefault: true, availability, overrides: [] }],
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

/** What a test may set on a booking link: nested rows come without ids, which are made from the link's. */
export type BookingLinkOverrides = Partial<Omit<BookingLink, "durations" | "minNoticePeriod" | "maxFuturePeriod" | "locations">> & {
  /** Ids are `<link id>_<minutes>`; see durationId. */
  durations?: NestedRow<Duration>[];
  minNoticePeriod?: NestedRow<Period> | null;
  maxFuturePeriod?: NestedRow<Period> | null;
  locations?: NestedRow<Location>[];
};

export function makeBookingLink(hosts: Member[], overrides: BookingLinkOverrides = {}): BookingLink {
  const { durations, minNoticePeriod, maxFuturePeriod, locations, ...rest } = overrides;
  const id = rest.id ?? unique("bl");
  const owner = hosts[0]!;
  return {
    id,
    ownerId: owner.id,
    bookingPageId: owner.bookingPages[0]!.id,
    slug: id.toLowerCase().replace(/_/g, "-"),
    type: "MULTI_USE",
    title: "Intro call",
    // The defaults a seed file or create body gets, so tests make links as the service would.
    ...LINK_DEFAULTS,
    disabledBySystem: false,
    deletedAt: null,
    customFields: [],
    hosts: hosts.map((m, i) => ({
      id: `${id}_host_${i}`,
      userId: m.id,
      isOrganizer: i === 0,
      scheduleId: m.schedules[0]!.id,
      bookingCalendarId: m.calendars[0]!.id,
      readAvailabilityFrom: "ALL_CALENDARS",
      availabilityCalendarIds: [],
    })),
    ...rest,
    durations: (durations ?? [{ minutes: 30, isDefault: true }]).map((d) => ({ id: `${id}_${d.minutes}`, ...d })),
    minNoticePeriod: minNoticePeriod ? { id: `${id}_notice`, ...minNoticePeriod } : null,
    maxFuturePeriod: maxFuturePeriod ? { id: `${id}_horizon`, ...maxFuturePeriod } : null,
    locations: (locations ?? []).map((l, i) => ({ id: `${id}_loc_${i}`, ...l })),
  };
}

/** The id of `link`'s duration of `minutes`. */
export function durationId(link: BookingLink, minutes: number): string {
  const duration = link.durations.find((d) => d.minutes === minutes);
  if (!duration) throw new Error(`${link.id} has no ${minutes}-minute duration`);
  return duration.id;
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
