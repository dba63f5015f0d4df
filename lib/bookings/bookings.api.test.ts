import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingAttendees, bookingHolds, bookings } from "../db/schema";
import { durationId, makeApiKey, makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; hosts work 09:00-17:00 UTC on weekdays
const TUESDAY_10 = "2026-12-08T10:00:00Z";
const service = setUpTestService(NOW);

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };

async function book(key: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  const res = await service.server.request("POST", "/v1/bookings/create", { key, body, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

async function slotStarts(key: string, linkId: string, day = "2026-12-08") {
  const res = await service.server.request(
    "GET",
    `/v1/booking-links/${linkId}/time-slots?startDate=${day}T00:00:00Z&endDate=${day}T23:59:59Z`,
    { key },
  );
  const body = (await res.json()) as { availableSlots: { start: string }[] };
  return body.availableSlots.map((s) => s.start.slice(11, 16));
}

async function oneHostTeam(overrides: Parameters<typeof makeBookingLink>[1] = {}) {
  const member = makeMember({ role: "OWNER" });
  const link = makeBookingLink([member], overrides);
  const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);
  return { member, link, key: team.key };
}

describe.skipIf(!testDbAvailable)("POST /v1/bookings/create", () => {
  it("books a slot, stores it with its attendees, and takes the slot off the list", async () => {
    const { link, key, member } = await oneHostTeam({ eventNameTemplate: "{{scheduler}} meets {{organizer}}" });
    expect(await slotStarts(key, link.id)).toContain("10:00");

    const res = await book(key, { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "Europe/Berlin", attendees: [visitor] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^bk_/), manageToken: expect.stringMatching(/^bk_.+\.1\./) });

    const [row] = await service.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.id as string));
    expect(row).toMatchObject({
      status: "CONFIRMED",
      timeZone: "Europe/Berlin",
      title: `Vera Visitor meets ${member.name}`,
      startAt: new Date(TUESDAY_10),
      endAt: new Date("2026-12-08T10:30:00Z"),
    });
    const attendees = await service.db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, row!.id));
    expect(attendees).toEqual([expect.objectContaining({ name: "Vera Visitor", email: "vera@example.test", isGuest: false })]);
    expect(await slotStarts(key, link.id)).not.toContain("10:00");
  });

  it("stores names in NFC and trimmed, and keeps joiners inside them", async () => {
    const { link, key } = await oneHostTeam({ allowGuestInvitations: true, maxGuestsAllowed: 1 });
    const persian = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645";
    const res = await book(key, {
      bookingLinkId: link.id,
      startDateTime: TUESDAY_10,
      timezone: "UTC",
      attendees: [
        { ...visitor, name: "  Zoe\u0308 Ba\u0308r " },
        { name: persian, email: "g@example.test", isGuest: true },
      ],
    });
    expect(res.status).toBe(201);
    const attendees = await service.db
      .select()
      .from(bookingAttendees)
      .where(eq(bookingAttendees.bookingId, res.body.id as string));
    expect(attendees.map((a) => a.name).sort()).toEqual(["Zoë Bär", persian].sort());
  });

  it("takes answers to custom fields named like Object's own properties", async () => {
    const field = (name: string) => ({
      id: name,
      name,
      type: "SHORT_TEXT" as const,
      label: `Label ${name}`,
      required: true,
      placeholder: "",
    });
    const { link, key } = await oneHostTeam({ customFields: ["constructor", "__proto__", "toString"].map(field) });
    const shown = await service.server.request("GET", `/v1/booking-links/${link.id}`, { key });
    expect(((await shown.json()) as { customFields: { name: string }[] }).customFields.map((f) => f.name)).toEqual([
      "constructor",
      "__proto__",
      "toString",
    ]);

    const answers = [
      { field: { id: "constructor" }, value: "Acme" },
      { field: { id: "__proto__" }, value: "Proto" },
    ];
    const missing = await book(key, {
      bookingLinkId: link.id,
      startDateTime: TUESDAY_10,
      timezone: "UTC",
      attendees: [visitor],
      customFieldResponses: answers,
    });
    expect(missing).toMatchObject({ status: 422, body: { code: "CUSTOM_FIELD_REQUIRED", field: "customFields.toString" } });

    const all = [...answers, { field: { id: "toString" }, value: "String" }];
    const res = await book(key, {
      bookingLinkId: link.id,
      startDateTime: TUESDAY_10,
      timezone: "UTC",
      attendees: [visitor],
      customFieldResponses: all,
    });
    expect(res.status).toBe(201);
    const [row] = await service.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.id as string));
    expect((row!.customFieldResponses as { name: string; value: string }[]).map((a) => [a.name, a.value])).toEqual([
      ["constructor", "Acme"],
      ["__proto__", "Proto"],
      ["toString", "String"],
    ]);
  });

  it.each([
    ["replacement patterns", "X$'$'$' $& $` $$ $1 $<n>"],
    ["a placeholder", "{{organizer}} {{ scheduler }}"],
  ])("puts a name with %s into the title literally", async (_what, name) => {
    const { link, key, member } = await oneHostTeam({ eventNameTemplate: "{{scheduler}} and {{organizer}}" });
    const res = await book(key, { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [{ ...visitor, name }] });
    expect(res.status).toBe(201);
    const [row] = await service.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.id as string));
    expect(row!.title).toBe(`${name} and ${member.name}`);
  });

  it("cuts a long title to 500 characters without splitting an emoji", async () => {
    const { link, key } = await oneHostTeam({ eventNameTemplate: "{{scheduler}}{{scheduler}}{{scheduler}}" });
    // 167 UTF-16 units, 166 characters: thrice, the third emoji would straddle unit 500.
    const name = `${"x".repeat(163)}😀yy`;
    const res = await book(key, { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [{ ...visitor, name }] });
    expect(res.status).toBe(201);
    const [row] = await service.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.id as string));
    expect(row!.title).toBe(name.repeat(3));
    expect(row!.title).not.toContain("\uFFFD");
  });

  it("names the booking after the attendee who is not a guest, wherever they are listed", async () => {
    const { link, key, member } = await oneHostTeam({
      allowGuestInvitations: true,
      maxGuestsAllowed: 1,
      eventNameTemplate: "{{scheduler}} and {{organizer}}",
    });
    const res = await book(key, {
      bookingLinkId: link.id,
      startDateTime: TUESDAY_10,
      timezone: "UTC",
      attendees: [{ name: "Gus Guest", email: "gus@example.test", isGuest: true }, visitor],
    });
    expect(res.status).toBe(201);
    const [row] = await service.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.id as string));
    expect(row!.title).toBe(`Vera Visitor and ${member.name}`);
  });

  it("accepts the start written with an offset", async () => {
    const { link, key } = await oneHostTeam();
    const res = await book(key, {
      bookingLinkId: link.id,
      startDateTime: "2026-12-08T11:00:00+01:00",
      timezone: "Europe/Berlin",
      attendees: [visitor],
    });
    expect(res.status).toBe(201);
    expect(await slotStarts(key, link.id)).not.toContain("10:00");
  });

  it("creates a PENDING booking that still holds the slot when the link requires approval", async () => {
    const { link, key } = await oneHostTeam({ requireEventApproval: true });
    const res = await book(key, { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [visitor] });
    expect(res.status).toBe(201);
    const [row] = await service.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.id as string));
    expect(row!.status).toBe("PENDING");
    const again = await book(key, {
      bookingLinkId: link.id,
      startDateTime: TUESDAY_10,
      timezone: "UTC",
      attendees: [{ ...visitor, email: "x@example.test" }],
    });
    expect(again).toMatchObject({ status: 409, body: { code: "SLOT_UNAVAILABLE" } });
  });

  it("holds every host of a collective link, so their other links lose the time", async () => {
    const ana = makeMember({ role: "OWNER" });
    const ben = makeMember({ timeZone: "Europe/London" });
    const collective = makeBookingLink([ana, ben], { type: "COLLECTIVE_MULTI_USE" });
    const bensOwn = makeBookingLink([ben]);
    const team = await seedWorkspace(service.db, makeWorkspace([ana, ben], [collective, bensOwn]), NOW);

    const res = await book(team.key, { bookingLinkId: collective.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [visitor] });
    expect(res.status).toBe(201);
    const holds = await service.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.bookingId, res.body.id as string));
    expect(holds.map((h) => h.userId).sort()).toEqual([ana.id, ben.id].sort());
    expect(await slotStarts(team.key, bensOwn.id)).not.toContain("10:00");
  });

  it("gives a multi-use slot to the organizer first, then to the next free host", async () => {
    const ana = makeMember({ role: "OWNER" });
    const ben = makeMember();
    const link = makeBookingLink([ana, ben]);
    const team = await seedWorkspace(service.db, makeWorkspace([ana, ben], [link]), NOW);

    const first = await book(team.key, { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [visitor] });
    const second = await book(team.key, {
      bookingLinkId: link.id,
      startDateTime: TUESDAY_10,
      timezone: "UTC",
      attendees: [{ ...visitor, email: "w@example.test" }],
    });
    const third = await book(team.key, {
      bookingLinkId: link.id,
      startDateTime: TUESDAY_10,
      timezone: "UTC",
      attendees: [{ ...visitor, email: "z@example.test" }],
    });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 409]);
    const holderOf = async (id: unknown) =>
      (
        await service.db
          .select()
          .from(bookingHolds)
          .where(eq(bookingHolds.bookingId, id as string))
      )[0]!.userId;
    expect([await holderOf(first.body.id), await holderOf(second.body.id)]).toEqual([ana.id, ben.id]);
  });

  it("lets exactly one of 50 parallel requests for one slot through", async () => {
    const { link, key } = await oneHostTeam();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(key, {
          bookingLinkId: link.id,
          startDateTime: TUESDAY_10,
          timezone: "UTC",
          attendees: [{ name: `V ${i}`, email: `v${i}@example.test` }],
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === "SLOT_UNAVAILABLE")).toBe(true);
    const rows = await service.db.select().from(bookings).where(eq(bookings.bookingLinkId, link.id));
    expect(rows).toHaveLength(1);
  });

  it("lets only one of two parallel overlapping requests with different durations through", async () => {
    const member = makeMember();
    const twoDurations = makeBookingLink([member], {
      durations: [
        { minutes: 30, isDefault: true },
        { minutes: 60, isDefault: false },
      ],
    });
    const team = await seedWorkspace(service.db, makeWorkspace([member], [twoDurations]), NOW);
    const results = await Promise.all([
      book(team.key, {
        bookingLinkId: twoDurations.id,
        startDateTime: "2026-12-08T10:00:00Z",
        durationId: durationId(twoDurations, 60),
        timezone: "UTC",
        attendees: [visitor],
      }),
      book(team.key, { bookingLinkId: twoDurations.id, startDateTime: "2026-12-08T10:30:00Z", timezone: "UTC", attendees: [visitor] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("refuses an overlap in the database itself, whatever the code checked", async () => {
    const { link, key, member } = await oneHostTeam();
    const res = await book(key, { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [visitor] });
    expect(res.status).toBe(201);
    const [booked] = await service.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.id as string));
    const overlapping = service.db.insert(bookingHolds).values({
      bookingId: res.body.id as string,
      userId: member.id,
      workspaceId: booked!.workspaceId,
      startAt: new Date("2026-12-08T10:15:00Z"),
      endAt: new Date("2026-12-08T10:45:00Z"),
    });
    await expect(overlapping).rejects.toMatchObject({ cause: expect.objectContaining({ code: expect.stringMatching(/^23/) }) });
  });

  describe("Idempotency-Key", () => {
    it("replays the first response for a retry and books nothing new", async () => {
      const { link, key } = await oneHostTeam();
      const body = { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [visitor] };
      const first = await book(key, body, { "idempotency-key": "retry-1" });
      const retry = await book(key, body, { "idempotency-key": "retry-1" });
      expect(first.status).toBe(201);
      expect(retry).toMatchObject({ status: 201, body: first.body });
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(await service.db.select().from(bookings).where(eq(bookings.bookingLinkId, link.id))).toHaveLength(1);
    });

    it("refuses the same key with a different body", async () => {
      const { link, key } = await oneHostTeam();
      const body = { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [visitor] };
      expect((await book(key, body, { "idempotency-key": "k2" })).status).toBe(201);
      const other = await book(key, { ...body, startDateTime: "2026-12-08T11:00:00Z" }, { "idempotency-key": "k2" });
      expect(other).toMatchObject({ status: 422, body: { code: "IDEMPOTENCY_KEY_REUSED", field: "Idempotency-Key" } });
    });

    it("scopes keys by the API key that sent them: the booking app's key and an integration's do not collide", async () => {
      const owner = makeMember({ role: "OWNER", apiKeys: [makeApiKey("booking app"), makeApiKey("integration")] });
      const colleague = makeMember();
      const link = makeBookingLink([owner]);
      const team = await seedWorkspace(service.db, makeWorkspace([owner, colleague], [link]), NOW);
      const [bookingApp, integration] = owner.apiKeys.map((k) => k.key) as [string, string];
      const at = (time: string, email: string) => ({
        bookingLinkId: link.id,
        startDateTime: `2026-12-08T${time}:00Z`,
        timezone: "UTC",
        attendees: [{ ...visitor, email }],
      });
      const key = { "idempotency-key": "form-42" };

      const visitorBooking = await book(bookingApp, at("10:00", "visitor@example.test"), key);
      const integrationBooking = await book(integration, at("11:00", "crm@example.test"), key);
      const colleagueBooking = await book(team.keyOf(colleague), at("12:00", "colleague@example.test"), key);
      expect([visitorBooking.status, integrationBooking.status, colleagueBooking.status]).toEqual([201, 201, 201]);
      expect(new Set([visitorBooking.body.id, integrationBooking.body.id, colleagueBooking.body.id]).size).toBe(3);

      const replay = await book(bookingApp, at("10:00", "visitor@example.test"), key);
      expect(replay).toMatchObject({ status: 201, body: visitorBooking.body });
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(await book(integration, at("11:00", "crm@example.test"), key)).toMatchObject({ status: 201, body: integrationBooking.body });
      expect(await service.db.select().from(bookings).where(eq(bookings.bookingLinkId, link.id))).toHaveLength(3);
    });

    it("scopes keys by the kind of client too: a visitor through the booking app cannot take a key the integration on the same API key uses", async () => {
      const { link, key } = await oneHostTeam();
      const at = (time: string, email: string) => ({
        bookingLinkId: link.id,
        startDateTime: `2026-12-08T${time}:00Z`,
        timezone: "UTC",
        attendees: [{ ...visitor, email }],
      });
      const fromApp = { "idempotency-key": "crm-7", "x-scheduling-caller": "booking-app" };
      const visitorBooking = await book(key, at("10:00", "visitor@example.test"), fromApp);
      const integrationBooking = await book(key, at("11:00", "crm@example.test"), { "idempotency-key": "crm-7" });
      expect([visitorBooking.status, integrationBooking.status]).toEqual([201, 201]);
      expect(integrationBooking.body.id).not.toBe(visitorBooking.body.id);
      const replay = await book(key, at("10:00", "visitor@example.test"), fromApp);
      expect(replay).toMatchObject({ status: 201, body: visitorBooking.body });
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
    });

    it("books once when the same key arrives twice at the same moment", async () => {
      const { link, key } = await oneHostTeam();
      const body = { bookingLinkId: link.id, startDateTime: TUESDAY_10, timezone: "UTC", attendees: [visitor] };
      const results = await Promise.all([book(key, body, { "idempotency-key": "race" }), book(key, body, { "idempotency-key": "race" })]);
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      expect(results[0]!.body.id).toBe(results[1]!.body.id);
      expect(await service.db.select().from(bookings).where(eq(bookings.bookingLinkId, link.id))).toHaveLength(1);
    });
  });
});
