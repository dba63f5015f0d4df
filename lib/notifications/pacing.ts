// How often the dispatcher runs while the process also serves requests.
import { type EventLoopUtilization, performance as nodePerformance } from "node:perf_hooks";

/** The share of time this process's event loop was busy, as perf_hooks measures it. */
const { eventLoopUtilization } = nodePerformance as unknown as {
  eventLoopUtilization: (since?: EventLoopUtilization) => EventLoopUtilization;
};
const eventLoop = (since?: EventLoopUtilization) => eventLoopUtilization.call(nodePerformance, since);

/** Above this share of the event loop in use between two rounds, requests are being served. */
const BUSY = 0.6;
/**
 * While they are, a round of T ms is followed by a pause of BUSY_SHARE × T,
 * from BUSY_PAUSE_MS to MAX_BUSY_PAUSE_MS: a round's time includes waiting
 * for the database behind the requests, so the pause is capped, and
 * deliveries go on, more slowly, under any load.
 */
const BUSY_SHARE = 4;
const BUSY_PAUSE_MS = 250;
const MAX_BUSY_PAUSE_MS = 1_000;
/** Between rounds with work when the process is quiet: long enough to see requests arrive. */
const QUIET_GAP_MS = 10;

/**
 * When the next round starts. Requests come first: the event loop's use
 * between rounds, while the dispatcher does nothing, tells whether requests
 * are being served; while they are, the dispatcher keeps to a fifth of the
 * time, so deliveries wait (they are background work) instead of slowing
 * visitors down, and catch up when it is quiet.
 */
export function pacer(idleMs: number) {
  let gap = eventLoop();
  let requestsBusy = false;
  let started = 0;
  return {
    roundStarts() {
      requestsBusy = eventLoop(gap).utilization > BUSY;
      started = performance.now();
    },
    nextDelay(worked: number) {
      const roundMs = performance.now() - started;
      gap = eventLoop();
      if (worked === 0) return idleMs;
      return requestsBusy ? Math.min(MAX_BUSY_PAUSE_MS, Math.max(BUSY_PAUSE_MS, BUSY_SHARE * roundMs)) : QUIET_GAP_MS;
    },
  };
}

/**
 * Starts each task in a turn of the event loop of its own, all of them then
 * running side by side; answers them as started. Started together, a round's
 * e-mails would be rendered one after the other before any request in between
 * is read: 100-220 ms in which no visitor is answered, on the thread that
 * serves the page cache's copies; in turns, requests get in between.
 */
export async function startInTurns<T, R>(items: readonly T[], start: (item: T) => Promise<R>): Promise<Promise<R>[]> {
  const started: Promise<R>[] = [];
  for (const item of items) {
    if (started.length > 0) await new Promise((resolve) => setImmediate(resolve));
    const task = start(item);
    // Handled here as well: one that fails before the caller awaits them all would end the process.
    task.catch(() => {});
    started.push(task);
  }
  return started;
}
