// Calendars through /v1 (extensions): a member's calendars with their connections' state, and connecting,
// setting, refreshing and disconnecting them (POST /v1/calendars/<verb>, the id in the body). A write that
// changes busy times names the owner's topic, so the slots of every link they host follow on every instance.
import { createRoute } from "@hono/zod-openapi";
import { userTopic, workspaceTopic } from "../cache/change-feed";
import {
  calendarIdBody,
  connectCalendarBody,
  connectedCalendarList,
  connectedCalendarPage,
  connectedCalendarSchema,
  listCalendarsQuery,
  updateCalendarBody,
} from "../contract/calendars";
import { pageRequest } from "../contract/pagination";
import type { ErrorCode } from "../errors/app-error";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { connectCalendar } from "./connect";
import { disconnectCalendar } from "./disconnect-calendar";
import { calendarView, listCalendars } from "./list-calendars";
import type { CalendarOptions } from "./options";
import { refreshConnection } from "./refresh";
import { refreshCalendar } from "./refresh-calendar";
import { updateCalendar } from "./update-calendar";

const BODY_ERRORS: ErrorCode[] = [...JSON_BODY_ERRORS, "FORBIDDEN"];
const ONE_CALENDAR: ErrorCode[] = [...BODY_ERRORS, "NOT_FOUND", "CALENDAR_NOT_CONNECTED", "CALENDARS_NOT_CONFIGURED"];
const EXTENSION = "Extension of the interface.";
const WHO = "MEMBER keys their own calendars; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN).";
const extension = { "x-extension": true } as const;

const listRoute = createRoute({
  method: "get",
  path: "/v1/calendars",
  summary: "List a member's calendars and their connections",
  description: `${EXTENSION} The caller's own by default (connected or not), oldest first. With userId, another member's: OWNER and ADMIN keys only (others FORBIDDEN); an id that is no member of the workspace is NOT_FOUND. Never a password or a feed's address.`,
  ...extension,
  security,
  request: { query: listCalendarsQuery },
  responses: {
    200: jsonContent(connectedCalendarPage, "A page of calendars"),
    ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN", "NOT_FOUND"]),
  },
});

const connectRoute = createRoute({
  method: "post",
  path: "/v1/calendars/connect",
  summary: "Connect a CalDAV account or an iCalendar feed",
  description: `${EXTENSION} For the caller only (every role but BILLING_ONLY): the credentials are their own account's. CALDAV finds the account's calendars from serverUrl; ICS is one read-only calendar. Nothing is written unless the server answers as it should; then the calendars are read once and answered as GET /v1/calendars shows them: 201 for a new connection, 200 for an account already connected (its password replaced, calendars made since added).`,
  ...extension,
  security,
  request: { body: jsonBody(connectCalendarBody) },
  responses: {
    200: jsonContent(connectedCalendarList, "The account was connected already: its calendars"),
    201: jsonContent(connectedCalendarList, "The connection's calendars"),
    ...errorResponses([
      ...BODY_ERRORS,
      "CALENDAR_AUTH_FAILED",
      "CALENDAR_UNREACHABLE",
      "CALENDAR_NOT_READABLE",
      "CALENDARS_NOT_CONFIGURED",
    ]),
  },
});

const updateRoute = createRoute({
  method: "post",
  path: "/v1/calendars/update",
  summary: "Change whether a calendar counts for availability",
  description: `${EXTENSION} ${WHO} calendarId and the updatedAt the client read are required. readForAvailability false removes its busy times at once; true, or a change of ignoreAllDay, reads it again before answering.`,
  ...extension,
  security,
  request: { body: jsonBody(updateCalendarBody) },
  responses: { 200: jsonContent(connectedCalendarSchema, "The calendar"), ...errorResponses([...ONE_CALENDAR, "STALE_UPDATE"]) },
});

const refreshRoute = createRoute({
  method: "post",
  path: "/v1/calendars/refresh",
  summary: "Read a calendar's connection now",
  description: `${EXTENSION} ${WHO} Reads every calendar of the connection whole and answers when done, with the calendar and its connection's state: a server that fails leaves state ERROR (or EXPIRED for a refused password) and the busy times last read.`,
  ...extension,
  security,
  request: { body: jsonBody(calendarIdBody) },
  responses: { 200: jsonContent(connectedCalendarSchema, "The calendar, read again"), ...errorResponses(ONE_CALENDAR) },
});

const disconnectRoute = createRoute({
  method: "post",
  path: "/v1/calendars/disconnect",
  summary: "Disconnect a calendar's connection",
  description: `${EXTENSION} ${WHO} Ends the whole connection (a CalDAV account's every calendar) and removes their busy times; answers the calendars as they were. A calendar that is some host's bookingCalendarId is CALENDAR_IN_USE, naming the links.`,
  ...extension,
  security,
  request: { body: jsonBody(calendarIdBody) },
  responses: {
    200: jsonContent(connectedCalendarList, "The calendars disconnected"),
    ...errorResponses([...ONE_CALENDAR, "CALENDAR_IN_USE"]),
  },
});

const changedFor = (userId: string, changed: boolean) => (changed ? [userTopic(userId)] : []);

export function calendarRoutes(options: () => CalendarOptions): Router {
  const app = createRouter();
  // GET /v1/calendars – a member's calendars
  app.openapi(listRoute, async (c) => {
    const { userId, ...page } = c.req.valid("query");
    return c.json(await listCalendars(c.var.db, c.var.auth, userId, pageRequest(page)), 200);
  });

  // POST /v1/calendars/connect – the caller's CalDAV account or feed
  openWriteRoute(app, connectRoute, async (c) => {
    const { db, auth, now } = c.var;
    const connected = await connectCalendar(db, auth, c.req.valid("json"), options(), new Date(now));
    return {
      body: { calendars: connected.calendars },
      status: connected.created ? 201 : 200,
      changed: changedFor(connected.userId, connected.changed),
    };
  });

  // POST /v1/calendars/update – its two settings
  openWriteRoute(app, updateRoute, async (c) => {
    const { db, auth, now } = c.var;
    const input = c.req.valid("json");
    const update = await updateCalendar(db, auth, input, new Date(now));
    const reread = update.reread ? await refreshConnection(db, options(), update.connectionId, new Date(now), { force: true }) : undefined;
    return {
      body: await calendarView(db, input.calendarId),
      changed: changedFor(update.userId, update.changed || Boolean(reread?.changed)),
    };
  });

  // POST /v1/calendars/refresh – read now
  openWriteRoute(app, refreshRoute, async (c) => {
    const { db, auth, now } = c.var;
    const refreshed = await refreshCalendar(db, auth, options(), c.req.valid("json").calendarId, new Date(now));
    return { body: refreshed.calendar, changed: changedFor(refreshed.userId, refreshed.changed) };
  });

  // POST /v1/calendars/disconnect – the whole connection
  openWriteRoute(app, disconnectRoute, async (c) => {
    const { db, auth, now } = c.var;
    const result = await disconnectCalendar(db, auth, c.req.valid("json").calendarId, new Date(now));
    // Hosts' selected calendars and booking pages' defaults may have lost one: the workspace's links and pages.
    return { body: { calendars: result.calendars }, changed: [userTopic(result.userId), workspaceTopic(auth.workspaceId)] };
  });
  return app;
}
