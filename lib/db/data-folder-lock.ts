// One process at a time may open an embedded database folder: two PGlite
// instances on one folder each keep their own copy of its pages and overwrite
// each other's writes, so acknowledged bookings vanish. The lock is a file
// beside the folder (`<folder>.lock`) naming its holder; it is created
// atomically (written under a temporary name, then hard-linked into place, so
// it is never seen half-written) and removed when the holder closes the
// database or exits. A lock whose holder is no longer running (killed with
// SIGKILL, say) is stale and is taken over.
import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export interface LockHolder {
  pid: number;
  hostname: string;
  /** The holder's start time as the kernel counts it (Linux), to tell a reused pid from the holder. */
  processStart?: string;
  startedAt: string;
  command: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database folder ${folder} is in use by another process ` +
        `(pid ${holder.pid} on ${holder.hostname}, since ${holder.startedAt}: ${holder.command}). ` +
        `Stop that process, or give this one its own folder with DATA_DIR. ` +
        `If no such process is running, delete ${folder}.lock.`,
    );
    this.name = "DataFolderLockedError";
  }
}

export interface FolderLock {
  readonly lockPath: string;
  release(): void;
}

/** Folders this process holds, so a second open within one process is refused too. */
const heldHere = new Set<string>();
const RECOVERY_GIVE_UP_MS = 10_000;

/** Takes the folder's lock or throws DataFolderLockedError naming who holds it. */
export function lockDataFolder(folder: string): FolderLock {
  const resolved = path.resolve(folder);
  const lockPath = `${resolved}.lock`;
  const mine = JSON.stringify(describeThisProcess());
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createExclusively(lockPath, mine)) return holdLock(resolved, lockPath, mine);
    const text = readText(lockPath);
    if (text === undefined) continue; // released meanwhile: try again
    const holder = parseHolder(text);
    if (holder && (heldHere.has(resolved) || isRunning(holder))) throw new DataFolderLockedError(resolved, holder);
    removeStaleLock(lockPath, text);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it.`);
}

function holdLock(folder: string, lockPath: string, mine: string): FolderLock {
  heldHere.add(folder);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(folder);
    process.off("exit", release);
    // Only our own lock: never remove one a later holder took over.
    if (readText(lockPath) === mine) unlinkQuietly(lockPath);
  };
  process.on("exit", release);
  return { lockPath, release };
}

function createExclusively(lockPath: string, content: string): boolean {
  const temporary = `${lockPath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temporary, content);
  try {
    linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkQuietly(temporary);
  }
}

/**
 * Removes a stale lock, unless someone replaced it meanwhile. Two processes
 * may find the same stale lock at once: a recovery folder (mkdir is atomic)
 * lets one of them remove it while the other waits and looks again.
 */
function removeStaleLock(lockPath: string, staleText: string): void {
  const recovery = `${lockPath}.recovering`;
  try {
    mkdirSync(recovery);
  } catch {
    // Another process is recovering; a recovery folder left by one that died is old.
    if (ageMs(recovery) > RECOVERY_GIVE_UP_MS) rmdirQuietly(recovery);
    sleep(20);
    return;
  }
  try {
    if (readText(lockPath) === staleText) unlinkQuietly(lockPath);
  } finally {
    rmdirQuietly(recovery);
  }
}

function isRunning(holder: LockHolder): boolean {
  // On another machine (a shared network folder) we cannot tell: assume it runs.
  if (holder.hostname !== hostname()) return true;
  // Our own pid but not held here: left by an earlier process that had our pid (a container restart).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const start = processStartOf(holder.pid);
  return !(holder.processStart && start && start !== holder.processStart);
}

function describeThisProcess(): LockHolder {
  return {
    pid: process.pid,
    hostname: hostname(),
    processStart: processStartOf(process.pid),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(" ").slice(0, 200),
  };
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses; fields after it follow the last ')'.
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === "number" && typeof value.hostname === "string" ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

function rmdirQuietly(folder: string): void {
  try {
    rmdirSync(folder);
  } catch {
    // already gone
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
