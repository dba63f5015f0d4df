// POST /v1/booking-links/create, /update and /delete: each in one transaction with its audit event,
// answering the link exactly as GET /v1/booking-links/{id} shows it and the change-feed topic it
// touched: the link's own, which moves the workspace's too but not its other links' (hosts' busy
// time is not the link's: its buffers widen its own slots, not the holds of bookings made through it).
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import { linkTopic } from "../cache/change-feed";
import type { AuditAction } from "../contract/audit-actions";
import type { CreateBookingLinkInput, UpdateBookingLinkInput } from "../contract/booking-link-writes";
import type { BookingLinkResponse } from "../contract/booking-links";
import type { Db } from "../db/client";
import { bookingLinks, bookingPages, calendars, memberships, schedules } from "../db/schema";
import { AppError, notFound } from "../errors/app-error";
import { requireFresh } from "../http/stale-update";
import { LINK_DEFAULTS } from "../validation/booking-link-rules";
import { getBookingLink, type LoadedBookingLink } from "./get-booking-link";
import { applyInput, checkDraft, draftOf, type LinkDraft, refuse } from "./link-draft";
import { serializeBookingLink } from "./serialize-booking-link";
import { writeLinkRow, writeNested } from "./write-link-rows";

export interface SavedLink {
  body: BookingLinkResponse;
  changed: string[];
}

const audit = (tx: Db, auth: AuthContext, action: AuditAction, link: { id: string; title: string }, now: Date) =>
  recordAuditEvents(tx, auth.workspaceId, [
    { action, actor: { kind: "user", userId: auth.userId }, at: now, subject: { type: "booking_link", id: link.id, label: link.title } },
  ]);

function saved(auth: AuthContext, link: LoadedBookingLink): SavedLink {
  return { body: serializeBookingLink(link), changed: [linkTopic(auth.workspaceId, link.id)] };
}

/** What a new link is when the body leaves a field out. */
async function defaultDraft(tx: Db, ownerId: string, input: CreateBookingLinkInput): Promise<LinkDraft> {
  const [page] = await tx
    .select()
    .from(bookingPages)
    .where(eq(bookingPages.userId, ownerId))
    .orderBy(desc(bookingPages.isDefault), asc(bookingPages.createdAt))
    .limit(1);
  const [schedule] = await tx
    .select()
    .from(schedules)
    .where(eq(schedules.userId, ownerId))
    .orderBy(desc(schedules.isDefault), asc(schedules.createdAt))
    .limit(1);
  const [calendar] = await tx.select().from(calendars).where(eq(calendars.userId, ownerId)).orderBy(asc(calendars.createdAt)).limit(1);
  if (!page && input.bookingPageId === undefined) refuse([{ field: "bookingPageId", message: "the owner has no booking page; name one" }]);
  if ((!schedule || !(page?.defaultCalendarId ?? calendar)) && input.hosts === undefined)
    refuse([{ field: "hosts", message: "the owner has no schedule or calendar to host with; name the hosts" }]);
  return {
    columns: {
      slug: input.slug,
      type: "MULTI_USE",
      title: input.title,
      ...LINK_DEFAULTS,
      bookingPageId: page?.id ?? "",
    },
    minNoticePeriod: null,
    maxFuturePeriod: null,
    customFields: [],
    durations: [],
    locations: [],
    hosts: schedule
      ? [
          {
            userId: ownerId,
            isOrganizer: true,
            scheduleId: schedule.id,
            bookingCalendarId: page?.defaultCalendarId ?? calendar?.id ?? "",
            readAvailabilityFrom: "ALL_CALENDARS",
            availabilityCalendarIds: [],
          },
        ]
      : [],
  };
}

export async function createBookingLink(db: Db, auth: AuthContext, input: CreateBookingLinkInput, now: Date): Promise<SavedLink> {
  const ownerId = input.userId ?? auth.userId;
  requireChange(auth, ownerId, "another member's booking links");
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(memberships.userId, ownerId)));
    if (!owner) refuse([{ field: "userId", message: "must be a member of the workspace" }]);
    // Ids in a create body (a link read and sent again as a copy) name nothing yet: every item is new.
    const fresh = { ...input, bookingDurations: input.bookingDurations.map(({ id: _, ...d }) => d) };
    const withoutIds = {
      ...fresh,
      bookingLocations: input.bookingLocations?.map(({ id: _, ...l }) => l),
      hosts: input.hosts?.map(({ id: _, ...h }) => h),
    };
    const draft = applyInput(await defaultDraft(tx, ownerId, input), withoutIds);
    await checkDraft(tx, { workspaceId: auth.workspaceId, ownerId }, draft);
    const id = `bl_${randomUUID()}`;
    await writeLinkRow(tx, { id, workspaceId: auth.workspaceId, userId: ownerId }, draft, now);
    await writeNested(tx, id, draft, now);
    await audit(tx, auth, "BOOKING_LINK_CREATED", { id, title: draft.columns.title }, now);
    return saved(auth, await getBookingLink(tx, auth.workspaceId, id));
  });
}

/** The link, locked for this transaction; NOT_FOUND as for an unknown id, refused once deleted. */
async function lockLink(tx: Db, auth: AuthContext, linkId: string, what: string): Promise<LoadedBookingLink> {
  const [row] = await tx
    .select({ id: bookingLinks.id })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.id, linkId), eq(bookingLinks.workspaceId, auth.workspaceId)))
    .for("update");
  if (!row) throw notFound("Booking link", "bookingLinkId");
  const link = await getBookingLink(tx, auth.workspaceId, linkId, "bookingLinkId");
  requireChange(auth, link.userId, what);
  if (link.deletedAt) throw new AppError("BOOKING_LINK_DELETED", "This booking link is deleted.", { field: "bookingLinkId" });
  return link;
}

export async function updateBookingLink(db: Db, auth: AuthContext, input: UpdateBookingLinkInput, now: Date): Promise<SavedLink> {
  const { bookingLinkId, updatedAt, userId, ...fields } = input;
  return db.transaction(async (tx) => {
    const link = await lockLink(tx, auth, bookingLinkId, "this booking link");
    requireFresh(link.updatedAt, updatedAt, "The booking link");
    if (userId !== undefined && userId !== link.userId) refuse([{ field: "userId", message: "a link's owner does not change" }]);
    const draft = applyInput(draftOf(link), fields);
    const given = {
      durations: fields.bookingDurations !== undefined,
      locations: fields.bookingLocations !== undefined,
      hosts: fields.hosts !== undefined,
    };
    await checkDraft(tx, { workspaceId: auth.workspaceId, ownerId: link.userId, existing: link }, draft, given);
    await writeLinkRow(tx, { id: link.id, workspaceId: auth.workspaceId, userId: link.userId, existing: link }, draft, now);
    await writeNested(tx, link.id, draft, now, link, given);
    await audit(tx, auth, "BOOKING_LINK_UPDATED", link, now);
    return saved(auth, await getBookingLink(tx, auth.workspaceId, link.id));
  });
}

/** Marks the link deleted: its pages and slots go; its bookings stay readable and cancellable. */
export async function deleteBookingLink(db: Db, auth: AuthContext, input: { bookingLinkId: string }, now: Date): Promise<SavedLink> {
  return db.transaction(async (tx) => {
    const link = await lockLink(tx, auth, input.bookingLinkId, "this booking link");
    await tx.update(bookingLinks).set({ deletedAt: now, updatedAt: now }).where(eq(bookingLinks.id, link.id));
    await audit(tx, auth, "BOOKING_LINK_DELETED", link, now);
    return saved(auth, await getBookingLink(tx, auth.workspaceId, link.id));
  });
}
