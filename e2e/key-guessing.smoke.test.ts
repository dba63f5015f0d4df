// Per-address limits through the server `npm start` runs, behind one trusted
// proxy: the address comes from X-Forwarded-For as the proxy wrote it, a
// header the client forges does not change it, and past a budget (keys that
// are not valid; page views) the answer is 429.
import { type ChildProcess, execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, startServe } from "./serve-process";

// The booking app's key is known to the instance from its start (it checks the service takes it); the admin's is not.
const ADMIN_KEY = "sk_demo_admin_8b2e5d71c9f04a3e6b1d";
// Picked by the system: a fixed range met PostgreSQL, Redis and RabbitMQ on their ports now and then.
const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
let dataDir = "";
let server: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "key-guessing-"));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    TRUST_PROXY_HOPS: "1",
    RATE_LIMIT_AUTH_FAILURE: "3",
    RATE_LIMIT_PUBLIC_PAGES: "3",
  };
  execFileSync(process.execPath, ["dist/prepare-demo.js"], { env: { ...process.env, ...env }, stdio: "ignore" });
  server = await startServe(env, PORT);
}, 90_000);

afterAll(async () => {
  server?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (key: string, headers: Record<string, string>) =>
  fetch(`${BASE}/v1/booking-links/bl_demo_intro`, { headers: { "x-api-key": key, ...headers } });

it("answers 429 to an address past 3 keys that are not valid, whatever address header it forges", async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const res = await get(`sk_guess_${i}`, { "x-forwarded-for": "198.51.100.7", "x-scheduling-client-ip": `203.0.113.${i}` });
    statuses.push(res.status);
    await res.body?.cancel();
  }
  expect(statuses).toEqual([401, 401, 401, 429]);
  // Even the right key, not yet known to this instance, waits out the window at that address…
  expect((await get(ADMIN_KEY, { "x-forwarded-for": "198.51.100.7" })).status).toBe(429);
  // …while another address, and this machine itself, are served.
  expect((await get(ADMIN_KEY, { "x-forwarded-for": "198.51.100.8" })).status).toBe(200);
  expect((await get(ADMIN_KEY, {})).status).toBe(200);
});

it("answers page views past 3 a minute from one address with 429 in the visitor's language; other addresses and slot reads go on", async () => {
  const view = (address: string, path = "/book/bl_demo_intro", language = "en") =>
    fetch(`${BASE}${path}`, {
      headers: { "x-forwarded-for": address, "x-scheduling-client-ip": "203.0.113.9", "accept-language": language },
    });
  const statuses = [];
  for (let i = 0; i < 3; i++) {
    const res = await view("198.51.100.20", i === 1 ? "/embed/bl_demo_intro" : "/book/bl_demo_intro");
    statuses.push(res.status);
    await res.body?.cancel();
  }
  const refused = await view("198.51.100.20", "/book/bl_demo_intro", "de");
  expect([...statuses, refused.status]).toEqual([200, 200, 200, 429]);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(refused.headers.get("ratelimit-remaining")).toBe("0");
  expect(refused.headers.get("content-type")).toContain("text/html");
  expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(await refused.text()).toContain("Zu viele Anfragen von Ihrer Verbindung");
  // The app's JSON routes answer in their own shape.
  const json = await view("198.51.100.20", "/api/booking-links/bl_demo_intro");
  expect(json.status).toBe(429);
  expect(await json.json()).toEqual({ status: 429, code: "RATE_LIMITED" });
  // Slot reads keep their own budget, and another address is served.
  const slots = await view("198.51.100.20", "/api/booking-links/bl_demo_intro/slots?month=2030-01&tz=UTC&duration=dur_intro_30");
  expect(slots.status).toBe(200);
  expect((await view("198.51.100.21")).status).toBe(200);
});
