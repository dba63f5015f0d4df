// POST /v1/booking-pages/create and /update: each in one transaction with its audit event, answering the page as
// GET /v1/booking-pages/{id} shows it. Every write names the workspace's topic: the profile page /<username>, its
// Markdown copy, llms.txt and each booking link's nested bookingPage are built on it. One user's page writes take
// turns on their membership row, so "one default page per user" holds under concurrent writes; a username is unique
// across the service (the database's unique index backs the check made first).
import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import { workspaceTopic } from "../cache/change-feed";
import type { CreateBookingPageInput, UpdateBookingPageInput } from "../contract/booking-page-writes";
import type { BookingPageWithOwner } from "../contract/booking-pages";
import type { Db } from "../db/client";
import { bookingPages, calendars, memberships } from "../db/schema";
import { sqlState, UNIQUE_VIOLATION } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { requireFresh } from "../http/stale-update";
import { getBookingPage } from "./get-booking-page";

type PageRow = typeof bookingPages.$inferSelect;

export interface SavedPage {
  body: BookingPageWithOwner;
  changed: string[];
}

const usernameTaken = (name: string) =>
  new AppError("USERNAME_TAKEN", `The address /${name} is another booking page's; choose another username.`, { field: "username" });

/** A moment after `previous`: updatedAt moves on every change, even within one millisecond. */
const nextStamp = (previous: Date, now: Date) => new Date(Math.max(now.getTime(), previous.getTime() + 1));

/** Locks `userId`'s membership of the workspace; NOT_FOUND when they are no member of it. */
async function lockMember(tx: Db, workspaceId: string, userId: string, field: string): Promise<void> {
  const [member] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .for("update");
  if (!member) throw new AppError("NOT_FOUND", "No member of this workspace has this id.", { field });
}

/** Usernames are global: any page but `except` holding it is a conflict (whichever workspace it is in). */
async function requireFreeUsername(tx: Db, name: string, except?: string): Promise<void> {
  const [holder] = await tx
    .select({ id: bookingPages.id })
    .from(bookingPages)
    .where(and(eq(bookingPages.username, name), except ? ne(bookingPages.id, except) : undefined));
  if (holder) throw usernameTaken(name);
}

async function requireOwnCalendar(tx: Db, ownerId: string, calendarId: string | null | undefined): Promise<void> {
  if (!calendarId) return;
  const [calendar] = await tx
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.id, calendarId), eq(calendars.userId, ownerId)));
  if (!calendar)
    throw new AppError("VALIDATION_FAILED", "defaultCalendarId: must be a calendar of the page's owner.", { field: "defaultCalendarId" });
}

/** The owner's other pages stop being the default (before this one becomes it). */
async function unsetDefault(tx: Db, ownerId: string, except: string, now: Date): Promise<void> {
  await tx
    .update(bookingPages)
    .set({
      isDefault: false,
      // Moves past the stamp a client read, even under a fixed clock, so its stale update is refused.
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${bookingPages.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(bookingPages.userId, ownerId), eq(bookingPages.isDefault, true), ne(bookingPages.id, except)));
}

function audit(tx: Db, auth: AuthContext, action: "BOOKING_PAGE_CREATED" | "BOOKING_PAGE_UPDATED", page: PageRow, now: Date) {
  return recordAuditEvents(tx, auth.workspaceId, [
    { action, actor: { kind: "user", userId: auth.userId }, at: now, subject: { type: "booking_page", id: page.id, label: page.username } },
  ]);
}

/** Runs `write`; a username another transaction took meanwhile (the unique index) is USERNAME_TAKEN too. */
async function guarded<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && sqlState(error) === UNIQUE_VIOLATION) throw usernameTaken(name);
    throw error;
  }
}

export async function createBookingPage(db: Db, auth: AuthContext, input: CreateBookingPageInput, now: Date): Promise<SavedPage> {
  const ownerId = input.userId ?? auth.userId;
  requireChange(auth, ownerId, "another member's booking page");
  const body = await guarded(input.username, () =>
    db.transaction(async (tx) => {
      await lockMember(tx, auth.workspaceId, ownerId, "userId");
      await requireFreeUsername(tx, input.username);
      await requireOwnCalendar(tx, ownerId, input.defaultCalendarId);
      const [first] = await tx.select({ id: bookingPages.id }).from(bookingPages).where(eq(bookingPages.userId, ownerId)).limit(1);
      const isDefault = !first || input.isDefault === true;
      const id = `bp_${randomUUID()}`;
      if (isDefault) await unsetDefault(tx, ownerId, id, now);
      const [row] = await tx
        .insert(bookingPages)
        .values({
          id,
          userId: ownerId,
          username: input.username,
          description: input.descripton ?? null,
          status: input.status ?? "ENABLED",
          hideServiceBanner: input.hideServiceBanner ?? false,
          isDefault,
          coverImageUrl: input.coverImageUrl ?? null,
          brandColor: input.brandColor ?? null,
          language: input.language ?? "en",
          defaultCalendarId: input.defaultCalendarId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, auth, "BOOKING_PAGE_CREATED", row!, now);
      return getBookingPage(tx, auth.workspaceId, id);
    }),
  );
  return { body, changed: [workspaceTopic(auth.workspaceId)] };
}

/** The page of a member of the caller's workspace, its owner's membership and then the page locked; NOT_FOUND otherwise. */
async function lockPage(tx: Db, workspaceId: string, pageId: string): Promise<PageRow> {
  const pageOf = () =>
    tx
      .select({ page: bookingPages })
      .from(bookingPages)
      .innerJoin(memberships, and(eq(memberships.userId, bookingPages.userId), eq(memberships.workspaceId, workspaceId)))
      .where(eq(bookingPages.id, pageId));
  const [found] = await pageOf();
  if (!found) throw new AppError("NOT_FOUND", "No booking page of this workspace has this id.", { field: "bookingPageId" });
  await lockMember(tx, workspaceId, found.page.userId, "bookingPageId");
  const [row] = await pageOf().for("update", { of: bookingPages });
  if (!row) throw new AppError("NOT_FOUND", "No booking page of this workspace has this id.", { field: "bookingPageId" });
  return row.page;
}

/** The row's new columns: the fields the body gives, the rest as stored. */
function changesOf(row: PageRow, input: UpdateBookingPageInput) {
  const given = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
  return {
    username: given(input.username, row.username),
    description: given(input.descripton, row.description),
    status: given(input.status, row.status),
    hideServiceBanner: given(input.hideServiceBanner, row.hideServiceBanner),
    isDefault: given(input.isDefault, row.isDefault),
    coverImageUrl: given(input.coverImageUrl, row.coverImageUrl),
    brandColor: given(input.brandColor, row.brandColor),
    language: given(input.language, row.language),
    defaultCalendarId: given(input.defaultCalendarId, row.defaultCalendarId),
  };
}

/** Changes the fields the body gives. A new username frees the old address at once: it answers 404, no redirect. */
export async function updateBookingPage(db: Db, auth: AuthContext, input: UpdateBookingPageInput, now: Date): Promise<SavedPage> {
  const body = await guarded(input.username, () =>
    db.transaction(async (tx) => {
      const row = await lockPage(tx, auth.workspaceId, input.bookingPageId);
      requireChange(auth, row.userId, "this booking page");
      if (input.userId !== undefined && input.userId !== row.userId)
        throw new AppError("VALIDATION_FAILED", "userId: a booking page's owner does not change.", { field: "userId" });
      requireFresh(row.updatedAt, input.updatedAt, "The booking page");
      if (input.isDefault === false && row.isDefault)
        throw new AppError("BOOKING_PAGE_IS_DEFAULT", "This is the user's default booking page; make another page the default instead.", {
          field: "isDefault",
        });
      if (input.username !== undefined && input.username !== row.username) await requireFreeUsername(tx, input.username, row.id);
      if (input.defaultCalendarId !== undefined) await requireOwnCalendar(tx, row.userId, input.defaultCalendarId);
      if (input.isDefault && !row.isDefault) await unsetDefault(tx, row.userId, row.id, now);
      const [updated] = await tx
        .update(bookingPages)
        .set({ ...changesOf(row, input), updatedAt: nextStamp(row.updatedAt, now) })
        .where(eq(bookingPages.id, row.id))
        .returning();
      await audit(tx, auth, "BOOKING_PAGE_UPDATED", updated!, now);
      return getBookingPage(tx, auth.workspaceId, row.id);
    }),
  );
  return { body, changed: [workspaceTopic(auth.workspaceId)] };
}
