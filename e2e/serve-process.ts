// Runs dist/serve.js (what `npm start` runs, built by `npm run build`) as the
// node process itself, no npm wrapper, so that signals reach the server;
// resolves once `path` answers 2xx.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { DEMO_API_KEY } from "../lib/config/demo-key";

export async function startServe(env: Record<string, string>, port: number, path = "/readyz", output?: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["dist/serve.js"], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: output ? ["ignore", "pipe", "pipe"] : "ignore",
  });
  // What it prints, for a test to read.
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => output?.push(chunk.toString()));
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`http://127.0.0.1:${port}${path}`).catch(() => undefined))?.ok) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`dist/serve.js did not answer ${path} on port ${port}`);
}

/** A port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** POST /v1/bookings/create on the demo's support link, as its owner, for one attendee. */
export function bookDemoSupport(base: string, start: string, attendee: { name: string; email: string }, timezone = "UTC") {
  return fetch(`${base}/v1/bookings/create`, {
    method: "POST",
    headers: { "x-api-key": DEMO_API_KEY, "content-type": "application/json" },
    body: JSON.stringify({
      bookingLinkId: "bl_demo_support",
      startDateTime: start,
      timezone,
      attendees: [{ ...attendee, isGuest: false }],
    }),
  });
}
