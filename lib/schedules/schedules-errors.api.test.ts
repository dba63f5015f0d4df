// Refused schedule writes: each body answers its status, code and the field at fault, never 5xx, and leaves every
// schedule, host and audit event as it was.
import { asc, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "../db/schema";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);

// biome-ignore lint/suspicious/noExplicitAny: bodies are deliberately of any shape.
type Json = Record<string, any>;

const range = (start: string, end: string) => ({ start, end });
const week = (monday: unknown) => ({ monday });
const valid = { name: "Hours", timeZone: "Europe/Berlin", availability: week([range("09:00:00", "17:00:00")]) };

interface Context {
  scheduleId: string;
  updatedAt: string;
  spareId: string;
  spareUpdatedAt: string;
  strangerId: string;
  otherMemberId: string;
}

interface Refusal {
  name: string;
  verb: "create" | "update" | "delete";
  body: (c: Context) => unknown;
  status: number;
  code: string;
  field?: string;
}

const created = (name: string, body: Json, field: string, code = "VALIDATION_FAILED", status = 400): Refusal => ({
  name,
  verb: "create",
  body: () => body,
  status,
  code,
  field,
});
const withOverrides = (overrides: unknown) => ({ ...valid, overrides });

const refusals: Refusal[] = [
  created("no fields", {}, "name"),
  created("empty name", { ...valid, name: "" }, "name"),
  created("name of blanks", { ...valid, name: "   " }, "name"),
  created("name with a control character", { ...valid, name: "Hours\u0007" }, "name"),
  created("name of 201 characters", { ...valid, name: "x".repeat(201) }, "name"),
  created("name not a string", { ...valid, name: 7 }, "name"),
  created("unknown zone", { ...valid, timeZone: "Mars/Olympus_Mons" }, "timeZone"),
  created("offset instead of a zone", { ...valid, timeZone: "+05:30" }, "timeZone"),
  created("zone missing", { name: "Hours", availability: valid.availability }, "timeZone"),
  created("availability missing", { name: "Hours", timeZone: "UTC" }, "availability"),
  created("availability a list", { ...valid, availability: [] }, "availability"),
  created("unknown weekday", { ...valid, availability: { funday: [] } }, "availability.funday"),
  created("a day not a list", { ...valid, availability: week({ start: "09:00:00", end: "10:00:00" }) }, "availability.monday"),
  created("time without seconds", { ...valid, availability: week([range("09:00", "17:00:00")]) }, "availability.monday.0.start"),
  created("hour 25", { ...valid, availability: week([range("25:00:00", "17:00:00")]) }, "availability.monday.0.start"),
  created("end past 24:00:00", { ...valid, availability: week([range("09:00:00", "24:00:01")]) }, "availability.monday.0.end"),
  created("start at 24:00:00", { ...valid, availability: week([range("24:00:00", "01:00:00")]) }, "availability.monday.0.start"),
  created("start equals end", { ...valid, availability: week([range("09:00:00", "09:00:00")]) }, "availability.monday.0"),
  created(
    "overlapping ranges of one day",
    { ...valid, availability: week([range("09:00:00", "12:00:00"), range("11:00:00", "13:00:00")]) },
    "availability.monday.1",
  ),
  created(
    "a range inside a range past midnight",
    { ...valid, availability: week([range("23:00:00", "23:30:00"), range("22:00:00", "02:00:00")]) },
    "availability.monday.1",
  ),
  created(
    "unknown field in a range",
    { ...valid, availability: week([{ ...range("09:00:00", "10:00:00"), note: "x" }]) },
    "availability.monday.0.note",
  ),
  created(
    "25 ranges in a day",
    {
      ...valid,
      availability: week(
        Array.from({ length: 25 }, (_, i) => range(`${String(i % 24).padStart(2, "0")}:00:00`, `${String(i % 24).padStart(2, "0")}:30:00`)),
      ),
    },
    "availability.monday",
  ),
  created("overrides not a list", withOverrides({}), "overrides"),
  created("30 February", withOverrides([{ date: "2026-02-30", ranges: [] }]), "overrides.0.date"),
  created("29 February of a common year", withOverrides([{ date: "2026-02-29", ranges: [] }]), "overrides.0.date"),
  created("month 13", withOverrides([{ date: "2026-13-01", ranges: [] }]), "overrides.0.date"),
  created("two-digit year", withOverrides([{ date: "26-01-01", ranges: [] }]), "overrides.0.date"),
  created("date with a time", withOverrides([{ date: "2026-12-24T00:00:00Z", ranges: [] }]), "overrides.0.date"),
  created(
    "the same date twice",
    withOverrides([
      { date: "2026-12-24", ranges: [] },
      { date: "2026-12-24", ranges: [range("10:00:00", "11:00:00")] },
    ]),
    "overrides.1.date",
  ),
  created("override without ranges", withOverrides([{ date: "2026-12-24" }]), "overrides.0.ranges"),
  created(
    "overlapping override ranges",
    withOverrides([{ date: "2026-12-24", ranges: [range("10:00:00", "12:00:00"), range("09:00:00", "10:30:00")] }]),
    "overrides.0.ranges.1",
  ),
  created(
    "override range with a bad end",
    withOverrides([{ date: "2026-12-24", ranges: [range("10:00:00", "10:60:00")] }]),
    "overrides.0.ranges.0.end",
  ),
  created("unknown field in an override", withOverrides([{ date: "2026-12-24", ranges: [], reason: "holiday" }]), "overrides.0.reason"),
  created("isDefault a string", { ...valid, isDefault: "yes" }, "isDefault"),
  created("unknown top-level field", { ...valid, colour: "#fff" }, "colour"),
  created("userId not an id", { ...valid, userId: "no such id!" }, "userId"),
  {
    name: "userId of another team",
    verb: "create",
    body: (c) => ({ ...valid, userId: c.strangerId }),
    status: 404,
    code: "NOT_FOUND",
    field: "userId",
  },
  {
    name: "another member's (as a MEMBER)",
    verb: "create",
    body: (c) => ({ ...valid, userId: c.otherMemberId }),
    status: 403,
    code: "FORBIDDEN",
  },
  {
    name: "update: no scheduleId",
    verb: "update",
    body: (c) => ({ updatedAt: c.updatedAt, name: "X" }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "scheduleId",
  },
  {
    name: "update: no updatedAt",
    verb: "update",
    body: (c) => ({ scheduleId: c.scheduleId, name: "X" }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "updatedAt",
  },
  {
    name: "update: updatedAt not a timestamp",
    verb: "update",
    body: (c) => ({ scheduleId: c.scheduleId, updatedAt: "yesterday" }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "updatedAt",
  },
  {
    name: "update: unknown schedule",
    verb: "update",
    body: (c) => ({ scheduleId: "sched_nope", updatedAt: c.updatedAt, name: "X" }),
    status: 404,
    code: "NOT_FOUND",
    field: "scheduleId",
  },
  {
    name: "update: stale updatedAt",
    verb: "update",
    body: (c) => ({ scheduleId: c.scheduleId, updatedAt: "2026-01-01T00:00:00.000Z", name: "X" }),
    status: 409,
    code: "STALE_UPDATE",
    field: "updatedAt",
  },
  {
    name: "update: the default made not default",
    verb: "update",
    body: (c) => ({ scheduleId: c.scheduleId, updatedAt: c.updatedAt, isDefault: false }),
    status: 409,
    code: "SCHEDULE_IS_DEFAULT",
    field: "isDefault",
  },
  {
    name: "update: another owner",
    verb: "update",
    body: (c) => ({ scheduleId: c.scheduleId, updatedAt: c.updatedAt, userId: c.otherMemberId }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "userId",
  },
  {
    name: "update: bad zone",
    verb: "update",
    body: (c) => ({ scheduleId: c.scheduleId, updatedAt: c.updatedAt, timeZone: "Europe/Atlantis" }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "timeZone",
  },
  {
    name: "update: duplicate override dates",
    verb: "update",
    body: (c) => ({
      scheduleId: c.scheduleId,
      updatedAt: c.updatedAt,
      overrides: [
        { date: "2026-12-24", ranges: [] },
        { date: "2026-12-24", ranges: [] },
      ],
    }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "overrides.1.date",
  },
  {
    name: "update: unknown field",
    verb: "update",
    body: (c) => ({ scheduleId: c.scheduleId, updatedAt: c.updatedAt, hosts: [] }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "hosts",
  },
  { name: "delete: no scheduleId", verb: "delete", body: () => ({}), status: 400, code: "VALIDATION_FAILED", field: "scheduleId" },
  {
    name: "delete: unknown schedule",
    verb: "delete",
    body: () => ({ scheduleId: "sched_nope" }),
    status: 404,
    code: "NOT_FOUND",
    field: "scheduleId",
  },
  {
    name: "delete: a schedule a host uses",
    verb: "delete",
    body: (c) => ({ scheduleId: c.scheduleId }),
    status: 409,
    code: "SCHEDULE_IN_USE",
    field: "scheduleId",
  },
  {
    name: "delete: unknown field",
    verb: "delete",
    body: (c) => ({ scheduleId: c.spareId, force: true }),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "force",
  },
];

describe.skipIf(!testDbAvailable)("refused schedule writes", () => {
  const setUp = {} as { key: string; context: Context; userIds: string[] };

  beforeAll(async () => {
    const member = makeMember({ role: "MEMBER" });
    const otherMember = makeMember({ role: "MEMBER" });
    const owner = makeMember({ role: "OWNER" });
    const team = await seedWorkspace(service.db, makeWorkspace([owner, member, otherMember], [makeBookingLink([member])]), NOW);
    const stranger = makeMember({ role: "OWNER" });
    await seedWorkspace(service.db, makeWorkspace([stranger]), NOW);
    const key = team.keyOf(member);
    const spare = await service.server.request("POST", "/v1/schedules/create", { key, body: { ...valid, name: "Spare" } });
    const spareBody = (await spare.json()) as Json;
    const listed = (await (await service.server.request("GET", "/v1/schedules", { key })).json()) as Json;
    setUp.key = key;
    setUp.userIds = [owner.id, member.id, otherMember.id];
    setUp.context = {
      scheduleId: member.schedules[0]!.id,
      updatedAt: listed.data.find((row: Json) => row.id === member.schedules[0]!.id).updatedAt,
      spareId: spareBody.id,
      spareUpdatedAt: spareBody.updatedAt,
      strangerId: stranger.id,
      otherMemberId: otherMember.id,
    };
  });

  const snapshot = async () => ({
    schedules: await service.db.select().from(t.schedules).where(inArray(t.schedules.userId, setUp.userIds)).orderBy(asc(t.schedules.id)),
    counts: await service.rowCounts(),
  });

  it(`has at least 30 cases (${refusals.length})`, () => {
    expect(refusals.length).toBeGreaterThanOrEqual(30);
  });

  it.each(refusals)("$verb, $name: $status $code $field", async ({ verb, body, status, code, field }) => {
    const before = await snapshot();
    const res = await service.server.request("POST", `/v1/schedules/${verb}`, { key: setUp.key, body: body(setUp.context) });
    expect(res.status).toBeLessThan(500);
    await expectProblem(res, { status, code, field });
    expect(await snapshot()).toEqual(before);
  });
});
