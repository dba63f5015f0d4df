// The booking lifecycle extensions: read back, cancel, reschedule, approve,
// decline, and the attendee's manage token.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditEvents, bookings } from "../db/schema";
import { makeClock } from "../testing/clock";
import { expectProblem } from "../testing/expect-problem";
import { durationId, makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const START = "2026-12-07T08:00:00Z"; // a Monday; hosts work 09:00-17:00 UTC on weekdays
const clock = makeClock(START);
const service = setUpTestService(clock);
beforeEach(() => clock.set(START));

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };
const at = (time: string, day = "2026-12-08") => `${day}T${time}:00.000Z`;

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

async function call(method: string, path: string, key: string, body?: unknown) {
  const res = await service.server.request(method, path, { key, body });
  return { res, status: res.status, body: (await res.clone().json()) as Json };
}

async function team(overrides: Parameters<typeof makeBookingLink>[1] = {}) {
  const owner = makeMember({ role: "OWNER" });
  const host = makeMember({ role: "MEMBER" });
  const link = makeBookingLink([host], {
    durations: [
      { minutes: 30, isDefault: true },
      { minutes: 60, isDefault: false },
    ],
    ...overrides,
  });
  const seeded = await seedWorkspace(service.db, makeWorkspace([owner, host], [link]), new Date(START));
  const book = async (time = at("10:00"), extra: Record<string, unknown> = {}) => {
    const res = await call("POST", "/v1/bookings/create", seeded.key, {
      bookingLinkId: link.id,
      startDateTime: time,
      timezone: "Asia/Kolkata",
      attendees: [visitor],
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; manageToken: string };
  };
  const slots = async (day = "2026-12-08") => {
    const res = await call(
      "GET",
      `/v1/booking-links/${link.id}/time-slots?startDate=${day}T00:00:00Z&endDate=${day}T23:59:59Z`,
      seeded.key,
    );
    return (res.body.availableSlots as { start: string }[]).map((s) => s.start.slice(11, 16));
  };
  return { owner, host, link, key: seeded.key, hostKey: seeded.keyOf(host), book, slots };
}

describe.skipIf(!testDbAvailable)("reading bookings back", () => {
  it("answers one booking with everything a host needs, and its manage token on creation", async () => {
    const t = await team({ locations: [{ type: "VIDEO", location: "https://meet.example.test/x", conferenceProviderId: null }] });
    const created = await t.book();
    expect(created.manageToken).toMatch(new RegExp(`^${created.id}\\.1\\.[A-Za-z0-9_-]{43}$`));
    const { status, body } = await call("GET", `/v1/bookings/${created.id}`, t.key);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.id,
      status: "CONFIRMED",
      bookingLinkId: t.link.id,
      durationId: durationId(t.link, 30),
      start: at("10:00"),
      end: at("10:30"),
      timezone: "Asia/Kolkata",
      hosts: [{ userId: t.host.id, name: t.host.name, email: t.host.email }],
      attendees: [visitor],
      customFieldResponses: [],
      location: { type: "VIDEO", location: "https://meet.example.test/x", conferenceProviderId: null },
      cancelledAt: null,
      cancellationReason: null,
      cancelledBy: null,
      rescheduledFromBookingId: null,
      rescheduledToBookingId: null,
    });
  });

  it("lists by start time in the pagination envelope, with each filter", async () => {
    const t = await team();
    const late = await t.book(at("15:00"));
    const early = await t.book(at("09:00"), { attendees: [{ ...visitor, email: "Other@Example.test" }] });
    const all = await call("GET", `/v1/bookings?bookingLinkId=${t.link.id}`, t.key);
    expect(all.body).toMatchObject({ pageNumber: 1, pageSize: 100, total: 2 });
    expect(all.body.data.map((b: { id: string }) => b.id)).toEqual([early.id, late.id]);

    const page2 = await call("GET", `/v1/bookings?bookingLinkId=${t.link.id}&pageSize=1&page=2`, t.key);
    expect(page2.body).toMatchObject({ pageNumber: 2, pageSize: 1, total: 2, data: [{ id: late.id }] });
    const byEmail = await call("GET", `/v1/bookings?attendeeEmail=other@example.TEST`, t.key);
    expect(byEmail.body.data.map((b: { id: string }) => b.id)).toEqual([early.id]);
    const byTime = await call("GET", `/v1/bookings?startFrom=${at("12:00")}&startTo=2026-12-09T00:00:00Z`, t.key);
    expect(byTime.body.data.map((b: { id: string }) => b.id)).toEqual([late.id]);
    const byHost = await call("GET", `/v1/bookings?hostUserId=${t.owner.id}`, t.key);
    expect(byHost.body.total).toBe(0);
    await call("POST", "/v1/bookings/cancel", t.key, { bookingId: late.id });
    const cancelled = await call("GET", "/v1/bookings?status=CANCELLED", t.key);
    expect(cancelled.body.data.map((b: { id: string }) => b.id)).toEqual([late.id]);
  });
});

describe.skipIf(!testDbAvailable)("cancelling", () => {
  it("frees the slot at once, records who and why, and answers a second cancel unchanged", async () => {
    const t = await team();
    const { id } = await t.book();
    expect(await t.slots()).not.toContain("10:00");
    const first = await call("POST", "/v1/bookings/cancel", t.hostKey, { bookingId: id, reason: "  Ill today " });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "HOST",
      cancelledByUserId: t.host.id,
      cancellationReason: "Ill today",
      cancelledAt: START.replace("Z", ".000Z"),
    });
    expect(await t.slots()).toContain("10:00");
    clock.advance(60_000);
    const again = await call("POST", "/v1/bookings/cancel", t.key, { bookingId: id, reason: "other" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const actions = await service.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, t.host.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["CALENDAR_EVENT_DELETED"]);
  });

  it("refuses once the meeting has started, and changes nothing", async () => {
    const t = await team();
    const { id } = await t.book();
    clock.set(at("10:00"));
    await expectProblem((await call("POST", "/v1/bookings/cancel", t.key, { bookingId: id })).res, {
      status: 409,
      code: "BOOKING_STARTED",
      field: "bookingId",
    });
    const [row] = await service.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe("CONFIRMED");
  });

  it("works with the manage token as the attendee, whatever the key's role", async () => {
    const t = await team();
    const { id, manageToken } = await t.book();
    const res = await call("POST", "/v1/bookings/cancel", t.hostKey, { manageToken, reason: "Conflict" });
    expect(res.body).toMatchObject({
      id,
      status: "CANCELLED",
      cancelledBy: "ATTENDEE",
      cancelledByUserId: null,
      cancellationReason: "Conflict",
    });
  });
});

describe.skipIf(!testDbAvailable)("rescheduling", () => {
  it("moves the booking atomically: replacement holds the new time, the old one links to it and frees its time", async () => {
    const t = await team();
    const { id, manageToken } = await t.book(at("10:00"));
    const res = await call("POST", "/v1/bookings/reschedule", t.key, { bookingId: id, startDateTime: at("14:00") });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "CONFIRMED",
      start: at("14:00"),
      end: at("14:30"),
      rescheduledFromBookingId: id,
      attendees: [visitor],
      timezone: "Asia/Kolkata",
      hosts: [{ userId: t.host.id }],
    });
    const old = await call("GET", `/v1/bookings/${id}`, t.key);
    expect(old.body).toMatchObject({ status: "RESCHEDULED", rescheduledToBookingId: res.body.id });
    expect(await t.slots()).toContain("10:00");
    expect(await t.slots()).not.toContain("14:00");
    // The first token follows the booking to its replacement.
    const found = await call("POST", "/v1/bookings/find-by-manage-token", t.key, { manageToken });
    expect(found.body).toMatchObject({ booking: { id: res.body.id, start: at("14:00") }, expiresAt: at("14:30") });
  });

  it("moves a meeting by 15 minutes into its own time, and to another duration", async () => {
    const t = await team({ bufferMinutesAfterEvent: 15, slotIntervalMinutes: 15 });
    const { id } = await t.book(at("10:00"));
    const moved = await call("POST", "/v1/bookings/reschedule", t.key, { bookingId: id, startDateTime: at("10:15") });
    expect(moved.status).toBe(200);
    const longer = await call("POST", "/v1/bookings/reschedule", t.key, {
      bookingId: moved.body.id,
      startDateTime: at("10:15"),
      durationId: durationId(t.link, 60),
    });
    expect(longer.body).toMatchObject({ start: at("10:15"), end: at("11:15"), durationId: durationId(t.link, 60) });
  });

  it("refuses a taken or unoffered time and leaves the booking untouched", async () => {
    const t = await team();
    const { id } = await t.book(at("10:00"));
    await t.book(at("14:00"));
    await expectProblem((await call("POST", "/v1/bookings/reschedule", t.key, { bookingId: id, startDateTime: at("14:00") })).res, {
      status: 409,
      code: "SLOT_UNAVAILABLE",
      field: "startDateTime",
    });
    await expectProblem((await call("POST", "/v1/bookings/reschedule", t.key, { bookingId: id, startDateTime: at("18:00") })).res, {
      status: 422,
      code: "SLOT_NOT_OFFERED",
      field: "startDateTime",
    });
    const same = await call("GET", `/v1/bookings/${id}`, t.key);
    expect(same.body).toMatchObject({ status: "CONFIRMED", start: at("10:00"), rescheduledToBookingId: null });
    expect(await t.slots()).not.toContain("10:00");
  });

  it("an attendee's move of a link that needs approval waits for approval again", async () => {
    const t = await team({ requireEventApproval: true });
    const { id, manageToken } = await t.book(at("10:00"));
    await call("POST", "/v1/bookings/approve", t.hostKey, { bookingId: id });
    const res = await call("POST", "/v1/bookings/reschedule", t.key, { manageToken, startDateTime: at("11:00") });
    expect(res.body).toMatchObject({ status: "PENDING", start: at("11:00") });
  });
});

describe.skipIf(!testDbAvailable)("approving and declining", () => {
  it("approves a pending booking; declines another and frees its time", async () => {
    const t = await team({ requireEventApproval: true });
    const a = await t.book(at("10:00"));
    const b = await t.book(at("11:00"));
    expect((await call("GET", `/v1/bookings/${a.id}`, t.key)).body.status).toBe("PENDING");
    expect((await call("POST", "/v1/bookings/approve", t.key, { bookingId: a.id })).body.status).toBe("CONFIRMED");
    const declined = await call("POST", "/v1/bookings/decline", t.key, { bookingId: b.id, reason: "Fully booked" });
    expect(declined.body).toMatchObject({ status: "DECLINED", cancellationReason: "Fully booked", cancelledBy: "HOST" });
    expect(await t.slots()).toContain("11:00");
    await expectProblem((await call("POST", "/v1/bookings/decline", t.key, { bookingId: a.id })).res, {
      status: 409,
      code: "BOOKING_NOT_PENDING",
    });
    await expectProblem((await call("POST", "/v1/bookings/approve", t.key, { bookingId: b.id })).res, {
      status: 409,
      code: "BOOKING_NOT_ACTIVE",
    });
  });
});

describe.skipIf(!testDbAvailable)("manage tokens", () => {
  it("refuses forged, revoked and expired tokens", async () => {
    const t = await team();
    const { id, manageToken } = await t.book(at("10:00"));
    const forged = `${manageToken.slice(0, -1)}${manageToken.endsWith("A") ? "B" : "A"}`;
    await expectProblem((await call("POST", "/v1/bookings/find-by-manage-token", t.key, { manageToken: forged })).res, {
      status: 404,
      code: "NOT_FOUND",
      field: "manageToken",
    });
    const reissued = await call("POST", "/v1/bookings/reissue-manage-token", t.key, { bookingId: id });
    expect(reissued.body.manageToken).toMatch(new RegExp(`^${id}\\.2\\.`));
    await expectProblem((await call("POST", "/v1/bookings/cancel", t.key, { manageToken })).res, { status: 404, code: "NOT_FOUND" });
    clock.set(at("10:30"));
    await expectProblem((await call("POST", "/v1/bookings/find-by-manage-token", t.key, { manageToken: reissued.body.manageToken })).res, {
      status: 410,
      code: "MANAGE_TOKEN_EXPIRED",
    });
  });
});
