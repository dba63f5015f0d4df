// Field rules shared by the API's request schemas and the seed format, so a
// value accepted at one edge is accepted at the other.
import { z } from "@hono/zod-openapi";
import { minutesOfDay, WEEKDAYS } from "../availability/weekly-windows";
import { isValidTimeZone } from "../availability/zoned-time";
import { type LineProblem, MAX_NAME_LENGTH, singleLineText } from "./human-text";
import { RESOURCE_ID } from "./resource-id";

export { MAX_NAME_LENGTH };
export const MAX_EMAIL_LENGTH = 254;

export const resourceId = z.string().regex(RESOURCE_ID, { message: "must be an id (1-64 letters, digits, _ or -)" });

export const timeZoneName = z.string().max(64).refine(isValidTimeZone, { message: "must be an IANA time zone name such as Europe/Berlin" });

export const email = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH)
  .pipe(z.email({ message: "must be an email address" }));

/** What the API says of a line of text that breaks the rule of human-text.ts. */
export const LINE_PROBLEM_MESSAGES: Record<LineProblem, string> = {
  lineBreak: "must not contain line breaks or control characters",
  hidden: "must not contain bidirectional controls, other control characters, lone surrogates or bytes that are not UTF-8",
  blank: "must contain a visible character",
};

/** A person's name: visible text on one line, in NFC, trimmed. */
export const personName = singleLineText(MAX_NAME_LENGTH, {
  ...LINE_PROBLEM_MESSAGES,
  required: "must not be empty",
  tooLong: `must be at most ${MAX_NAME_LENGTH} characters`,
});

export const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: "must be a hex colour such as #1a73e8" });

/** An absolute http(s) URL; rejects javascript:, data: and protocol-relative URLs. */
export const httpUrl = z
  .string()
  .max(2048)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && /^https?:\/\/[^/]/i.test(value);
      } catch {
        return false;
      }
    },
    { message: "must be an absolute http or https URL" },
  );

/** An image address: an http(s) URL or a path on this site. */
export const imageUrl = z.union([httpUrl, z.string().regex(/^\/(?!\/)[^\s]*$/, { message: "must be a URL or a path starting with /" })]);

const EARLIEST_INSTANT = Date.UTC(1970, 0, 1);
const LATEST_INSTANT = Date.UTC(2200, 0, 1);

/**
 * An ISO 8601 date-time with Z or an offset, between 1970 and 2199. The bounds
 * keep far-past instants (local mean time offsets with seconds) and far-future
 * ones out of the engine.
 */
export const offsetDateTime = z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time with Z or an offset" }).refine(
  (value) => {
    const instant = Date.parse(value);
    return instant >= EARLIEST_INSTANT && instant < LATEST_INSTANT;
  },
  { message: "must lie between 1970 and 2199" },
);

export const timeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$|^24:00:00$/, {
  message: "must be a time of day HH:MM:SS",
});

// 24:00:00 only ends a day: a range starting there would belong to the next day and escape its overlap check.
const timeRange = z
  .strictObject({ start: timeOfDay.refine((start) => start !== "24:00:00", { message: "must be before 24:00:00" }), end: timeOfDay })
  .refine((r) => r.start !== r.end, {
    message: "start and end must differ (an end before the start runs past midnight)",
  });

/** Where a day's range lies in minutes from that day's midnight; an end at or before the start is the next day's. */
function rangeMinutes(range: { start: string; end: string }): [number, number] {
  const start = minutesOfDay(range.start);
  const end = minutesOfDay(range.end);
  return [start, end <= start ? end + 1_440 : end];
}

/**
 * One day's ranges: at most 24, none overlapping another (ranges that touch,
 * 09:00-12:00 and 12:00-13:00, are fine). The failure names the later range.
 */
export const dayRanges = z
  .array(timeRange)
  .max(24)
  .superRefine((ranges, ctx) => {
    const order = ranges.map((range, index) => ({ index, minutes: rangeMinutes(range) })).sort((a, b) => a.minutes[0] - b.minutes[0]);
    for (let i = 1; i < order.length; i++) {
      const previous = order[i - 1]!;
      const next = order[i]!;
      if (next.minutes[0] < previous.minutes[1]) {
        ctx.addIssue({
          code: "custom",
          path: [Math.max(previous.index, next.index)],
          message: `overlaps range ${Math.min(previous.index, next.index)} of the same day`,
        });
        return;
      }
    }
  });

export const weeklyAvailability = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges.default([])])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodDefault<typeof dayRanges>
  >,
);

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not), between 1970 and 2199. */
export const localDate = z
  .string()
  .regex(/^(19[7-9]\d|2[01]\d\d)-\d{2}-\d{2}$/, { message: "must be a date YYYY-MM-DD between 1970 and 2199" })
  .refine(
    (value) => {
      const [year, month, day] = value.split("-").map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { message: "must be a date that exists" },
  );

export const MAX_DATE_OVERRIDES = 400;

/** Dates whose own ranges replace their weekday's (none: a day off); each date at most once. */
export const dateOverrides = z
  .array(z.strictObject({ date: localDate, ranges: dayRanges }))
  .max(MAX_DATE_OVERRIDES)
  .superRefine((overrides, ctx) => {
    const seen = new Map<string, number>();
    overrides.forEach((override, index) => {
      const first = seen.get(override.date);
      if (first !== undefined) ctx.addIssue({ code: "custom", path: [index, "date"], message: `repeats the date of override ${first}` });
      else seen.set(override.date, index);
    });
  });

export const periodUnit = z.enum(["MINUTE", "HOUR", "DAY", "WEEK", "MONTH"]);

export const customFieldType = z.enum(["SHORT_TEXT", "LONG_TEXT", "PHONE", "NUMBER", "SELECT", "MULTI_SELECT", "CHECKBOX"]);

/** A choice of a SELECT or MULTI_SELECT field: `value` is what answers carry, `label` what people read. */
export const customFieldOption = z.object({ value: z.string().min(1).max(100), label: z.string().min(1).max(200) });

export const customField = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  type: customFieldType,
  label: z.string().min(1).max(500),
  required: z.boolean(),
  placeholder: z.string().max(500).default(""),
  // NUMBER fields only: what a count or amount may be (a team size of 1 to 500, whole). Extensions of the interface.
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  integer: z.boolean().optional(),
  // SELECT and MULTI_SELECT fields only (and required there): the choices, values unique. Extension of the interface.
  options: z.array(customFieldOption).min(1).max(50).optional(),
});
export type CustomField = z.infer<typeof customField>;
