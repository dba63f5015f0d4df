// Without this, every page render keeps every later one in memory, and a
// flood of page views runs the server out of heap (docs/architecture.md,
// "Rendered pages must not keep each other alive").
//
// V8 keeps an Error's stack as structured call sites until `.stack` is first
// read, and each call site holds its frame's receiver. React aborts each
// render's cacheSignal with a new Error made inside a setImmediate callback,
// whose receiver is the Immediate; Node leaves a run Immediate linked to the
// ones queued after it, and each of those holds its request's async context,
// whose cacheSignal holds the next such Error. Reading the stack when an
// AbortController is aborted turns it into a string and breaks the chain.
const PATCHED = Symbol.for("scheduling.abortReasonStacks");

type PatchedPrototype = typeof AbortController.prototype & { [PATCHED]?: true };

/** Makes every Error an AbortController is aborted with drop its structured stack. Idempotent. */
export function releaseAbortReasonStacks(): void {
  const prototype = AbortController.prototype as PatchedPrototype;
  if (prototype[PATCHED]) return;
  const abort = prototype.abort;
  prototype.abort = function (this: AbortController, reason?: unknown) {
    if (reason instanceof Error) void reason.stack;
    return abort.call(this, reason);
  };
  prototype[PATCHED] = true;
}
