// Loads one booking link of a workspace with everything nested in it.
import { and, eq } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { Db } from "../db/client";
import { bookingLinks } from "../db/schema";
import { notFound } from "../errors/app-error";

export async function findBookingLink(db: Db, workspaceId: WorkspaceId, linkId: string) {
  const link = await db.query.bookingLinks.findFirst({
    // Scoped by workspace: another team's id reads exactly like an unknown one.
    where: and(eq(bookingLinks.id, linkId), eq(bookingLinks.workspaceId, workspaceId)),
    with: {
      bookingDurations: true,
      minNoticePeriod: true,
      maxFuturePeriod: true,
      bookingPage: true,
      bookingLocations: true,
      hosts: { with: { schedule: true, user: true, availabilityCalendars: { with: { calendar: true } } } },
    },
  });
  if (!link) return undefined;
  link.bookingDurations.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.durationInMinutes - b.durationInMinutes);
  link.hosts.sort((a, b) => Number(b.isOrganizer) - Number(a.isOrganizer) || a.position - b.position);
  link.bookingLocations.sort((a, b) => a.id.localeCompare(b.id));
  return link;
}

export type LoadedBookingLink = NonNullable<Awaited<ReturnType<typeof findBookingLink>>>;

export async function getBookingLink(db: Db, workspaceId: WorkspaceId, linkId: string, field = "id"): Promise<LoadedBookingLink> {
  const link = await findBookingLink(db, workspaceId, linkId);
  if (!link) throw notFound("Booking link", field);
  return link;
}

/** The duration asked for, or the link's default one. */
export function pickDuration(link: LoadedBookingLink, durationId: string | undefined) {
  return durationId === undefined ? link.bookingDurations[0] : link.bookingDurations.find((d) => d.id === durationId);
}
