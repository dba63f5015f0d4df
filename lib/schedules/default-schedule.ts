// The caller's default schedule, as the MCP tools act on it: read it, set its weekly hours, add a day off. Each
// change goes through updateSchedule (roles, the row locked, STALE_UPDATE, audit SCHEDULE_UPDATED), so nothing
// here writes a rule of its own; the answer names the topics the change touched, as the /v1 route publishes them.
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import { userTopic, workspaceTopic } from "../cache/change-feed";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { MAX_DATE_OVERRIDES } from "../validation/fields";
import { listSchedules } from "./list-schedules";
import type { serializeSchedule } from "./serialize-schedule";
import { updateSchedule } from "./update-schedule";

type ScheduleResponse = ReturnType<typeof serializeSchedule>;

export interface ScheduleChange {
  schedule: ScheduleResponse;
  changed: string[];
}

/** The caller's default schedule as GET /v1/schedules answers it; NOT_FOUND when they have none. */
export async function getDefaultSchedule(db: Db, auth: AuthContext): Promise<ScheduleResponse> {
  const { data } = await listSchedules(db, auth, undefined, { page: 1, pageSize: 1 });
  const schedule = data[0];
  if (!schedule?.isDefault) throw new AppError("NOT_FOUND", "You have no schedule yet; create one with POST /v1/schedules/create.");
  return schedule;
}

async function changeDefault(
  db: Db,
  auth: AuthContext,
  change: (schedule: ScheduleResponse) => {
    updatedAt: string;
    availability?: ScheduleResponse["availability"];
    overrides?: ScheduleResponse["overrides"];
  },
  now: Date,
): Promise<ScheduleChange> {
  // BILLING_ONLY keys change no schedule, whether or not their user has one.
  requireChange(auth, auth.userId, "schedules");
  const schedule = await getDefaultSchedule(db, auth);
  const result = await updateSchedule(db, auth, { scheduleId: schedule.id, ...change(schedule) }, now);
  return { schedule: result.schedule, changed: result.changed ? [userTopic(result.userId), workspaceTopic(auth.workspaceId)] : [] };
}

/** Replaces the whole week of the caller's default schedule; `updatedAt` is the one the client read. */
export function setWeeklyHours(
  db: Db,
  auth: AuthContext,
  input: { availability: ScheduleResponse["availability"]; updatedAt: string },
  now: Date,
): Promise<ScheduleChange> {
  return changeDefault(db, auth, () => input, now);
}

/**
 * A day off on `date` (an override with no ranges, in the schedule's time zone), replacing any override of that
 * date; the other overrides stay. Without `updatedAt`, the one just read: a change made meanwhile is STALE_UPDATE,
 * never lost.
 */
export function addDayOff(db: Db, auth: AuthContext, input: { date: string; updatedAt?: string }, now: Date): Promise<ScheduleChange> {
  return changeDefault(
    db,
    auth,
    (schedule) => {
      const others = schedule.overrides.filter((o) => o.date !== input.date);
      if (others.length >= MAX_DATE_OVERRIDES)
        throw new AppError("VALIDATION_FAILED", `date: a schedule holds at most ${MAX_DATE_OVERRIDES} overrides.`, { field: "date" });
      const overrides = [...others, { date: input.date, ranges: [] }].sort((a, b) => a.date.localeCompare(b.date));
      return { updatedAt: input.updatedAt ?? schedule.updatedAt, overrides };
    },
    now,
  );
}
