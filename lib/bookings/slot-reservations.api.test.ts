// Slot reservations (POST /v1/slot-reservations/create and delete): a held
// time leaves everyone else's slot list and refuses everyone else's booking
// until it is released, booked or expires, on the service's clock; its holder
// books it. Each test reads the slots before a change, so that an answer
// after it would come from the cache if the change were missed.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { bookingHolds, slotReservations } from "../db/schema";
import { makeClock } from "../testing/clock";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { MAX_LIVE_RESERVATIONS_PER_LINK } from "./reserve-slot";

const MONDAY_08 = "2026-12-07T08:00:00Z"; // hosts work 09:00-17:00 UTC on weekdays
const TUESDAY_10 = "2026-12-08T10:00:00Z";
const HOLD_MS = 10 * 60_000;
const clock = makeClock(MONDAY_08);
const service = setUpTestService(clock, { slotHoldMs: HOLD_MS });
beforeEach(() => clock.set(MONDAY_08));

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

async function call(path: string, key: string, body: unknown) {
  const res = await service.server.request("POST", path, { key, body });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A team whose link of 30-minute meetings has `hosts` hosts, and its calls as any holder. */
async function team(options: { hosts?: number; collective?: boolean; slotIntervalMinutes?: number } = {}) {
  const hosts = Array.from({ length: options.hosts ?? 1 }, () => makeMember({ role: "OWNER" }));
  const link = makeBookingLink(hosts, {
    ...(options.collective ? { type: "COLLECTIVE_MULTI_USE" } : {}),
    ...(options.slotIntervalMinutes ? { slotIntervalMinutes: options.slotIntervalMinutes } : {}),
  });
  const { key } = await seedWorkspace(service.db, makeWorkspace(hosts, [link]), new Date(MONDAY_08));
  const reserve = (holder: string, startDateTime = TUESDAY_10, extra: Json = {}) =>
    call("/v1/slot-reservations/create", key, { bookingLinkId: link.id, startDateTime, holder, ...extra });
  const release = (reservationId: string, withKey = key) => call("/v1/slot-reservations/delete", withKey, { reservationId });
  const book = (startDateTime = TUESDAY_10, reservationId?: string) =>
    call("/v1/bookings/create", key, { bookingLinkId: link.id, startDateTime, timezone: "UTC", attendees: [visitor], reservationId });
  const listed = async () => {
    const range = "startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z";
    const res = await service.server.request("GET", `/v1/booking-links/${link.id}/time-slots?${range}`, { key });
    expect(res.status).toBe(200);
    return ((await res.json()) as { availableSlots: { start: string }[] }).availableSlots.map((s) => s.start.slice(11, 16));
  };
  const heldHosts = async (reservationId: string) =>
    (await service.db.select().from(slotReservations).where(eq(slotReservations.id, reservationId))).map((r) => r.userId).sort();
  return { hosts, link, key, reserve, release, book, listed, heldHosts };
}

describe.skipIf(!testDbAvailable)("slot reservations", () => {
  it("a held time leaves the list until it is released", async () => {
    const { reserve, release, listed } = await team();
    expect(await listed()).toContain("10:00");

    const held = await reserve("visitor-a");
    expect(held).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^rs_[0-9a-f-]{36}$/),
        start: "2026-12-08T10:00:00.000Z",
        end: "2026-12-08T10:30:00.000Z",
        expiresAt: "2026-12-07T08:10:00.000Z",
      },
    });
    expect(await listed()).not.toContain("10:00");
    expect(await listed()).toContain("10:30");

    expect(await release(held.body.id)).toEqual({ status: 200, body: { success: true } });
    expect(await listed()).toContain("10:00");
    // Again, and an id nobody made: nothing to release, still success.
    expect((await release(held.body.id)).status).toBe(200);
    expect((await release("rs_00000000-0000-4000-8000-000000000000")).status).toBe(200);
  });

  it("a held time comes back when the hold expires, and anyone may then book it", async () => {
    const { reserve, book, listed } = await team();
    expect(await listed()).toContain("10:00");
    expect((await reserve("visitor-a")).status).toBe(201);
    expect(await listed()).not.toContain("10:00");

    clock.advance(HOLD_MS - 1);
    expect(await listed()).not.toContain("10:00");
    clock.advance(1);
    expect(await listed()).toContain("10:00");
    expect((await book()).status).toBe(201);
  });

  it("refuses everyone else's booking and reservation of a held time, and books it for its holder", async () => {
    const { reserve, book, hosts, heldHosts } = await team();
    const held = await reserve("visitor-a");
    expect(await heldHosts(held.body.id)).toEqual([hosts[0]!.id]);

    expect(await book()).toMatchObject({ status: 409, body: { code: "SLOT_UNAVAILABLE", field: "startDateTime" } });
    expect(await reserve("visitor-b")).toMatchObject({ status: 409, body: { code: "SLOT_UNAVAILABLE", field: "startDateTime" } });

    const booked = await book(TUESDAY_10, held.body.id);
    expect(booked.status).toBe(201);
    // The booking consumed the reservation: the host's time is the booking's alone.
    expect(await heldHosts(held.body.id)).toEqual([]);
    const holds = await service.db.select().from(bookingHolds).where(eq(bookingHolds.bookingId, booked.body.id));
    expect(holds.map((h) => h.userId)).toEqual([hosts[0]!.id]);
  });

  it("a held time stays booked by whoever books it first: the holder's reservationId after expiry is no privilege", async () => {
    const { reserve, book } = await team();
    const held = await reserve("visitor-a");
    clock.advance(HOLD_MS);
    expect((await book()).status).toBe(201);
    expect(await book(TUESDAY_10, held.body.id)).toMatchObject({ status: 409, body: { code: "SLOT_UNAVAILABLE" } });
  });

  it("a reschedule's hold: the booking's own time is free for it (excludeBookingId), and the move with its reservationId consumes it", async () => {
    // 15-minute steps: a 30-minute meeting at 10:00 can move to 10:15, overlapping its own time.
    const { reserve, book, key, listed, heldHosts, hosts } = await team({ slotIntervalMinutes: 15 });
    const booked = await book(TUESDAY_10);
    const moveTo = "2026-12-08T10:15:00Z";
    // Without the exclusion the booking's own time blocks the hold; with another team's or no booking's id too.
    expect(await reserve("mover", moveTo)).toMatchObject({ status: 409, body: { code: "SLOT_UNAVAILABLE" } });
    const unknown = "bk_00000000-0000-4000-8000-000000000000";
    expect(await reserve("mover", moveTo, { excludeBookingId: unknown })).toMatchObject({ status: 409 });
    const held = await reserve("mover", moveTo, { excludeBookingId: booked.body.id });
    expect(held.status).toBe(201);
    expect(await heldHosts(held.body.id)).toEqual([hosts[0]!.id]);
    expect(await listed()).not.toContain("10:30");

    // The move without the hold is refused by it (it is someone's hold); with it, it moves and consumes it.
    const move = (extra: Json = {}) => call("/v1/bookings/reschedule", key, { bookingId: booked.body.id, startDateTime: moveTo, ...extra });
    expect(await move()).toMatchObject({ status: 409, body: { code: "SLOT_UNAVAILABLE" } });
    const moved = await move({ reservationId: held.body.id });
    expect(moved).toMatchObject({ status: 200, body: { start: "2026-12-08T10:15:00.000Z", rescheduledFromBookingId: booked.body.id } });
    expect(await heldHosts(held.body.id)).toEqual([]);
  });

  it("refuses a reschedule onto a held time", async () => {
    const { reserve, book, key } = await team();
    const booked = await book("2026-12-08T11:00:00Z");
    await reserve("visitor-a");
    const moved = await call("/v1/bookings/reschedule", key, { bookingId: booked.body.id, startDateTime: TUESDAY_10 });
    expect(moved).toMatchObject({ status: 409, body: { code: "SLOT_UNAVAILABLE" } });
  });

  it("on a link of several hosts, a hold takes one host: the time stays listed while another is free", async () => {
    const { reserve, book, listed, hosts, heldHosts } = await team({ hosts: 2 });
    expect(await listed()).toContain("10:00");
    const first = await reserve("visitor-a");
    expect(await heldHosts(first.body.id)).toEqual([hosts[0]!.id]);
    expect(await listed()).toContain("10:00");
    const second = await reserve("visitor-b");
    expect(await heldHosts(second.body.id)).toEqual([hosts[1]!.id]);
    expect(await listed()).not.toContain("10:00");

    // Each holder books the host they held.
    const booked = await book(TUESDAY_10, second.body.id);
    const holds = await service.db.select().from(bookingHolds).where(eq(bookingHolds.bookingId, booked.body.id));
    expect(holds.map((h) => h.userId)).toEqual([hosts[1]!.id]);
    expect((await book(TUESDAY_10, first.body.id)).status).toBe(201);
  });

  it("on a collective link, a hold takes every host", async () => {
    const { reserve, hosts, heldHosts } = await team({ hosts: 2, collective: true });
    const held = await reserve("visitor-a");
    expect(await heldHosts(held.body.id)).toEqual(hosts.map((h) => h.id).sort());
  });

  it("a holder has one live reservation: a new one releases the earlier, even when refused", async () => {
    const { reserve, book, listed } = await team();
    expect(await listed()).toContain("10:00");
    await reserve("visitor-a");
    expect((await reserve("visitor-a", "2026-12-08T11:00:00Z")).status).toBe(201);
    let slots = await listed();
    expect(slots).toContain("10:00");
    expect(slots).not.toContain("11:00");

    expect((await book("2026-12-08T14:00:00Z")).status).toBe(201);
    expect((await reserve("visitor-a", "2026-12-08T14:00:00Z")).status).toBe(409);
    slots = await listed();
    expect(slots).toContain("11:00");
  });

  it(`a link holds at most ${MAX_LIVE_RESERVATIONS_PER_LINK} live reservations; expired ones do not count`, async () => {
    const { reserve, release } = await team();
    // Sixteen half hours a day, from Tuesday on.
    const starts = Array.from(
      { length: MAX_LIVE_RESERVATIONS_PER_LINK + 1 },
      (_, i) => new Date(Date.parse("2026-12-08T09:00:00Z") + Math.floor(i / 16) * 86_400_000 + (i % 16) * 30 * 60_000),
    );
    const made: string[] = [];
    for (const [i, start] of starts.slice(0, -1).entries()) {
      const res = await reserve(`visitor-${i}`, start.toISOString());
      expect(res.status).toBe(201);
      made.push(res.body.id);
    }
    const last = starts.at(-1)!.toISOString();
    expect(await reserve("visitor-last", last)).toMatchObject({
      status: 409,
      body: { code: "TOO_MANY_RESERVATIONS", field: "bookingLinkId" },
    });
    await release(made[0]!);
    expect((await reserve("visitor-last", last)).status).toBe(201);

    clock.advance(HOLD_MS);
    expect((await reserve("visitor-next", starts[0]!.toISOString())).status).toBe(201);
  });

  it("expired rows are pruned by later reservations", async () => {
    const { reserve } = await team();
    const old = await reserve("visitor-a");
    clock.advance(HOLD_MS);
    await reserve("visitor-b", "2026-12-08T11:00:00Z");
    expect(await service.db.select().from(slotReservations).where(eq(slotReservations.id, old.body.id))).toEqual([]);
  });

  it("another team's key releases nothing", async () => {
    const { reserve, listed } = await team();
    const other = await team();
    const held = await reserve("visitor-a");
    expect((await other.release(held.body.id, other.key)).status).toBe(200);
    expect(await listed()).not.toContain("10:00");
  });

  it.each([
    ["no holder", { holder: undefined }, 400, "VALIDATION_FAILED", "holder"],
    ["a holder with a space", { holder: "a b" }, 400, "VALIDATION_FAILED", "holder"],
    ["a start without an offset", { startDateTime: "2026-12-08T10:00:00" }, 400, "VALIDATION_FAILED", "startDateTime"],
    ["an unknown member", { seats: 2 }, 400, "VALIDATION_FAILED", "seats"],
    ["a start off the grid", { startDateTime: "2026-12-08T10:10:00Z" }, 422, "SLOT_NOT_OFFERED", "startDateTime"],
    ["a start in the past", { startDateTime: "2026-12-04T10:00:00Z" }, 422, "SLOT_NOT_OFFERED", "startDateTime"],
    ["a duration of no link", { durationId: "dur_nope" }, 422, "UNKNOWN_DURATION", "durationId"],
    ["a link of no team", { bookingLinkId: "bl_nope" }, 404, "NOT_FOUND", "bookingLinkId"],
  ])("refuses %s", async (_, change, status, code, field) => {
    const { link, key } = await team();
    const body = { bookingLinkId: link.id, startDateTime: TUESDAY_10, holder: "visitor-a", ...change };
    expect(await call("/v1/slot-reservations/create", key, body)).toMatchObject({ status, body: { code, field } });
    expect(await service.db.select().from(slotReservations).where(eq(slotReservations.bookingLinkId, link.id))).toEqual([]);
  });

  it("refuses a reservationId that is not an id, on release and on booking", async () => {
    const { release, book } = await team();
    expect(await release("not an id")).toMatchObject({ status: 400, body: { code: "VALIDATION_FAILED", field: "reservationId" } });
    expect(await book(TUESDAY_10, "rs_?")).toMatchObject({ status: 400, body: { code: "VALIDATION_FAILED", field: "reservationId" } });
  });
});

// A reservation and a booking of the same time, racing: they take the same
// slot locks, so exactly one wins, whichever the database lets in first.
describe.skipIf(!testDbAvailable)("a reservation racing a booking", () => {
  const winners = new Map<string, number>();
  afterAll(() => console.log(`reservation vs booking: ${[...winners].map(([w, n]) => `${w} ×${n}`).join("; ")}`));

  it.each([1, 2, 3, 4, 5, 6])("round %i: exactly one of them takes the time", async (round) => {
    const { reserve, book } = await team();
    const sides = [() => reserve("visitor-a"), () => book()] as const;
    const [reserved, booked] = await (round % 2
      ? Promise.all([sides[0](), sides[1]()])
      : Promise.all([sides[1](), sides[0]()]).then(([b, r]) => [r, b] as const));
    expect([reserved.status, booked.status].sort()).toEqual([201, 409]);
    const loser = reserved.status === 409 ? reserved : booked;
    expect(loser.body).toMatchObject({ code: "SLOT_UNAVAILABLE" });
    const winner = reserved.status === 201 ? "reservation" : "booking";
    winners.set(winner, (winners.get(winner) ?? 0) + 1);
  });
});
