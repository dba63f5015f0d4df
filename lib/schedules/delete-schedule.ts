import { eq } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import type { Db } from "../db/client";
import { schedules } from "../db/schema";
import { FOREIGN_KEY_VIOLATION, sqlState } from "../db/sql-state";
import { AppError } from "../errors/app-error";
import { countSchedules, linksUsingSchedule, lockSchedule } from "./schedule-rows";
import { serializeSchedule } from "./serialize-schedule";

const inUse = (links: { id: string; title: string; deletedAt: Date | null }[]) =>
  new AppError(
    "SCHEDULE_IN_USE",
    links.length === 0
      ? "A booking link's host uses this schedule; give the host another schedule first."
      : `Hosts of these booking links use this schedule; give them another schedule first: ${links
          .map((l) => `${JSON.stringify(l.title)} (${l.id}${l.deletedAt ? ", deleted" : ""})`)
          .join(", ")}.`,
    { field: "scheduleId" },
  );

/**
 * Deletes a schedule no host uses. The default goes only when it is the user's last schedule (the next one
 * created becomes the default); while they have others, another must be made the default first.
 */
export async function deleteSchedule(db: Db, auth: AuthContext, scheduleId: string, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockSchedule(tx, auth.workspaceId, scheduleId);
      requireChange(auth, row.userId, "this schedule");
      const links = await linksUsingSchedule(tx, row.id);
      if (links.length > 0) throw inUse(links);
      if (row.isDefault && (await countSchedules(tx, row.userId, row.id)) > 0) {
        throw new AppError("SCHEDULE_IS_DEFAULT", "This is the user's default schedule; make another schedule the default first.", {
          field: "scheduleId",
        });
      }
      await tx.delete(schedules).where(eq(schedules.id, row.id));
      await recordAuditEvents(tx, auth.workspaceId, [
        {
          action: "SCHEDULE_DELETED",
          actor: { kind: "user", userId: auth.userId },
          at: now,
          subject: { type: "schedule", id: row.id, label: row.name },
        },
      ]);
      return serializeSchedule(row);
    });
  } catch (error) {
    // A link took this schedule for a host after the check: the database's reference refuses the delete.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw inUse([]);
    throw error;
  }
}
