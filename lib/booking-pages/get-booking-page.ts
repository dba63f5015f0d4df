// Extension: one booking page of the workspace, with its owner's name and picture.
import type { WorkspaceId } from "../auth/workspace-id";
import type { BookingPageWithOwner } from "../contract/booking-pages";
import type { Db } from "../db/client";
import { notFound } from "../errors/app-error";
import { listBookingPages } from "./list-booking-pages";

export async function getBookingPage(db: Db, workspaceId: WorkspaceId, id: string): Promise<BookingPageWithOwner> {
  const { data } = await listBookingPages(db, workspaceId, { id }, { page: 1, pageSize: 1 });
  // Another team's page reads exactly like an unknown one.
  if (!data[0]) throw notFound("Booking page", "id");
  return data[0];
}
