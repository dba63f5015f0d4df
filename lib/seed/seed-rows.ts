// A seed's records as the database's rows, gathered by a BulkWriter: the one mapping both loaders use
// (insertSeed for a seed in memory, loadSeedFile for a file read a record at a time).
import { auditEventRow } from "../audit/record-audit-event";
import { apiKeyPrefix, hashApiKey } from "../auth/api-keys";
import type { BulkWriter } from "../db/bulk-writer";
import * as t from "../db/schema";
import { resolveSeedInstant, type SeedWorkspace, seedAuditActor, type WorkspaceIndex } from "./seed-schema";

type Member = SeedWorkspace["members"][number];
type SeedLink = SeedWorkspace["bookingLinks"][number];

/** Every table a seed writes to, each after those its rows refer to. */
export const SEED_TABLES = [
  t.workspaces,
  t.users,
  t.memberships,
  t.apiKeys,
  t.calendars,
  t.schedules,
  t.syncConfigs,
  t.syncTargetCalendars,
  t.busyTimes,
  t.bookingPages,
  t.periods,
  t.bookingLinks,
  t.bookingDurations,
  t.hosts,
  t.hostAvailabilityCalendars,
  t.bookingLocations,
  t.bookings,
  t.bookingAttendees,
  t.bookingHolds,
  t.invites,
  t.auditEvents,
] as const;

/** Seed times resolved against the moment of loading. */
export interface Clock {
  now: Date;
  instant: (value: string) => Date;
  maybeInstant: (value: string | null) => Date | null;
}

export function seedClock(now: Date): Clock {
  const instant = (value: string) => resolveSeedInstant(value, now);
  return { now, instant, maybeInstant: (value) => (value === null ? null : instant(value)) };
}

/** The workspace, its members (with what they hold: busy times too, when the member has them) and its links. */
export function addWorkspaceFrame(w: BulkWriter, ws: Pick<SeedWorkspace, "id" | "name" | "members" | "bookingLinks">, clock: Clock) {
  w.add(t.workspaces, { id: ws.id, name: ws.name });
  for (const m of ws.members) addMember(w, ws.id, m, clock);
  for (const link of ws.bookingLinks) addBookingLink(w, ws.id, link, clock);
}

/** A member with their keys, calendars, schedules, sync configurations, busy times and booking pages. */
function addMember(w: BulkWriter, workspaceId: string, m: Member, clock: Clock) {
  const { id, name, email, image, locale, hourFormat, firstDayOfWeek, plan, subscriptionStatus } = m;
  w.add(t.users, {
    id,
    workspaceId,
    name,
    email,
    emailVerified: clock.now,
    image,
    locale,
    hourFormat,
    firstDayOfWeek,
    plan,
    subscriptionStatus,
  });
  w.add(t.memberships, { workspaceId, userId: m.id, role: m.role });
  for (const key of m.apiKeys) {
    const { id: keyId, name: keyName } = key;
    const expiresAt = clock.maybeInstant(key.expiresAt);
    w.add(t.apiKeys, {
      id: keyId,
      workspaceId,
      userId: id,
      name: keyName,
      keyHash: hashApiKey(key.key),
      prefix: apiKeyPrefix(key.key),
      expiresAt,
    });
  }
  w.addAll(
    t.calendars,
    m.calendars.map((c) => ({ ...c, userId: id })),
  );
  w.addAll(
    t.schedules,
    m.schedules.map((s) => ({ ...s, userId: id })),
  );
  for (const { targetCalendars, syncWithRSVP, ...config } of m.syncConfigs) {
    w.add(t.syncConfigs, { ...config, syncWithRsvp: syncWithRSVP, userId: id });
    w.addAll(
      t.syncTargetCalendars,
      targetCalendars.map((tc) => ({ ...tc, syncConfigId: config.id })),
    );
  }
  for (const b of m.busyTimes) addBusyTime(w, id, b, clock);
  w.addAll(
    t.bookingPages,
    m.bookingPages.map((p) => ({ ...p, userId: id })),
  );
}

export function addBusyTime(w: BulkWriter, userId: string, b: Member["busyTimes"][number], clock: Clock) {
  w.add(t.busyTimes, { id: b.id, userId, calendarId: b.calendarId, startAt: clock.instant(b.start), endAt: clock.instant(b.end) });
}

function addBookingLink(w: BulkWriter, workspaceId: string, link: SeedLink, { maybeInstant }: Clock) {
  const { ownerId, durations, hosts, locations, minNoticePeriod, maxFuturePeriod, ...fields } = link;
  for (const period of [minNoticePeriod, maxFuturePeriod]) if (period) w.add(t.periods, period);
  w.add(t.bookingLinks, {
    ...fields,
    workspaceId,
    userId: ownerId,
    deletedAt: maybeInstant(link.deletedAt),
    minDate: maybeInstant(link.minDate),
    maxDate: maybeInstant(link.maxDate),
    minNoticePeriodId: minNoticePeriod?.id ?? null,
    maxFuturePeriodId: maxFuturePeriod?.id ?? null,
  });
  w.addAll(
    t.bookingDurations,
    durations.map((d) => ({ id: d.id, bookingLinkId: link.id, durationInMinutes: d.minutes, isDefault: d.isDefault })),
  );
  w.addAll(
    t.hosts,
    hosts.map(({ availabilityCalendarIds: _, ...h }, position) => ({ ...h, bookingLinkId: link.id, position })),
  );
  w.addAll(
    t.hostAvailabilityCalendars,
    hosts.flatMap((h) => h.availabilityCalendarIds.map((calendarId) => ({ hostId: h.id, calendarId }))),
  );
  w.addAll(
    t.bookingLocations,
    locations.map((l) => ({ ...l, bookingLinkId: link.id })),
  );
}

/** A booking with its attendees and the holds on its hosts' time (checked by the same no-overlap constraint as live ones). */
export function addBooking(w: BulkWriter, index: WorkspaceIndex, b: SeedWorkspace["bookings"][number], { instant }: Clock) {
  const link = index.links.get(b.bookingLinkId)!;
  const minutes = link.durations.find((d) => d.id === b.durationId)!.minutes;
  const startAt = instant(b.start);
  const endAt = new Date(startAt.getTime() + minutes * 60_000);
  const first = link.locations[0];
  w.add(t.bookings, {
    id: b.id,
    workspaceId: index.id,
    bookingLinkId: link.id,
    durationId: b.durationId,
    status: b.status,
    title: link.title,
    startAt,
    endAt,
    timeZone: b.timeZone,
    location: first ? { type: first.type, location: first.location, conferenceProviderId: first.conferenceProviderId ?? null } : null,
  });
  w.addAll(
    t.bookingAttendees,
    b.attendees.map((a, i) => ({ ...a, id: `${b.id}-attendee-${i}`, bookingId: b.id })),
  );
  const active = b.status === "PENDING" || b.status === "CONFIRMED";
  w.addAll(
    t.bookingHolds,
    b.hostIds.map((userId) => ({ bookingId: b.id, userId, workspaceId: index.id, startAt, endAt, active })),
  );
}

export function addInvite(w: BulkWriter, workspaceId: string, inv: SeedWorkspace["invites"][number], { instant }: Clock) {
  const createdAt = instant(inv.createdAt);
  w.add(t.invites, { ...inv, workspaceId, role: "MEMBER", createdAt, updatedAt: createdAt, expiresAt: instant(inv.expiresAt) });
}

export function addAuditEvent(w: BulkWriter, workspaceId: string, e: SeedWorkspace["auditEvents"][number], { instant }: Clock) {
  const actor = seedAuditActor(e);
  w.add(t.auditEvents, auditEventRow({ id: e.id, workspaceId, action: e.action, at: instant(e.at), subject: e.subject, actor }));
}
