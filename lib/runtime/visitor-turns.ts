// Copies answered a few at a time, between the event loop's polls. A copy
// costs ~0.1 ms of the main thread, but 200 visitors' requests arrive
// together: answered as they are read, they make one turn of the loop
// ~25 ms, and everything else the main thread answers (a render's /v1
// reads, the render's answer itself, a booking) waits a turn or two behind
// them. In turns of BATCH, the loop polls again every few milliseconds, and
// what is answered at once gets in between (docs/architecture.md).

/** Copies answered before the loop polls again: ~5 ms of work (turns of 16 and 32 cost the copies more than the renders gained). */
const BATCH = 48;

/** Runs each task in the order given, at most `batch` of them in each turn of the event loop. */
export function createVisitorTurns(batch = BATCH): (task: () => void) => void {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const runSome = () => {
    const now = waiting.splice(0, batch);
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(runSome);
    for (const task of now) task();
  };
  return (task) => {
    waiting.push(task);
    if (scheduled) return;
    scheduled = true;
    setImmediate(runSome);
  };
}
