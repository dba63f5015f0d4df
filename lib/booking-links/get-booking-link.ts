// Loads one booking link of a workspace with everything nested in it.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { reusableQuery } from "../db/reusable-query";
import { bookingDurations, bookingLinks } from "../db/schema";
import { notFound } from "../errors/app-error";

/** Everything a link is served with (the interface's nested objects); one query with the link. */
export const LINK_RELATIONS = {
  // A duration an update removed stays for its bookings, but is no longer the link's.
  bookingDurations: { where: isNull(bookingDurations.deletedAt) },
  minNoticePeriod: true,
  maxFuturePeriod: true,
  bookingPage: true,
  bookingLocations: true,
  hosts: { with: { schedule: true, user: true, availabilityCalendars: { with: { calendar: true } } } },
} as const;

const linkQuery = (db: Db) =>
  db.query.bookingLinks.findFirst({
    // Scoped by workspace: another team's id reads exactly like an unknown one.
    where: and(eq(bookingLinks.id, sql.placeholder("linkId")), eq(bookingLinks.workspaceId, sql.placeholder("workspaceId"))),
    with: LINK_RELATIONS,
  });

export type LoadedBookingLink = NonNullable<Awaited<ReturnType<typeof linkQuery>>>;

// Read on every edit (twice) and by every instance after one.
const queryBookingLink = reusableQuery<LoadedBookingLink | undefined>("booking_link_by_id", linkQuery);

export async function findBookingLink(db: Db, workspaceId: WorkspaceId, linkId: string): Promise<LoadedBookingLink | undefined> {
  const link = await queryBookingLink(db, { linkId, workspaceId });
  return link && sortNested(link);
}

/** The nested lists in the order they are served: default duration first, organizer first. */
export function sortNested(link: LoadedBookingLink): LoadedBookingLink {
  link.bookingDurations.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.durationInMinutes - b.durationInMinutes);
  link.hosts.sort((a, b) => Number(b.isOrganizer) - Number(a.isOrganizer) || a.position - b.position);
  link.bookingLocations.sort((a, b) => a.id.localeCompare(b.id));
  return link;
}

export async function getBookingLink(db: Db, workspaceId: WorkspaceId, linkId: string, field = "id"): Promise<LoadedBookingLink> {
  const link = await findBookingLink(db, workspaceId, linkId);
  if (!link) throw notFound("Booking link", field);
  return link;
}

/** The duration asked for, or the link's default one. */
export function pickDuration(link: LoadedBookingLink, durationId: string | undefined) {
  return durationId === undefined ? link.bookingDurations[0] : link.bookingDurations.find((d) => d.id === durationId);
}
