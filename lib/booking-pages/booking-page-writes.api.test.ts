import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingPagePage, bookingPageWithOwnerSchema } from "../contract/booking-pages";
import * as t from "../db/schema";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);
let teams = 0;

async function makeTeam() {
  const n = ++teams;
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const other = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  member.calendars.push({ id: `${member.id}_cal2`, name: "Home", email: member.email, provider: "MICROSOFT" });
  member.bookingPages[0]!.username = `mona-${n}-${member.id.slice(-6).toLowerCase().replace(/_/g, "-")}`;
  const link = makeBookingLink([member], { title: "Member's call" });
  const team = await seedWorkspace(service.db, makeWorkspace([owner, admin, member, other, billing], [link]), NOW);
  const stranger = makeMember({ role: "OWNER" });
  await seedWorkspace(service.db, makeWorkspace([stranger]), NOW);
  return { ...team, owner, admin, member, other, billing, stranger, link, pageId: member.bookingPages[0]!.id, n };
}
type Team = Awaited<ReturnType<typeof makeTeam>>;
type Who = "owner" | "admin" | "member" | "other" | "billing";

const post = (team: Team, as: Who, verb: "create" | "update", body: unknown) =>
  service.server.request("POST", `/v1/booking-pages/${verb}`, { key: team.keyOf(team[as]), body });
const getPage = async (team: Team, id: string) => {
  const res = await service.server.request("GET", `/v1/booking-pages/${id}`, { key: team.key });
  expect(res.status).toBe(200);
  return bookingPageWithOwnerSchema.parse(await res.json());
};
const auditOf = (team: Team, action: string) =>
  service.db
    .select()
    .from(t.auditEvents)
    .where(and(eq(t.auditEvents.workspaceId, team.workspace.id), eq(t.auditEvents.action, action)));
const pagesOf = (userId: string) =>
  service.db.select().from(t.bookingPages).where(eq(t.bookingPages.userId, userId)).orderBy(asc(t.bookingPages.createdAt));

describe.skipIf(!testDbAvailable)("POST /v1/booking-pages/create", () => {
  it("creates a page with defaults for the caller, answers it as GET does and logs it", async () => {
    const team = await makeTeam();
    const res = await post(team, "member", "create", { username: `talks-${team.n}` });
    expect(res.status).toBe(201);
    const page = bookingPageWithOwnerSchema.parse(await res.json());
    expect(page).toEqual(await getPage(team, page.id));
    expect(page).toMatchObject({
      username: `talks-${team.n}`,
      descripton: null,
      status: "ENABLED",
      hideServiceBanner: false,
      isDefault: false,
      coverImageUrl: null,
      brandColor: null,
      language: "en",
      defaultCalendarId: null,
      userId: team.member.id,
      user: { id: team.member.id, name: team.member.name },
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    const [event] = await auditOf(team, "BOOKING_PAGE_CREATED");
    expect(event).toMatchObject({
      actorUserId: team.member.id,
      details: { subject: { type: "booking_page", id: page.id, label: `talks-${team.n}` } },
    });
  });

  it("takes every writable field; isDefault true moves the owner's default", async () => {
    const team = await makeTeam();
    const body = {
      username: `full-${team.n}`,
      descripton: "<p>Hello <script>alert(1)</script></p>",
      status: "DISABLED",
      hideServiceBanner: true,
      isDefault: true,
      coverImageUrl: "https://img.example/cover.png",
      brandColor: "#1a73e8",
      language: "ja",
      defaultCalendarId: `${team.member.id}_cal2`,
    };
    const res = await post(team, "member", "create", body);
    expect(res.status).toBe(201);
    const { isDefault, ...rest } = body;
    expect(await res.json()).toMatchObject({ ...rest, isDefault: true });
    const pages = await pagesOf(team.member.id);
    expect(pages.map((p) => [p.username, p.isDefault])).toEqual([
      [team.member.bookingPages[0]!.username, false],
      [`full-${team.n}`, true],
    ]);
  });

  it("makes a user's first page their default whatever isDefault says", async () => {
    const team = await makeTeam();
    await service.db.delete(t.bookingPages).where(eq(t.bookingPages.userId, team.other.id));
    const res = await post(team, "other", "create", { username: `first-${team.n}`, isDefault: false });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isDefault: true });
  });

  it("lets OWNER and ADMIN create a page for another member; a read page can be sent as a copy", async () => {
    const team = await makeTeam();
    for (const who of ["owner", "admin"] as const) {
      const res = await post(team, who, "create", { username: `for-${who}-${team.n}`, userId: team.member.id });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ userId: team.member.id });
    }
    const read = await getPage(team, team.pageId);
    const res = await post(team, "member", "create", { ...read, username: `copy-${team.n}`, isDefault: false });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ username: `copy-${team.n}`, isDefault: false, defaultCalendarId: read.defaultCalendarId });
  });

  it("refuses MEMBER for another member and BILLING_ONLY for anyone (403), changing nothing", async () => {
    const team = await makeTeam();
    const before = await service.rowCounts();
    await expectProblem(await post(team, "member", "create", { username: `x-${team.n}`, userId: team.other.id }), {
      status: 403,
      code: "FORBIDDEN",
    });
    await expectProblem(await post(team, "billing", "create", { username: `y-${team.n}` }), { status: 403, code: "FORBIDDEN" });
    expect(await service.rowCounts()).toEqual(before);
    expect(await pagesOf(team.other.id)).toHaveLength(1);
    expect(await pagesOf(team.billing.id)).toHaveLength(1);
  });

  it("refuses a username held anywhere in the service (409 USERNAME_TAKEN)", async () => {
    const team = await makeTeam();
    for (const username of [team.member.bookingPages[0]!.username, team.stranger.bookingPages[0]!.username]) {
      await expectProblem(await post(team, "owner", "create", { username }), { status: 409, code: "USERNAME_TAKEN", field: "username" });
    }
  });

  it("takes two concurrent creates of one username once", async () => {
    const team = await makeTeam();
    const answers = await Promise.all([
      post(team, "member", "create", { username: `race-${team.n}` }),
      post(team, "other", "create", { username: `race-${team.n}` }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    await expectProblem(lost, { status: 409, code: "USERNAME_TAKEN", field: "username" });
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/booking-pages/update", () => {
  it("changes the fields given, bumps updatedAt, logs it, and the booking link nests the change", async () => {
    const team = await makeTeam();
    const read = await getPage(team, team.pageId);
    const res = await post(team, "member", "update", {
      bookingPageId: team.pageId,
      updatedAt: read.updatedAt,
      descripton: "<p>New</p>",
      brandColor: "#abc",
      language: "de",
      hideServiceBanner: true,
    });
    expect(res.status).toBe(200);
    const page = bookingPageWithOwnerSchema.parse(await res.json());
    expect(page).toEqual(await getPage(team, team.pageId));
    expect(page).toMatchObject({
      ...read,
      descripton: "<p>New</p>",
      brandColor: "#abc",
      language: "de",
      hideServiceBanner: true,
      updatedAt: page.updatedAt,
    });
    expect(Date.parse(page.updatedAt)).toBeGreaterThan(Date.parse(read.updatedAt));
    const [event] = await auditOf(team, "BOOKING_PAGE_UPDATED");
    expect(event).toMatchObject({
      actorUserId: team.member.id,
      details: { subject: { type: "booking_page", id: team.pageId, label: read.username } },
    });
    const link = await (await service.server.request("GET", `/v1/booking-links/${team.link.id}`, { key: team.key })).json();
    expect(link.bookingPage).toMatchObject({ descripton: "<p>New</p>", language: "de" });
  });

  it("a new username frees the old address: found by the new one only, the old one free for others", async () => {
    const team = await makeTeam();
    const read = await getPage(team, team.pageId);
    const res = await post(team, "member", "update", {
      bookingPageId: team.pageId,
      updatedAt: read.updatedAt,
      username: `moved-${team.n}`,
    });
    expect(res.status).toBe(200);
    const byName = async (name: string) =>
      bookingPagePage.parse(await (await service.server.request("GET", `/v1/booking-pages?username=${name}`, { key: team.key })).json());
    expect((await byName(read.username)).total).toBe(0);
    expect((await byName(`moved-${team.n}`)).data[0]!.id).toBe(team.pageId);
    const reuse = await post(team, "other", "create", { username: read.username });
    expect(reuse.status).toBe(201);
  });

  it("keeps a username unchanged when sent again, and takes a read page sent back", async () => {
    const team = await makeTeam();
    const read = await getPage(team, team.pageId);
    const res = await post(team, "member", "update", { ...read, bookingPageId: team.pageId, status: "DISABLED" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username: read.username, status: "DISABLED" });
  });

  it("isDefault true moves the default; false on the default is BOOKING_PAGE_IS_DEFAULT", async () => {
    const team = await makeTeam();
    const second = await (await post(team, "member", "create", { username: `second-${team.n}` })).json();
    const firstRead = await getPage(team, team.pageId);
    const moved = await post(team, "member", "update", { bookingPageId: second.id, updatedAt: second.updatedAt, isDefault: true });
    expect(moved.status).toBe(200);
    expect((await pagesOf(team.member.id)).map((p) => p.isDefault)).toEqual([false, true]);
    // The page that lost the default moved on: an update based on the read before is stale.
    const first = await getPage(team, team.pageId);
    expect(Date.parse(first.updatedAt)).toBeGreaterThan(Date.parse(firstRead.updatedAt));
    const now = await moved.json();
    await expectProblem(await post(team, "member", "update", { bookingPageId: second.id, updatedAt: now.updatedAt, isDefault: false }), {
      status: 409,
      code: "BOOKING_PAGE_IS_DEFAULT",
      field: "isDefault",
    });
  });

  it("answers each role as the table says", async () => {
    const team = await makeTeam();
    const expected: Record<Who, number> = { owner: 200, admin: 200, member: 200, other: 403, billing: 403 };
    for (const who of ["other", "billing", "owner", "admin", "member"] as const) {
      const read = await getPage(team, team.pageId);
      const res = await post(team, who, "update", { bookingPageId: team.pageId, updatedAt: read.updatedAt, brandColor: "#123456" });
      expect(res.status, who).toBe(expected[who]);
      if (res.status === 403) await expectProblem(res, { status: 403, code: "FORBIDDEN" });
    }
    expect((await auditOf(team, "BOOKING_PAGE_UPDATED")).map((e) => e.actorUserId)).toEqual([team.owner.id, team.admin.id, team.member.id]);
  });

  it("refuses an update based on an old read (409 STALE_UPDATE), writing nothing", async () => {
    const team = await makeTeam();
    const read = await getPage(team, team.pageId);
    expect(
      (await post(team, "owner", "update", { bookingPageId: team.pageId, updatedAt: read.updatedAt, brandColor: "#111" })).status,
    ).toBe(200);
    const after = await getPage(team, team.pageId);
    await expectProblem(
      await post(team, "member", "update", { bookingPageId: team.pageId, updatedAt: read.updatedAt, brandColor: "#222" }),
      {
        status: 409,
        code: "STALE_UPDATE",
        field: "updatedAt",
      },
    );
    expect(await getPage(team, team.pageId)).toEqual(after);
  });
});

interface Context {
  pageId: string;
  updatedAt: string;
  otherPageId: string;
  otherUpdatedAt: string;
  strangerPageId: string;
  strangerUsername: string;
  otherUsername: string;
  otherId: string;
  strangerId: string;
  otherCalendarId: string;
}
interface Refusal {
  name: string;
  verb: "create" | "update";
  body: (c: Context) => unknown;
  status: number;
  code: string;
  field?: string;
}

const create = (name: string, body: (c: Context) => object, status: number, code: string, field?: string): Refusal => ({
  name,
  verb: "create",
  body,
  status,
  code,
  field,
});
const update = (name: string, body: (c: Context) => object, status: number, code: string, field?: string): Refusal => ({
  name,
  verb: "update",
  body: (c) => ({ bookingPageId: c.pageId, updatedAt: c.updatedAt, ...body(c) }),
  status,
  code,
  field,
});

const refusals: Refusal[] = [
  create("no username", () => ({}), 400, "VALIDATION_FAILED", "username"),
  create("username too short", () => ({ username: "a" }), 400, "VALIDATION_FAILED", "username"),
  create("username too long", () => ({ username: "a".repeat(65) }), 400, "VALIDATION_FAILED", "username"),
  create("username in upper case", () => ({ username: "Olivia" }), 400, "VALIDATION_FAILED", "username"),
  create("username with a space", () => ({ username: "oli via" }), 400, "VALIDATION_FAILED", "username"),
  create("username with a slash", () => ({ username: "oli/via" }), 400, "VALIDATION_FAILED", "username"),
  create("username with an underscore", () => ({ username: "oli_via" }), 400, "VALIDATION_FAILED", "username"),
  create("reserved username v1", () => ({ username: "v1" }), 400, "VALIDATION_FAILED", "username"),
  create("reserved username mcp", () => ({ username: "mcp" }), 400, "VALIDATION_FAILED", "username"),
  create("reserved username book", () => ({ username: "book" }), 400, "VALIDATION_FAILED", "username"),
  create("reserved username embed", () => ({ username: "embed" }), 400, "VALIDATION_FAILED", "username"),
  create("username not a string", () => ({ username: 42 }), 400, "VALIDATION_FAILED", "username"),
  create("username of another team's page", (c) => ({ username: c.strangerUsername }), 409, "USERNAME_TAKEN", "username"),
  create("username of a teammate's page", (c) => ({ username: c.otherUsername }), 409, "USERNAME_TAKEN", "username"),
  create("unknown field", () => ({ username: "fresh-unknown", theme: "dark" }), 400, "VALIDATION_FAILED", "theme"),
  create("description, not descripton", () => ({ username: "fresh-desc", description: "x" }), 400, "VALIDATION_FAILED", "description"),
  create("descripton too long", () => ({ username: "fresh-long", descripton: "x".repeat(5001) }), 400, "VALIDATION_FAILED", "descripton"),
  create("unknown status", () => ({ username: "fresh-status", status: "PAUSED" }), 400, "VALIDATION_FAILED", "status"),
  create("status in lower case", () => ({ username: "fresh-status2", status: "enabled" }), 400, "VALIDATION_FAILED", "status"),
  create(
    "hideServiceBanner as text",
    () => ({ username: "fresh-h", hideServiceBanner: "true" }),
    400,
    "VALIDATION_FAILED",
    "hideServiceBanner",
  ),
  create("isDefault as a number", () => ({ username: "fresh-d", isDefault: 1 }), 400, "VALIDATION_FAILED", "isDefault"),
  create(
    "coverImageUrl javascript:",
    () => ({ username: "fresh-c", coverImageUrl: "javascript:alert(1)" }),
    400,
    "VALIDATION_FAILED",
    "coverImageUrl",
  ),
  create(
    "coverImageUrl protocol-relative",
    () => ({ username: "fresh-c2", coverImageUrl: "//evil.example/x.png" }),
    400,
    "VALIDATION_FAILED",
    "coverImageUrl",
  ),
  create("brandColor a name", () => ({ username: "fresh-b", brandColor: "red" }), 400, "VALIDATION_FAILED", "brandColor"),
  create("brandColor without #", () => ({ username: "fresh-b2", brandColor: "1a73e8" }), 400, "VALIDATION_FAILED", "brandColor"),
  create("language fr", () => ({ username: "fresh-l", language: "fr" }), 400, "VALIDATION_FAILED", "language"),
  create("language null", () => ({ username: "fresh-l2", language: null }), 400, "VALIDATION_FAILED", "language"),
  create("language en-US", () => ({ username: "fresh-l3", language: "en-US" }), 400, "VALIDATION_FAILED", "language"),
  create(
    "defaultCalendarId of a teammate",
    (c) => ({ username: "fresh-cal", defaultCalendarId: c.otherCalendarId }),
    400,
    "VALIDATION_FAILED",
    "defaultCalendarId",
  ),
  create(
    "defaultCalendarId unknown",
    () => ({ username: "fresh-cal2", defaultCalendarId: "cal_nowhere" }),
    400,
    "VALIDATION_FAILED",
    "defaultCalendarId",
  ),
  create(
    "defaultCalendarId not an id",
    () => ({ username: "fresh-cal3", defaultCalendarId: "a b" }),
    400,
    "VALIDATION_FAILED",
    "defaultCalendarId",
  ),
  create("userId of a teammate (MEMBER key)", (c) => ({ username: "fresh-u", userId: c.otherId }), 403, "FORBIDDEN"),
  create("userId not an id", () => ({ username: "fresh-u2", userId: "" }), 400, "VALIDATION_FAILED", "userId"),
  update("no bookingPageId", () => ({ bookingPageId: undefined }), 400, "VALIDATION_FAILED", "bookingPageId"),
  update("no updatedAt", () => ({ updatedAt: undefined }), 400, "VALIDATION_FAILED", "updatedAt"),
  update("updatedAt not a date-time", () => ({ updatedAt: "yesterday" }), 400, "VALIDATION_FAILED", "updatedAt"),
  update(
    "updatedAt of an old read",
    () => ({ updatedAt: "2020-01-01T00:00:00.000Z", brandColor: "#000" }),
    409,
    "STALE_UPDATE",
    "updatedAt",
  ),
  update("unknown page", () => ({ bookingPageId: "bp_nowhere" }), 404, "NOT_FOUND", "bookingPageId"),
  update("another team's page", (c) => ({ bookingPageId: c.strangerPageId }), 404, "NOT_FOUND", "bookingPageId"),
  update(
    "a teammate's page (MEMBER key)",
    (c) => ({ bookingPageId: c.otherPageId, updatedAt: c.otherUpdatedAt, brandColor: "#000" }),
    403,
    "FORBIDDEN",
  ),
  update("username taken by a teammate", (c) => ({ username: c.otherUsername }), 409, "USERNAME_TAKEN", "username"),
  update("username taken in another team", (c) => ({ username: c.strangerUsername }), 409, "USERNAME_TAKEN", "username"),
  update("username reserved", () => ({ username: "settings" }), 400, "VALIDATION_FAILED", "username"),
  update("username null", () => ({ username: null }), 400, "VALIDATION_FAILED", "username"),
  update("status null", () => ({ status: null }), 400, "VALIDATION_FAILED", "status"),
  update("isDefault false on the default", () => ({ isDefault: false }), 409, "BOOKING_PAGE_IS_DEFAULT", "isDefault"),
  update("another owner", (c) => ({ userId: c.otherId }), 400, "VALIDATION_FAILED", "userId"),
  update(
    "defaultCalendarId of a teammate",
    (c) => ({ defaultCalendarId: c.otherCalendarId }),
    400,
    "VALIDATION_FAILED",
    "defaultCalendarId",
  ),
  update("unknown field", () => ({ slug: "x" }), 400, "VALIDATION_FAILED", "slug"),
  update("brandColor too long", () => ({ brandColor: "#1234567" }), 400, "VALIDATION_FAILED", "brandColor"),
];

describe.skipIf(!testDbAvailable)("refused booking page writes", () => {
  const setUp = {} as { team: Team; context: Context };

  beforeAll(async () => {
    const team = await makeTeam();
    const page = await getPage(team, team.pageId);
    const otherPage = await getPage(team, team.other.bookingPages[0]!.id);
    setUp.team = team;
    setUp.context = {
      pageId: team.pageId,
      updatedAt: page.updatedAt,
      otherPageId: otherPage.id,
      otherUpdatedAt: otherPage.updatedAt,
      otherUsername: otherPage.username,
      strangerPageId: team.stranger.bookingPages[0]!.id,
      strangerUsername: team.stranger.bookingPages[0]!.username,
      otherId: team.other.id,
      strangerId: team.stranger.id,
      otherCalendarId: `${team.other.id}_cal`,
    };
  });

  const snapshot = async () => ({
    pages: await service.db
      .select()
      .from(t.bookingPages)
      .where(inArray(t.bookingPages.userId, [setUp.team.member.id, setUp.team.other.id, setUp.team.stranger.id]))
      .orderBy(asc(t.bookingPages.id)),
    total: (await service.db.select().from(t.bookingPages)).length,
    counts: await service.rowCounts(),
  });

  it(`has at least 30 cases (${refusals.length})`, () => {
    expect(refusals.length).toBeGreaterThanOrEqual(30);
  });

  it.each(refusals)("$verb, $name: $status $code $field", async ({ verb, body, status, code, field }) => {
    const before = await snapshot();
    const res = await post(setUp.team, "member", verb, body(setUp.context));
    expect(res.status).toBeLessThan(500);
    await expectProblem(res, { status, code, field });
    expect(await snapshot()).toEqual(before);
  });
});
