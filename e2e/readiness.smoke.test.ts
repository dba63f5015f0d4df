// Readiness of the running app follows its database: /readyz fails while
// PostgreSQL is unreachable and recovers by itself. PostgreSQL only.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../lib/testing/tcp-proxy";

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log("readiness under a database outage: SKIPPED - TEST_DATABASE_URL is not set.");
const PORT = 6000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;

describe.skipIf(!url)("readiness while PostgreSQL is unreachable", () => {
  const name = `ready_${randomBytes(5).toString("hex")}`;
  let proxy: TcpProxy;
  let server: ChildProcess;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const target = new URL(url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(url!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
      env: { ...process.env, DATABASE_URL: viaProxy.toString(), PORT: String(PORT), REDIS_URL: "" },
      stdio: "ignore",
    });
    for (let i = 0; i < 240; i++) {
      if ((await fetch(`${BASE}/healthz`).catch(() => undefined))?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("server did not start");
  }, 90_000);

  afterAll(async () => {
    server?.kill("SIGKILL");
    await proxy?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("is ready, then 503 while the database is cut off, then ready again", async () => {
    const ready = async () => (await fetch(`${BASE}/readyz`)).status;
    expect(await ready()).toBe(200);
    await proxy.cut();
    expect(await ready()).toBe(503);
    const body = await (await fetch(`${BASE}/readyz`)).json();
    expect(body).toMatchObject({ status: "unavailable", database: "unavailable" });
    expect((await fetch(`${BASE}/healthz`)).status).toBe(200);
    await proxy.restore();
    const back = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - back < 30_000) {
      status = await ready();
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
    console.log(`readiness: ready again ${Math.round(performance.now() - back)} ms after the database came back`);
  }, 60_000);
});
