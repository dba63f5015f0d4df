import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingLinkSchema, timeSlotsResponse } from "../contract/booking-links";
import { apiKeys } from "../db/schema";
import {
  durationId,
  makeBookingLink,
  makeBusyTime,
  makeCalendar,
  makeMember,
  makeWorkspace,
  seedWorkspace,
  weekdays,
} from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday
const service = setUpTestService(NOW);

async function slotsOf(key: string, linkId: string, query = "") {
  const res = await service.server.request("GET", `/v1/booking-links/${linkId}/time-slots${query}`, { key });
  expect(res.status).toBe(200);
  return timeSlotsResponse.parse(await res.json()).availableSlots;
}

describe.skipIf(!testDbAvailable)("GET /v1/booking-links/:id", () => {
  it("returns every field of the interface, nested objects included", async () => {
    const owner = makeMember({ role: "OWNER", timeZone: "Asia/Kolkata" });
    const cohost = makeMember();
    const link = makeBookingLink([owner, cohost], {
      type: "COLLECTIVE_MULTI_USE",
      description: "<p>Hello</p>",
      durations: [
        { minutes: 15, isDefault: false },
        { minutes: 45, isDefault: true },
      ],
      minNoticePeriod: { unit: "HOUR", quantity: 4 },
      maxFuturePeriod: { unit: "DAY", quantity: 60 },
      customFields: [{ id: "f1", name: "topic", type: "LONG_TEXT", label: "Topic", required: true, placeholder: "" }],
      locations: [{ type: "CALENDAR_DEFAULT", location: "Google Meet", conferenceProviderId: null }],
    });
    const team = await seedWorkspace(service.db, makeWorkspace([owner, cohost], [link]), NOW);

    const res = await service.server.request("GET", `/v1/booking-links/${link.id}`, { key: team.key });
    expect(res.status).toBe(200);
    const body = await res.json();
    // Exactly the interface's fields: none missing (parse) and none extra (keys).
    const parsed = bookingLinkSchema.parse(body);
    expect(Object.keys(body).sort()).toEqual(Object.keys(bookingLinkSchema.shape).sort());
    expect(parsed.bookingPage).toHaveProperty("descripton", null);
    expect(parsed.bookingDurations.map((d) => [d.durationInMinutes, d.isDefault])).toEqual([
      [45, true],
      [15, false],
    ]);
    expect(parsed.minNoticePeriod).toMatchObject({ id: parsed.minNoticePeriodId, unit: "HOUR", quantity: 4 });
    expect(parsed.maxFuturePeriod).toMatchObject({ unit: "DAY", quantity: 60 });
    expect(parsed.hosts.map((h) => [h.userId, h.isOrganizer, h.schedule.timeZone])).toEqual([
      [owner.id, true, "Asia/Kolkata"],
      [cohost.id, false, "UTC"],
    ]);
    expect(parsed.hosts[0]!.user).toMatchObject({ id: owner.id, email: owner.email, workspaceId: team.workspace.id });
    expect(parsed.bookingLocations).toEqual([expect.objectContaining({ type: "CALENDAR_DEFAULT", location: "Google Meet" })]);
    expect(parsed.customFields).toEqual([{ id: "f1", name: "topic", type: "LONG_TEXT", label: "Topic", required: true, placeholder: "" }]);
  });

  it("is listed by GET /v1/booking-links exactly as it reads alone, hosts shared between links included", async () => {
    const owner = makeMember({ role: "OWNER", timeZone: "Asia/Kolkata" });
    const cohost = makeMember();
    cohost.calendars.push(makeCalendar(cohost, "Personal"));
    const rich = makeBookingLink([owner, cohost], {
      type: "COLLECTIVE_MULTI_USE",
      durations: [
        { minutes: 15, isDefault: false },
        { minutes: 45, isDefault: true },
      ],
      minNoticePeriod: { unit: "HOUR", quantity: 4 },
      maxFuturePeriod: { unit: "DAY", quantity: 60 },
      locations: [
        { type: "PHONE", location: "+1 555", conferenceProviderId: null },
        { type: "CALENDAR_DEFAULT", location: "Google Meet", conferenceProviderId: null },
      ],
    });
    rich.hosts[1]!.readAvailabilityFrom = "SELECTED_CALENDARS";
    rich.hosts[1]!.availabilityCalendarIds = cohost.calendars.map((c) => c.id);
    const plain = makeBookingLink([cohost]);
    const team = await seedWorkspace(service.db, makeWorkspace([owner, cohost], [rich, plain]), NOW);

    const res = await service.server.request("GET", "/v1/booking-links?pageSize=100", { key: team.key });
    const listed = (await res.json()) as { total: number; data: { id: string }[] };
    expect(listed.total).toBe(2);
    for (const link of [rich, plain]) {
      const alone = await (await service.server.request("GET", `/v1/booking-links/${link.id}`, { key: team.key })).json();
      expect(listed.data.find((l) => l.id === link.id)).toEqual(alone);
    }
    const listedRich = (listed.data as { id: string; hosts: { availabilityCalendars: unknown[] }[] }[]).find((l) => l.id === rich.id);
    expect(listedRich!.hosts.map((h) => h.availabilityCalendars.length)).toEqual([0, 2]);
  });

  it("answers an unknown id and another team's id with the same 404", async () => {
    const mine = makeMember();
    const team = await seedWorkspace(service.db, makeWorkspace([mine], [makeBookingLink([mine])]), NOW);
    const theirs = makeMember();
    const theirLink = makeBookingLink([theirs]);
    await seedWorkspace(service.db, makeWorkspace([theirs], [theirLink]), NOW);

    for (const id of [theirLink.id, "bl_does_not_exist"]) {
      const res = await service.server.request("GET", `/v1/booking-links/${id}`, { key: team.key });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(await res.json()).toMatchObject({ status: 404, code: "NOT_FOUND", field: "id" });
      const slots = await service.server.request("GET", `/v1/booking-links/${id}/time-slots`, { key: team.key });
      expect(slots.status).toBe(404);
    }
  });

  it.each([
    ["no key", undefined],
    ["an empty key", ""],
    ["an unknown key", "sk_test_0000000000000000000000000000000000"],
    ["a malformed key", "not a key"],
  ])("refuses %s with one 401 body", async (_name, key) => {
    const res = await service.server.request("GET", "/v1/booking-links/anything", { key });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      type: "about:blank",
      title: "Unauthenticated",
      status: 401,
      code: "UNAUTHENTICATED",
      detail: "A valid x-api-key header is required.",
    });
  });

  it("gives a revoked key the same 401 body", async () => {
    const member = makeMember();
    const link = makeBookingLink([member]);
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);
    await service.db.update(apiKeys).set({ revokedAt: NOW }).where(eq(apiKeys.id, member.apiKeys[0]!.id));
    const res = await service.server.request("GET", `/v1/booking-links/${link.id}`, { key: team.key });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      type: "about:blank",
      title: "Unauthenticated",
      status: 401,
      code: "UNAUTHENTICATED",
      detail: "A valid x-api-key header is required.",
    });
  });

  it("ignores a key passed in the query string", async () => {
    const member = makeMember();
    const link = makeBookingLink([member]);
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);
    const res = await service.server.request("GET", `/v1/booking-links/${link.id}?x-api-key=${team.key}&api_key=${team.key}`);
    expect(res.status).toBe(401);
  });
});

describe.skipIf(!testDbAvailable)("GET /v1/booking-links/:id/time-slots", () => {
  it("defaults to now until the end of the UTC month, in the host's hours", async () => {
    const member = makeMember({ timeZone: "America/New_York" });
    const link = makeBookingLink([member]);
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);

    const slots = await slotsOf(team.key, link.id);
    // Weekdays 7-31 December: 19 days of 16 half-hour slots, 09:00-17:00 EST (14:00-22:00Z).
    expect(slots).toHaveLength(19 * 16);
    expect(slots[0]).toEqual({ start: "2026-12-07T14:00:00.000Z", end: "2026-12-07T14:30:00.000Z" });
    expect(slots.at(-1)).toEqual({ start: "2026-12-31T21:30:00.000Z", end: "2026-12-31T22:00:00.000Z" });
  });

  it("uses the chosen duration and the slot interval", async () => {
    const member = makeMember({ availability: weekdays("09:00:00", "11:00:00") });
    const link = makeBookingLink([member], {
      slotIntervalMinutes: 15,
      durations: [
        { minutes: 30, isDefault: true },
        { minutes: 60, isDefault: false },
      ],
    });
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);
    const range = "?startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z";

    const byDefault = await slotsOf(team.key, link.id, range);
    expect(byDefault.map((s) => s.start.slice(11, 16))).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00", "10:15", "10:30"]);
    const hour = await slotsOf(team.key, link.id, `${range}&durationId=${durationId(link, 60)}`);
    expect(hour.map((s) => [s.start.slice(11, 16), s.end.slice(11, 16)])).toEqual([
      ["09:00", "10:00"],
      ["09:15", "10:15"],
      ["09:30", "10:30"],
      ["09:45", "10:45"],
      ["10:00", "11:00"],
    ]);
  });

  it("leaves out existing bookings, calendar events with buffers, and the notice period", async () => {
    const member = makeMember({ availability: weekdays("09:00:00", "12:00:00") });
    member.busyTimes = [makeBusyTime("2026-12-08T10:00:00Z", "2026-12-08T10:30:00Z")];
    const link = makeBookingLink([member], { bufferMinutesAfterEvent: 30, minNoticePeriod: null });
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);

    const slots = await slotsOf(team.key, link.id, "?startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z");
    expect(slots.map((s) => s.start.slice(11, 16))).toEqual(["09:00", "09:30", "11:00", "11:30"]);
  });

  it("counts only the selected calendars for a host reading SELECTED_CALENDARS", async () => {
    const member = makeMember({ availability: weekdays("09:00:00", "11:00:00") });
    const work = member.calendars[0]!;
    const personal = makeCalendar(member, "Personal");
    member.calendars.push(personal);
    member.busyTimes = [
      makeBusyTime("2026-12-08T09:00:00Z", "2026-12-08T09:30:00Z", work.id),
      makeBusyTime("2026-12-08T10:00:00Z", "2026-12-08T10:30:00Z", personal.id),
    ];
    const link = makeBookingLink([member]);
    link.hosts[0]!.readAvailabilityFrom = "SELECTED_CALENDARS";
    link.hosts[0]!.availabilityCalendarIds = [work.id];
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);

    const slots = await slotsOf(team.key, link.id, "?startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z");
    expect(slots.map((s) => s.start.slice(11, 16))).toEqual(["09:30", "10:00", "10:30"]);
  });

  it("applies the minimum notice, the horizon and maxDate", async () => {
    const member = makeMember({ availability: weekdays("09:00:00", "10:00:00") });
    const link = makeBookingLink([member], {
      minNoticePeriod: { unit: "HOUR", quantity: 25 }, // from Mon 08:00 to Tue 09:00
      maxFuturePeriod: { unit: "DAY", quantity: 3 }, // until Thu 08:00
      maxDate: "2026-12-09T09:00:00Z", // Wed 09:00 at the latest
    });
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);
    const slots = await slotsOf(team.key, link.id);
    expect(slots.map((s) => s.start)).toEqual(["2026-12-08T09:00:00.000Z", "2026-12-08T09:30:00.000Z", "2026-12-09T09:00:00.000Z"]);
  });

  it.each([
    ["DISABLED", { status: "DISABLED" as const }],
    ["disabled by the system", { disabledBySystem: true }],
    ["deleted", { deletedAt: "2026-12-01T00:00:00Z" }],
  ])("has no slots when the link is %s", async (_name, overrides) => {
    const member = makeMember();
    const link = makeBookingLink([member], overrides);
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);
    expect(await slotsOf(team.key, link.id)).toEqual([]);
    const res = await service.server.request("GET", `/v1/booking-links/${link.id}`, { key: team.key });
    expect(res.status).toBe(200);
  });

  it.each([
    ["startDate that is not a date-time", "?startDate=tomorrow", 400, "VALIDATION_FAILED", "startDate"],
    ["date-time without an offset", "?startDate=2026-12-08T10:00:00", 400, "VALIDATION_FAILED", "startDate"],
    ["startDate in year 0", "?startDate=0000-01-01T00:00:00Z", 400, "VALIDATION_FAILED", "startDate"],
    ["day that does not exist", "?startDate=2026-02-30T00:00:00Z", 400, "VALIDATION_FAILED", "startDate"],
    ["endDate before startDate", "?startDate=2026-12-09T00:00:00Z&endDate=2026-12-08T00:00:00Z", 400, "VALIDATION_FAILED", "endDate"],
    ["range over 93 days", "?startDate=2026-12-08T00:00:00Z&endDate=2027-06-01T00:00:00Z", 400, "RANGE_TOO_LARGE", "endDate"],
    ["durationId of another link", "?durationId=OTHER", 422, "UNKNOWN_DURATION", "durationId"],
  ])("rejects a %s", async (_name, query, status, code, field) => {
    const member = makeMember();
    const link = makeBookingLink([member]);
    const other = makeBookingLink([member]);
    const team = await seedWorkspace(service.db, makeWorkspace([member], [link, other]), NOW);
    const res = await service.server.request(
      "GET",
      `/v1/booking-links/${link.id}/time-slots${query.replace("OTHER", other.durations[0]!.id)}`,
      {
        key: team.key,
      },
    );
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ status, code, field });
  });
});
