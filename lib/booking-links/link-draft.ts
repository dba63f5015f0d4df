// A booking link as a create or update will leave it, checked whole before anything is written: the
// rules on single fields are the contract's (zod), the rules across fields and the references (pages,
// members, schedules, calendars, nested ids) are here. Every problem names its field.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import type { LinkFieldsInput } from "../contract/booking-link-writes";
import type { Db } from "../db/client";
import { bookingLinks, bookingPages, calendars, memberships, schedules } from "../db/schema";
import { AppError, type FieldIssue } from "../errors/app-error";
import { linkProblems } from "../validation/booking-link-rules";
import type { CustomField } from "../validation/fields";
import type { LoadedBookingLink } from "./get-booking-link";

type Period = { unit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH"; quantity: number } | null;
type Required<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type Input = Required<LinkFieldsInput>;

/** Every column of the link a client writes, by its interface name. */
export interface LinkColumns {
  slug: string;
  type: Input["type"];
  title: string;
  description: string | null;
  status: Input["status"];
  bufferMinutesBeforeEvent: number;
  bufferMinutesAfterEvent: number;
  eventColor: string | null;
  eventNameTemplate: string;
  allowGuestInvitations: boolean;
  maxGuestsAllowed: number;
  requireEventApproval: boolean;
  confirmationMessage: string | null;
  redirectUrl: string | null;
  isPrivate: boolean;
  position: number;
  minDate: Date | null;
  maxDate: Date | null;
  slotIntervalMinutes: number | null;
  coverImageUrl: string | null;
  brandColor: string | null;
  brandingPreference: Input["brandingPreference"];
  language: Input["language"] | null;
  languagePreference: Input["languagePreference"];
  bookingPageId: string;
}

/** Which nested lists a write replaces: all on create; on update, those the request gave. */
export interface NestedLists {
  durations: boolean;
  locations: boolean;
  hosts: boolean;
}

export const ALL_LISTS: NestedLists = { durations: true, locations: true, hosts: true };

export interface LinkDraft {
  columns: LinkColumns;
  minNoticePeriod: Period;
  maxFuturePeriod: Period;
  customFields: CustomField[];
  durations: { id?: string; durationInMinutes: number; isDefault: boolean }[];
  locations: { id?: string; type: string; location: string; conferenceProviderId: string | null }[];
  hosts: {
    id?: string;
    userId: string;
    isOrganizer: boolean;
    scheduleId: string;
    bookingCalendarId: string;
    readAvailabilityFrom: "ALL_CALENDARS" | "SELECTED_CALENDARS";
    availabilityCalendarIds: string[];
  }[];
}

const COLUMN_NAMES = [
  "slug",
  "type",
  "title",
  "description",
  "status",
  "bufferMinutesBeforeEvent",
  "bufferMinutesAfterEvent",
  "eventColor",
  "eventNameTemplate",
  "allowGuestInvitations",
  "maxGuestsAllowed",
  "requireEventApproval",
  "confirmationMessage",
  "redirectUrl",
  "isPrivate",
  "position",
  "slotIntervalMinutes",
  "coverImageUrl",
  "brandColor",
  "brandingPreference",
  "language",
  "languagePreference",
  "bookingPageId",
] as const;

const toPeriod = (p: { unit: NonNullable<Period>["unit"]; quantity: number } | null): Period =>
  p ? { unit: p.unit, quantity: p.quantity } : null;

/** `base` with every field the body gives put in its place; nested lists are replaced whole. */
export function applyInput(base: LinkDraft, input: LinkFieldsInput): LinkDraft {
  const columns = { ...base.columns } as Record<string, unknown>;
  for (const name of COLUMN_NAMES) if (input[name] !== undefined) columns[name] = input[name];
  if (input.minDate !== undefined) columns.minDate = input.minDate === null ? null : new Date(input.minDate);
  if (input.maxDate !== undefined) columns.maxDate = input.maxDate === null ? null : new Date(input.maxDate);
  return {
    columns: columns as unknown as LinkColumns,
    minNoticePeriod: input.minNoticePeriod === undefined ? base.minNoticePeriod : toPeriod(input.minNoticePeriod),
    maxFuturePeriod: input.maxFuturePeriod === undefined ? base.maxFuturePeriod : toPeriod(input.maxFuturePeriod),
    customFields: input.customFields?.map((f) => ({ ...f, id: f.id ?? `cf_${randomUUID()}` })) ?? base.customFields,
    durations:
      input.bookingDurations?.map(({ id, durationInMinutes, isDefault }) => ({ id, durationInMinutes, isDefault })) ?? base.durations,
    locations:
      input.bookingLocations?.map(({ id, type, location, conferenceProviderId }) => ({ id, type, location, conferenceProviderId })) ??
      base.locations,
    hosts:
      input.hosts?.map((h) => ({
        id: h.id,
        userId: h.userId,
        isOrganizer: h.isOrganizer,
        scheduleId: h.scheduleId,
        bookingCalendarId: h.bookingCalendarId,
        readAvailabilityFrom: h.readAvailabilityFrom,
        availabilityCalendarIds: h.availabilityCalendars.map((c) => c.id),
      })) ?? base.hosts,
  };
}

/** The draft of a stored link: what an update starts from. */
export function draftOf(link: LoadedBookingLink): LinkDraft {
  const columns = Object.fromEntries(COLUMN_NAMES.map((name) => [name, link[name]])) as unknown as LinkColumns;
  return {
    columns: { ...columns, minDate: link.minDate, maxDate: link.maxDate },
    minNoticePeriod: toPeriod(link.minNoticePeriod),
    maxFuturePeriod: toPeriod(link.maxFuturePeriod),
    customFields: link.customFields as CustomField[],
    durations: link.bookingDurations.map(({ id, durationInMinutes, isDefault }) => ({ id, durationInMinutes, isDefault })),
    locations: link.bookingLocations.map(({ id, type, location, conferenceProviderId }) => ({ id, type, location, conferenceProviderId })),
    hosts: link.hosts.map((h) => ({
      id: h.id,
      userId: h.userId,
      isOrganizer: h.isOrganizer,
      scheduleId: h.scheduleId,
      bookingCalendarId: h.bookingCalendarId,
      readAvailabilityFrom: h.readAvailabilityFrom,
      availabilityCalendarIds: h.availabilityCalendars.map((c) => c.calendarId),
    })),
  };
}

/** VALIDATION_FAILED naming the first problem's field, all of them in `errors`. */
export function refuse(issues: FieldIssue[]): never {
  const first = issues[0]!;
  throw new AppError("VALIDATION_FAILED", `${first.field}: ${first.message}`, { field: first.field, issues });
}

interface CheckContext {
  workspaceId: WorkspaceId;
  ownerId: string;
  /** The link being updated; undefined on create. */
  existing?: LoadedBookingLink;
}

/**
 * Refuses the draft unless every rule holds; locks the booking page so two links cannot take one slug at once.
 * On update, what the request leaves as stored is not read again: the page and slug unless either changes, the
 * hosts unless given.
 */
export async function checkDraft(tx: Db, context: CheckContext, draft: LinkDraft, given: NestedLists = ALL_LISTS): Promise<void> {
  const issues: FieldIssue[] = linkProblems({
    durations: draft.durations,
    durationsKey: "bookingDurations",
    hosts: draft.hosts,
    customFields: draft.customFields,
    minDate: draft.columns.minDate?.getTime() ?? null,
    maxDate: draft.columns.maxDate?.getTime() ?? null,
  }).map((p) => ({ field: p.path.join("."), message: p.message }));
  issues.push(...nestedIdProblems(draft, context.existing));
  if (issues.length) refuse(issues);
  const { existing } = context;
  if (!existing || existing.slug !== draft.columns.slug || existing.bookingPageId !== draft.columns.bookingPageId)
    await checkPageAndSlug(tx, context, draft.columns);
  if (given.hosts) await checkHosts(tx, context.workspaceId, draft.hosts);
}

/** On update, a nested item that carries an id must be one of this link's; ids appear once. */
function nestedIdProblems(draft: LinkDraft, existing: LoadedBookingLink | undefined): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const lists = [
    ["bookingDurations", draft.durations, existing?.bookingDurations ?? []],
    ["bookingLocations", draft.locations, existing?.bookingLocations ?? []],
    ["hosts", draft.hosts, existing?.hosts ?? []],
  ] as const;
  for (const [name, items, stored] of lists) {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (item.id === undefined) return;
      if (seen.has(item.id)) issues.push({ field: `${name}.${i}.id`, message: "appears twice" });
      else if (!stored.some((s) => s.id === item.id))
        issues.push({ field: `${name}.${i}.id`, message: `is not one of this link's ${name}` });
      seen.add(item.id);
    });
  }
  return issues;
}

async function checkPageAndSlug(tx: Db, { ownerId, existing }: CheckContext, columns: LinkColumns): Promise<void> {
  const [page] = await tx.select().from(bookingPages).where(eq(bookingPages.id, columns.bookingPageId)).for("update");
  if (!page || page.userId !== ownerId) refuse([{ field: "bookingPageId", message: "must be a booking page of the link's owner" }]);
  const clash = await tx
    .select({ id: bookingLinks.id })
    .from(bookingLinks)
    .where(
      and(
        eq(bookingLinks.bookingPageId, columns.bookingPageId),
        eq(bookingLinks.slug, columns.slug),
        isNull(bookingLinks.deletedAt),
        existing ? ne(bookingLinks.id, existing.id) : undefined,
      ),
    );
  if (clash.length) throw new AppError("SLUG_TAKEN", `Another link of this booking page is at ${columns.slug}.`, { field: "slug" });
}

/** Hosts are members of the workspace; each one's schedule and calendars are that host's own. */
async function checkHosts(tx: Db, workspaceId: WorkspaceId, hosts: LinkDraft["hosts"]): Promise<void> {
  const userIds = hosts.map((h) => h.userId);
  const calendarIds = hosts.flatMap((h) => [h.bookingCalendarId, ...h.availabilityCalendarIds]);
  const [members, ownSchedules, ownCalendars] = await Promise.all([
    tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, userIds))),
    tx
      .select()
      .from(schedules)
      .where(
        inArray(
          schedules.id,
          hosts.map((h) => h.scheduleId),
        ),
      ),
    tx.select().from(calendars).where(inArray(calendars.id, calendarIds)),
  ]);
  const owns = (rows: { id: string; userId: string }[], id: string, userId: string) => rows.some((r) => r.id === id && r.userId === userId);
  const issues: FieldIssue[] = [];
  hosts.forEach((h, i) => {
    if (!members.some((m) => m.userId === h.userId)) {
      issues.push({ field: `hosts.${i}.userId`, message: "must be a member of the workspace" });
      return;
    }
    if (!owns(ownSchedules, h.scheduleId, h.userId))
      issues.push({ field: `hosts.${i}.scheduleId`, message: "must be a schedule of this host" });
    if (!owns(ownCalendars, h.bookingCalendarId, h.userId))
      issues.push({ field: `hosts.${i}.bookingCalendarId`, message: "must be a calendar of this host" });
    h.availabilityCalendarIds.forEach((id, j) => {
      if (!owns(ownCalendars, id, h.userId))
        issues.push({ field: `hosts.${i}.availabilityCalendars.${j}.id`, message: "must be a calendar of this host" });
    });
  });
  if (issues.length) refuse(issues);
}
