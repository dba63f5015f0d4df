// Schedules through /v1 (extensions): a member's list, and create, update and delete in the interface's style
// (POST /v1/schedules/<verb>, the id in the body). Every write names the topics it changed, so the slots of each
// link the schedule's user hosts, and the link's nested schedule, are fresh on every instance once it answers.
import { createRoute, type z } from "@hono/zod-openapi";
import { userTopic, workspaceTopic } from "../cache/change-feed";
import { pageRequest } from "../contract/pagination";
import {
  createScheduleBody,
  deleteScheduleBody,
  listSchedulesQuery,
  schedulePage,
  scheduleSchema,
  updateScheduleBody,
} from "../contract/schedules";
import type { ErrorCode } from "../errors/app-error";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { createSchedule } from "./create-schedule";
import { deleteSchedule } from "./delete-schedule";
import { listSchedules } from "./list-schedules";
import { updateSchedule } from "./update-schedule";

const BODY_ERRORS: ErrorCode[] = [...JSON_BODY_ERRORS, "FORBIDDEN", "NOT_FOUND"];
const EXTENSION = "Extension of the interface.";
const WHO =
  "MEMBER keys change their own schedules; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys nothing (FORBIDDEN).";
const extension = { "x-extension": true } as const;

const post = <B extends z.ZodType>(path: string, summary: string, description: string, body: B, status: 200 | 201, codes: ErrorCode[]) =>
  createRoute({
    method: "post",
    path,
    summary,
    description: `${EXTENSION} ${WHO} ${description}`,
    ...extension,
    security,
    request: { body: jsonBody(body) },
    responses: { [status]: jsonContent(scheduleSchema, summary), ...errorResponses([...BODY_ERRORS, ...codes]) },
  });

const listRoute = createRoute({
  method: "get",
  path: "/v1/schedules",
  summary: "List a member's schedules",
  description: `${EXTENSION} The caller's own by default, the default first, then by name. With userId, another member's: OWNER and ADMIN keys only (others FORBIDDEN); an id that is no member of the workspace is NOT_FOUND.`,
  ...extension,
  security,
  request: { query: listSchedulesQuery },
  responses: { 200: jsonContent(schedulePage, "A page of schedules"), ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN", "NOT_FOUND"]) },
});

const createScheduleRoute = post(
  "/v1/schedules/create",
  "Create a schedule",
  "The user's first schedule is their default whatever isDefault says; isDefault true moves the default here.",
  createScheduleBody,
  201,
  [],
);

const updateScheduleRoute = post(
  "/v1/schedules/update",
  "Change a schedule",
  "scheduleId and the updatedAt the client read are required; any writable field may follow (availability and overrides are replaced whole). The slots of every link the user hosts follow at once.",
  updateScheduleBody,
  200,
  ["STALE_UPDATE", "SCHEDULE_IS_DEFAULT"],
);

const deleteScheduleRoute = post(
  "/v1/schedules/delete",
  "Delete a schedule",
  "Answers the schedule as it was. A schedule a booking link's host uses is SCHEDULE_IN_USE (the detail names the links); the default, while the user has other schedules, is SCHEDULE_IS_DEFAULT.",
  deleteScheduleBody,
  200,
  ["SCHEDULE_IN_USE", "SCHEDULE_IS_DEFAULT"],
);

/** A schedule change moves the slots of the links its user hosts (userTopic) and the links' nested schedule (workspace). */
const scheduleTopics = (workspaceId: string, userId: string) => [userTopic(userId), workspaceTopic(workspaceId)];

export function scheduleRoutes(): Router {
  const app = createRouter();
  // GET /v1/schedules – a member's schedules, the default first
  app.openapi(listRoute, async (c) => {
    const { userId, ...page } = c.req.valid("query");
    const { db, auth } = c.var;
    return c.json(await listSchedules(db, auth, userId, pageRequest(page)), 200);
  });

  // POST /v1/schedules/create – a new schedule
  openWriteRoute(app, createScheduleRoute, async (c) => {
    const { db, auth, now } = c.var;
    const schedule = await createSchedule(db, auth, c.req.valid("json"), new Date(now));
    return { body: schedule, status: 201, changed: scheduleTopics(auth.workspaceId, schedule.userId) };
  });

  // POST /v1/schedules/update – change a schedule
  openWriteRoute(app, updateScheduleRoute, async (c) => {
    const { db, auth, now } = c.var;
    const result = await updateSchedule(db, auth, c.req.valid("json"), new Date(now));
    return { body: result.schedule, changed: result.changed ? scheduleTopics(auth.workspaceId, result.userId) : [] };
  });

  // POST /v1/schedules/delete – delete a schedule no host uses
  openWriteRoute(app, deleteScheduleRoute, async (c) => {
    const { db, auth, now } = c.var;
    const schedule = await deleteSchedule(db, auth, c.req.valid("json").scheduleId, new Date(now));
    return { body: schedule, changed: scheduleTopics(auth.workspaceId, schedule.userId) };
  });
  return app;
}
