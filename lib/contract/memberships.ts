import { z } from "@hono/zod-openapi";
import { eventColorId, LAST_EVENT_STATUSES, rsvpResponse } from "../validation/calendar-sync";
import { email, resourceId } from "../validation/fields";
import { ROLES } from "../validation/roles";
import { calendarSchema } from "./booking-links";
import { exactlyOne, timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";

export const targetCalendarSchema = z
  .object({ id: z.string(), createdAt: timestamp, updatedAt: timestamp, syncConfigId: z.string(), calendarId: z.string() })
  .openapi("TargetCalendar");

export const syncConfigSchema = z
  .object({
    id: z.string(),
    type: z.enum(["ONE_DIRECTIONAL", "BI_DIRECTIONAL"]),
    createdAt: timestamp,
    updatedAt: timestamp,
    name: z.string(),
    syncTitles: z.boolean(),
    syncDescription: z.boolean(),
    syncAttendees: z.boolean(),
    markPrivate: z.boolean(),
    disableReminders: z.boolean(),
    frequency: z.enum(["ONE_TIME", "ALWAYS"]),
    eventTitles: z.string().nullable(),
    syncWithRSVP: z.array(rsvpResponse),
    syncLocation: z.boolean(),
    syncConferenceData: z.boolean(),
    syncFreeEvents: z.boolean(),
    eventColorId: eventColorId.nullable().openapi({ description: "null: keep the source event's colour" }),
    excludeEventColorId: eventColorId.nullable().openapi({ description: "null: exclude no colour" }),
    isPaused: z.boolean(),
    lastEventStatus: z.enum(LAST_EVENT_STATUSES),
    targetCalendars: z.array(targetCalendarSchema),
    userId: z.string(),
  })
  .openapi("SyncConfig");

export const membershipSchema = z
  .object({
    role: z.enum(ROLES),
    workspaceId: z.string(),
    userId: z.string(),
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
      createdAt: timestamp,
      updatedAt: timestamp,
      workspaceId: z.string(),
      syncConfigs: z.array(syncConfigSchema),
      calendars: z.array(calendarSchema),
    }),
  })
  .openapi("Membership");

export const membershipPage = paginated(membershipSchema, "MembershipPage");
export const listMembershipsQuery = paginationQuery;

export const revokeMembershipBody = z
  .strictObject({ userId: resourceId.optional(), email: email.optional() })
  .superRefine((body, ctx) => exactlyOne(body, "userId", "email", ctx))
  .openapi("RevokeMembershipRequest", { description: "Exactly one of userId or email" });

export const updateMembershipBody = z
  .strictObject({ userId: resourceId, role: z.enum(ROLES) })
  .openapi("UpdateMembershipRequest", { description: "The member, by userId, and the role they are to have" });

export const successResponse = z.object({ success: z.boolean() }).openapi("Success");
