import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trustedWorkspaceId } from "../auth/workspace-id";
import { bookingLinkSchema } from "../contract/booking-links";
import * as t from "../db/schema";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { updateBookingLink } from "./save-booking-link";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);

async function makeTeam() {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const other = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  member.calendars.push({ id: `${member.id}_cal2`, name: "Home", email: member.email, provider: "MICROSOFT" });
  const mine = makeBookingLink([member, other], {
    title: "Member's call",
    durations: [
      { minutes: 30, isDefault: true },
      { minutes: 60, isDefault: false },
    ],
    locations: [{ type: "PHONE", location: "+49 30 1234567", conferenceProviderId: null }],
    minNoticePeriod: { unit: "HOUR", quantity: 2 },
  });
  const others = makeBookingLink([other], { title: "Other's call" });
  const workspace = makeWorkspace([owner, admin, member, other, billing], [mine, others]);
  workspace.bookings = [
    {
      id: `${workspace.id}_bk`,
      bookingLinkId: mine.id,
      durationId: mine.durations[1]!.id,
      start: "2026-12-09T10:00:00Z",
      timeZone: "UTC",
      status: "CONFIRMED",
      hostIds: [member.id, other.id],
      attendees: [{ name: "Visitor", email: "visitor@example.test", isGuest: false }],
    },
  ];
  const team = await seedWorkspace(service.db, workspace, NOW);
  const stranger = makeMember({ role: "OWNER" });
  const elsewhere = await seedWorkspace(service.db, makeWorkspace([stranger], [makeBookingLink([stranger])]), NOW);
  return { ...team, owner, admin, member, other, billing, mine, others, bookingId: `${workspace.id}_bk`, stranger, elsewhere };
}

type Team = Awaited<ReturnType<typeof makeTeam>>;
type Who = "owner" | "admin" | "member" | "other" | "billing";

const post = (team: Team, as: Who, path: string, body: unknown) =>
  service.server.request("POST", `/v1/booking-links/${path}`, { key: team.keyOf(team[as]), body });
const getLink = async (team: Team, id: string) => {
  const res = await service.server.request("GET", `/v1/booking-links/${id}`, { key: team.key });
  expect(res.status).toBe(200);
  return bookingLinkSchema.parse(await res.json());
};
const auditOf = (team: Team, action: string) =>
  service.db
    .select()
    .from(t.auditEvents)
    .where(and(eq(t.auditEvents.workspaceId, team.workspace.id), eq(t.auditEvents.action, action)));

/** Everything a refused write could have changed. */
async function snapshot(team: Team) {
  const tables = [t.bookingLinks, t.bookingDurations, t.hosts, t.bookingLocations, t.periods, t.hostAvailabilityCalendars, t.auditEvents];
  const counts = await Promise.all(tables.map(async (table) => (await service.db.select().from(table)).length));
  return {
    counts,
    mine: await getLink(team, team.mine.id),
    others: await getLink(team, team.others.id),
    bookings: await service.bookingRows(),
  };
}

const minimal = { slug: "new-call", title: "New call", bookingDurations: [{ durationInMinutes: 45, isDefault: true }] };

describe.skipIf(!testDbAvailable)("POST /v1/booking-links/create", () => {
  it("creates a link with defaults, answers it as GET does and logs it", async () => {
    const team = await makeTeam();
    const res = await post(team, "member", "create", minimal);
    expect(res.status).toBe(201);
    const link = bookingLinkSchema.parse(await res.json());
    expect(link).toEqual(await getLink(team, link.id));
    expect(link).toMatchObject({
      slug: "new-call",
      title: "New call",
      type: "MULTI_USE",
      status: "ENABLED",
      userId: team.member.id,
      bookingPageId: team.member.bookingPages[0]!.id,
      deletedAt: null,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      bookingDurations: [{ durationInMinutes: 45, isDefault: true }],
      hosts: [
        { userId: team.member.id, isOrganizer: true, scheduleId: team.member.schedules[0]!.id, bookingCalendarId: `${team.member.id}_cal` },
      ],
    });
    const [event] = await auditOf(team, "BOOKING_LINK_CREATED");
    expect(event).toMatchObject({
      actorUserId: team.member.id,
      details: { subject: { type: "booking_link", id: link.id, label: "New call" } },
    });
    const slots = await service.server.request(
      "GET",
      `/v1/booking-links/${link.id}/time-slots?startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:00Z`,
      { key: team.key },
    );
    expect((await slots.json()).availableSlots.length).toBeGreaterThan(0);
  });

  it("takes every writable field", async () => {
    const team = await makeTeam();
    const body = {
      ...minimal,
      type: "COLLECTIVE_MULTI_USE",
      description: "<p>Hello</p>",
      status: "DISABLED",
      bufferMinutesBeforeEvent: 5,
      bufferMinutesAfterEvent: 10,
      eventColor: "7",
      eventNameTemplate: "{{scheduler}} meets {{organizer}}",
      allowGuestInvitations: true,
      maxGuestsAllowed: 3,
      requireEventApproval: true,
      confirmationMessage: "<p>Thanks</p>",
      redirectUrl: "https://example.test/thanks",
      isPrivate: true,
      position: 4,
      minNoticePeriod: { unit: "HOUR", quantity: 12 },
      maxFuturePeriod: { unit: "DAY", quantity: 30 },
      minDate: "2026-12-10T00:00:00Z",
      maxDate: "2027-01-10T00:00:00+01:00",
      slotIntervalMinutes: 15,
      coverImageUrl: "https://example.test/cover.png",
      brandColor: "#1a73e8",
      brandingPreference: "CUSTOM",
      language: "DE",
      languagePreference: "CUSTOM",
      customFields: [
        { name: "company", type: "SHORT_TEXT", label: "Company", required: true, placeholder: "" },
        { id: "size", name: "size", type: "NUMBER", label: "Team size", required: false, placeholder: "", min: 1, max: 500, integer: true },
      ],
      bookingDurations: [{ durationInMinutes: 30 }, { durationInMinutes: 90, isDefault: true }],
      bookingLocations: [{ type: "CUSTOM", location: "Office" }],
      hosts: [
        {
          userId: team.member.id,
          scheduleId: `${team.member.id}_sched`,
          bookingCalendarId: `${team.member.id}_cal2`,
          isOrganizer: true,
          readAvailabilityFrom: "SELECTED_CALENDARS",
          availabilityCalendars: [{ id: `${team.member.id}_cal` }],
        },
        { userId: team.other.id, scheduleId: `${team.other.id}_sched`, bookingCalendarId: `${team.other.id}_cal` },
      ],
    };
    const res = await post(team, "member", "create", body);
    expect(res.status).toBe(201);
    const link = bookingLinkSchema.parse(await res.json());
    const { customFields, bookingDurations, bookingLocations, hosts, minNoticePeriod, maxFuturePeriod, minDate, maxDate, ...flat } = body;
    expect(link).toMatchObject({ ...flat, minDate: "2026-12-10T00:00:00.000Z", maxDate: "2027-01-09T23:00:00.000Z" });
    expect(link.minNoticePeriod).toMatchObject(minNoticePeriod);
    expect(link.maxFuturePeriod).toMatchObject(maxFuturePeriod);
    expect(link.customFields[1]).toEqual(customFields[1]);
    expect(link.customFields[0]!.id).toMatch(/^cf_/);
    expect(link.bookingDurations.map((d) => [d.durationInMinutes, d.isDefault])).toEqual([
      [90, true],
      [30, false],
    ]);
    expect(link.bookingLocations).toMatchObject(bookingLocations);
    expect(link.hosts.map((h) => [h.userId, h.isOrganizer, h.bookingCalendarId, h.availabilityCalendars.map((c) => c.id)])).toEqual([
      [team.member.id, true, `${team.member.id}_cal2`, [`${team.member.id}_cal`]],
      [team.other.id, false, `${team.other.id}_cal`, []],
    ]);
  });

  it("copies a link read with GET, ignoring its ids and read-only fields", async () => {
    const team = await makeTeam();
    const read = await getLink(team, team.mine.id);
    const res = await post(team, "member", "create", { ...read, slug: "copy-of-call" });
    expect(res.status).toBe(201);
    const copy = bookingLinkSchema.parse(await res.json());
    expect(copy.id).not.toBe(read.id);
    expect(copy.bookingDurations.map((d) => d.durationInMinutes)).toEqual([30, 60]);
    expect(copy.bookingDurations.every((d) => !read.bookingDurations.some((r) => r.id === d.id))).toBe(true);
    expect(copy.hosts.map((h) => h.userId)).toEqual(read.hosts.map((h) => h.userId));
    // The original is untouched.
    expect(await getLink(team, read.id)).toEqual(read);
  });

  it("lets OWNER and ADMIN create for another member; MEMBER only for themselves; BILLING_ONLY never", async () => {
    const team = await makeTeam();
    for (const who of ["owner", "admin"] as const) {
      const res = await post(team, who, "create", { ...minimal, slug: `for-member-${who}`, userId: team.member.id });
      expect(res.status).toBe(201);
      expect((await res.json()).userId).toBe(team.member.id);
    }
    const before = await snapshot(team);
    await expectProblem(await post(team, "member", "create", { ...minimal, userId: team.other.id }), { status: 403, code: "FORBIDDEN" });
    await expectProblem(await post(team, "billing", "create", minimal), { status: 403, code: "FORBIDDEN" });
    expect((await post(team, "member", "create", { ...minimal, userId: team.member.id })).status).toBe(201);
    const after = await snapshot(team);
    expect(after.counts[0]).toBe(before.counts[0]! + 1);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/booking-links/update", () => {
  it("round-trips: GET, change, send back; ids kept; bookings untouched", async () => {
    const team = await makeTeam();
    const bookingsBefore = await service.bookingRows();
    const read = await getLink(team, team.mine.id);
    const res = await post(team, "member", "update", {
      ...read,
      bookingLinkId: read.id,
      title: "Renamed call",
      bookingDurations: [...read.bookingDurations, { durationInMinutes: 15 }],
    });
    expect(res.status).toBe(200);
    const link = bookingLinkSchema.parse(await res.json());
    expect(link).toEqual(await getLink(team, read.id));
    expect(link.title).toBe("Renamed call");
    expect(link.updatedAt).toBe(NOW.toISOString());
    for (const d of read.bookingDurations) expect(link.bookingDurations.some((x) => x.id === d.id)).toBe(true);
    expect(link.hosts.map((h) => h.id)).toEqual(read.hosts.map((h) => h.id));
    expect(link.bookingLocations.map((l) => l.id)).toEqual(read.bookingLocations.map((l) => l.id));
    expect(link.minNoticePeriod).toMatchObject({ id: read.minNoticePeriod!.id, unit: "HOUR", quantity: 2 });
    expect(await service.bookingRows()).toEqual(bookingsBefore);
    const [event] = await auditOf(team, "BOOKING_LINK_UPDATED");
    expect(event).toMatchObject({
      actorUserId: team.member.id,
      details: { subject: { type: "booking_link", id: read.id, label: "Member's call" } },
    });
  });

  it("keeps a period the update leaves as it was, updatedAt included; a changed one takes the edit's time", async () => {
    const team = await makeTeam();
    const read = await getLink(team, team.mine.id);
    const auth = {
      apiKeyId: "k",
      userId: team.member.id,
      workspaceId: trustedWorkspaceId(team.workspace.id),
      role: "MEMBER",
      expiresAt: null,
    } as const;
    const later = new Date(NOW.getTime() + 60_000);
    const edit = (fields: object, at: Date, updatedAt: string) =>
      updateBookingLink(service.db, auth, { bookingLinkId: read.id, updatedAt, ...fields }, at).then((saved) => saved.body);
    const renamed = await edit({ title: "Renamed" }, later, read.updatedAt);
    expect(renamed.updatedAt).toBe(later.toISOString());
    expect(renamed.minNoticePeriod).toEqual(read.minNoticePeriod);
    const even = new Date(later.getTime() + 60_000);
    const widened = await edit({ minNoticePeriod: { unit: "HOUR", quantity: 3 } }, even, renamed.updatedAt);
    expect(widened.minNoticePeriod).toMatchObject({ id: read.minNoticePeriod!.id, quantity: 3, updatedAt: even.toISOString() });
  });

  it("replaces nested lists whole; a removed duration stays for its bookings, which never change", async () => {
    const team = await makeTeam();
    const bookingsBefore = await service.bookingRows();
    const read = await getLink(team, team.mine.id);
    const thirty = read.bookingDurations.find((d) => d.durationInMinutes === 30)!;
    const res = await post(team, "member", "update", {
      bookingLinkId: read.id,
      updatedAt: read.updatedAt,
      bookingDurations: [{ id: thirty.id, durationInMinutes: 20, isDefault: true }],
      bookingLocations: [],
      hosts: [
        { userId: team.member.id, isOrganizer: true, scheduleId: `${team.member.id}_sched`, bookingCalendarId: `${team.member.id}_cal` },
      ],
      minNoticePeriod: null,
      maxFuturePeriod: { unit: "WEEK", quantity: 4 },
    });
    expect(res.status).toBe(200);
    const link = bookingLinkSchema.parse(await res.json());
    expect(link.bookingDurations).toMatchObject([{ id: thirty.id, durationInMinutes: 20, isDefault: true }]);
    expect(link.bookingLocations).toEqual([]);
    expect(link.hosts.map((h) => h.userId)).toEqual([team.member.id]);
    expect(link.minNoticePeriod).toBeNull();
    expect(link.maxFuturePeriod).toMatchObject({ unit: "WEEK", quantity: 4 });
    expect(await service.bookingRows()).toEqual(bookingsBefore);
    const booking = await service.server.request("GET", `/v1/bookings/${team.bookingId}`, { key: team.key });
    expect(booking.status).toBe(200);
    const [removed] = await service.db
      .select()
      .from(t.bookingDurations)
      .where(eq(t.bookingDurations.id, bookingsBefore.bookings.find((b) => b.id === team.bookingId)!.durationId));
    expect(removed!.deletedAt).toEqual(NOW);
  });

  it("refuses a stale updatedAt and changes nothing", async () => {
    const team = await makeTeam();
    const before = await snapshot(team);
    await expectProblem(
      await post(team, "member", "update", { bookingLinkId: team.mine.id, updatedAt: "2026-01-01T00:00:00.000Z", title: "Late" }),
      { status: 409, code: "STALE_UPDATE", field: "updatedAt" },
    );
    expect(await snapshot(team)).toEqual(before);
  });

  it("applies the role table: MEMBER only their own (403 for another's), OWNER/ADMIN anyone's, BILLING_ONLY none", async () => {
    const team = await makeTeam();
    const change = async (who: Who, id: string, title: string) => {
      const { updatedAt } = await getLink(team, id);
      return post(team, who, "update", { bookingLinkId: id, updatedAt, title });
    };
    expect((await change("member", team.mine.id, "By member")).status).toBe(200);
    expect((await change("owner", team.mine.id, "By owner")).status).toBe(200);
    expect((await change("admin", team.others.id, "By admin")).status).toBe(200);
    const before = await snapshot(team);
    await expectProblem(await change("member", team.others.id, "Not mine"), { status: 403, code: "FORBIDDEN" });
    await expectProblem(await change("billing", team.mine.id, "Billing"), { status: 403, code: "FORBIDDEN" });
    expect(await snapshot(team)).toEqual(before);
    const [foreign] = team.elsewhere.workspace.bookingLinks;
    await expectProblem(await post(team, "owner", "update", { bookingLinkId: foreign!.id, updatedAt: NOW.toISOString(), title: "x" }), {
      status: 404,
      code: "NOT_FOUND",
      field: "bookingLinkId",
    });
  });
});

describe.skipIf(!testDbAvailable)("concurrent writes", () => {
  it("two creates of one slug on one page: one link, the other SLUG_TAKEN", async () => {
    const team = await makeTeam();
    const answers = await Promise.all([
      post(team, "member", "create", minimal),
      post(team, "owner", "create", { ...minimal, userId: team.member.id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const links = await service.db.select().from(t.bookingLinks).where(eq(t.bookingLinks.slug, minimal.slug));
    expect(links.filter((l) => l.workspaceId === team.workspace.id)).toHaveLength(1);
  });

  it("two updates from one read: one applies, the other is STALE_UPDATE", async () => {
    const team = await makeTeam();
    const { updatedAt } = await getLink(team, team.mine.id);
    const send = (title: string) => post(team, "member", "update", { bookingLinkId: team.mine.id, updatedAt, title });
    const answers = await Promise.all([send("First"), send("Second")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await auditOf(team, "BOOKING_LINK_UPDATED")).length).toBe(1);
  });
});

describe.skipIf(!testDbAvailable)("POST /v1/booking-links/delete", () => {
  it("marks the link deleted; its page is 404, its bookings stay readable and cancellable, not reschedulable", async () => {
    const team = await makeTeam();
    const res = await post(team, "member", "delete", { bookingLinkId: team.mine.id });
    expect(res.status).toBe(200);
    const link = bookingLinkSchema.parse(await res.json());
    expect(link.deletedAt).toBe(NOW.toISOString());
    expect(link).toEqual(await getLink(team, team.mine.id));
    const [event] = await auditOf(team, "BOOKING_LINK_DELETED");
    expect(event).toMatchObject({ details: { subject: { type: "booking_link", id: team.mine.id, label: "Member's call" } } });
    const slots = await service.server.request("GET", `/v1/booking-links/${team.mine.id}/time-slots`, { key: team.key });
    expect((await slots.json()).availableSlots).toEqual([]);
    expect((await service.server.request("GET", `/v1/bookings/${team.bookingId}`, { key: team.key })).status).toBe(200);
    await expectProblem(
      await service.server.request("POST", "/v1/bookings/reschedule", {
        key: team.key,
        body: { bookingId: team.bookingId, startDateTime: "2026-12-10T10:00:00Z" },
      }),
      { status: 409, code: "BOOKING_LINK_UNAVAILABLE" },
    );
    const cancelled = await service.server.request("POST", "/v1/bookings/cancel", { key: team.key, body: { bookingId: team.bookingId } });
    expect(cancelled.status).toBe(200);
    // The slug is free again on that page; the deleted link can be neither changed nor deleted again.
    expect((await post(team, "member", "create", { ...minimal, slug: team.mine.slug })).status).toBe(201);
    await expectProblem(await post(team, "member", "delete", { bookingLinkId: team.mine.id }), {
      status: 409,
      code: "BOOKING_LINK_DELETED",
    });
    await expectProblem(await post(team, "member", "update", { bookingLinkId: team.mine.id, updatedAt: link.updatedAt, title: "x" }), {
      status: 409,
      code: "BOOKING_LINK_DELETED",
    });
  });

  it("applies the role table", async () => {
    const team = await makeTeam();
    const before = await snapshot(team);
    await expectProblem(await post(team, "member", "delete", { bookingLinkId: team.others.id }), { status: 403, code: "FORBIDDEN" });
    await expectProblem(await post(team, "billing", "delete", { bookingLinkId: team.mine.id }), { status: 403, code: "FORBIDDEN" });
    await expectProblem(await post(team, "owner", "delete", { bookingLinkId: "bl_unknown" }), { status: 404, code: "NOT_FOUND" });
    expect(await snapshot(team)).toEqual(before);
    expect((await post(team, "admin", "delete", { bookingLinkId: team.others.id })).status).toBe(200);
    expect((await post(team, "owner", "delete", { bookingLinkId: team.mine.id })).status).toBe(200);
  });
});

type Refusal = [name: string, body: (team: Team) => Record<string, unknown>, status: number, code: string, field?: string];
const host = (team: Team, who: "member" | "other" | "owner", extra: Record<string, unknown> = {}) => ({
  userId: team[who].id,
  scheduleId: `${team[who].id}_sched`,
  bookingCalendarId: `${team[who].id}_cal`,
  ...extra,
});
const V = "VALIDATION_FAILED";

const CREATE_REFUSALS: Refusal[] = [
  ["no slug", () => ({ title: "x", bookingDurations: minimal.bookingDurations }), 400, V, "slug"],
  ["no title", () => ({ slug: "x", bookingDurations: minimal.bookingDurations }), 400, V, "title"],
  ["no durations", () => ({ slug: "x", title: "x" }), 400, V, "bookingDurations"],
  ["empty durations", () => ({ ...minimal, bookingDurations: [] }), 400, V, "bookingDurations"],
  ["slug with capitals", () => ({ ...minimal, slug: "Intro" }), 400, V, "slug"],
  ["slug with a space", () => ({ ...minimal, slug: "intro call" }), 400, V, "slug"],
  ["slug with a slash", () => ({ ...minimal, slug: "a/b" }), 400, V, "slug"],
  ["empty slug", () => ({ ...minimal, slug: "" }), 400, V, "slug"],
  ["slug of 101", () => ({ ...minimal, slug: "a".repeat(101) }), 400, V, "slug"],
  ["slug taken on the page", (t) => ({ ...minimal, slug: t.mine.slug }), 409, "SLUG_TAKEN", "slug"],
  ["empty title", () => ({ ...minimal, title: "" }), 400, V, "title"],
  ["title of 201", () => ({ ...minimal, title: "x".repeat(201) }), 400, V, "title"],
  ["blank title", () => ({ ...minimal, title: "   " }), 400, V, "title"],
  ["title with a line break", () => ({ ...minimal, title: "Intro\ncall" }), 400, V, "title"],
  ["unknown field", () => ({ ...minimal, colour: "red" }), 400, V, "colour"],
  [
    "unknown nested field",
    () => ({ ...minimal, bookingDurations: [{ durationInMinutes: 30, isDefault: true, length: 1 }] }),
    400,
    V,
    "bookingDurations.0.length",
  ],
  ["type unknown", () => ({ ...minimal, type: "ONE_OFF" }), 400, V, "type"],
  ["status unknown", () => ({ ...minimal, status: "ON" }), 400, V, "status"],
  [
    "duration 0",
    () => ({ ...minimal, bookingDurations: [{ durationInMinutes: 0, isDefault: true }] }),
    400,
    V,
    "bookingDurations.0.durationInMinutes",
  ],
  [
    "duration 1441",
    () => ({ ...minimal, bookingDurations: [{ durationInMinutes: 1441, isDefault: true }] }),
    400,
    V,
    "bookingDurations.0.durationInMinutes",
  ],
  [
    "duration 2.5",
    () => ({ ...minimal, bookingDurations: [{ durationInMinutes: 2.5, isDefault: true }] }),
    400,
    V,
    "bookingDurations.0.durationInMinutes",
  ],
  [
    "duration as text",
    () => ({ ...minimal, bookingDurations: [{ durationInMinutes: "30", isDefault: true }] }),
    400,
    V,
    "bookingDurations.0.durationInMinutes",
  ],
  ["no default duration", () => ({ ...minimal, bookingDurations: [{ durationInMinutes: 30 }] }), 400, V, "bookingDurations"],
  [
    "two default durations",
    () => ({
      ...minimal,
      bookingDurations: [
        { durationInMinutes: 30, isDefault: true },
        { durationInMinutes: 60, isDefault: true },
      ],
    }),
    400,
    V,
    "bookingDurations",
  ],
  [
    "11 durations",
    () => ({ ...minimal, bookingDurations: Array.from({ length: 11 }, (_, i) => ({ durationInMinutes: i + 1, isDefault: i === 0 })) }),
    400,
    V,
    "bookingDurations",
  ],
  ["negative buffer", () => ({ ...minimal, bufferMinutesBeforeEvent: -1 }), 400, V, "bufferMinutesBeforeEvent"],
  ["buffer over a day", () => ({ ...minimal, bufferMinutesAfterEvent: 1441 }), 400, V, "bufferMinutesAfterEvent"],
  ["brand colour a name", () => ({ ...minimal, brandColor: "red" }), 400, V, "brandColor"],
  ["brand colour #12345", () => ({ ...minimal, brandColor: "#12345" }), 400, V, "brandColor"],
  ["event colour too long", () => ({ ...minimal, eventColor: "x".repeat(51) }), 400, V, "eventColor"],
  ["event colour blank", () => ({ ...minimal, eventColor: "   " }), 400, V, "eventColor"],
  ["event colour on two lines", () => ({ ...minimal, eventColor: "7\n8" }), 400, V, "eventColor"],
  ["event name blank", () => ({ ...minimal, eventNameTemplate: " " }), 400, V, "eventNameTemplate"],
  ["event name on two lines", () => ({ ...minimal, eventNameTemplate: "{{scheduler}}\nBcc: x@example.test" }), 400, V, "eventNameTemplate"],
  ["event name with a bidi control", () => ({ ...minimal, eventNameTemplate: "Call \u202e" }), 400, V, "eventNameTemplate"],
  ["message with a bidi control", () => ({ ...minimal, confirmationMessage: "Thanks \u202eevil" }), 400, V, "confirmationMessage"],
  ["redirect javascript:", () => ({ ...minimal, redirectUrl: "javascript:alert(1)" }), 400, V, "redirectUrl"],
  ["redirect ftp", () => ({ ...minimal, redirectUrl: "ftp://example.test/" }), 400, V, "redirectUrl"],
  ["redirect protocol-relative", () => ({ ...minimal, redirectUrl: "//example.test/" }), 400, V, "redirectUrl"],
  ["cover image data:", () => ({ ...minimal, coverImageUrl: "data:image/png;base64,AAAA" }), 400, V, "coverImageUrl"],
  ["cover image javascript:", () => ({ ...minimal, coverImageUrl: "javascript:x" }), 400, V, "coverImageUrl"],
  ["guests over 50", () => ({ ...minimal, maxGuestsAllowed: 51 }), 400, V, "maxGuestsAllowed"],
  ["slot interval 4", () => ({ ...minimal, slotIntervalMinutes: 4 }), 400, V, "slotIntervalMinutes"],
  ["negative position", () => ({ ...minimal, position: -1 }), 400, V, "position"],
  ["language lower-case", () => ({ ...minimal, language: "de" }), 400, V, "language"],
  ["branding unknown", () => ({ ...minimal, brandingPreference: "SOME" }), 400, V, "brandingPreference"],
  ["minDate not a date", () => ({ ...minimal, minDate: "tomorrow" }), 400, V, "minDate"],
  ["minDate without zone", () => ({ ...minimal, minDate: "2026-12-10T00:00:00" }), 400, V, "minDate"],
  ["minDate after maxDate", () => ({ ...minimal, minDate: "2027-01-10T00:00:00Z", maxDate: "2026-12-10T00:00:00Z" }), 400, V, "minDate"],
  ["period unit unknown", () => ({ ...minimal, minNoticePeriod: { unit: "YEAR", quantity: 1 } }), 400, V, "minNoticePeriod.unit"],
  ["period negative", () => ({ ...minimal, maxFuturePeriod: { unit: "DAY", quantity: -1 } }), 400, V, "maxFuturePeriod.quantity"],
  [
    "custom field type unknown",
    () => ({ ...minimal, customFields: [{ name: "a", type: "DATE", label: "A", required: false }] }),
    400,
    V,
    "customFields.0.type",
  ],
  [
    "custom field names twice",
    () => ({
      ...minimal,
      customFields: [
        { name: "a", type: "SHORT_TEXT", label: "A", required: false },
        { name: "a", type: "PHONE", label: "B", required: false },
      ],
    }),
    400,
    V,
    "customFields.1.name",
  ],
  [
    "custom field min above max",
    () => ({ ...minimal, customFields: [{ name: "n", type: "NUMBER", label: "N", required: false, min: 5, max: 1 }] }),
    400,
    V,
    "customFields.0.min",
  ],
  [
    "custom field without label",
    () => ({ ...minimal, customFields: [{ name: "a", type: "SHORT_TEXT", required: false }] }),
    400,
    V,
    "customFields.0.label",
  ],
  ["no organizer", (t) => ({ ...minimal, hosts: [host(t, "member")] }), 400, V, "hosts"],
  [
    "two organizers",
    (t) => ({ ...minimal, hosts: [host(t, "member", { isOrganizer: true }), host(t, "other", { isOrganizer: true })] }),
    400,
    V,
    "hosts",
  ],
  ["empty hosts", () => ({ ...minimal, hosts: [] }), 400, V, "hosts"],
  ["a host twice", (t) => ({ ...minimal, hosts: [host(t, "member", { isOrganizer: true }), host(t, "member")] }), 400, V, "hosts.1.userId"],
  [
    "51 hosts",
    (t) => ({ ...minimal, hosts: Array.from({ length: 51 }, (_, i) => host(t, "member", { isOrganizer: i === 0 })) }),
    400,
    V,
    "hosts",
  ],
  [
    "host not a member",
    (t) => ({ ...minimal, hosts: [{ ...host(t, "member", { isOrganizer: true }), userId: t.stranger.id }] }),
    400,
    V,
    "hosts.0.userId",
  ],
  [
    "host's schedule another's",
    (t) => ({ ...minimal, hosts: [host(t, "member", { isOrganizer: true, scheduleId: `${t.other.id}_sched` })] }),
    400,
    V,
    "hosts.0.scheduleId",
  ],
  [
    "host's calendar another's",
    (t) => ({ ...minimal, hosts: [host(t, "member", { isOrganizer: true, bookingCalendarId: `${t.other.id}_cal` })] }),
    400,
    V,
    "hosts.0.bookingCalendarId",
  ],
  [
    "host's calendar unknown",
    (t) => ({ ...minimal, hosts: [host(t, "member", { isOrganizer: true, bookingCalendarId: "cal_nope" })] }),
    400,
    V,
    "hosts.0.bookingCalendarId",
  ],
  [
    "availability calendar another's",
    (t) => ({ ...minimal, hosts: [host(t, "member", { isOrganizer: true, availabilityCalendars: [{ id: `${t.other.id}_cal` }] })] }),
    400,
    V,
    "hosts.0.availabilityCalendars.0.id",
  ],
  [
    "read availability unknown",
    (t) => ({ ...minimal, hosts: [host(t, "member", { isOrganizer: true, readAvailabilityFrom: "SOME" })] }),
    400,
    V,
    "hosts.0.readAvailabilityFrom",
  ],
  ["booking page of another", (t) => ({ ...minimal, bookingPageId: t.other.bookingPages[0]!.id }), 400, V, "bookingPageId"],
  ["booking page unknown", () => ({ ...minimal, bookingPageId: "page_nope" }), 400, V, "bookingPageId"],
  ["owner not a member", (t) => ({ ...minimal, userId: t.stranger.id }), 403, "FORBIDDEN"],
  ["description too long", () => ({ ...minimal, description: "x".repeat(20_001) }), 400, V, "description"],
  ["location without type", () => ({ ...minimal, bookingLocations: [{ location: "x" }] }), 400, V, "bookingLocations.0.type"],
];

const UPDATE_REFUSALS: Refusal[] = [
  ["no updatedAt", (t) => ({ bookingLinkId: t.mine.id, title: "x" }), 400, V, "updatedAt"],
  ["no bookingLinkId", () => ({ updatedAt: NOW.toISOString(), title: "x" }), 400, V, "bookingLinkId"],
  ["updatedAt not a date", (t) => ({ bookingLinkId: t.mine.id, updatedAt: "yesterday" }), 400, V, "updatedAt"],
  ["unknown link", () => ({ bookingLinkId: "bl_nope", updatedAt: NOW.toISOString() }), 404, "NOT_FOUND", "bookingLinkId"],
  ["another owner", (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), userId: t.other.id }), 400, V, "userId"],
  ["slug taken", (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), slug: "taken-here" }), 409, "SLUG_TAKEN", "slug"],
  [
    "duration id of another link",
    (t) => ({
      bookingLinkId: t.mine.id,
      updatedAt: NOW.toISOString(),
      bookingDurations: [{ id: t.others.durations[0]!.id, durationInMinutes: 30, isDefault: true }],
    }),
    400,
    V,
    "bookingDurations.0.id",
  ],
  [
    "duration id twice",
    (t) => ({
      bookingLinkId: t.mine.id,
      updatedAt: NOW.toISOString(),
      bookingDurations: [
        { id: t.mine.durations[0]!.id, durationInMinutes: 30, isDefault: true },
        { id: t.mine.durations[0]!.id, durationInMinutes: 40 },
      ],
    }),
    400,
    V,
    "bookingDurations.1.id",
  ],
  [
    "host id of another link",
    (t) => ({
      bookingLinkId: t.mine.id,
      updatedAt: NOW.toISOString(),
      hosts: [{ ...host(t, "member", { isOrganizer: true }), id: t.others.hosts[0]!.id }],
    }),
    400,
    V,
    "hosts.0.id",
  ],
  [
    "no default left",
    (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), bookingDurations: [{ durationInMinutes: 30 }] }),
    400,
    V,
    "bookingDurations",
  ],
  [
    "minDate after the kept maxDate",
    (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), minDate: "2027-02-01T00:00:00Z", maxDate: "2027-01-01T00:00:00Z" }),
    400,
    V,
    "minDate",
  ],
  [
    "read-only of another kind",
    (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), workspaceId: "ws_x" }),
    400,
    V,
    "workspaceId",
  ],
  [
    "bookingPage of another",
    (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), bookingPageId: t.other.bookingPages[0]!.id }),
    400,
    V,
    "bookingPageId",
  ],
  [
    "hosts without organizer",
    (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), hosts: [host(t, "member"), host(t, "other")] }),
    400,
    V,
    "hosts",
  ],
  ["empty title", (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), title: "" }), 400, V, "title"],
  ["null title", (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), title: null }), 400, V, "title"],
  [
    "redirect javascript:",
    (t) => ({ bookingLinkId: t.mine.id, updatedAt: NOW.toISOString(), redirectUrl: "javascript:alert(1)" }),
    400,
    V,
    "redirectUrl",
  ],
];

describe.skipIf(!testDbAvailable)("refused bodies change nothing and never answer 5xx", () => {
  const cases = [...CREATE_REFUSALS.map((r) => ["create", r] as const), ...UPDATE_REFUSALS.map((r) => ["update", r] as const)];
  it.each(cases.map(([verb, r]) => ({ verb, name: r[0], body: r[1], status: r[2], code: r[3], field: r[4] })))(
    "$verb: $name",
    async ({ verb, body, status, code, field }) => {
      const team = await makeTeam();
      if (verb === "update") {
        const created = await post(team, "member", "create", { ...minimal, slug: "taken-here" });
        expect(created.status).toBe(201);
      }
      const { updatedAt } = await getLink(team, team.mine.id);
      const before = await snapshot(team);
      const sent = body(team);
      if (sent.updatedAt === NOW.toISOString()) sent.updatedAt = updatedAt;
      await expectProblem(await post(team, "member", verb, sent), { status, code, field });
      expect(await snapshot(team)).toEqual(before);
    },
  );
});
