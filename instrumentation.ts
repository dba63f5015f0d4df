// Run once by Next.js when its server starts (next dev, next start, and the
// server of npm start): a bad setting stops it there with one line naming the
// variable, as the scripts do, instead of failing on the first request. Not
// run by next build, so runtime settings need not be present to build.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfigOrExit } = await import("./lib/config/env");
  getConfigOrExit();
}
