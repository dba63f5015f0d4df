// The README's first command, as a fresh clone runs it: `npm start` on an empty
// data folder loads the demo workspace and serves its time slots over HTTP.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
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
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      MAIL_DIR: path.join(dataDir, "mail"),
      SMTP_URL: "",
      PORT: String(PORT),
      DATABASE_URL: "",
      REDIS_URL: "",
      RATE_LIMIT_PUBLIC_SLOTS: "5",
    },
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
    expect(output).toContain(`http://localhost:${PORT}/mcp`);
    expect(output).toContain(`http://localhost:${PORT}/olivia`);
    expect(output).toContain(`http://localhost:${PORT}/dashboard/demo-mail`);
  });

  it("lets a newcomer sign in to the dashboard from the demo's mail page", async () => {
    const signIn = await (await fetch(`${BASE}/dashboard/sign-in`)).text();
    expect(signIn).toContain('href="/dashboard/demo-mail"');
    const asked = await fetch(`${BASE}/v1/sign-in/request`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "olivia@northwind.example" }),
    });
    expect(asked.status).toBe(202);
    let page = "";
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !/\/dashboard\/sign-in\/[A-Za-z0-9_-]{43}/.test(page)) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      page = await (await fetch(`${BASE}/dashboard/demo-mail`)).text();
    }
    const token = /\/dashboard\/sign-in\/([A-Za-z0-9_-]{43})/.exec(page)?.[1];
    expect(token).toBeDefined();
    const exchanged = await fetch(`${BASE}/v1/sign-in/exchange`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(exchanged.status).toBe(201);
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

  it("answers an MCP client at /mcp with the demo key (npm start serves it before Next.js)", async () => {
    const client = new Client({ name: "demo-start-smoke", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), { requestInit: { headers: { "x-api-key": OWNER_KEY } } }),
    );
    try {
      const start = new Date();
      const slots = await client.callTool({
        name: "list_time_slots",
        arguments: {
          bookingLinkId: "bl_demo_intro",
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 14 * 86_400_000).toISOString(),
          timeZone: "Asia/Kolkata",
        },
      });
      expect(slots.isError).toBeFalsy();
      const { availableSlots } = slots.structuredContent as { availableSlots: { localStart: string }[] };
      expect(availableSlots.length).toBeGreaterThan(0);
      expect(availableSlots[0]!.localStart).toMatch(/\+05:30$/);
    } finally {
      await client.close();
    }
    const keyless = await fetch(`${BASE}/mcp`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(keyless.status).toBe(401);
    expect(keyless.headers.get("content-type")).toBe("application/problem+json");
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

  it("lists the demo's booking pages at the root, and each page its public links in order", async () => {
    const root = await (await fetch(`${BASE}/`)).text();
    expect([...root.matchAll(/href="\/([a-z-]+)"/g)].map((m) => m[1])).toEqual(["arjun", "mia", "olivia"]);
    const olivia = await (await fetch(`${BASE}/olivia`)).text();
    expect([...olivia.matchAll(/href="\/book\/([^"]+)"/g)].map((m) => m[1])).toEqual(["bl_demo_intro", "bl_demo_strategy"]);
    const mia = await (await fetch(`${BASE}/mia`)).text();
    expect(mia).toContain('<html lang="de"');
    expect(mia).not.toContain("bl_demo_interview");
    expect((await fetch(`${BASE}/priya`)).status).toBe(404);
  });

  describe("agent-readable pages", () => {
    // Every person of the demo file, both teams: none of their e-mail addresses or user ids may show.
    const people = (
      JSON.parse(readFileSync("seeds/demo.json", "utf8")) as { workspaces: { members: { id: string; email: string }[] }[] }
    ).workspaces
      .flatMap((w) => w.members)
      .flatMap((m) => [m.id, m.email]);
    const expectNothingPrivate = (text: string) => {
      for (const secret of [...people, "@northwind", "usr_", "ws_demo", "cal_", "sched"]) expect(text, secret).not.toContain(secret);
    };
    const markdown = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${BASE}${path}`, { headers });
      return { res, text: await res.text() };
    };

    it("/book/<id>.md: the link, its next times in the zone asked for, its form and how to book", async () => {
      const { res, text } = await markdown("/book/bl_demo_intro.md?tz=Asia/Kolkata");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(res.headers.get("vary")).toMatch(/accept/i);
      expect(text).toMatch(/^# Intro call\n/);
      expect(text).toContain("- With: Olivia Hart");
      expect(text).toContain("A first conversation about your project");
      expect(text).toContain("## Next available times (Asia/Kolkata)");
      expect(text).toMatch(
        /\(20\d\d-\d\d-\d\dT\d\d:\d\d:00\.000Z\): http:\/\/localhost:\d+\/book\/bl_demo_intro\?duration=dur_intro_30&slot=/,
      );
      expect(text).toContain("| company | Company | text (one line) | yes |");
      expect(text).toContain("name=Ada+Lovelace&email=ada%40example.com");
      expectNothingPrivate(text.replaceAll("ada%40example.com", ""));
      // Without tz, in the organizer's zone.
      expect((await markdown("/book/bl_demo_intro.md")).text).toContain("## Next available times (America/New_York)");
    });

    it("the same address without .md answers Markdown to a client that asks for it, and HTML to a browser", async () => {
      const md = await markdown("/book/bl_demo_intro", { accept: "text/markdown" });
      expect(md.res.headers.get("content-type")).toContain("text/markdown");
      expect(md.text).toMatch(/^# Intro call\n/);
      const html = await markdown("/book/bl_demo_intro", { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
      expect(html.res.headers.get("content-type")).toContain("text/html");
      expect(html.res.headers.get("vary")).toMatch(/accept/i);
      const page = await markdown("/olivia", { accept: "text/markdown" });
      expect(page.text).toMatch(/^# Olivia Hart\n/);
      expect((await markdown("/olivia")).res.headers.get("vary")).toMatch(/accept/i);
    });

    it("/<username>.md lists the page's public links; private and disabled ones are not there", async () => {
      const { res, text } = await markdown("/olivia.md");
      expect(res.status).toBe(200);
      expect(text).toContain("### Intro call");
      expect(text).toContain("/book/bl_demo_strategy.md");
      expect(text).not.toContain("Office hours");
      expect((await markdown("/mia.md")).text).not.toContain("Candidate interview");
      expectNothingPrivate(text);
    });

    it("/llms.txt points to the pages and links, and to nothing private", async () => {
      const { res, text } = await markdown("/llms.txt");
      expect(res.status).toBe(200);
      expect(text).toMatch(/^# .+\n\n> /);
      for (const path of ["/olivia.md", "/arjun.md", "/mia.md", "/book/bl_demo_intro.md", "/book/bl_demo_workshop.md"])
        expect(text).toContain(path);
      for (const hidden of ["bl_demo_interview", "bl_demo_retired", "priya"]) expect(text).not.toContain(hidden);
      expectNothingPrivate(text);
    });

    it("a private link's Markdown is there for whoever has its address, not indexed; unknown addresses and zones are refused", async () => {
      const secret = await markdown("/book/bl_demo_interview.md");
      expect(secret.res.status).toBe(200);
      expect(secret.res.headers.get("x-robots-tag")).toBe("noindex");
      expect((await markdown("/book/bl_nope.md")).res.status).toBe(404);
      expect((await markdown("/nobody.md")).res.status).toBe(404);
      const zone = await markdown("/book/bl_demo_intro.md?tz=Mars/Olympus");
      expect(zone.res.status).toBe(400);
      expect(zone.text).toContain("IANA");
    });
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
