// Two processes on one embedded database folder: the second is refused at
// once, naming the folder and the holder, and the first keeps every booking it
// acknowledged. A holder killed with SIGKILL leaves a stale lock that the next
// start takes over.
import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { bookDemoSupport, freePort, startServe } from "./serve-process";

const OWNER_KEY = DEMO_API_KEY;
let dataDir = "";
let port = 0;
let first: ChildProcess | undefined;
const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "" });

/** Runs a command on the same folder as the server and returns how it ended. */
function runOnSameFolder(args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, args, { env: { ...process.env, ...env(), ...extraEnv }, encoding: "utf8", timeout: 60_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function book(start: string) {
  const res = await bookDemoSupport(`http://127.0.0.1:${port}`, start, { name: "Lock Test", email: "lock@example.test" });
  return { status: res.status, id: ((await res.json()) as { id?: string }).id };
}

/** The booking's start as the server now reads it back (it was acknowledged with a 201). */
async function startOf(id: string) {
  const res = await fetch(`http://127.0.0.1:${port}/v1/bookings/${id}`, { headers: { "x-api-key": OWNER_KEY } });
  return res.ok ? ((await res.json()) as { start: string }).start : `HTTP ${res.status}`;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "lock-"));
  port = await freePort();
  expect(runOnSameFolder(["dist/prepare-demo.js"], { PORT: String(port) }).code).toBe(0);
  first = await startServe(env(), port);
}, 120_000);

afterAll(async () => {
  first?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("one embedded database folder, two processes", () => {
  let booked = "";
  let bookingId = "";

  it("the first server books", async () => {
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const res = await fetch(`http://127.0.0.1:${port}/v1/booking-links/bl_demo_support/time-slots?startDate=${from}&endDate=${to}`, {
      headers: { "x-api-key": OWNER_KEY },
    });
    booked = ((await res.json()) as { availableSlots: { start: string }[] }).availableSlots[0]!.start;
    const made = await book(booked);
    expect(made.status).toBe(201);
    bookingId = made.id!;
  });

  it.each([
    ["a second server", ["dist/serve.js"]],
    ["npm start's preparation (migrations and demo seed)", ["dist/prepare-demo.js"]],
    ["the seed command", ["--conditions=react-server", "--import", "tsx", "scripts/seed.ts", "seeds/demo.json"]],
  ])(
    "%s is refused at once, naming the folder and the holder",
    async (_, args) => {
      const other = await freePort();
      const result = runOnSameFolder(args, { PORT: String(other) });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`The embedded database folder ${dataDir} is in use by another process (pid ${first!.pid}`);
      expect(result.output).not.toMatch(/^\s+at /m);
      expect(result.output).not.toContain("Open http://");
    },
    60_000,
  );

  it("a second npm start on another folder but the same port stops before announcing itself", async () => {
    const otherFolder = await mkdtemp(path.join(tmpdir(), "lock-other-"));
    try {
      const result = runOnSameFolder(["dist/prepare-demo.js"], { PORT: String(port), DATA_DIR: otherFolder });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(result.output).not.toContain("Open http://");
    } finally {
      await rm(otherFolder, { recursive: true, force: true });
    }
  }, 60_000);

  it("leaves the first server serving what it acknowledged", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    // Read back rather than booked again: bl_demo_support has three hosts, so whether its time is still free for
    // another one depends on the hour the test runs.
    expect(await startOf(bookingId)).toBe(booked);
  });

  it("after a SIGKILL, the next start takes over the stale lock and finds the booking", async () => {
    first!.kill("SIGKILL");
    await new Promise((resolve) => first!.once("exit", resolve));
    first = await startServe(env(), port);
    expect(await startOf(bookingId)).toBe(booked);
  }, 120_000);
});
