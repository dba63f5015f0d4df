import { asc, count, desc, eq } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { listedOwner } from "../auth/authorize";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { Db } from "../db/client";
import { schedules } from "../db/schema";
import { serializeSchedule } from "./serialize-schedule";

/** One member's schedules, the default first, then by name; whose, as listedOwner allows. */
export async function listSchedules(db: Db, auth: AuthContext, userId: string | undefined, page: PageRequest) {
  const owner = await listedOwner(db, auth, userId, "schedules");
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
