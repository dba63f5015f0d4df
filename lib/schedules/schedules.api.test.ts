// Schedules through /v1: the list, create, update and delete, who may do which, the one default per user, the
// audit events, and slots that follow a schedule change at once (cached lists included).
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "../db/schema";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; hosts work 09:00-17:00 UTC on weekdays
const service = setUpTestService(NOW);

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

async function call(path: string, key: string, body?: unknown) {
  const res = await service.server.request(body === undefined ? "GET" : "POST", path, { key, body });
  return { res, status: res.status, body: (await res.clone().json()) as Json };
}

const HOURS = {
  monday: [{ start: "09:00:00", end: "17:00:00" }],
  tuesday: [{ start: "09:00:00", end: "17:00:00" }],
  wednesday: [],
  thursday: [],
  friday: [{ start: "22:00:00", end: "02:00:00" }],
  saturday: [],
  sunday: [],
};
const newSchedule = (extra: Json = {}) => ({ name: "Evenings", timeZone: "Europe/Berlin", availability: HOURS, ...extra });

type Role = "owner" | "admin" | "member" | "other" | "billing" | "otherTeam";
const ROLES: Role[] = ["owner", "admin", "member", "other", "billing", "otherTeam"];

/** A team of every role: `member` hosts `link` on their default schedule; `lonely` has no schedule yet. And another team. */
async function teams() {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const other = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const lonely = makeMember({ role: "MEMBER", schedules: [] });
  const link = makeBookingLink([member], { title: "Intro call" });
  const team = await seedWorkspace(service.db, makeWorkspace([owner, admin, member, other, billing, lonely], [link]), NOW);
  const stranger = makeMember({ role: "OWNER" });
  const otherTeam = await seedWorkspace(service.db, makeWorkspace([stranger]), NOW);
  const keys: Record<Role | "lonely", string> = {
    owner: team.key,
    admin: team.keyOf(admin),
    member: team.keyOf(member),
    other: team.keyOf(other),
    billing: team.keyOf(billing),
    lonely: team.keyOf(lonely),
    otherTeam: otherTeam.key,
  };
  const userIds = team.workspace.members.map((m) => m.id);
  /** Every schedule of the team as stored, for "nothing changed". */
  const scheduleRows = () => service.db.select().from(t.schedules).where(inArray(t.schedules.userId, userIds)).orderBy(asc(t.schedules.id));
  const auditActions = async () =>
    (
      await service.db
        .select({ action: t.auditEvents.action, details: t.auditEvents.details, actor: t.auditEvents.actorUserId })
        .from(t.auditEvents)
        .where(and(eq(t.auditEvents.workspaceId, team.workspace.id)))
        .orderBy(asc(t.auditEvents.createdAt), asc(t.auditEvents.id))
    ).filter((e) => e.action.startsWith("SCHEDULE_"));
  const current = async (scheduleId: string) => {
    const [row] = await service.db.select().from(t.schedules).where(eq(t.schedules.id, scheduleId));
    return row!;
  };
  const memberSchedule = member.schedules[0]!.id;
  return { owner, admin, member, other, billing, lonely, stranger, link, keys, scheduleRows, auditActions, current, memberSchedule };
}

describe.skipIf(!testDbAvailable)("GET /v1/schedules", () => {
  it("lists the caller's own, with the Schedule resource's fields and overrides", async () => {
    const { keys, member } = await teams();
    const { status, body } = await call("/v1/schedules", keys.member);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 100, total: 1 });
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ["availability", "createdAt", "id", "isDefault", "name", "overrides", "timeZone", "updatedAt", "userId"].sort(),
    );
    expect(body.data[0]).toMatchObject({ id: member.schedules[0]!.id, isDefault: true, overrides: [], userId: member.id });
  });

  it("role by role: own list for everyone; another member's for OWNER and ADMIN only; another team's user is missing", async () => {
    const { keys, member, stranger } = await teams();
    const expected: Record<Role, number> = { owner: 200, admin: 200, member: 200, other: 403, billing: 403, otherTeam: 404 };
    for (const role of ROLES) {
      const own = await call("/v1/schedules", keys[role]);
      expect(own.status, role).toBe(200);
      const theirs = await call(`/v1/schedules?userId=${member.id}`, keys[role]);
      expect(theirs.status, role).toBe(expected[role]);
      if (expected[role] === 200) expect(theirs.body.data.map((s: Json) => s.userId)).toEqual([member.id]);
      else
        await expectProblem(theirs.res, {
          status: expected[role],
          code: expected[role] === 403 ? "FORBIDDEN" : "NOT_FOUND",
          field: "userId",
        });
    }
    await expectProblem((await call(`/v1/schedules?userId=${stranger.id}`, keys.owner)).res, {
      status: 404,
      code: "NOT_FOUND",
      field: "userId",
    });
  });

  it("pages: the default first, then by name", async () => {
    const { keys } = await teams();
    for (const name of ["C", "B"]) expect((await call("/v1/schedules/create", keys.member, newSchedule({ name }))).status).toBe(201);
    const first = await call("/v1/schedules?page=1&pageSize=2", keys.member);
    expect(first.body).toMatchObject({ total: 3, pageSize: 2 });
    expect(first.body.data.map((s: Json) => [s.name, s.isDefault])).toEqual([
      ["Working hours", true],
      ["B", false],
    ]);
    expect((await call("/v1/schedules?page=2&pageSize=2", keys.member)).body.data.map((s: Json) => s.name)).toEqual(["C"]);
    await expectProblem((await call("/v1/schedules?pageSize=101", keys.member)).res, {
      status: 400,
      code: "VALIDATION_FAILED",
      field: "pageSize",
    });
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/schedules/create", () => {
  it("a user's first schedule is the default whatever isDefault says; isDefault true later moves it", async () => {
    const { keys, lonely, current } = await teams();
    const first = await call(
      "/v1/schedules/create",
      keys.lonely,
      newSchedule({ isDefault: false, overrides: [{ date: "2026-12-24", ranges: [] }] }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: lonely.id, isDefault: true, name: "Evenings", timeZone: "Europe/Berlin" });
    expect(first.body.overrides).toEqual([{ date: "2026-12-24", ranges: [] }]);
    expect(first.body.availability).toEqual(HOURS);

    const second = await call("/v1/schedules/create", keys.lonely, newSchedule({ name: "Mornings", isDefault: true }));
    expect(second.body.isDefault).toBe(true);
    const demoted = await current(first.body.id);
    expect(demoted.isDefault).toBe(false);
    expect(demoted.updatedAt.getTime()).toBeGreaterThan(Date.parse(first.body.updatedAt));
    const third = await call("/v1/schedules/create", keys.lonely, newSchedule({ name: "Weekends" }));
    expect(third.body.isDefault).toBe(false);
  });

  it("missing days are empty; a timeZone alias is kept as sent", async () => {
    const { keys } = await teams();
    const { status, body } = await call("/v1/schedules/create", keys.member, {
      name: "Short",
      timeZone: "Asia/Calcutta",
      availability: { monday: [{ start: "10:00:00", end: "11:00:00" }] },
    });
    expect(status).toBe(201);
    expect(body.timeZone).toBe("Asia/Calcutta");
    expect(body.availability).toEqual({
      ...Object.fromEntries(Object.keys(HOURS).map((d) => [d, []])),
      monday: [{ start: "10:00:00", end: "11:00:00" }],
    });
  });

  it("role by role, for the member's schedules: their own, OWNER and ADMIN yes; another MEMBER and BILLING_ONLY no; another team missing", async () => {
    const { keys, member, scheduleRows } = await teams();
    const expected: Record<Role, number> = { owner: 201, admin: 201, member: 201, other: 403, billing: 403, otherTeam: 404 };
    for (const role of ROLES) {
      const before = await scheduleRows();
      const res = await call("/v1/schedules/create", keys[role], newSchedule({ userId: member.id, name: `by ${role}` }));
      expect(res.status, role).toBe(expected[role]);
      if (res.status === 201) expect(res.body.userId).toBe(member.id);
      else expect(await scheduleRows(), role).toEqual(before);
    }
    // BILLING_ONLY changes nothing, its own schedules included.
    await expectProblem((await call("/v1/schedules/create", keys.billing, newSchedule())).res, { status: 403, code: "FORBIDDEN" });
  });

  it("two concurrent creates with isDefault true leave exactly one default", async () => {
    const { keys, lonely } = await teams();
    const answers = await Promise.all(
      ["A", "B", "C"].map((name) => call("/v1/schedules/create", keys.lonely, newSchedule({ name, isDefault: true }))),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const rows = await service.db.select().from(t.schedules).where(eq(t.schedules.userId, lonely.id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/schedules/update", () => {
  it("changes the fields sent, moves updatedAt on, and refuses a stale updatedAt", async () => {
    const { keys, memberSchedule, current } = await teams();
    const read = (await call("/v1/schedules", keys.member)).body.data[0];
    const updated = await call("/v1/schedules/update", keys.member, {
      scheduleId: memberSchedule,
      updatedAt: read.updatedAt,
      name: "Core hours",
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Core hours", availability: read.availability, timeZone: read.timeZone, isDefault: true });
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThan(Date.parse(read.updatedAt));

    const before = await current(memberSchedule);
    const stale = await call("/v1/schedules/update", keys.member, { scheduleId: memberSchedule, updatedAt: read.updatedAt, name: "Lost" });
    await expectProblem(stale.res, { status: 409, code: "STALE_UPDATE", field: "updatedAt" });
    expect(await current(memberSchedule)).toEqual(before);

    // Sent back as read (id and createdAt included): accepted, nothing to change, nothing written.
    const same = await call("/v1/schedules/update", keys.member, { ...updated.body, scheduleId: memberSchedule });
    expect(same.status).toBe(200);
    expect(same.body.updatedAt).toBe(updated.body.updatedAt);
  });

  it("isDefault true moves the default; false on the default is SCHEDULE_IS_DEFAULT", async () => {
    const { keys, memberSchedule, current } = await teams();
    const extra = (await call("/v1/schedules/create", keys.member, newSchedule())).body;
    const moved = await call("/v1/schedules/update", keys.member, { scheduleId: extra.id, updatedAt: extra.updatedAt, isDefault: true });
    expect(moved.body.isDefault).toBe(true);
    expect((await current(memberSchedule)).isDefault).toBe(false);
    const refused = await call("/v1/schedules/update", keys.member, {
      scheduleId: extra.id,
      updatedAt: moved.body.updatedAt,
      isDefault: false,
    });
    await expectProblem(refused.res, { status: 409, code: "SCHEDULE_IS_DEFAULT", field: "isDefault" });
    expect((await current(extra.id)).isDefault).toBe(true);
  });

  it("role by role, on the member's schedule", async () => {
    const { keys, memberSchedule, current } = await teams();
    const expected: Record<Role, number> = { owner: 200, admin: 200, member: 200, other: 403, billing: 403, otherTeam: 404 };
    for (const role of ROLES) {
      const before = await current(memberSchedule);
      const res = await call("/v1/schedules/update", keys[role], {
        scheduleId: memberSchedule,
        updatedAt: before.updatedAt.toISOString(),
        name: `by ${role}`,
      });
      expect(res.status, role).toBe(expected[role]);
      if (res.status === 200) expect(res.body.name).toBe(`by ${role}`);
      else expect(await current(memberSchedule), role).toEqual(before);
    }
  });

  it("a day off moves the link's slots at once, cached lists and the link's nested schedule included", async () => {
    const { keys, link, memberSchedule } = await teams();
    const TUESDAY = "startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z";
    const slots = async () =>
      (await call(`/v1/booking-links/${link.id}/time-slots?${TUESDAY}`, keys.owner)).body.availableSlots.map((s: Json) =>
        s.start.slice(11, 16),
      );
    expect(await slots()).toHaveLength(16);
    const read = (await call(`/v1/booking-links/${link.id}`, keys.owner)).body.hosts[0].schedule;
    expect(read.overrides).toEqual([]);

    const dayOff = await call("/v1/schedules/update", keys.member, {
      scheduleId: memberSchedule,
      updatedAt: read.updatedAt,
      overrides: [{ date: "2026-12-08", ranges: [] }],
    });
    expect(dayOff.status).toBe(200);
    expect(await slots()).toEqual([]);
    expect((await call(`/v1/booking-links/${link.id}`, keys.owner)).body.hosts[0].schedule.overrides).toEqual([
      { date: "2026-12-08", ranges: [] },
    ]);

    const afternoon = await call("/v1/schedules/update", keys.owner, {
      scheduleId: memberSchedule,
      updatedAt: dayOff.body.updatedAt,
      overrides: [{ date: "2026-12-08", ranges: [{ start: "13:00:00", end: "14:00:00" }] }],
    });
    expect(afternoon.status).toBe(200);
    expect(await slots()).toEqual(["13:00", "13:30"]);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/schedules/delete", () => {
  it("refuses a schedule a host uses, naming the links; refuses the default while others exist; deletes the rest", async () => {
    const { keys, memberSchedule, link, current } = await teams();
    const inUse = await call("/v1/schedules/delete", keys.member, { scheduleId: memberSchedule });
    const problem = await expectProblem(inUse.res, { status: 409, code: "SCHEDULE_IN_USE", field: "scheduleId" });
    expect(problem.detail).toContain(link.id);
    expect(problem.detail).toContain('"Intro call"');
    expect(await current(memberSchedule)).toBeDefined();

    const { keys: k2, lonely } = await teams();
    const first = (await call("/v1/schedules/create", k2.lonely, newSchedule({ name: "First" }))).body;
    const second = (await call("/v1/schedules/create", k2.lonely, newSchedule({ name: "Second" }))).body;
    await expectProblem((await call("/v1/schedules/delete", k2.lonely, { scheduleId: first.id })).res, {
      status: 409,
      code: "SCHEDULE_IS_DEFAULT",
      field: "scheduleId",
    });
    const gone = await call("/v1/schedules/delete", k2.lonely, { scheduleId: second.id });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: second.id, name: "Second" });
    // The last schedule, the default, may go; the next one made is the default again.
    expect((await call("/v1/schedules/delete", k2.lonely, { scheduleId: first.id })).status).toBe(200);
    expect((await call("/v1/schedules", k2.lonely)).body.total).toBe(0);
    const next = await call("/v1/schedules/create", k2.lonely, newSchedule({ name: "Again" }));
    expect(next.body).toMatchObject({ userId: lonely.id, isDefault: true });
  });

  it("role by role, on a schedule of the member no host uses", async () => {
    const { keys, current } = await teams();
    const expected: Record<Role, number> = { owner: 200, admin: 200, member: 200, other: 403, billing: 403, otherTeam: 404 };
    for (const role of ROLES) {
      const spare = (await call("/v1/schedules/create", keys.member, newSchedule({ name: `spare for ${role}` }))).body;
      const res = await call("/v1/schedules/delete", keys[role], { scheduleId: spare.id });
      expect(res.status, role).toBe(expected[role]);
      if (res.status === 200) expect(await service.db.select().from(t.schedules).where(eq(t.schedules.id, spare.id))).toEqual([]);
      else expect((await current(spare.id)).name, role).toBe(`spare for ${role}`);
    }
  });
});

const ORDER = ["SCHEDULE_CREATED", "SCHEDULE_UPDATED", "SCHEDULE_DELETED"];

describe.skipIf(!testDbAvailable)("audit", () => {
  it("records SCHEDULE_CREATED, SCHEDULE_UPDATED (new name) and SCHEDULE_DELETED (name as it was), by the caller", async () => {
    const { keys, owner, member, auditActions } = await teams();
    const made = (await call("/v1/schedules/create", keys.owner, newSchedule({ userId: member.id, name: "Made" }))).body;
    const renamed = (await call("/v1/schedules/update", keys.member, { scheduleId: made.id, updatedAt: made.updatedAt, name: "Renamed" }))
      .body;
    expect((await call("/v1/schedules/delete", keys.admin, { scheduleId: renamed.id })).status).toBe(200);
    // One fixed clock: the three share a moment, so they are compared in the order of the actions.
    const events = (await auditActions()).sort((a, b) => ORDER.indexOf(a.action) - ORDER.indexOf(b.action));
    expect(events.map((e) => [e.action, e.details])).toEqual([
      ["SCHEDULE_CREATED", { subject: { type: "schedule", id: made.id, label: "Made" } }],
      ["SCHEDULE_UPDATED", { subject: { type: "schedule", id: made.id, label: "Renamed" } }],
      ["SCHEDULE_DELETED", { subject: { type: "schedule", id: made.id, label: "Renamed" } }],
    ]);
    expect(events[0]!.actor).toBe(owner.id);
    expect(events[1]!.actor).toBe(member.id);
    const listed = await call("/v1/audit-logs?category=BOOKING_LINKS", keys.owner);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: Json) => e.action)).toEqual(
      expect.arrayContaining(["SCHEDULE_CREATED", "SCHEDULE_UPDATED", "SCHEDULE_DELETED"]),
    );
  });
});
