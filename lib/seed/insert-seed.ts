// Writes a validated seed into the database in one transaction: either the
// whole file lands or nothing does.
import { count } from "drizzle-orm";
import { auditEventRow } from "../audit/record-audit-event";
import { apiKeyPrefix, hashApiKey } from "../auth/api-keys";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { resolveSeedInstant, type SeedFile, seedAuditActor, seedFile } from "./seed-schema";

type Seed = ReturnType<typeof seedFile.parse>;
type Workspace = Seed["workspaces"][number];
/** Seed times resolved against the moment of loading. */
interface Clock {
  now: Date;
  instant: (value: string) => Date;
  maybeInstant: (value: string | null) => Date | null;
}

export async function insertSeed(db: Db, input: SeedFile, now = new Date()): Promise<void> {
  const seed = seedFile.parse(input);
  const instant = (value: string) => resolveSeedInstant(value, now);
  const clock: Clock = { now, instant, maybeInstant: (value) => (value === null ? null : instant(value)) };
  await db.transaction(async (tx) => {
    for (const ws of seed.workspaces) {
      await tx.insert(t.workspaces).values({ id: ws.id, name: ws.name });
      for (const m of ws.members) await insertMember(tx, ws, m, clock);
      for (const link of ws.bookingLinks) await insertBookingLink(tx, ws, link, clock);
      for (const b of ws.bookings) await insertBooking(tx, ws, b, clock);
      await insertInvitesAndAuditLog(tx, ws, clock);
    }
  });
}

/** A member with their keys, calendars, schedules, sync configurations, busy times and booking pages. */
async function insertMember(tx: Db, ws: Workspace, m: Workspace["members"][number], { now, instant, maybeInstant }: Clock) {
  await tx.insert(t.users).values({
    id: m.id,
    workspaceId: ws.id,
    name: m.name,
    email: m.email,
    emailVerified: now,
    image: m.image,
    locale: m.locale,
    hourFormat: m.hourFormat,
    firstDayOfWeek: m.firstDayOfWeek,
    plan: m.plan,
    subscriptionStatus: m.subscriptionStatus,
  });
  await tx.insert(t.memberships).values({ workspaceId: ws.id, userId: m.id, role: m.role });
  for (const key of m.apiKeys) {
    await tx.insert(t.apiKeys).values({
      id: key.id,
      workspaceId: ws.id,
      userId: m.id,
      name: key.name,
      keyHash: hashApiKey(key.key),
      prefix: apiKeyPrefix(key.key),
      expiresAt: maybeInstant(key.expiresAt),
    });
  }
  if (m.calendars.length) await tx.insert(t.calendars).values(m.calendars.map((c) => ({ ...c, userId: m.id })));
  if (m.schedules.length) await tx.insert(t.schedules).values(m.schedules.map((s) => ({ ...s, userId: m.id })));
  for (const { targetCalendars, syncWithRSVP, ...config } of m.syncConfigs) {
    await tx.insert(t.syncConfigs).values({ ...config, syncWithRsvp: syncWithRSVP, userId: m.id });
    if (targetCalendars.length) {
      await tx.insert(t.syncTargetCalendars).values(targetCalendars.map((tc) => ({ ...tc, syncConfigId: config.id })));
    }
  }
  if (m.busyTimes.length) {
    await tx.insert(t.busyTimes).values(
      m.busyTimes.map((b) => ({
        id: b.id,
        userId: m.id,
        calendarId: b.calendarId,
        startAt: instant(b.start),
        endAt: instant(b.end),
      })),
    );
  }
  if (m.bookingPages.length) await tx.insert(t.bookingPages).values(m.bookingPages.map((p) => ({ ...p, userId: m.id })));
}

async function insertBookingLink(tx: Db, ws: Workspace, link: Workspace["bookingLinks"][number], { maybeInstant }: Clock) {
  for (const period of [link.minNoticePeriod, link.maxFuturePeriod]) if (period) await tx.insert(t.periods).values(period);
  await tx.insert(t.bookingLinks).values({
    ...link,
    workspaceId: ws.id,
    userId: link.ownerId,
    deletedAt: maybeInstant(link.deletedAt),
    minDate: maybeInstant(link.minDate),
    maxDate: maybeInstant(link.maxDate),
    minNoticePeriodId: link.minNoticePeriod?.id ?? null,
    maxFuturePeriodId: link.maxFuturePeriod?.id ?? null,
  });
  await tx
    .insert(t.bookingDurations)
    .values(link.durations.map((d) => ({ id: d.id, bookingLinkId: link.id, durationInMinutes: d.minutes, isDefault: d.isDefault })));
  await tx.insert(t.hosts).values(link.hosts.map((h, position) => ({ ...h, bookingLinkId: link.id, position })));
  const selected = link.hosts.flatMap((h) => h.availabilityCalendarIds.map((calendarId) => ({ hostId: h.id, calendarId })));
  if (selected.length) await tx.insert(t.hostAvailabilityCalendars).values(selected);
  if (link.locations.length) await tx.insert(t.bookingLocations).values(link.locations.map((l) => ({ ...l, bookingLinkId: link.id })));
}

async function insertBooking(tx: Db, ws: Workspace, b: Workspace["bookings"][number], { instant }: Clock) {
  const link = ws.bookingLinks.find((l) => l.id === b.bookingLinkId)!;
  const minutes = link.durations.find((d) => d.id === b.durationId)!.minutes;
  const startAt = instant(b.start);
  const endAt = new Date(startAt.getTime() + minutes * 60_000);
  await tx.insert(t.bookings).values({
    id: b.id,
    workspaceId: ws.id,
    bookingLinkId: link.id,
    durationId: b.durationId,
    status: b.status,
    title: link.title,
    startAt,
    endAt,
    timeZone: b.timeZone,
    location: link.locations[0]
      ? {
          type: link.locations[0].type,
          location: link.locations[0].location,
          conferenceProviderId: link.locations[0].conferenceProviderId ?? null,
        }
      : null,
  });
  await tx.insert(t.bookingAttendees).values(b.attendees.map((a, i) => ({ ...a, id: `${b.id}-attendee-${i}`, bookingId: b.id })));
  // Seeded bookings go through the same exclusion constraint as live ones.
  const active = b.status === "PENDING" || b.status === "CONFIRMED";
  await tx.insert(t.bookingHolds).values(b.hostIds.map((userId) => ({ bookingId: b.id, userId, startAt, endAt, active })));
}

async function insertInvitesAndAuditLog(tx: Db, ws: Workspace, { instant }: Clock) {
  if (ws.invites.length) {
    await tx.insert(t.invites).values(
      ws.invites.map((inv) => {
        const createdAt = instant(inv.createdAt);
        return {
          ...inv,
          workspaceId: ws.id,
          role: "MEMBER" as const,
          createdAt,
          updatedAt: createdAt,
          expiresAt: instant(inv.expiresAt),
        };
      }),
    );
  }
  if (ws.auditEvents.length) {
    await tx.insert(t.auditEvents).values(
      ws.auditEvents.map((e) =>
        auditEventRow({
          id: e.id,
          workspaceId: ws.id,
          action: e.action,
          at: instant(e.at),
          subject: e.subject,
          actor: seedAuditActor(e),
        }),
      ),
    );
  }
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ workspaces: count() }).from(t.workspaces);
  return (row?.workspaces ?? 0) === 0;
}
