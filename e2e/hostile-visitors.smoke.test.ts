// One address flooding a booking page with every method, through the server
// `npm start` runs behind one trusted proxy: it is refused past its own budget,
// never answered 5xx, and neither other visitors nor the team's API key notice.
import { type ChildProcess, execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { freePort, startServe } from "./serve-process";

const OWNER_KEY = DEMO_API_KEY;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
let base = "";
let port = 0;
let dataDir = "";
let server: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "flood-"));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", TRUST_PROXY_HOPS: "1" };
  execFileSync(process.execPath, ["dist/prepare-demo.js"], { env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" });
  server = await startServe(env, port);
}, 90_000);

afterAll(async () => {
  server?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function send(method: string, address: string, extra: Record<string, string> = {}) {
  const form = method === "POST";
  return fetch(`${base}/book/bl_demo_intro`, {
    method,
    headers: { "x-forwarded-for": address, ...(form && { "content-type": "application/x-www-form-urlencoded" }), ...extra },
    body: form ? "intent=add-guest&guestRows=1" : undefined,
  });
}

it("refuses one address's 1,000 requests of every method past its budget, with no 5xx, while others are served and the team's key is untouched", async () => {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < 1_000) {
        const res = await send(METHODS[next++ % METHODS.length]!, "198.51.100.66");
        await res.body?.cancel();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  console.log(`flood: statuses of 1,000 requests from one address: ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  expect([...statuses.keys()].sort()).toEqual([200, 405, 429]);
  // Methods no page takes are refused before anything renders; the page-view budget (120 a minute) bounds the renders.
  const sent = Array.from({ length: 1_000 }, (_, i) => METHODS[i % METHODS.length]!);
  expect(statuses.get(405)).toBe(sent.filter((method) => !["GET", "HEAD", "POST"].includes(method)).length);
  expect(statuses.get(200)).toBe(120);

  const visitor = await send("GET", "198.51.100.67");
  expect(visitor.status).toBe(200);
  // Its month of free days, each a link to that day.
  expect(await visitor.text()).toMatch(/date=\d{4}-\d{2}-\d{2}/);

  // The team's integrations still have their whole budget: the app's calls were counted apart.
  const team = await fetch(`${base}/v1/booking-links/bl_demo_intro`, { headers: { "x-api-key": OWNER_KEY } });
  expect(team.status).toBe(200);
  expect(team.headers.get("ratelimit-remaining")).toBe(String(Number(team.headers.get("ratelimit-limit")) - 1));
}, 120_000);

it("answers methods no page takes with 405, and forms posted from another site with 403", async () => {
  const put = await send("PUT", "198.51.100.70");
  expect(put.status).toBe(405);
  expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
  const crossSite = await send("POST", "198.51.100.71", { origin: "https://evil.example", "next-action": "0".repeat(40) });
  expect(crossSite.status).toBe(403);
  const sameSite = await send("POST", "198.51.100.72", { origin: base });
  expect(sameSite.status).toBe(200);
});

it("answers an address with a broken percent-escape 400, not 500", async () => {
  for (const path of ["/book/%E0%A4%A", "/embed/%E0%A4%A", "/api/booking-links/%E0%A4%A/slots?month=2026-12"]) {
    const response = await fetch(`${base}${path}`, { headers: { "x-forwarded-for": "198.51.100.73" } });
    expect(response.status, path).toBe(400);
  }
});

it("writes the configured address into the embed snippets, never the Host header a client sent", async () => {
  const html = await new Promise<string>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/share/bl_demo_intro", headers: { host: "evil.example", "x-forwarded-proto": "https" } },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve(text));
      },
    );
    req.on("error", reject);
    req.end();
  });
  expect(html).toContain(`http://localhost:${port}/embed.js`);
  expect(html).not.toContain("evil.example");
});

it.each([
  "/book/bl_demo_intro?month=9999-12",
  "/book/bl_demo_intro?month=1969-12",
  "/book/bl_demo_intro?month=2199-12&tz=America/New_York",
  "/book/bl_demo_intro?date=9999-12-31",
  "/book/bl_demo_intro?slot=2026-13-01T00:00Z",
  "/book/bl_demo_intro?date=2026-02-30&month=a&month=b",
  `/book/bl_demo_intro?slot=${"9".repeat(5_000)}`,
  "/book/bl_demo_intro?tz=asia/CALCUTTA&hours=13&duration=%00",
  "/embed/bl_demo_intro?month=9999-12",
  "/embed/bl_demo_intro?slot=2026-13-01T00:00Z&date=9999-12-31",
  "/api/booking-links/bl_demo_intro/slots?month=9999-12&tz=UTC&duration=dur_intro_30",
  "/api/booking-links/bl_demo_intro/slots?month=1969-12&tz=America/New_York&duration=dur_intro_30",
])("answers %s without a server error", async (path) => {
  const res = await fetch(`${base}${path}`, { headers: { "x-forwarded-for": "198.51.100.80" } });
  expect(res.status).toBe(200);
  await res.body?.cancel();
});
