// What a booking link may be, one rule for both edges that write links: the seed
// format (lib/seed/seed-schema.ts) and the organizer API's create and update
// (lib/contract/booking-link-writes.ts). Field rules are zod schemas; the rules
// across fields (one default duration, one organizer, …) are one function that
// names each problem's path, so both edges refuse the same links.
import { z } from "@hono/zod-openapi";
import { customField, LINE_PROBLEM_MESSAGES } from "./fields";
import { paragraphProblem, singleLineText } from "./human-text";

export const SLUG = /^[a-z0-9-]{1,100}$/;
export const MAX_HOSTS = 50;
export const MAX_DURATIONS = 10;
export const MAX_CUSTOM_FIELDS = 30;

export const linkSlug = z.string().regex(SLUG, { message: "must be 1-100 lowercase letters, digits or -" });
/** One line of visible text, as names are: it heads the booking page and names the event in calendars and e-mails. */
export const linkTitle = singleLineText(200, {
  ...LINE_PROBLEM_MESSAGES,
  required: "must not be empty",
  tooLong: "must be at most 200 characters",
});
export const linkDescription = z.string().max(20_000);
export const bufferMinutes = z.number().int().min(0).max(1_440);
/** A colour such as #0369a1, or a calendar's own colour id ("7"): one visible line. */
export const eventColor = singleLineText(50, {
  ...LINE_PROBLEM_MESSAGES,
  required: "must not be empty",
  tooLong: "must be at most 50 characters",
});
/** Names the event in calendars and e-mail subjects, where a line break would start another header. */
export const eventNameTemplate = singleLineText(300, {
  ...LINE_PROBLEM_MESSAGES,
  required: "must not be empty",
  tooLong: "must be at most 300 characters",
});
export const maxGuestsAllowed = z.number().int().min(0).max(50);
/** Several lines; hidden controls (bidi overrides) are refused as in a long answer. */
export const confirmationMessage = z
  .string()
  .max(5_000)
  .refine((value) => !paragraphProblem(value), { message: LINE_PROBLEM_MESSAGES.hidden });
export const linkPosition = z.number().int().min(0).max(1_000_000);
export const slotIntervalMinutes = z.number().int().min(5).max(1_440);
export const durationMinutes = z.number().int().min(1).max(1_440);
export const periodQuantity = z.number().int().min(0).max(10_000);
export const brandingPreference = z.enum(["GLOBAL", "CUSTOM", "OFF"]);
export const linkLanguage = z.enum(["EN", "DE", "ES", "JA", "IT"]);
export const linkType = z.enum(["MULTI_USE", "COLLECTIVE_MULTI_USE"]);
export const linkStatus = z.enum(["ENABLED", "DISABLED"]);
export const readAvailabilityFrom = z.enum(["ALL_CALENDARS", "SELECTED_CALENDARS"]);

/** What a link is where a seed file or a create body leaves a field out. */
export const LINK_DEFAULTS = {
  description: null,
  status: "ENABLED",
  bufferMinutesBeforeEvent: 0,
  bufferMinutesAfterEvent: 0,
  eventColor: null,
  eventNameTemplate: "{{scheduler}} and {{organizer}}",
  allowGuestInvitations: false,
  maxGuestsAllowed: 0,
  requireEventApproval: false,
  confirmationMessage: null,
  redirectUrl: null,
  isPrivate: false,
  position: 0,
  minDate: null,
  maxDate: null,
  slotIntervalMinutes: null,
  coverImageUrl: null,
  brandColor: null,
  brandingPreference: "GLOBAL",
  language: null,
  languagePreference: "GLOBAL",
} as const;
export const linkCustomFields = z.array(customField).max(MAX_CUSTOM_FIELDS);

type Path = (string | number)[];
export interface LinkProblem {
  path: Path;
  message: string;
}

/** The parts of a link the rules across fields look at, as both edges name them. */
export interface LinkShape {
  durations: { isDefault: boolean }[];
  durationsKey: string;
  hosts: { userId: string; isOrganizer: boolean }[];
  customFields: { id: string; name: string; type: string; min?: number; max?: number; options?: { value: string }[] }[];
  minDate: number | null;
  maxDate: number | null;
}

/** SELECT and MULTI_SELECT fields offer options, each value once; no other type carries any. */
function optionProblems(f: LinkShape["customFields"][number], fail: (message: string, path: Path) => void): void {
  const choosing = f.type === "SELECT" || f.type === "MULTI_SELECT";
  if (!choosing) {
    if (f.options !== undefined) fail(`only SELECT and MULTI_SELECT fields have options`, ["options"]);
    return;
  }
  if (!f.options?.length) {
    fail(`a ${f.type} field needs at least one option`, ["options"]);
    return;
  }
  const values = new Set<string>();
  f.options.forEach((o, j) => {
    if (values.has(o.value)) fail(`duplicate option value ${o.value}`, ["options", j, "value"]);
    values.add(o.value);
  });
}

/** Every rule across a link's fields it breaks, each with the path of the field to blame. */
export function linkProblems(link: LinkShape): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const fail = (message: string, path: Path) => problems.push({ message, path });
  if (link.durations.filter((d) => d.isDefault).length !== 1) fail("exactly one duration must be the default", [link.durationsKey]);
  if (link.hosts.filter((h) => h.isOrganizer).length !== 1) fail("exactly one host must be the organizer", ["hosts"]);
  const hostUsers = new Set<string>();
  link.hosts.forEach((h, i) => {
    if (hostUsers.has(h.userId)) fail(`${h.userId} is a host twice`, ["hosts", i, "userId"]);
    hostUsers.add(h.userId);
  });
  const names = new Set<string>();
  const ids = new Set<string>();
  link.customFields.forEach((f, i) => {
    if (names.has(f.name)) fail(`duplicate field name ${f.name}`, ["customFields", i, "name"]);
    if (ids.has(f.id)) fail(`duplicate field id ${f.id}`, ["customFields", i, "id"]);
    names.add(f.name);
    ids.add(f.id);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) fail("min must not exceed max", ["customFields", i, "min"]);
    optionProblems(f, (message, path) => fail(message, ["customFields", i, ...path]));
  });
  if (link.minDate !== null && link.maxDate !== null && link.minDate > link.maxDate) fail("minDate must not be after maxDate", ["minDate"]);
  return problems;
}
