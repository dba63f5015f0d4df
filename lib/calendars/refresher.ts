// The background refresher: every instance runs one (started beside the outbox dispatcher). Each round it claims
// the connections due (last tried an interval ago; a refused password twelve intervals ago, so a provider does not
// lock the account) with FOR UPDATE SKIP LOCKED and a lease, as the outbox dispatcher claims messages: two
// instances never refresh one connection at once, and one whose refresher died is taken over when its lease ends.
// A refresh that changed busy times publishes the owner's topic, so pages and slots follow within a second.
import { isNotNull, sql } from "drizzle-orm";
import { type ChangeFeed, userTopic } from "../cache/change-feed";
import type { Db } from "../db/client";
import { calendarConnections } from "../db/schema";
import type { CalendarOptions } from "./options";
import { refreshConnection } from "./refresh";

export interface RefresherOptions {
  getDb: () => Promise<Db>;
  changes: Pick<ChangeFeed, "publish">;
  calendars: CalendarOptions;
  /** CALENDAR_REFRESH_MINUTES. */
  intervalMs: number;
  now?: () => number;
  /** How long a claim holds; a refresh reads at most a few calendars of 15 s each. */
  leaseMs?: number;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface CalendarRefresher {
  /** One round: refreshes the connections due; answers how many. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const EXPIRED_BACKOFF = 12;

export function createCalendarRefresher(options: RefresherOptions): CalendarRefresher {
  const now = options.now ?? Date.now;
  const log = options.log ?? console.warn;
  const runOnce = async () => {
    // Without a key nothing can be opened (and no connection could be made).
    if (options.calendars.credentialsKey === undefined) return 0;
    const db = await options.getDb();
    const ids = await claimDue(db, now(), options);
    for (const id of ids) {
      try {
        const result = await refreshConnection(db, options.calendars, id, new Date(now()));
        if (result?.changed) await options.changes.publish(db, [userTopic(result.userId)]);
        if (result && result.state !== "ACTIVE") log(`calendars: connection ${id} is ${result.state}`);
      } catch (error) {
        // Its lease runs out and a later round tries again.
        log(`calendars: connection ${id} could not be refreshed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return ids.length;
  };
  return { runOnce, stop: async () => {} };
}

async function claimDue(db: Db, now: number, options: RefresherOptions): Promise<string[]> {
  const at = new Date(now).toISOString();
  const due = new Date(now - options.intervalMs).toISOString();
  const expiredDue = new Date(now - options.intervalMs * EXPIRED_BACKOFF).toISOString();
  const until = new Date(now + (options.leaseMs ?? 5 * 60_000)).toISOString();
  const result = (await db.execute(sql`
    update calendar_connections set lease_until = ${until}::timestamptz
    where id in (
      select c.id from calendar_connections c
      where c.deleted_at is null
        and (c.lease_until is null or c.lease_until <= ${at}::timestamptz)
        -- A member who left the workspace: their connection is read no more.
        and exists (select 1 from memberships m where m.user_id = c.user_id and m.workspace_id = c.workspace_id)
        and (c.last_attempt_at is null
          or c.last_attempt_at <= case when c.state = 'EXPIRED' then ${expiredDue}::timestamptz else ${due}::timestamptz end)
      order by c.last_attempt_at nulls first
      limit ${options.batchSize ?? 20}
      for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Starts polling (every 30 s at most, so a connection is refreshed soon after it is due); stop() ends the loop. */
export function startCalendarRefresher(options: RefresherOptions): CalendarRefresher {
  const refresher = createCalendarRefresher(options);
  const pollMs = Math.min(options.intervalMs, 30_000);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const tick = () => {
    round = refresher
      .runOnce()
      .catch((error) => (options.log ?? console.warn)(`calendars: ${error instanceof Error ? error.message : String(error)}`))
      .then(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  tick();
  return {
    runOnce: refresher.runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

/**
 * Frees every lease, for a process that knows it is the database's only user (the embedded database): what was
 * claimed before it started was claimed by a process that is gone.
 */
export async function releaseCalendarLeases(db: Db): Promise<void> {
  await db.update(calendarConnections).set({ leaseUntil: null }).where(isNotNull(calendarConnections.leaseUntil));
}
