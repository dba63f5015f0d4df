import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "../db/client";
import { isDraining } from "./draining";

const TIMEOUT_MS = 1_500;

/** Ready when not shutting down and the database answers a query within 1.5 s. */
export async function checkReadiness(): Promise<{ ready: boolean; database: "ok" | "unavailable"; draining: boolean }> {
  const draining = isDraining();
  const database = await Promise.race([
    getDatabase()
      .then(({ db }) => db.execute(sql`select 1`))
      .then(() => "ok" as const),
    new Promise<"unavailable">((resolve) => setTimeout(() => resolve("unavailable"), TIMEOUT_MS).unref()),
  ]).catch(() => "unavailable" as const);
  return { ready: !draining && database === "ok", database, draining };
}
