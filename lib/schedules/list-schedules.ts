import { asc, desc, eq, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { listedOwner } from "../auth/authorize";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { Db } from "../db/client";
import { reusableTablePage } from "../db/reusable-query";
import { schedules } from "../db/schema";
import { serializeSchedule } from "./serialize-schedule";

const owned = eq(schedules.userId, sql.placeholder("userId"));

const schedulesPage = reusableTablePage("schedules", schedules, owned, [desc(schedules.isDefault), asc(schedules.name), asc(schedules.id)]);

/** One member's schedules, the default first, then by name; whose, as listedOwner allows. */
export async function listSchedules(db: Db, auth: AuthContext, userId: string | undefined, page: PageRequest) {
  const owner = await listedOwner(db, auth, userId, "schedules");
  const { rows, total } = await schedulesPage(db, { userId: owner }, pageLimits(page));
  return envelope(page, total, rows.map(serializeSchedule));
}
