// The built server as smoke tests deploy it: two `node dist/serve.js` instances on one PostgreSQL database made
// for the test (TEST_DATABASE_URL), or one instance on an embedded database standing for both.
import { type ChildProcess, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, startServe } from "./serve-process";

export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface Deployment {
  /** The instance changes go through, and the one whose answers are checked (the same one when embedded). */
  a: string;
  b: string;
  stop(): Promise<void>;
}

/** Each request from an address of its own (the servers trust one X-Forwarded-For hop), so budgets stay apart. */
export const visitorAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/** Two instances on a fresh PostgreSQL database named after `prefix`, dropped by stop(). */
export async function postgresDeployment(prefix: string, serverEnv: Record<string, string>): Promise<Deployment> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const env = { ...serverEnv, DATABASE_URL: url.toString() };
  const ports = [await freePort(), await freePort()];
  execFileSync(process.execPath, ["dist/prepare-demo.js"], { env: { ...process.env, ...env, PORT: String(ports[0]) }, stdio: "ignore" });
  const servers: ChildProcess[] = [];
  for (const port of ports) servers.push(await startServe(env, port));
  return {
    a: `http://127.0.0.1:${ports[0]}`,
    b: `http://127.0.0.1:${ports[1]}`,
    async stop() {
      for (const server of servers) server.kill("SIGKILL");
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** One instance on an embedded database in a fresh folder, removed by stop(). */
export async function embeddedDeployment(prefix: string, serverEnv: Record<string, string>): Promise<Deployment> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const env = { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: "" };
  const port = await freePort();
  execFileSync(process.execPath, ["dist/prepare-demo.js"], { env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" });
  const server = await startServe(env, port);
  const base = `http://127.0.0.1:${port}`;
  return {
    a: base,
    b: base,
    async stop() {
      server.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
