// The seed file format (documented in seeds/README.md). A seed describes whole
// workspaces; ids are given in the file so that they are stable across loads.
import { z } from "@hono/zod-openapi";
import { type AuditActor, checkAuditEvent } from "../audit/record-audit-event";
import { type AuditAction, KNOWN_AUDIT_ACTIONS } from "../contract/audit-actions";
import * as rules from "../validation/booking-link-rules";
import { linkProblems } from "../validation/booking-link-rules";
import { eventColorId, LAST_EVENT_STATUSES, rsvpResponse } from "../validation/calendar-sync";
import {
  dateOverrides,
  email,
  hexColor,
  httpUrl,
  imageUrl,
  periodUnit,
  personName,
  timeZoneName,
  weeklyAvailability,
} from "../validation/fields";
import { RESOURCE_ID } from "../validation/resource-id";
import { ROLES } from "../validation/roles";
import { username } from "../validation/username";

const id = z.string().regex(RESOURCE_ID, { message: "ids are 1-64 letters, digits, _ or -" });

/**
 * An instant: an ISO 8601 date-time with an offset, or "today+N@HH:MM" /
 * "today-N@HH:MM" meaning N days after (before) the UTC date on which the seed
 * is loaded, at HH:MM UTC. Relative times keep the demo's bookings and busy
 * times in the near future whenever it is loaded.
 */
export const seedInstant = z.string().refine((s) => /^today[+-]\d{1,3}@([01]\d|2[0-3]):[0-5]\d$/.test(s) || isOffsetDateTime(s), {
  message: 'must be an ISO 8601 date-time with an offset, or "today+N@HH:MM"',
});

function isOffsetDateTime(s: string): boolean {
  return /(Z|[+-]\d\d:\d\d)$/.test(s) && z.iso.datetime({ offset: true }).safeParse(s).success;
}

export function resolveSeedInstant(value: string, now: Date): Date {
  const relative = /^today([+-]\d+)@(\d\d):(\d\d)$/.exec(value);
  if (!relative) return new Date(value);
  const [, days, hours, minutes] = relative;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + Number(days), Number(hours), Number(minutes)));
}

const period = z.object({ id, unit: periodUnit, quantity: rules.periodQuantity });

/** Busy time on a member's calendars; a file may hold millions, read one at a time (load-seed-file.ts). */
export const seedBusyTime = z.object({ id, calendarId: id.nullable().default(null), start: seedInstant, end: seedInstant });

const member = z.object({
  id,
  name: personName,
  email,
  role: z.enum(ROLES),
  image: imageUrl.nullable().default(null),
  locale: z.string().max(20).default("en"),
  hourFormat: z.enum(["H12", "H24"]).default("H24"),
  firstDayOfWeek: z.enum(["MONDAY", "SUNDAY", "SATURDAY"]).default("MONDAY"),
  plan: z.enum(["FREE", "PRO", "BUSINESS"]).default("FREE"),
  subscriptionStatus: z.enum(["NONE", "ACTIVE", "TRIALING", "PAST_DUE", "CANCELLED"]).default("NONE"),
  /** API keys in plain text; the database keeps only their hashes. */
  apiKeys: z
    .array(
      z.object({
        id,
        name: z.string().min(1).max(100),
        key: z.string().min(24).max(200),
        /** When the key stops working; never when absent or null. */
        expiresAt: seedInstant.nullable().default(null),
      }),
    )
    .default([]),
  calendars: z
    .array(z.object({ id, name: z.string().min(1).max(200), email, provider: z.enum(["GOOGLE", "MICROSOFT", "INTERNAL"]) }))
    .default([]),
  schedules: z
    .array(
      z.object({
        id,
        name: z.string().min(1).max(200),
        timeZone: timeZoneName,
        isDefault: z.boolean().default(false),
        availability: weeklyAvailability,
        overrides: dateOverrides.default([]),
      }),
    )
    .default([]),
  syncConfigs: z
    .array(
      z.object({
        id,
        type: z.enum(["ONE_DIRECTIONAL", "BI_DIRECTIONAL"]),
        name: z.string().min(1).max(200),
        syncTitles: z.boolean().default(true),
        syncDescription: z.boolean().default(false),
        syncAttendees: z.boolean().default(false),
        markPrivate: z.boolean().default(false),
        disableReminders: z.boolean().default(false),
        frequency: z.enum(["ONE_TIME", "ALWAYS"]).default("ALWAYS"),
        eventTitles: z.string().max(200).nullable().default(null),
        syncWithRSVP: z.array(rsvpResponse).default(["accepted"]),
        syncLocation: z.boolean().default(false),
        syncConferenceData: z.boolean().default(false),
        syncFreeEvents: z.boolean().default(false),
        eventColorId: eventColorId.nullable().default(null),
        excludeEventColorId: eventColorId.nullable().default(null),
        isPaused: z.boolean().default(false),
        lastEventStatus: z.enum(LAST_EVENT_STATUSES).default("SUCCESS"),
        targetCalendars: z.array(z.object({ id, calendarId: id })).default([]),
      }),
    )
    .default([]),
  busyTimes: z.array(seedBusyTime).default([]),
  bookingPages: z
    .array(
      z.object({
        id,
        username,
        description: z.string().max(5_000).nullable().default(null),
        hideServiceBanner: z.boolean().default(false),
        coverImageUrl: imageUrl.nullable().default(null),
        brandColor: hexColor.nullable().default(null),
        language: z.enum(["en", "de", "es", "ja", "it"]).default("en"),
        defaultCalendarId: id.nullable().default(null),
      }),
    )
    .default([]),
});

const bookingLink = z.object({
  id,
  ownerId: id,
  bookingPageId: id,
  slug: rules.linkSlug,
  type: rules.linkType,
  title: rules.linkTitle,
  description: rules.linkDescription.nullable().default(rules.LINK_DEFAULTS.description),
  status: rules.linkStatus.default(rules.LINK_DEFAULTS.status),
  disabledBySystem: z.boolean().default(false),
  deletedAt: seedInstant.nullable().default(null),
  bufferMinutesBeforeEvent: rules.bufferMinutes.default(rules.LINK_DEFAULTS.bufferMinutesBeforeEvent),
  bufferMinutesAfterEvent: rules.bufferMinutes.default(rules.LINK_DEFAULTS.bufferMinutesAfterEvent),
  eventColor: rules.eventColor.nullable().default(rules.LINK_DEFAULTS.eventColor),
  eventNameTemplate: rules.eventNameTemplate.default(rules.LINK_DEFAULTS.eventNameTemplate),
  allowGuestInvitations: z.boolean().default(rules.LINK_DEFAULTS.allowGuestInvitations),
  maxGuestsAllowed: rules.maxGuestsAllowed.default(rules.LINK_DEFAULTS.maxGuestsAllowed),
  requireEventApproval: z.boolean().default(rules.LINK_DEFAULTS.requireEventApproval),
  confirmationMessage: rules.confirmationMessage.nullable().default(rules.LINK_DEFAULTS.confirmationMessage),
  redirectUrl: httpUrl.nullable().default(rules.LINK_DEFAULTS.redirectUrl),
  isPrivate: z.boolean().default(rules.LINK_DEFAULTS.isPrivate),
  customFields: rules.linkCustomFields.default([]),
  position: rules.linkPosition.default(rules.LINK_DEFAULTS.position),
  minNoticePeriod: period.nullable().default(null),
  maxFuturePeriod: period.nullable().default(null),
  minDate: seedInstant.nullable().default(null),
  maxDate: seedInstant.nullable().default(null),
  slotIntervalMinutes: rules.slotIntervalMinutes.nullable().default(rules.LINK_DEFAULTS.slotIntervalMinutes),
  coverImageUrl: imageUrl.nullable().default(null),
  brandColor: hexColor.nullable().default(null),
  brandingPreference: rules.brandingPreference.default(rules.LINK_DEFAULTS.brandingPreference),
  language: rules.linkLanguage.nullable().default(null),
  languagePreference: rules.brandingPreference.default(rules.LINK_DEFAULTS.languagePreference),
  durations: z
    .array(z.object({ id, minutes: rules.durationMinutes, isDefault: z.boolean().default(false) }))
    .min(1)
    .max(rules.MAX_DURATIONS),
  hosts: z
    .array(
      z.object({
        id,
        userId: id,
        isOrganizer: z.boolean().default(false),
        scheduleId: id,
        bookingCalendarId: id,
        readAvailabilityFrom: rules.readAvailabilityFrom.default("ALL_CALENDARS"),
        availabilityCalendarIds: z.array(id).default([]),
      }),
    )
    .min(1)
    .max(rules.MAX_HOSTS),
  locations: z
    .array(
      z.object({
        id,
        type: z.string().min(1).max(50),
        location: z.string().max(500),
        conferenceProviderId: z.string().max(100).nullable().default(null),
      }),
    )
    .default([]),
});

export const seedBooking = z.object({
  id,
  bookingLinkId: id,
  durationId: id,
  start: seedInstant,
  timeZone: timeZoneName,
  status: z.enum(["PENDING", "CONFIRMED", "CANCELLED", "DECLINED"]).default("CONFIRMED"),
  hostIds: z.array(id).min(1),
  attendees: z.array(z.object({ name: personName, email, isGuest: z.boolean().default(false) })).min(1),
});

export const seedInvite = z.object({
  id,
  receiverEmail: email,
  receiverFullName: personName,
  status: z.enum(["PENDING", "ACCEPTED", "CANCELLED", "DECLINED"]),
  inviterId: id,
  createdAt: seedInstant,
  expiresAt: seedInstant,
});

/** A past event. An actorUserId that is no member reads as a deleted user; null is the system. */
export const seedAuditEvent = z.object({
  id,
  at: seedInstant,
  action: z.enum(KNOWN_AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]),
  actorUserId: id.nullable(),
  impersonatorUserId: id.nullable().default(null),
  impersonatorIsSystemAdmin: z.boolean().default(false),
  subject: z
    .object({ type: z.string().min(1).max(50), id: z.string().max(100).optional(), label: z.string().max(300).optional() })
    .optional(),
});

const workspace = z.object({
  id,
  name: z.string().min(1).max(200),
  members: z.array(member).min(1),
  bookingLinks: z.array(bookingLink).default([]),
  bookings: z.array(seedBooking).default([]),
  invites: z.array(seedInvite).default([]),
  auditEvents: z.array(seedAuditEvent).default([]),
});

export const seedFile = z.object({ workspaces: z.array(workspace).min(1) }).superRefine(checkReferences);

export type SeedFile = z.infer<typeof seedFile>;
export type SeedWorkspace = SeedFile["workspaces"][number];

// Cross-references must point inside the same workspace, and ids must be unique.
export type Path = (string | number)[];
type Member = SeedWorkspace["members"][number];
type SeedLink = SeedWorkspace["bookingLinks"][number];
export interface Checks {
  /** Reports an id used twice for the same kind of record, anywhere in the file. */
  unique(kind: string, id: string, path: Path): void;
  fail(message: string, path: Path): void;
}

/** A workspace's members and links by id: what its bookings, invites and audit events refer to. */
export interface WorkspaceIndex {
  id: string;
  members: Map<string, Member>;
  links: Map<string, SeedLink>;
}

export function indexWorkspace(ws: Pick<SeedWorkspace, "id" | "members" | "bookingLinks">): WorkspaceIndex {
  return { id: ws.id, members: new Map(ws.members.map((m) => [m.id, m])), links: new Map(ws.bookingLinks.map((l) => [l.id, l])) };
}

function checkReferences(seed: { workspaces: SeedWorkspace[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  const checks: Checks = {
    unique(kind, id, path) {
      if (seen.has(`${kind}:${id}`)) ctx.addIssue({ code: "custom", message: `duplicate ${kind} id ${id}`, path });
      seen.add(`${kind}:${id}`);
    },
    fail: (message, path) => ctx.addIssue({ code: "custom", message, path }),
  };
  seed.workspaces.forEach((ws, w) => {
    checkWorkspace(checks, ws, ["workspaces", w], ws.auditEvents);
  });
}

/** The workspace's own records and their references; `auditEvents` is how many the file holds for it. */
export function checkWorkspace(
  c: Checks,
  ws: Omit<SeedWorkspace, "auditEvents">,
  at: Path,
  auditEvents: SeedWorkspace["auditEvents"] = [],
) {
  c.unique("workspace", ws.id, [...at, "id"]);
  const index = indexWorkspace(ws);
  const pageIds = new Set(ws.members.flatMap((m) => m.bookingPages.map((p) => p.id)));
  ws.members.forEach((m, i) => {
    checkMember(c, m, [...at, "members", i]);
  });
  ws.bookingLinks.forEach((link, i) => {
    checkBookingLink(c, link, [...at, "bookingLinks", i], index.members, pageIds);
  });
  ws.invites.forEach((inv, i) => {
    checkInvite(c, index, inv, [...at, "invites", i]);
  });
  checkKeepsAuditLog(c, index, auditEvents.length, [...at, "auditEvents"]);
  auditEvents.forEach((e, i) => {
    checkSeedAuditEvent(c, index, e, [...at, "auditEvents", i]);
  });
  ws.bookings.forEach((b, i) => {
    checkBooking(c, index, b, [...at, "bookings", i]);
  });
}

export function checkInvite(c: Checks, index: WorkspaceIndex, inv: SeedWorkspace["invites"][number], at: Path) {
  c.unique("invite", inv.id, [...at, "id"]);
  if (!index.members.has(inv.inviterId)) c.fail("inviterId must be a member", [...at, "inviterId"]);
}

export function checkKeepsAuditLog(c: Checks, index: WorkspaceIndex, events: number, at: Path) {
  if (events > 0 && index.members.size < 2) c.fail("teams of fewer than two members keep no audit log", at);
}

export function checkSeedAuditEvent(c: Checks, index: WorkspaceIndex, e: SeedWorkspace["auditEvents"][number], at: Path) {
  c.unique("auditEvent", e.id, [...at, "id"]);
  try {
    checkAuditEvent({ workspaceId: index.id, action: e.action, actor: seedAuditActor(e) });
  } catch (error) {
    c.fail((error as Error).message, at);
  }
}

function checkMember(c: Checks, m: Member, at: Path) {
  const ownCalendar = (id: string) => m.calendars.some((cal) => cal.id === id);
  c.unique("user", m.id, [...at, "id"]);
  m.calendars.forEach((cal, j) => {
    c.unique("calendar", cal.id, [...at, "calendars", j, "id"]);
  });
  m.schedules.forEach((s, j) => {
    c.unique("schedule", s.id, [...at, "schedules", j, "id"]);
    if (s.isDefault && m.schedules.findIndex((other) => other.isDefault) < j) {
      c.fail("a member has at most one default schedule", [...at, "schedules", j, "isDefault"]);
    }
  });
  m.apiKeys.forEach((k, j) => {
    c.unique("apiKey", k.id, [...at, "apiKeys", j, "id"]);
  });
  m.bookingPages.forEach((p, j) => {
    c.unique("bookingPage", p.id, [...at, "bookingPages", j, "id"]);
    // Its address: one page per username, across every workspace of the file (the database's unique index).
    c.unique("booking page username", p.username, [...at, "bookingPages", j, "username"]);
    if (p.defaultCalendarId && !ownCalendar(p.defaultCalendarId)) {
      c.fail("defaultCalendarId must be a calendar of this member", [...at, "bookingPages", j, "defaultCalendarId"]);
    }
  });
  m.syncConfigs.forEach((sc, j) => {
    c.unique("syncConfig", sc.id, [...at, "syncConfigs", j, "id"]);
    sc.targetCalendars.forEach((tc, k) => {
      c.unique("targetCalendar", tc.id, [...at, "syncConfigs", j, "targetCalendars", k, "id"]);
      if (!ownCalendar(tc.calendarId))
        c.fail("calendarId must be a calendar of this member", [...at, "syncConfigs", j, "targetCalendars", k, "calendarId"]);
    });
  });
  m.busyTimes.forEach((b, j) => {
    checkBusyTime(c, m, b, [...at, "busyTimes", j]);
  });
}

export function checkBusyTime(c: Checks, m: Member, b: Member["busyTimes"][number], at: Path) {
  c.unique("busyTime", b.id, [...at, "id"]);
  if (b.calendarId && !m.calendars.some((cal) => cal.id === b.calendarId))
    c.fail("calendarId must be a calendar of this member", [...at, "calendarId"]);
}

function checkBookingLink(c: Checks, link: SeedLink, at: Path, members: Map<string, Member>, pageIds: Set<string>) {
  c.unique("bookingLink", link.id, [...at, "id"]);
  if (!members.has(link.ownerId)) c.fail("ownerId must be a member", [...at, "ownerId"]);
  if (!pageIds.has(link.bookingPageId)) c.fail("unknown booking page", [...at, "bookingPageId"]);
  link.durations.forEach((d, j) => {
    c.unique("duration", d.id, [...at, "durations", j, "id"]);
  });
  // Relative and absolute instants compare only once loaded: the rule applies when both are of one kind.
  const sameKind = link.minDate?.startsWith("today") === link.maxDate?.startsWith("today");
  const instant = (value: string | null) => (value === null || !sameKind ? null : resolveSeedInstant(value, new Date(0)).getTime());
  const [minDate, maxDate] = [instant(link.minDate), instant(link.maxDate)];
  for (const p of linkProblems({ ...link, durationsKey: "durations", minDate, maxDate })) c.fail(p.message, [...at, ...p.path]);
  link.hosts.forEach((h, j) => {
    c.unique("host", h.id, [...at, "hosts", j, "id"]);
    const user = members.get(h.userId);
    if (!user) {
      c.fail("userId must be a member", [...at, "hosts", j, "userId"]);
      return;
    }
    if (!user.schedules.some((s) => s.id === h.scheduleId))
      c.fail("scheduleId must be a schedule of the host", [...at, "hosts", j, "scheduleId"]);
    for (const cal of [h.bookingCalendarId, ...h.availabilityCalendarIds]) {
      if (!user.calendars.some((uc) => uc.id === cal)) c.fail(`calendar ${cal} must belong to the host`, [...at, "hosts", j]);
    }
  });
  link.locations.forEach((l, j) => {
    c.unique("location", l.id, [...at, "locations", j, "id"]);
  });
  for (const p of [link.minNoticePeriod, link.maxFuturePeriod]) if (p) c.unique("period", p.id, [...at]);
}

export function checkBooking(c: Checks, index: WorkspaceIndex, b: SeedWorkspace["bookings"][number], at: Path) {
  c.unique("booking", b.id, [...at, "id"]);
  const link = index.links.get(b.bookingLinkId);
  if (!link) {
    c.fail("unknown booking link", [...at, "bookingLinkId"]);
    return;
  }
  if (!link.durations.some((d) => d.id === b.durationId)) c.fail("durationId must be a duration of the link", [...at, "durationId"]);
  for (const hostId of b.hostIds) {
    if (!link.hosts.some((h) => h.userId === hostId)) c.fail(`${hostId} is not a host of the link`, [...at, "hostIds"]);
  }
  // The service's own rules for a booking's people (check-booking-request.ts): one scheduler, guests as the link allows.
  const guests = b.attendees.filter((a) => a.isGuest).length;
  if (b.attendees.length - guests !== 1) c.fail("exactly one attendee must not be a guest", [...at, "attendees"]);
  if (guests > (link.allowGuestInvitations ? link.maxGuestsAllowed : 0)) {
    c.fail(`the link allows ${link.allowGuestInvitations ? `at most ${link.maxGuestsAllowed}` : "no"} guests`, [...at, "attendees"]);
  }
}

/** Who a seed audit event names as its actor: a member (maybe impersonated) or the system. */
export function seedAuditActor(e: {
  actorUserId: string | null;
  impersonatorUserId?: string | null;
  impersonatorIsSystemAdmin: boolean;
}): AuditActor {
  if (e.actorUserId === null) return { kind: "system" };
  const impersonator = e.impersonatorUserId ? { userId: e.impersonatorUserId, isSystemAdmin: e.impersonatorIsSystemAdmin } : undefined;
  return { kind: "user", userId: e.actorUserId, impersonator };
}
