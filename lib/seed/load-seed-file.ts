// `npm run seed`: loads a seed file of any size in bounded memory, in one transaction. The file is read twice as
// a stream (json-stream.ts). The first reading keeps each workspace's frame (members without their busy times, and
// booking links: what the other records refer to) and validates it whole, as a seed in memory is. The second
// reads the records a file may hold by the million (busy times, bookings, invites, audit events) one at a time,
// validates each against the frame and writes them in batches. Ids of those records are kept unique by the
// database's keys rather than a set in memory. Nothing is written unless the whole file loads.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import type { z } from "@hono/zod-openapi";
import { BulkWriter } from "../db/bulk-writer";
import type { Db } from "../db/client";
import { type JsonPath, JsonStreamError, type JsonVisit, streamJson } from "./json-stream";
import { SeedFileError } from "./read-seed-file";
import { addAuditEvent, addBooking, addBusyTime, addInvite, addWorkspaceFrame, type Clock, SEED_TABLES, seedClock } from "./seed-rows";
import * as s from "./seed-schema";

export interface SeedLoadProgress {
  /** 1: reading the frame; 2: writing the records. */
  pass: 1 | 2;
  bytesRead: number;
  bytes: number;
  rowsWritten: number;
}

export interface SeedLoadResult {
  workspaces: number;
  bookingLinks: number;
  rows: number;
}

interface LoadOptions {
  now?: Date;
  onProgress?: (progress: SeedLoadProgress) => void;
}

/** The records read one at a time in the second pass, under a workspace. */
const STREAMED = new Set(["bookings", "invites", "auditEvents"]);
const MAX_PROBLEMS = 50;

type Frame = { workspaces: s.SeedWorkspace[] };

export async function loadSeedFile(db: Db, file: string, options: LoadOptions = {}): Promise<SeedLoadResult> {
  const { size } = await stat(file).catch((error: Error) => {
    throw new SeedFileError(`${file}: ${error.message}`);
  });
  const report = (pass: 1 | 2, rowsWritten: number, bytesRead: number) =>
    options.onProgress?.({ pass, bytesRead, bytes: size, rowsWritten });
  const frame = await readFrame(file, (bytes) => report(1, 0, bytes));
  const clock = seedClock(options.now ?? new Date());
  const rows = await db
    .transaction(async (tx) => {
      const writer = new BulkWriter(tx, SEED_TABLES);
      for (const ws of frame.workspaces) addWorkspaceFrame(writer, ws, clock);
      await writer.flush();
      await writeRecords(file, frame, writer, clock, (bytes) => report(2, writer.written, bytes));
      await writer.flush();
      return writer.written;
    })
    .catch((error: unknown) => {
      throw refusedByDatabase(file, error);
    });
  const bookingLinks = frame.workspaces.reduce((n, ws) => n + ws.bookingLinks.length, 0);
  return { workspaces: frame.workspaces.length, bookingLinks, rows };
}

/** The file's text, a megabyte at a time, reporting how many bytes were read. */
async function* readText(file: string, onBytes: (bytes: number) => void): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let read = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    read += (chunk as Buffer).length;
    yield decoder.write(chunk as Buffer);
    onBytes(read);
  }
  yield decoder.end();
}

async function walk(file: string, onBytes: (bytes: number) => void, handlers: Parameters<typeof streamJson>[1]) {
  try {
    await streamJson(readText(file, onBytes), handlers);
  } catch (error) {
    if (error instanceof JsonStreamError) throw new SeedFileError(`${file}: ${error.message}`);
    throw error;
  }
}

/** First pass: each workspace without its streamed records, validated whole. */
async function readFrame(file: string, onBytes: (bytes: number) => void): Promise<Frame> {
  let root: Record<string, unknown> = {};
  const auditEvents: number[] = [];
  const workspace = (path: JsonPath) =>
    ((root.workspaces as Record<string, unknown>[])[path[1] as number] ?? {}) as Record<string, unknown>;
  await walk(file, onBytes, {
    select(path) {
      // Audit events are counted (a team of one keeps none); the records themselves wait for the second pass.
      if (path.length === 4 && path[2] === "auditEvents") auditEvents[path[1] as number] = (auditEvents[path[1] as number] ?? 0) + 1;
      return frameVisit(path);
    },
    enter(path, kind) {
      const empty = kind === "object" ? {} : [];
      if (path.length === 0) root = empty as Record<string, unknown>;
      else if (path.length === 1) root.workspaces = empty;
      else if (path.length === 2) (root.workspaces as unknown[])[path[1] as number] = empty;
      else workspace(path)[path[2] as string] = empty;
    },
    value(path, value) {
      if (path.length === 1) root[path[0] as string] = value;
      else if (path.length === 2) (root.workspaces as unknown[])[path[1] as number] = value;
      else if (path.length === 3) workspace(path)[path[2] as string] = value;
      else (workspace(path).members as unknown[]).push(withoutBusyTimes(value));
    },
  });
  return validFrame(file, root, auditEvents);
}

function frameVisit(path: JsonPath): JsonVisit {
  if (path.length <= 1) return path.length === 0 || path[0] === "workspaces" ? "descend" : "skip";
  if (path.length === 2) return "descend";
  const key = path[2] as string;
  if (path.length === 3) return key === "members" || STREAMED.has(key) ? "descend" : "emit";
  return key === "members" ? "emit" : "skip";
}

function withoutBusyTimes(member: unknown): unknown {
  if (member === null || typeof member !== "object" || !Array.isArray((member as { busyTimes?: unknown }).busyTimes)) return member;
  return { ...member, busyTimes: [] };
}

function validFrame(file: string, root: unknown, auditEvents: number[]): Frame {
  const result = s.seedFile.safeParse(root);
  const problems = new Problems();
  for (const issue of result.error?.issues ?? []) problems.fail(issue.message, issue.path as s.Path);
  result.data?.workspaces.forEach((ws, w) => {
    s.checkKeepsAuditLog(problems, s.indexWorkspace(ws), auditEvents[w] ?? 0, ["workspaces", w, "auditEvents"]);
  });
  problems.throwIfAny(file);
  return result.data as Frame;
}

/** The problems found, the first MAX_PROBLEMS kept: a file of a million bad records is not held in memory twice. */
class Problems implements s.Checks {
  count = 0;
  private readonly lines: string[] = [];
  /** Ids of streamed records are kept unique by the database (refusedByDatabase). */
  unique() {}
  fail(message: string, path: s.Path) {
    if (++this.count <= MAX_PROBLEMS) this.lines.push(`  ${path.join(".") || "(file)"}: ${message}`);
  }
  throwIfAny(file: string) {
    if (this.count === 0) return;
    const more = this.count > MAX_PROBLEMS ? [`  … and ${this.count - MAX_PROBLEMS} more`] : [];
    throw new SeedFileError(`${file} is not a valid seed file:\n${[...this.lines, ...more].join("\n")}`);
  }
}

/** Second pass: busy times, bookings, invites and audit events, each validated, then written in batches. */
async function writeRecords(file: string, frame: Frame, writer: BulkWriter, clock: Clock, onBytes: (bytes: number) => void) {
  const indexes = frame.workspaces.map((ws) => s.indexWorkspace(ws));
  const problems = new Problems();
  await walk(file, onBytes, {
    select: recordVisit,
    async value(path, value) {
      const ws = frame.workspaces[path[1] as number]!;
      const index = indexes[path[1] as number]!;
      const record = parsed(path, value, path[2] === "members" ? s.seedBusyTime : RECORD_SCHEMAS[path[2] as string]!, problems);
      if (!record) return;
      const add = checkRecord(problems, ws, index, path, record);
      // After a first problem the rest is only validated: the transaction is rolled back anyway.
      if (problems.count > 0) return;
      add(writer, clock);
      await writer.drain();
    },
  });
  problems.throwIfAny(file);
}

const RECORD_SCHEMAS: Record<string, z.ZodType> = { bookings: s.seedBooking, invites: s.seedInvite, auditEvents: s.seedAuditEvent };

function recordVisit(path: JsonPath): JsonVisit {
  if (path.length <= 1) return path.length === 0 || path[0] === "workspaces" ? "descend" : "skip";
  if (path.length === 2) return "descend";
  const key = path[2] as string;
  if (path.length === 3) return key === "members" || STREAMED.has(key) ? "descend" : "skip";
  if (key !== "members") return "emit";
  if (path.length === 4) return "descend";
  if (path.length === 5) return path[4] === "busyTimes" ? "descend" : "skip";
  return "emit";
}

function parsed(path: JsonPath, value: unknown, schema: z.ZodType, checks: s.Checks): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) checks.fail(issue.message, [...path, ...(issue.path as s.Path)]);
  return undefined;
}

type Adder = (writer: BulkWriter, clock: Clock) => void;

/** Checks a record's references; returns how to write it. */
function checkRecord(c: s.Checks, ws: s.SeedWorkspace, index: s.WorkspaceIndex, path: JsonPath, record: unknown): Adder {
  const at = [...path];
  switch (path[2]) {
    case "members": {
      const member = ws.members[path[3] as number]!;
      const busy = record as s.SeedWorkspace["members"][number]["busyTimes"][number];
      s.checkBusyTime(c, member, busy, at);
      return (w, clock) => addBusyTime(w, member.id, busy, clock);
    }
    case "bookings": {
      const booking = record as s.SeedWorkspace["bookings"][number];
      s.checkBooking(c, index, booking, at);
      return (w, clock) => addBooking(w, index, booking, clock);
    }
    case "invites": {
      const invite = record as s.SeedWorkspace["invites"][number];
      s.checkInvite(c, index, invite, at);
      return (w, clock) => addInvite(w, ws.id, invite, clock);
    }
    default: {
      const event = record as s.SeedWorkspace["auditEvents"][number];
      s.checkSeedAuditEvent(c, index, event, at);
      return (w, clock) => addAuditEvent(w, ws.id, event, clock);
    }
  }
}

/** What the database refused (an id used twice, overlapping bookings of one host), said as a seed problem. */
function refusedByDatabase(file: string, error: unknown): unknown {
  const cause = (error as { cause?: { code?: string; detail?: string; table?: string } }).cause;
  const reasons: Record<string, string> = {
    "23505": "an id is used twice",
    "23P01": "two active bookings of one host overlap",
    "23503": "a record refers to one that does not exist",
  };
  const reason = cause?.code ? reasons[cause.code] : undefined;
  if (!reason) return error;
  return new SeedFileError(`${file} does not load: ${reason} (${cause?.table ?? "?"}: ${cause?.detail ?? ""})`, { cause: error });
}
