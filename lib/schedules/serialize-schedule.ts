import type { DateOverride, WeeklyAvailability } from "../availability/weekly-windows";
import type { schedules } from "../db/schema";

/** The Schedule resource, as GET /v1/booking-links/:id nests it in hosts[].schedule (overrides: an extension). */
export function serializeSchedule(row: typeof schedules.$inferSelect) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    name: row.name,
    availability: row.availability as WeeklyAvailability,
    overrides: row.overrides as DateOverride[],
    timeZone: row.timeZone,
    isDefault: row.isDefault,
    userId: row.userId,
  };
}
