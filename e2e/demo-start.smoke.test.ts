// The README's first command, as a fresh clone runs it: `npm start` on an empty
// data folder loads the demo workspace and serves its time slots over HTTP.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { bookDemoSupport } from "./serve-process";

const PORT = 3000 + Math.floor(Math.random() * 2000) + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER_KEY = DEMO_API_KEY;
let server: ChildProcess;
let dataDir: string;
let output = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "demo-start-"));
  // DATABASE_URL is cleared: the default set-up is the embedded database.
  server = spawn("npm", ["start"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: "", REDIS_URL: "", RATE_LIMIT_PUBLIC_SLOTS: "5" },
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
  if (server?.exitCode === null && server.pid) process.kill(-server.pid, "SIGKILL");
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
    const res = await bookDemoSupport(BASE, availableSlots[0]!.start, { name: "Smoke Test", email: "smoke@example.test" }, "Europe/Rome");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(String), manageToken: expect.stringMatching(/^bk_.+\.1\./) });
  });
  it("serves a member's calendar feed at its secret address, and nothing once it is revoked", async () => {
    const made = await fetch(`${BASE}/v1/calendar-feeds/create`, {
      method: "POST",
      headers: { "x-api-key": OWNER_KEY, "content-type": "application/json" },
      body: "{}",
    });
    expect(made.status).toBe(201);
    const { id, url } = (await made.json()) as { id: string; url: string };
    const path = new URL(url).pathname;
    const feed = await fetch(`${BASE}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\s*$/);
    await fetch(`${BASE}/v1/calendar-feeds/delete`, {
      method: "POST",
      headers: { "x-api-key": OWNER_KEY, "content-type": "application/json" },
      body: JSON.stringify({ feedId: id }),
    });
    expect((await fetch(`${BASE}${path}`)).status).toBe(404);
  });

  it("answers unknown routes with the problem body, not an HTML page", async () => {
    const res = await fetch(`${BASE}/v1/nope`, { headers: { "x-api-key": OWNER_KEY } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" });
  });

  it("answers liveness and readiness", async () => {
    expect(await (await fetch(`${BASE}/healthz`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${BASE}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "ok" });
  });

  it("limits slot reads per visitor address, and a forged X-Forwarded-For does not dodge it", async () => {
    // This server allows 5 slot reads a minute per address (RATE_LIMIT_PUBLIC_SLOTS=5).
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await fetch(`${BASE}/api/booking-links/bl_demo_intro/slots?month=2030-01&tz=UTC&duration=dur_intro_30`, {
        headers: { "x-forwarded-for": `198.51.100.${i}`, "x-scheduling-client-ip": `203.0.113.${i}` },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last!.json()).toEqual({ status: 429, code: "RATE_LIMITED" });
  });

  it("sends framing and content-type headers and no framework banner", async () => {
    const res = await fetch(`${BASE}/book/bl_demo_intro`);
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("stops on SIGTERM once requests in flight are done", async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    // Signal the server process itself (as a process manager would), not npm in front of it.
    const pid = Number(/Ready on \S+ \(pid (\d+)\)/.exec(output)?.[1]);
    expect(pid).toBeGreaterThan(0);
    // A request under way when the signal arrives: its headers and half its
    // body are sent, the rest only after SIGTERM. A server that drains answers it.
    const socket = connect(PORT, "127.0.0.1");
    const body = JSON.stringify({ bookingLinkId: "bl_demo_support" });
    const answer = new Promise<string>((resolve, reject) => {
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    socket.write(
      `POST /v1/bookings/create HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${OWNER_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    process.kill(pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end(body.slice(10));
    const inFlight = answer.then((text) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]));
    // Answered (400: the body names no slot), not cut off.
    expect(await inFlight).toBe(400);
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM: finishing requests in flight");
  });
});
