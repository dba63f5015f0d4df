import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataFolderLockedError, type LockHolder, lockDataFolder } from "./data-folder-lock";

const folders: string[] = [];
function newFolder(): string {
  const parent = mkdtempSync(path.join(tmpdir(), "lock-"));
  folders.push(parent);
  return path.join(parent, "pglite");
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const holderFile = (folder: string, holder: Partial<LockHolder>) =>
  writeFileSync(
    `${folder}.lock`,
    JSON.stringify({ hostname: hostname(), startedAt: "2026-11-23T10:00:00.000Z", command: "node dist/serve.js", ...holder }),
  );

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

/** Runs lockDataFolder(folder) in a new Node process and says how it went. */
function lockInChild(folder: string, holdMs: number): Promise<{ code: number | null; output: string }> {
  const script = `const { lockDataFolder } = require(${JSON.stringify(path.resolve("lib/db/data-folder-lock.ts"))});
try { lockDataFolder(${JSON.stringify(folder)}); console.log("locked"); setTimeout(() => {}, ${holdMs}); }
catch (error) { console.log(error.message); process.exitCode = 3; }`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "-e", script]);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("the data folder lock", () => {
  it("is refused to a second opener in the same process, and free again once released", () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockDataFolder(folder).release();
  });

  it("names the folder and the running holder when another process holds it", () => {
    const folder = newFolder();
    holderFile(folder, { pid: process.ppid });
    let error: unknown;
    try {
      lockDataFolder(folder);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DataFolderLockedError);
    expect((error as Error).message).toContain(path.resolve(folder));
    expect((error as Error).message).toContain(`pid ${process.ppid}`);
    expect((error as Error).message).toContain("node dist/serve.js");
  });

  it.each([
    ["a holder that has exited", () => ({ pid: deadPid() })],
    ["a holder whose pid now belongs to another process (started at another time)", () => ({ pid: process.ppid, processStart: "1" })],
    ["a lock left by an earlier process that had this pid", () => ({ pid: process.pid })],
  ])("takes over a stale lock: %s", (_, holder) => {
    const folder = newFolder();
    holderFile(folder, holder());
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock file that is not a lock (garbage)", () => {
    const folder = newFolder();
    writeFileSync(`${folder}.lock`, "not json");
    lockDataFolder(folder).release();
  });

  it("refuses a lock held from another machine, which it cannot check", () => {
    const folder = newFolder();
    holderFile(folder, { pid: deadPid(), hostname: "another-host" });
    expect(() => lockDataFolder(folder)).toThrow(/on another-host/);
  });

  it("lets exactly one of several processes racing for a stale lock take it", async () => {
    const folder = newFolder();
    holderFile(folder, { pid: deadPid() });
    const results = await Promise.all([1, 2, 3].map(() => lockInChild(folder, 3_000)));
    expect(results.filter((r) => r.output.includes("locked"))).toHaveLength(1);
    expect(results.filter((r) => r.code === 3 && r.output.includes("is in use by another process"))).toHaveLength(2);
  }, 30_000);

  it("is released when its process exits", async () => {
    const folder = newFolder();
    const result = await lockInChild(folder, 0);
    expect(result.output).toContain("locked");
    expect(existsSync(`${folder}.lock`)).toBe(false);
  }, 30_000);
});
