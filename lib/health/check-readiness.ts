import "server-only";
import { sql } from "drizzle-orm";
import { getConfig } from "../config/env";
import { getDatabase } from "../db/client";
import { checkServiceKey } from "../scheduling-client/client";
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

/** Whether the service takes the booking app's SCHEDULING_API_KEY; "unknown" until first asked. */
export type ServiceKeyState = "ok" | "refused" | "unreachable" | "unknown";

export interface Readiness {
  ready: boolean;
  database: "ok" | "unavailable";
  draining: boolean;
  /** Present when the check asks the service; it does not decide `ready` (see createReadinessCheck). */
  schedulingApi?: ServiceKeyState;
}

/** The key's state is asked again at most this often: it changes only when a key is made, revoked or set. */
export const SERVICE_KEY_REUSE_MS = 60_000;

export interface ReadinessCheckOptions {
  /** Resolves when the database answered, rejects or hangs when it did not. */
  probe: () => Promise<unknown>;
  isDraining: () => boolean;
  now?: () => number;
  reuseMs?: number;
  timeoutMs?: number;
  /** Asks the service whether it takes the booking app's key (lib/scheduling-client). */
  serviceKey?: () => Promise<Exclude<ServiceKeyState, "unknown">>;
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

  const serviceKey = options.serviceKey && lastKnown(options.serviceKey, now, SERVICE_KEY_REUSE_MS);
  return async () => {
    let database: Readiness["database"] = "ok";
    if (now() - answeredFrom >= reuseMs) {
      underWay ??= probeDatabase().finally(() => {
        underWay = undefined;
      });
      database = await underWay;
    }
    const draining = options.isDraining();
    const ready = { ready: !draining && database === "ok", database, draining };
    // Reported, not counted: this process serves /v1 to integrations whatever the booking app's key.
    return serviceKey ? { ...ready, schedulingApi: serviceKey() } : ready;
  };
}

/**
 * The last answer of `ask`, at once, never waiting for the service: a check starts a new question when the last is
 * `reuseMs` old or more, and checks meanwhile share it. "unknown" until the first answer.
 */
function lastKnown(ask: () => Promise<Exclude<ServiceKeyState, "unknown">>, now: () => number, reuseMs: number) {
  let known: ServiceKeyState = "unknown";
  let askedAt = Number.NEGATIVE_INFINITY;
  let underWay = false;
  return () => {
    if (!underWay && now() - askedAt >= reuseMs) {
      underWay = true;
      askedAt = now();
      ask()
        .catch(() => "unreachable" as const)
        .then((state) => {
          known = state;
          underWay = false;
        });
    }
    return known;
  };
}

/** The process's readiness: the database's `select 1` and the draining flag; and whether the service takes the app's key. */
export const checkReadiness = createReadinessCheck({
  probe: () => getDatabase().then(({ db }) => db.execute(sql`select 1`)),
  isDraining,
  serviceKey: checkServiceKey,
});

/** Says once, at start, when the service refuses the booking app's key or does not answer: /readyz says so too. */
export async function reportServiceKey(log: (line: string) => void = console.error) {
  const state = await checkServiceKey();
  const { schedulingApiUrl } = getConfig();
  if (state === "refused")
    log(`SCHEDULING_API_KEY is refused by ${schedulingApiUrl}: booking pages fail until it is set to an API key of the service.`);
  if (state === "unreachable") log(`The scheduling service at ${schedulingApiUrl} did not answer; booking pages fail until it does.`);
  return state;
}
