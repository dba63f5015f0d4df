// A burst of concurrent booking attempts on one host: the database must end
// with as many bookings as fit, none overlapping, and every other attempt 409.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingHolds, bookings } from "../db/schema";
import { durationId, makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { seededRandom as random } from "../testing/seeded-random";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);
const CLIENTS = 100;
const ATTEMPTS = 1_000;

describe.skipIf(!testDbAvailable)("a burst of bookings", () => {
  it(`${CLIENTS} clients making ${ATTEMPTS} attempts over 20 slots with 30- and 60-minute durations`, async () => {
    const day = { start: "09:00:00", end: "19:00:00" }; // 20 half-hour slots on Tuesday 8 December
    const host = makeMember({
      availability: { monday: [], tuesday: [day], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
    });
    const link = makeBookingLink([host], {
      slotIntervalMinutes: 30,
      durations: [
        { minutes: 30, isDefault: true },
        { minutes: 60, isDefault: false },
      ],
    });
    const team = await seedWorkspace(service.db, makeWorkspace([host], [link]), NOW);
    const starts = Array.from({ length: 20 }, (_, i) => new Date(Date.parse("2026-12-08T09:00:00Z") + i * 30 * 60_000).toISOString());

    const next = random(7);
    const attempts = Array.from({ length: ATTEMPTS }, (_, i) => {
      const long = next() < 0.5;
      // A 60-minute meeting cannot start in the last half hour.
      const start = starts[Math.floor(next() * (long ? 19 : 20))]!;
      return {
        bookingLinkId: link.id,
        startDateTime: start,
        durationId: durationId(link, long ? 60 : 30),
        timezone: "UTC",
        attendees: [{ name: `Client ${i}`, email: `c${i}@example.test` }],
      };
    });
    const statuses: number[] = [];
    let cursor = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (cursor < attempts.length) {
          const body = attempts[cursor++]!;
          const res = await service.server.request("POST", "/v1/bookings/create", { key: team.key, body });
          statuses.push(res.status);
          await res.body?.cancel();
        }
      }),
    );

    const created = statuses.filter((s) => s === 201).length;
    expect(statuses).toHaveLength(ATTEMPTS);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);

    const rows = await service.db.select().from(bookings).where(eq(bookings.bookingLinkId, link.id));
    expect(rows).toHaveLength(created);
    const holds = (await service.db.select().from(bookingHolds).where(eq(bookingHolds.userId, host.id))).sort(
      (a, b) => +a.startAt - +b.startAt,
    );
    expect(holds).toHaveLength(created);
    const overlaps = holds.filter((h, i) => i > 0 && h.startAt < holds[i - 1]!.endAt);
    expect(overlaps).toEqual([]);

    // As many as fit: the 10 hours are fully booked, no half hour is left.
    const bookedMinutes = holds.reduce((sum, h) => sum + (+h.endAt - +h.startAt) / 60_000, 0);
    expect(bookedMinutes).toBe(600);
    const left = await service.server.request(
      "GET",
      `/v1/booking-links/${link.id}/time-slots?startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z`,
      { key: team.key },
    );
    expect((await left.json()).availableSlots).toEqual([]);
    console.log(`burst: ${created} created, ${ATTEMPTS - created} refused with 409, 0 overlaps`);
  }, 120_000);

  // Buffers keep bookings apart that do not overlap, which the exclusion
  // constraint cannot see: only the locks around the re-check keep them apart.
  it(`${CLIENTS} clients making ${ATTEMPTS} attempts on a link with 15-minute buffers`, async () => {
    const day = { start: "09:00:00", end: "15:00:00" };
    const host = makeMember({
      availability: { monday: [], tuesday: [day], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
    });
    const link = makeBookingLink([host], { slotIntervalMinutes: 15, bufferMinutesBeforeEvent: 15, bufferMinutesAfterEvent: 15 });
    const team = await seedWorkspace(service.db, makeWorkspace([host], [link]), NOW);
    // Every quarter hour from 9:00 to 14:30.
    const starts = Array.from({ length: 23 }, (_, i) => new Date(Date.parse("2026-12-08T09:00:00Z") + i * 15 * 60_000).toISOString());

    const next = random(13);
    const statuses: number[] = [];
    let left = ATTEMPTS;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        while (left-- > 0) {
          const body = {
            bookingLinkId: link.id,
            startDateTime: starts[Math.floor(next() * starts.length)],
            timezone: "UTC",
            attendees: [{ name: `Client ${client}`, email: `c${client}@example.test` }],
          };
          const res = await service.server.request("POST", "/v1/bookings/create", { key: team.key, body });
          statuses.push(res.status);
          await res.body?.cancel();
        }
      }),
    );

    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const holds = (await service.db.select().from(bookingHolds).where(eq(bookingHolds.userId, host.id))).sort(
      (a, b) => +a.startAt - +b.startAt,
    );
    expect(holds.length).toBe(statuses.filter((s) => s === 201).length);
    const gaps = holds.slice(1).map((h, i) => (+h.startAt - +holds[i]!.endAt) / 60_000);
    expect(gaps.filter((minutes) => minutes < 15)).toEqual([]);
    // As many as fit in the order they arrived: between 5 (starts 75 minutes
    // apart) and 8, depending on which attempts win, and no start is left.
    const free = await service.server.request(
      "GET",
      `/v1/booking-links/${link.id}/time-slots?startDate=2026-12-08T00:00:00Z&endDate=2026-12-08T23:59:59Z`,
      { key: team.key },
    );
    expect((await free.json()).availableSlots).toEqual([]);
    console.log(`burst with buffers: ${holds.length} created, gaps ${gaps.join(", ")} minutes`);
  }, 120_000);
});
