import { randomUUID } from "node:crypto";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import type { CreateScheduleInput } from "../contract/schedules";
import type { Db } from "../db/client";
import { schedules } from "../db/schema";
import { countSchedules, lockMember, unsetDefault } from "./schedule-rows";
import { serializeSchedule } from "./serialize-schedule";

/** A new schedule of the caller, or (OWNER, ADMIN) of any member; the user's first, or one with isDefault, is the default. */
export async function createSchedule(db: Db, auth: AuthContext, input: CreateScheduleInput, now: Date) {
  const userId = input.userId ?? auth.userId;
  return db.transaction(async (tx) => {
    await lockMember(tx, auth.workspaceId, userId, "userId");
    requireChange(auth, userId, "this member's schedules");
    const isDefault = input.isDefault || (await countSchedules(tx, userId)) === 0;
    if (isDefault) await unsetDefault(tx, userId, now);
    const [row] = await tx
      .insert(schedules)
      .values({
        id: `sched_${randomUUID()}`,
        userId,
        name: input.name,
        timeZone: input.timeZone,
        availability: input.availability,
        overrides: input.overrides,
        isDefault,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAuditEvents(tx, auth.workspaceId, [
      {
        action: "SCHEDULE_CREATED",
        actor: { kind: "user", userId: auth.userId },
        at: now,
        subject: { type: "schedule", id: row!.id, label: row!.name },
      },
    ]);
    return serializeSchedule(row!);
  });
}
