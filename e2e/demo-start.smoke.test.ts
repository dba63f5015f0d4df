// The README's first command, as a fresh clone runs it: `npm start` on an empty
// data folder loads the demo workspace and serves its time slots over HTTP.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PORT = 3000 + Math.floor(Math.random() * 2000) + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER_KEY = "sk_demo_owner_4c1f7a92d3e84b6f9a0c";
let server: ChildProcess;
let dataDir: string;
let output = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "demo-start-"));
  // DATABASE_URL is cleared: the default set-up is the embedded database.
  server = spawn("npm", ["start", "--", "-p", String(PORT)], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/v1/openapi.json`)).ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the app did not answer within 90 s:\n${output}`);
}, 120_000);

afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm start on a fresh data folder", () => {
  it("prints the demo keys, the link ids and where to open the app", () => {
    expect(output).toContain("Loaded the demo workspace");
    expect(output).toContain(OWNER_KEY);
    expect(output).toContain("bl_demo_strategy");
    expect(output).toContain(`http://localhost:${PORT}`);
  });

  it("serves the demo links' time slots to a demo key", async () => {
    const start = new Date();
    const end = new Date(start.getTime() + 14 * 86_400_000);
    for (const link of ["bl_demo_intro", "bl_demo_strategy"]) {
      const res = await fetch(`${BASE}/v1/booking-links/${link}/time-slots?startDate=${start.toISOString()}&endDate=${end.toISOString()}`, {
        headers: { "x-api-key": OWNER_KEY },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { availableSlots: { start: string; end: string }[] };
      expect(body.availableSlots.length).toBeGreaterThan(0);
      expect(Date.parse(body.availableSlots[0]!.start)).toBeGreaterThan(start.getTime());
    }
  });

  it("books a demo slot through the app's /v1 route", async () => {
    const from = new Date(Date.now() + 86_400_000);
    const later = await fetch(
      `${BASE}/v1/booking-links/bl_demo_support/time-slots?startDate=${from.toISOString()}&endDate=${new Date(from.getTime() + 14 * 86_400_000).toISOString()}`,
      { headers: { "x-api-key": OWNER_KEY } },
    );
    expect(later.status).toBe(200);
    const { availableSlots } = (await later.json()) as { availableSlots: { start: string }[] };
    const res = await fetch(`${BASE}/v1/bookings/create`, {
      method: "POST",
      headers: { "x-api-key": OWNER_KEY, "content-type": "application/json" },
      body: JSON.stringify({
        bookingLinkId: "bl_demo_support",
        startDateTime: availableSlots[0]!.start,
        timezone: "Europe/Rome",
        attendees: [{ name: "Smoke Test", email: "smoke@example.test", isGuest: false }],
      }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(String) });
  });

  it("answers unknown routes with the problem body, not an HTML page", async () => {
    const res = await fetch(`${BASE}/v1/nope`, { headers: { "x-api-key": OWNER_KEY } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" });
  });
});
