// GET /v1/booking-links/:id/time-slots?excludeBookingId= (extension): the
// slots a booking could be rescheduled to, its own time counted as free, as
// POST /v1/bookings/reschedule counts it.
import { describe, expect, it } from "vitest";
import { timeSlotsResponse } from "../contract/booking-links";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; hosts work 09:00-17:00 UTC on weekdays
const service = setUpTestService(NOW);
const DAY = "2026-12-08";
const at = (time: string) => `${DAY}T${time}:00.000Z`;
const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };

/** A team with one host and a 30-minute link with a 30-minute buffer after each meeting. */
async function team() {
  const host = makeMember({ role: "OWNER" });
  const link = makeBookingLink([host], { bufferMinutesAfterEvent: 30 });
  const seeded = await seedWorkspace(service.db, makeWorkspace([host], [link]), NOW);
  const book = async (start: string) => {
    const res = await service.server.request("POST", "/v1/bookings/create", {
      key: seeded.key,
      body: { bookingLinkId: link.id, startDateTime: start, timezone: "Europe/Berlin", attendees: [visitor] },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; manageToken: string };
  };
  const slots = async (excludeBookingId?: string, key = seeded.key) => {
    const query = new URLSearchParams({ startDate: `${DAY}T00:00:00Z`, endDate: `${DAY}T23:59:59Z` });
    if (excludeBookingId) query.set("excludeBookingId", excludeBookingId);
    const res = await service.server.request("GET", `/v1/booking-links/${link.id}/time-slots?${query}`, { key });
    expect(res.status).toBe(200);
    return timeSlotsResponse.parse(await res.json()).availableSlots.map((s) => s.start.slice(11, 16));
  };
  return { link, key: seeded.key, book, slots };
}

describe.skipIf(!testDbAvailable)("time slots with excludeBookingId", () => {
  it("counts the booking's own time (and its buffer) as free, and nothing else", async () => {
    const t = await team();
    const own = await t.book(at("10:00"));
    await t.book(at("13:00"));
    const plain = await t.slots();
    // 10:00 is taken and 10:30 lies in its buffer.
    expect(plain).toContain("09:30");
    expect(plain).not.toContain("10:00");
    expect(plain).not.toContain("10:30");
    const free = await t.slots(own.id);
    // The other booking still blocks its time.
    expect(free).not.toContain("13:00");
    expect(free.filter((s) => !plain.includes(s)).sort()).toEqual(["10:00", "10:30"]);
  });

  it("lists exactly the times a reschedule by the manage token accepts", async () => {
    const t = await team();
    const own = await t.book(at("10:00"));
    const free = await t.slots(own.id);
    expect(free).toContain("10:30");
    const res = await service.server.request("POST", "/v1/bookings/reschedule", {
      key: t.key,
      body: { manageToken: own.manageToken, startDateTime: at("10:30") },
    });
    expect(res.status).toBe(200);
    // The list follows the change: the old booking holds nothing now, the replacement is its own.
    const replacement = (await res.json()) as { id: string };
    expect(await t.slots(own.id)).not.toContain("10:30");
    expect(await t.slots(replacement.id)).toEqual(expect.arrayContaining(["10:00", "10:30"]));
  });

  it("ignores another team's booking, an unknown id and a cancelled booking", async () => {
    const ours = await team();
    const theirs = await team();
    // The other team's host is another person; the same slot, so an id mix-up would show.
    const foreign = await theirs.book(at("10:00"));
    const own = await ours.book(at("10:00"));
    const plain = await ours.slots();
    expect(await ours.slots(foreign.id)).toEqual(plain);
    expect(await ours.slots("bk_does_not_exist")).toEqual(plain);
    const cancelled = await ours.book(at("14:00"));
    const res = await service.server.request("POST", "/v1/bookings/cancel", { key: ours.key, body: { bookingId: cancelled.id } });
    expect(res.status).toBe(200);
    expect(await ours.slots(cancelled.id)).toEqual(await ours.slots());
    expect(await ours.slots(own.id)).toContain("10:00");
  });

  it("refuses an id that is not an id", async () => {
    const t = await team();
    const res = await service.server.request("GET", `/v1/booking-links/${t.link.id}/time-slots?excludeBookingId=${"x".repeat(65)}`, {
      key: t.key,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "excludeBookingId" });
  });
});
