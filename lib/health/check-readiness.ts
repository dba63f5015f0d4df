import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "../db/client";
import { isDraining } from "./draining";

/** A database that takes longer than this to answer `select 1` counts as unavailable. */
const TIMEOUT_MS = 1_500;
/**
 * A successful probe is trusted for this long after it began. Health checkers
 * ask every few seconds; an answer at most a second old tells them as much,
 * and a flood of checks then costs no query each. On the embedded database a
 * query runs on this process's only thread: a probe per check would hold
 * /readyz to ~2,000 answers a second (docs/benchmarks.md). Failures are never
 * reused.
 */
export const READY_REUSE_MS = 1_000;

export interface Readiness {
  ready: boolean;
  database: "ok" | "unavailable";
  draining: boolean;
}

export interface ReadinessCheckOptions {
  /** Resolves when the database answered, rejects or hangs when it did not. */
  probe: () => Promise<unknown>;
  isDraining: () => boolean;
  now?: () => number;
  reuseMs?: number;
  timeoutMs?: number;
}

/**
 * Ready when not draining and the database answered within `timeoutMs`, in a
 * probe begun at most `reuseMs` ago. Checks that arrive while a probe is under
 * way share it (one query, not one each). Draining is read on every check.
 */
export function createReadinessCheck(options: ReadinessCheckOptions): () => Promise<Readiness> {
  const { probe, now = () => performance.now(), reuseMs = READY_REUSE_MS, timeoutMs = TIMEOUT_MS } = options;
  let answeredFrom = Number.NEGATIVE_INFINITY;
  let underWay: Promise<Readiness["database"]> | undefined;

  const probeDatabase = async (): Promise<Readiness["database"]> => {
    const began = now();
    let timer: NodeJS.Timeout | undefined;
    const database = await Promise.race([
      probe().then(() => "ok" as const),
      new Promise<"unavailable">((resolve) => {
        timer = setTimeout(() => resolve("unavailable"), timeoutMs);
        timer.unref?.();
      }),
    ])
      .catch(() => "unavailable" as const)
      .finally(() => clearTimeout(timer));
    if (database === "ok") answeredFrom = Math.max(answeredFrom, began);
    return database;
  };

  return async () => {
    let database: Readiness["database"] = "ok";
    if (now() - answeredFrom >= reuseMs) {
      underWay ??= probeDatabase().finally(() => {
        underWay = undefined;
      });
      database = await underWay;
    }
    const draining = options.isDraining();
    return { ready: !draining && database === "ok", database, draining };
  };
}

/** The process's readiness: the database's `select 1` and the draining flag. */
export const checkReadiness = createReadinessCheck({
  probe: () => getDatabase().then(({ db }) => db.execute(sql`select 1`)),
  isDraining,
});
