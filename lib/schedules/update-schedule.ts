import { eq } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import type { UpdateScheduleInput } from "../contract/schedules";
import type { Db } from "../db/client";
import { schedules } from "../db/schema";
import { AppError } from "../errors/app-error";
import { requireFresh } from "../http/stale-update";
import { lockSchedule, nextStamp, type ScheduleRow, unsetDefault } from "./schedule-rows";
import { serializeSchedule } from "./serialize-schedule";

/** JSON with object keys in order: jsonb keeps keys in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** The writable fields the body carries with a value other than the stored one. */
function changesOf(row: ScheduleRow, input: UpdateScheduleInput): Partial<ScheduleRow> {
  const { name, timeZone, availability, overrides, isDefault } = input;
  const sent = { name, timeZone, availability, overrides, isDefault };
  return Object.fromEntries(
    Object.entries(sent).filter(([field, value]) => value !== undefined && canonical(value) !== canonical(row[field as keyof ScheduleRow])),
  );
}

/**
 * Changes the fields the body carries (availability and overrides as a whole). isDefault true moves the user's
 * default here; false on the default is refused, as the user would be left without one. A body that changes
 * nothing answers the schedule as stored.
 */
export async function updateSchedule(db: Db, auth: AuthContext, input: UpdateScheduleInput, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockSchedule(tx, auth.workspaceId, input.scheduleId);
    requireChange(auth, row.userId, "this schedule");
    if (input.userId !== undefined && input.userId !== row.userId) {
      throw new AppError("VALIDATION_FAILED", "userId: a schedule's owner does not change.", { field: "userId" });
    }
    requireFresh(row.updatedAt, input.updatedAt, "The schedule");
    if (input.isDefault === false && row.isDefault) {
      throw new AppError("SCHEDULE_IS_DEFAULT", "This is the user's default schedule; make another schedule the default instead.", {
        field: "isDefault",
      });
    }
    const changes = changesOf(row, input);
    if (Object.keys(changes).length === 0) return { schedule: serializeSchedule(row), userId: row.userId, changed: false };
    if (input.isDefault && !row.isDefault) await unsetDefault(tx, row.userId, now);
    const [updated] = await tx
      .update(schedules)
      .set({ ...changes, updatedAt: nextStamp(row.updatedAt, now) })
      .where(eq(schedules.id, row.id))
      .returning();
    await recordAuditEvents(tx, auth.workspaceId, [
      {
        action: "SCHEDULE_UPDATED",
        actor: { kind: "user", userId: auth.userId },
        at: now,
        subject: { type: "schedule", id: row.id, label: updated!.name },
      },
    ]);
    return { schedule: serializeSchedule(updated!), userId: row.userId, changed: true };
  });
}
