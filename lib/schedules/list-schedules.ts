import { and, asc, count, desc, eq } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { memberships, schedules } from "../db/schema";
import { AppError } from "../errors/app-error";
import { serializeSchedule } from "./serialize-schedule";

/**
 * One member's schedules, the default first, then by name. Everyone reads their own; OWNER and ADMIN keys
 * also anyone's in the workspace. A MEMBER or BILLING_ONLY key naming another member is FORBIDDEN (who the
 * members are is no secret: GET /v1/memberships lists them); an id that is no member of the workspace NOT_FOUND.
 */
export async function listSchedules(db: Db, auth: AuthContext, userId: string | undefined, page: PageRequest) {
  const owner = userId ?? auth.userId;
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(memberships.userId, owner)));
  if (!member) throw new AppError("NOT_FOUND", "No member of this workspace has this id.", { field: "userId" });
  if (owner !== auth.userId && auth.role !== "OWNER" && auth.role !== "ADMIN") {
    throw new AppError(
      "FORBIDDEN",
      `A ${auth.role} key lists only its own user's schedules; another member's need an OWNER or ADMIN key.`,
      {
        field: "userId",
      },
    );
  }
  const where = eq(schedules.userId, owner);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(schedules)
      .where(where)
      .orderBy(desc(schedules.isDefault), asc(schedules.name), asc(schedules.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(schedules).where(where),
  ]);
  return envelope(page, total?.n ?? 0, rows.map(serializeSchedule));
}
