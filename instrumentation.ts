// Run once by Next.js when its server starts (next dev, next start, and the
// server of npm start): a bad setting stops it there with one line naming the
// variable, as the scripts do, instead of failing on the first request; and the
// fix that keeps rendered pages from piling up in memory is put in place. Not
// run by next build, so runtime settings need not be present to build.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfigOrExit } = await import("./lib/config/env");
  getConfigOrExit();
  // next dev and next start render pages too: the same memory fix as npm start's server.
  const { releaseAbortReasonStacks } = await import("./lib/runtime/abort-reason-stacks");
  releaseAbortReasonStacks();
  // next dev answers /v1 itself: it delivers booking e-mails too (npm start's server starts its own).
  if (process.env.NODE_ENV === "development") {
    const { startNotifications } = await import("./lib/api/notifications");
    startNotifications();
  }
}
