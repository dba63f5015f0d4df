// `npm run seed` reads a file record by record (load-seed-file.ts): the same rows as a seed loaded in memory,
// whatever the order of a workspace's keys, and nothing written when any record breaks a rule.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { makeBookingLink, makeBusyTime, makeMember, makeWorkspace } from "../testing/factories";
import { dumpTables } from "../testing/table-dump";
import { createTestDatabase, testDbAvailable } from "../testing/test-database";
import { insertSeed } from "./insert-seed";
import { loadSeedFile, type SeedLoadProgress } from "./load-seed-file";
import { SeedFileError } from "./read-seed-file";
import { SEED_TABLES } from "./seed-rows";
import type { SeedFile, SeedWorkspace } from "./seed-schema";

const NOW = new Date("2026-03-02T12:00:00Z");
const BOOKINGS = 4_500; // more than two statements' worth of rows for bookings, attendees and holds

/** A team of three with a collective link, a one-host link, busy times, bookings in every status, invites and audit events. */
function largeWorkspace(): SeedWorkspace {
  const [a, b, c] = [makeMember({ role: "OWNER" }), makeMember({ role: "ADMIN" }), makeMember()];
  a.busyTimes = Array.from({ length: 3_000 }, (_, i) =>
    makeBusyTime(`today+${i % 300}@0${i % 7}:00`, `today+${i % 300}@0${i % 7}:45`, a.calendars[0]!.id),
  );
  const solo = makeBookingLink([a], {
    durations: [{ minutes: 30, isDefault: true }],
    locations: [{ type: "PHONE", location: "+1 555", conferenceProviderId: null }],
  });
  const collective = makeBookingLink([b, c], { type: "COLLECTIVE_MULTI_USE", allowGuestInvitations: true, maxGuestsAllowed: 2 });
  const ws = makeWorkspace([a, b, c], [solo, collective]);
  const statuses = ["CONFIRMED", "PENDING", "CANCELLED", "DECLINED"] as const;
  ws.bookings = Array.from({ length: BOOKINGS }, (_, i) => {
    const link = i % 3 === 0 ? collective : solo;
    return {
      id: `${ws.id}_bk_${i}`,
      bookingLinkId: link.id,
      durationId: link.durations[0]!.id,
      // Each in its own half hour: no host is booked twice at once.
      start: new Date(Date.UTC(2026, 0, 1) + i * 1_800_000).toISOString(),
      timeZone: "Asia/Kolkata",
      status: statuses[i % 4]!,
      hostIds: link.hosts.map((h) => h.userId),
      attendees: [
        { name: `Guest ${i}`, email: `guest${i}@example.test`, isGuest: false },
        ...(link === collective ? [{ name: "Plus one", email: `plus${i}@example.test`, isGuest: true }] : []),
      ],
    };
  });
  ws.invites = Array.from({ length: 300 }, (_, i) => ({
    id: `${ws.id}_inv_${i}`,
    receiverEmail: `invitee${i}@example.test`,
    receiverFullName: `Invitee ${i}`,
    status: (["ACCEPTED", "DECLINED", "CANCELLED"] as const)[i % 3]!,
    inviterId: a.id,
    createdAt: `today-${(i % 90) + 1}@10:00`,
    expiresAt: `today+${i % 30}@10:00`,
  }));
  ws.auditEvents = Array.from({ length: 2_500 }, (_, i) => ({
    id: `${ws.id}_ae_${i}`,
    at: new Date(Date.UTC(2025, 6, 1) + i * 3_600_000).toISOString(),
    action: i % 2 ? "LOG_IN" : "BOOKING_LINK_CREATED",
    actorUserId: i % 5 === 0 ? null : b.id,
    impersonatorUserId: null,
    impersonatorIsSystemAdmin: false,
    subject: i % 2 ? undefined : { type: "booking_link", id: solo.id, label: 'The "intro" call, {braces} \\ and 日本' },
  }));
  return ws;
}

const dump = (database: Database) => dumpTables(database.db, SEED_TABLES);

/** The workspace written with its big arrays first, before what they refer to. */
const reordered = ({ bookings, auditEvents, invites, ...rest }: SeedWorkspace) => ({ bookings, auditEvents, invites, ...rest });

describe.skipIf(!testDbAvailable)("loading a seed file record by record", () => {
  let folder: string;
  let fromFile: Database;
  let inMemory: Database;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "seed-file-"));
    [fromFile, inMemory] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([fromFile?.close(), inMemory?.close()]);
    await rm(folder, { recursive: true, force: true });
  });

  const fileOf = async (name: string, content: unknown) => {
    const file = path.join(folder, name);
    await writeFile(file, typeof content === "string" ? content : JSON.stringify(content, null, 1));
    return file;
  };

  it("writes the rows a seed in memory writes, in batches, reporting its progress", async () => {
    const workspace = largeWorkspace();
    const small = makeWorkspace([makeMember({ role: "OWNER" })]);
    const file = await fileOf("large.json", { workspaces: [reordered(workspace), small] });
    const progress: SeedLoadProgress[] = [];
    const result = await loadSeedFile(fromFile.db, file, { now: NOW, onProgress: (p) => progress.push(p) });
    await insertSeed(inMemory.db, { workspaces: [workspace, small] } as SeedFile, NOW);

    const [loaded, expected] = await Promise.all([dump(fromFile), dump(inMemory)]);
    expect(loaded).toEqual(expected);
    expect(loaded.bookings).toHaveLength(BOOKINGS);
    expect(loaded.busy_times).toHaveLength(3_000);
    expect(result).toMatchObject({ workspaces: 2, bookingLinks: 2 });
    expect(result.rows).toBe(Object.values(loaded).reduce((n, rows) => n + rows.length, 0));
    expect(new Set(progress.map((p) => p.pass))).toEqual(new Set([1, 2]));
    expect(progress.at(-1)).toMatchObject({ pass: 2, bytesRead: progress.at(-1)!.bytes });
  });

  it("lists records that break a rule with their paths, and writes nothing", async () => {
    const target = await createTestDatabase();
    try {
      const workspace = largeWorkspace();
      workspace.bookings[4_321]!.bookingLinkId = "bl_nowhere";
      workspace.bookings[17]!.timeZone = "Mars/Olympus";
      workspace.members[0]!.busyTimes[2_999]!.calendarId = workspace.members[1]!.calendars[0]!.id;
      workspace.invites[5]!.inviterId = "usr_stranger";
      const file = await fileOf("broken.json", { workspaces: [workspace] });
      const error = await loadSeedFile(target.db, file, { now: NOW }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SeedFileError);
      const lines = (error as Error).message
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(":")[0]);
      expect(lines.sort()).toEqual(
        [
          "workspaces.0.bookings.4321.bookingLinkId",
          "workspaces.0.bookings.17.timeZone",
          "workspaces.0.members.0.busyTimes.2999.calendarId",
          "workspaces.0.invites.5.inviterId",
        ].sort(),
      );
      expect(Object.values(await dump(target)).flat()).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it("refuses, whole, a file with an id used twice or overlapping bookings, saying which", async () => {
    const target = await createTestDatabase();
    try {
      const twice = largeWorkspace();
      twice.bookings[3_000]!.id = twice.bookings[10]!.id;
      await expect(loadSeedFile(target.db, await fileOf("twice.json", { workspaces: [twice] }))).rejects.toThrow(
        /an id is used twice \(bookings: Key \(id\)/,
      );
      const overlap = largeWorkspace();
      // Both on the one-host link, both active.
      overlap.bookings[2]!.start = overlap.bookings[1]!.start;
      overlap.bookings[2]!.status = "CONFIRMED";
      await expect(loadSeedFile(target.db, await fileOf("overlap.json", { workspaces: [overlap] }))).rejects.toThrow(
        /two active bookings of one host overlap/,
      );
      expect((await dump(target)).workspaces).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it("refuses a file that is not JSON, or whose frame breaks a rule, before writing anything", async () => {
    await expect(loadSeedFile(fromFile.db, await fileOf("cut.json", '{"workspaces": [{"id": "ws_x", "members": ['))).rejects.toThrow(
      /ends early/,
    );
    const team = makeWorkspace([makeMember({ role: "OWNER" })]);
    team.auditEvents = largeWorkspace()
      .auditEvents.slice(0, 1)
      .map((e) => ({ ...e, actorUserId: team.members[0]!.id }));
    await expect(loadSeedFile(fromFile.db, await fileOf("one.json", { workspaces: [team] }))).rejects.toThrow(
      /workspaces\.0\.auditEvents: teams of fewer than two members keep no audit log/,
    );
  });
});
