// The Schedule resource's list and writes (extensions): GET /v1/schedules and POST /v1/schedules/create,
// /update and /delete. Fields carry the resource's names, so a client can read a schedule, change it and send
// it back; id and createdAt are then accepted and ignored, any other unknown field is refused.
import { z } from "@hono/zod-openapi";
import { dateOverrides, personName, resourceId, timeZoneName, weeklyAvailability } from "../validation/fields";
import { scheduleSchema } from "./booking-links";
import { timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";

export { scheduleSchema };

export const schedulePage = paginated(scheduleSchema, "SchedulePage");

export const listSchedulesQuery = paginationQuery.extend({
  userId: resourceId.optional().openapi({
    description: "Whose schedules: default the caller. Another member's needs an OWNER or ADMIN key (else FORBIDDEN)",
    example: "usr_demo_arjun",
  }),
});

const readOnly = z.unknown().optional().openapi({ description: "Read-only: accepted and ignored" });

const EXAMPLE_AVAILABILITY = {
  monday: [{ start: "09:00:00", end: "17:00:00" }],
  tuesday: [{ start: "09:00:00", end: "17:00:00" }],
  wednesday: [{ start: "09:00:00", end: "12:00:00" }],
  thursday: [{ start: "09:00:00", end: "17:00:00" }],
  friday: [{ start: "22:00:00", end: "02:00:00" }],
  saturday: [],
  sunday: [],
};

const EXAMPLE_OVERRIDES = [
  { date: "2026-12-24", ranges: [] },
  { date: "2026-12-27", ranges: [{ start: "10:00:00", end: "12:00:00" }] },
];

const fields = {
  name: personName.openapi({ description: "1-200 visible characters on one line", example: "Working hours" }),
  timeZone: timeZoneName.openapi({
    description: "An IANA zone name (links such as Asia/Calcutta too); kept as sent. Offsets such as +05:30 are refused",
    example: "Europe/Berlin",
  }),
  availability: weeklyAvailability.openapi({
    description:
      "Keys monday…sunday (missing days are empty), each up to 24 ranges { start, end } as HH:MM:SS; an end at or before its start runs past midnight. Ranges of one day must not overlap",
    example: EXAMPLE_AVAILABILITY,
  }),
  overrides: dateOverrides.openapi({
    description:
      "Dates (YYYY-MM-DD, in timeZone) whose ranges replace their weekday's; no ranges is a day off. Each date once, at most 400",
    example: EXAMPLE_OVERRIDES,
  }),
  isDefault: z.boolean().openapi({ description: "true makes this the user's default and the previous default not" }),
};

export const createScheduleBody = z
  .strictObject({
    userId: resourceId
      .optional()
      .openapi({ description: "Whose schedule: default the caller; OWNER and ADMIN keys may name any member of the workspace" }),
    name: fields.name,
    timeZone: fields.timeZone,
    availability: fields.availability,
    overrides: fields.overrides.default([]),
    isDefault: fields.isDefault.default(false).openapi({ description: "Default false; a user's first schedule is the default either way" }),
    id: readOnly,
    createdAt: readOnly,
    updatedAt: readOnly,
  })
  .openapi("CreateScheduleRequest", {
    example: { name: "Working hours", timeZone: "Europe/Berlin", availability: EXAMPLE_AVAILABILITY, overrides: EXAMPLE_OVERRIDES },
  });

export const updateScheduleBody = z
  .strictObject({
    scheduleId: resourceId.openapi({ example: "sched_usr_demo_olivia" }),
    updatedAt: timestamp.openapi({ description: "The updatedAt the client read; another change since is STALE_UPDATE" }),
    name: fields.name.optional(),
    timeZone: fields.timeZone.optional(),
    availability: fields.availability.optional().openapi({ description: "Replaces the whole week; missing days are empty" }),
    overrides: fields.overrides.optional().openapi({ description: "Replaces the whole list" }),
    isDefault: fields.isDefault
      .optional()
      .openapi({ description: "true makes this the default; false on the default is refused (SCHEDULE_IS_DEFAULT)" }),
    userId: resourceId.optional().openapi({ description: "Read-only: the owner does not change; another id is refused" }),
    id: readOnly,
    createdAt: readOnly,
  })
  .openapi("UpdateScheduleRequest", {
    example: {
      scheduleId: "sched_usr_demo_olivia",
      updatedAt: "2026-11-23T14:00:00.000Z",
      overrides: [{ date: "2026-12-24", ranges: [] }],
    },
  });

export const deleteScheduleBody = z
  .strictObject({ scheduleId: resourceId.openapi({ example: "sched_usr_demo_olivia" }) })
  .openapi("DeleteScheduleRequest");

export type CreateScheduleInput = z.infer<typeof createScheduleBody>;
export type UpdateScheduleInput = z.infer<typeof updateScheduleBody>;
