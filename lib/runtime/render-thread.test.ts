import { randomInt } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardedHeaders, recordClientIp } from "../rate-limit/client-ip";
import { getRateLimiter } from "../rate-limit/rate-limits";
import { type RenderThread, startRenderThread } from "./render-thread";

// The thread runs a bundle, as dist/render-worker.js is one: a worker cannot load TypeScript.
async function bundledTestWorker(): Promise<string> {
  const outfile = path.join(os.tmpdir(), `render-thread-test-worker-${process.pid}.js`);
  await build({
    entryPoints: [path.join(__dirname, "render-thread.test-worker.ts")],
    bundle: true,
    platform: "node",
    target: "node20",
    outfile,
    logLevel: "warning",
    // As npm run build bundles dist/render-worker.js (package.json).
    alias: { "server-only": path.resolve("node_modules/server-only/empty.js") },
  });
  return outfile;
}

describe("the render thread", () => {
  let thread: RenderThread;
  let front: Server;
  let base: string;
  const exits: number[] = [];
  // A fresh address each run: with REDIS_URL set, counts outlive this process for a minute.
  const visitor = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    thread = await startRenderThread({ publicPort: 0, script: await bundledTestWorker(), onExit: (code) => exits.push(code) });
    // The main thread's part, as scripts/serve.ts does it: record the address, then forward.
    front = createServer((request, response) => {
      recordClientIp(request.headers, visitor);
      thread.forward(request, response);
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  }, 30_000);

  afterAll(async () => {
    front?.close();
    await thread?.stop();
    await getRateLimiter().close();
    expect(exits).toEqual([]);
  });

  it("relays a request and its body, and the answer's status, headers (both cookies) and whole body", async () => {
    const answer = await fetch(`${base}/book/x?month=2026-12`, { method: "POST", body: "name=Ada", headers: { "x-custom": "1" } });
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.headers.get("x-seen")).toBe("yes");
    const seen = await answer.json();
    expect(seen).toMatchObject({ method: "POST", url: "/book/x?month=2026-12", body: "name=Ada" });
    expect(seen.headers["x-custom"]).toBe("1");
  });

  it("passes on no header a Connection header names as its connection's own, either way (RFC 9110 7.6.1)", async () => {
    const seen = await new Promise<{ headers: Record<string, string> }>((resolve, reject) => {
      const headers = { connection: "keep-alive, X-Private", "x-private": "for this hop", "x-kept": "1" };
      request(`${base}/echo`, { headers }, async (answer) => {
        let text = "";
        for await (const chunk of answer) text += chunk;
        resolve(JSON.parse(text));
      })
        .on("error", reject)
        .end();
    });
    expect(seen.headers["x-kept"]).toBe("1");
    expect(seen.headers["x-private"]).toBeUndefined();
    const answer = await fetch(`${base}/hop`);
    expect(answer.headers.get("x-end")).toBe("1");
    expect(answer.headers.get("x-hop")).toBeNull();
  });

  it("shares the main thread's secret: the app there reads the address the main thread recorded", async () => {
    expect((await (await fetch(`${base}/anything`)).json()).address).toBe(visitor);
  });

  it("counts a visitor's budget in the main thread's limiter: one budget, whichever thread counts", async () => {
    const before = await getRateLimiter().consume("public-pages", visitor);
    const there = await (await fetch(`${base}/budget`)).json();
    const after = await getRateLimiter().consume("public-pages", visitor);
    expect(there).toMatchObject({ address: visitor, allowed: true, remaining: before.remaining - 1 });
    expect(after.remaining).toBe(before.remaining - 2);
  });

  it("refuses requests that did not come through the main thread, and ones with a forged proof", async () => {
    expect((await fetch(`${thread.origin}/anything`)).status).toBe(403);
    const forged = Object.fromEntries(Object.keys(forwardedHeaders()).map((name) => [name, "00".repeat(16)]));
    expect((await fetch(`${thread.origin}/anything`, { headers: forged })).status).toBe(403);
    expect((await fetch(`${thread.origin}/anything`, { headers: forwardedHeaders() })).status).toBe(201);
  });
});
