// Extension: the calendars a member connects (CalDAV accounts, iCalendar feeds) and reads busy times from.
// A calendar as GET /v1/calendars answers it is the interface's Calendar ({ id, name, email, provider }) with the
// member's settings and its connection's state; never a password or a feed's address.
import { z } from "@hono/zod-openapi";
import { resourceId } from "../validation/fields";
import { calDavPassword, calDavUsername, calendarAddress } from "../validation/integration-rules";
import { timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";

export const CALENDAR_PROVIDERS = ["GOOGLE", "MICROSOFT", "INTERNAL", "CALDAV", "ICS"] as const;
export const CONNECTION_STATES = ["ACTIVE", "EXPIRED", "ERROR"] as const;

export const calendarConnectionSchema = z
  .object({
    id: z.string(),
    provider: z.enum(["CALDAV", "ICS"]),
    serverUrl: z.string().openapi({
      description: "CALDAV: the server URL as given. ICS: only the feed's origin (https://host/…): its address is a secret",
      example: "https://caldav.fastmail.com/",
    }),
    username: z.string().nullable().openapi({ description: "CALDAV: the account's user name; ICS: null" }),
    state: z.enum(CONNECTION_STATES).openapi({
      description:
        "ACTIVE: read as it should be. EXPIRED: the server refused the user name or password (connect again with the new one). ERROR: the last read failed (lastError says why); the busy times last read still count",
    }),
    lastRefreshedAt: timestamp.nullable().openapi({ description: "When its calendars were last read whole: how old their busy times are" }),
    lastError: z.string().nullable().openapi({ description: "Why the last read failed, or null", example: "no answer within 15 s" }),
    createdAt: timestamp,
  })
  .openapi("CalendarConnection");

export const connectedCalendarSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    provider: z.enum(CALENDAR_PROVIDERS),
    userId: z.string(),
    readForAvailability: z.boolean().openapi({ description: "Whether its events make its member busy" }),
    ignoreAllDay: z.boolean().openapi({ description: "Whether all-day events are left out of its busy times" }),
    createdAt: timestamp,
    updatedAt: timestamp,
    connection: calendarConnectionSchema.nullable().openapi({ description: "null: a calendar of no connection (INTERNAL, seeded)" }),
  })
  .openapi("ConnectedCalendar");

export const connectedCalendarPage = paginated(connectedCalendarSchema, "ConnectedCalendarPage");
export const connectedCalendarList = z.object({ calendars: z.array(connectedCalendarSchema) }).openapi("ConnectedCalendarList");

export const listCalendarsQuery = paginationQuery.extend({
  userId: resourceId.optional().openapi({
    description: "Whose calendars: default the caller. Another member's needs an OWNER or ADMIN key (else FORBIDDEN)",
    example: "usr_demo_arjun",
  }),
});

export const connectCalendarBody = z
  .discriminatedUnion("provider", [
    z.strictObject({
      provider: z.literal("CALDAV"),
      serverUrl: calendarAddress.openapi({
        description:
          "The CalDAV server (https; its /.well-known/caldav is followed), e.g. https://caldav.fastmail.com/, https://caldav.icloud.com/, https://cloud.example.com/remote.php/dav",
        example: "https://caldav.fastmail.com/",
      }),
      username: calDavUsername.openapi({ example: "ana@example.com" }),
      password: calDavPassword.openapi({ description: "The password or an app password; sealed at rest, never answered" }),
    }),
    z.strictObject({
      provider: z.literal("ICS"),
      url: calendarAddress.openapi({
        description: "A calendar's secret iCalendar address (http, https or webcal); sealed at rest, never answered",
        example: "https://calendar.example.com/ical/ana/private-4f2a/basic.ics",
      }),
    }),
  ])
  .openapi("ConnectCalendarRequest");

export const updateCalendarBody = z
  .strictObject({
    calendarId: resourceId,
    updatedAt: timestamp.openapi({ description: "The updatedAt the client read; another change since is STALE_UPDATE" }),
    readForAvailability: z.boolean().optional(),
    ignoreAllDay: z.boolean().optional(),
  })
  .openapi("UpdateCalendarRequest");

export const calendarIdBody = z.strictObject({ calendarId: resourceId }).openapi("CalendarIdRequest");

export type ConnectCalendarInput = z.infer<typeof connectCalendarBody>;
export type UpdateCalendarInput = z.infer<typeof updateCalendarBody>;
export type ConnectedCalendar = z.infer<typeof connectedCalendarSchema>;
