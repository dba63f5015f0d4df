// Writes a checked draft: the link's row, its periods and its nested lists. On update the lists are
// replaced whole, except that an item keeping its id keeps its row; a duration removed is only marked
// deleted, so the bookings made with it keep their durationId. Bookings themselves are never touched.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookingDurations, bookingLinks, bookingLocations, hostAvailabilityCalendars, hosts, periods } from "../db/schema";
import type { LoadedBookingLink } from "./get-booking-link";
import { ALL_LISTS, type LinkDraft, type NestedLists } from "./link-draft";

type Period = LinkDraft["minNoticePeriod"];

type StoredPeriod = { id: string; unit: string; quantity: number } | null;

/** The period row the link points at afterwards: kept (changed or as it was), new, or none (the old one removed). */
async function writePeriod(tx: Db, stored: StoredPeriod, wanted: Period, now: Date): Promise<string | null> {
  if (wanted && stored && wanted.unit === stored.unit && wanted.quantity === stored.quantity) return stored.id;
  if (wanted && stored) {
    await tx
      .update(periods)
      .set({ ...wanted, updatedAt: now })
      .where(eq(periods.id, stored.id));
    return stored.id;
  }
  if (wanted) {
    const [row] = await tx
      .insert(periods)
      .values({ id: `per_${randomUUID()}`, ...wanted, createdAt: now, updatedAt: now })
      .returning();
    return row!.id;
  }
  return null;
}

/** The link's own row, inserted (create) or changed (update), with its periods. */
export async function writeLinkRow(
  tx: Db,
  target: { id: string; workspaceId: string; userId: string; existing?: LoadedBookingLink },
  draft: LinkDraft,
  now: Date,
): Promise<void> {
  const { existing } = target;
  const minNoticePeriodId = await writePeriod(tx, existing?.minNoticePeriod ?? null, draft.minNoticePeriod, now);
  const maxFuturePeriodId = await writePeriod(tx, existing?.maxFuturePeriod ?? null, draft.maxFuturePeriod, now);
  const values = { ...draft.columns, customFields: draft.customFields, minNoticePeriodId, maxFuturePeriodId, updatedAt: now };
  if (existing) await tx.update(bookingLinks).set(values).where(eq(bookingLinks.id, existing.id));
  else
    await tx
      .insert(bookingLinks)
      .values({ ...values, id: target.id, workspaceId: target.workspaceId, userId: target.userId, createdAt: now });
  // Periods the link no longer points at (after the link row lets go of them).
  const dropped = [existing?.minNoticePeriod, existing?.maxFuturePeriod].filter(
    (p) => p && ![minNoticePeriodId, maxFuturePeriodId].includes(p.id),
  );
  if (dropped.length)
    await tx.delete(periods).where(
      inArray(
        periods.id,
        dropped.map((p) => p!.id),
      ),
    );
}

/** Durations, locations and hosts as the draft lists them; a list the request left out is not written at all. */
export async function writeNested(
  tx: Db,
  linkId: string,
  draft: LinkDraft,
  now: Date,
  existing?: LoadedBookingLink,
  lists: NestedLists = ALL_LISTS,
): Promise<void> {
  if (lists.durations) await writeDurations(tx, linkId, draft.durations, now);
  if (lists.locations) await writeLocations(tx, linkId, draft.locations, now);
  if (lists.hosts) await writeHosts(tx, linkId, draft.hosts, now, existing);
}

const kept = (items: { id?: string }[]) => items.flatMap((i) => (i.id ? [i.id] : []));

/** Removed durations are only marked deleted (bookings keep their durationId); kept ones change in place. */
async function writeDurations(tx: Db, linkId: string, wanted: LinkDraft["durations"], now: Date): Promise<void> {
  await tx
    .update(bookingDurations)
    .set({ deletedAt: now, isDefault: false, updatedAt: now })
    .where(
      and(
        eq(bookingDurations.bookingLinkId, linkId),
        isNull(bookingDurations.deletedAt),
        notInArray(bookingDurations.id, ["", ...kept(wanted)]),
      ),
    );
  for (const d of wanted) {
    const values = { durationInMinutes: d.durationInMinutes, isDefault: d.isDefault };
    if (d.id)
      await tx
        .update(bookingDurations)
        .set({ ...values, updatedAt: now })
        .where(eq(bookingDurations.id, d.id));
    else
      await tx
        .insert(bookingDurations)
        .values({ ...values, createdAt: now, updatedAt: now, id: `dur_${randomUUID()}`, bookingLinkId: linkId });
  }
}

/** Bookings copied their location when booked: rows not kept go. */
async function writeLocations(tx: Db, linkId: string, wanted: LinkDraft["locations"], now: Date): Promise<void> {
  await tx
    .delete(bookingLocations)
    .where(and(eq(bookingLocations.bookingLinkId, linkId), notInArray(bookingLocations.id, ["", ...kept(wanted)])));
  for (const l of wanted) {
    const values = { type: l.type, location: l.location, conferenceProviderId: l.conferenceProviderId };
    if (l.id)
      await tx
        .update(bookingLocations)
        .set({ ...values, updatedAt: now })
        .where(eq(bookingLocations.id, l.id));
    else
      await tx
        .insert(bookingLocations)
        .values({ ...values, createdAt: now, updatedAt: now, id: `loc_${randomUUID()}`, bookingLinkId: linkId });
  }
}

/** Hosts in the draft's order; bookings hold their hosts' time by user, not by host row. */
async function writeHosts(tx: Db, linkId: string, wanted: LinkDraft["hosts"], now: Date, existing?: LoadedBookingLink): Promise<void> {
  const storedIds = existing?.hosts.map((h) => h.id) ?? [];
  if (storedIds.length) await tx.delete(hostAvailabilityCalendars).where(inArray(hostAvailabilityCalendars.hostId, storedIds));
  const keptIds = wanted.flatMap((h) => (h.id ? [h.id] : []));
  await tx.delete(hosts).where(and(eq(hosts.bookingLinkId, linkId), notInArray(hosts.id, ["", ...keptIds])));
  for (const [position, h] of wanted.entries()) {
    const values = {
      userId: h.userId,
      isOrganizer: h.isOrganizer,
      scheduleId: h.scheduleId,
      bookingCalendarId: h.bookingCalendarId,
      readAvailabilityFrom: h.readAvailabilityFrom,
      position,
      updatedAt: now,
    };
    const id = h.id ?? `host_${randomUUID()}`;
    if (h.id) await tx.update(hosts).set(values).where(eq(hosts.id, h.id));
    else await tx.insert(hosts).values({ ...values, id, bookingLinkId: linkId, createdAt: now });
    if (h.availabilityCalendarIds.length) {
      await tx
        .insert(hostAvailabilityCalendars)
        .values([...new Set(h.availabilityCalendarIds)].map((calendarId) => ({ hostId: id, calendarId })));
    }
  }
}
