// Changes to bookings racing each other (see booking-burst.api.test.ts for
// bookings racing bookings): whatever order the database picks, one request
// wins, the others are refused with a stable code, and the rows tell one
// consistent story: at most one active booking per chain of reschedules,
// holds active exactly for active bookings, no host held twice at once.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { bookingHolds, bookings } from "../db/schema";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; hosts work 09:00-17:00 UTC on weekdays
const service = setUpTestService(NOW);

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };
const ROUNDS = [1, 2, 3, 4, 5];

/** Which side won each race, printed at the end: a race always won by the same side tests one order only. */
const winners = new Map<string, number>();
const tally = (race: string, winner: string) => winners.set(`${race}: ${winner}`, (winners.get(`${race}: ${winner}`) ?? 0) + 1);
afterAll(() => console.log(`races won: ${[...winners].map(([outcome, n]) => `${outcome} ×${n}`).join("; ")}`));

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;
type Created = { id: string; manageToken: string };

/**
 * Two requests racing. In odd rounds both leave at once (and the first sent
 * tends to win); in even rounds the second leaves 10 ms ahead, so that both
 * orders are tried.
 */
async function race<A, B>(round: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  if (round % 2) return Promise.all([first(), second()]);
  const ahead = second();
  await new Promise((resolve) => setTimeout(resolve, 10));
  return Promise.all([first(), ahead]);
}

async function call(path: string, key: string, body: unknown) {
  const res = await service.server.request("POST", path, { key, body });
  return { status: res.status, body: (await res.json()) as Json };
}

/** One host on a link of 30-minute meetings, and a way to book it. */
async function oneHost(options: { requireEventApproval?: boolean } = {}) {
  const host = makeMember({ role: "OWNER" });
  const link = makeBookingLink([host], options);
  const { key } = await seedWorkspace(service.db, makeWorkspace([host], [link]), NOW);
  const book = async (startDateTime: string): Promise<Created> => {
    const res = await call("/v1/bookings/create", key, { bookingLinkId: link.id, startDateTime, timezone: "UTC", attendees: [visitor] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Created;
  };
  return { host, link, key, book };
}

/** The host's active holds, by start: none may overlap another. */
async function activeHolds(hostId: string) {
  const holds = await service.db
    .select()
    .from(bookingHolds)
    .where(and(eq(bookingHolds.userId, hostId), eq(bookingHolds.active, true)));
  holds.sort((a, b) => +a.startAt - +b.startAt);
  const overlaps = holds.filter((h, i) => i > 0 && h.startAt < holds[i - 1]!.endAt);
  expect(overlaps).toEqual([]);
  return holds;
}

/** The booking and its replacements, oldest first, with whether each holds its time; checked for consistency. */
async function chainOf(id: string) {
  const chain: (typeof bookings.$inferSelect & { holdsTime: boolean })[] = [];
  let next: string | null = id;
  while (next) {
    const [row] = await service.db.select().from(bookings).where(eq(bookings.id, next));
    const holds = await service.db.select().from(bookingHolds).where(eq(bookingHolds.bookingId, next));
    const active = row!.status === "PENDING" || row!.status === "CONFIRMED";
    // Every hold of an active booking is active, and none of an ended one.
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.map((h) => h.active)).toEqual(holds.map(() => active));
    chain.push({ ...row!, holdsTime: active });
    next = row!.rescheduledToId;
  }
  expect(chain.filter((b) => b.holdsTime).length).toBeLessThanOrEqual(1);
  // Only the last of a chain is anything but RESCHEDULED.
  expect(chain.slice(0, -1).every((b) => b.status === "RESCHEDULED")).toBe(true);
  return chain;
}

describe.skipIf(!testDbAvailable)("reschedules racing", () => {
  it("50 parallel reschedules of 50 bookings into one free slot: one moves, 49 are refused and untouched", async () => {
    const { host, key, book } = await oneHost();
    // 16 half hours a day, Wednesday 9 to Monday 14 December: 50 bookings.
    const days = ["2026-12-09", "2026-12-10", "2026-12-11", "2026-12-14"];
    const times = days.flatMap((day) => Array.from({ length: 16 }, (_, i) => new Date(Date.parse(`${day}T09:00:00Z`) + i * 30 * 60_000)));
    const created: Created[] = [];
    for (const time of times.slice(0, 50)) created.push(await book(time.toISOString()));
    const target = "2026-12-08T10:00:00.000Z";
    const before = await service.bookingRows();

    // Half by id as a host, half by manage token as the attendee.
    const answers = await Promise.all(
      created.map((b, i) =>
        call("/v1/bookings/reschedule", key, {
          ...(i % 2 ? { manageToken: b.manageToken } : { bookingId: b.id }),
          startDateTime: target,
        }),
      ),
    );

    const won = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.code, a.body.field])).toEqual(
      refused.map(() => [409, "SLOT_UNAVAILABLE", "startDateTime"]),
    );
    const winner = created[won[0]!]!;
    expect(answers[won[0]!]!.body).toMatchObject({ start: target, status: "CONFIRMED", rescheduledFromBookingId: winner.id });

    // The 49 others are exactly as they were, holds and all.
    const after = await service.bookingRows();
    const others = new Set(created.filter((b) => b !== winner).map((b) => b.id));
    expect(after.bookings.filter((b) => others.has(b.id))).toEqual(before.bookings.filter((b) => others.has(b.id)));
    expect(after.holds.filter((h) => others.has(h.bookingId))).toEqual(before.holds.filter((h) => others.has(h.bookingId)));
    expect(after.holds.filter((h) => others.has(h.bookingId)).every((h) => h.active)).toBe(true);

    const [moved, replacement] = await chainOf(winner.id);
    expect(moved).toMatchObject({ status: "RESCHEDULED", holdsTime: false });
    expect(replacement).toMatchObject({ status: "CONFIRMED", holdsTime: true });
    const holds = await activeHolds(host.id);
    expect(holds.filter((h) => h.startAt.toISOString() === target).map((h) => h.bookingId)).toEqual([replacement!.id]);
    expect(holds).toHaveLength(50);
  }, 120_000);

  it.each(ROUNDS)("a reschedule racing a new booking for the same slot: exactly one wins (round %i)", async (round) => {
    const { host, key, link, book } = await oneHost();
    const existing = await book(`2026-12-09T${String(8 + round).padStart(2, "0")}:00:00.000Z`);
    const target = `2026-12-08T${String(8 + round).padStart(2, "0")}:30:00.000Z`;
    const [booked, moved] = await race(
      round,
      () => call("/v1/bookings/create", key, { bookingLinkId: link.id, startDateTime: target, timezone: "UTC", attendees: [visitor] }),
      () => call("/v1/bookings/reschedule", key, { bookingId: existing.id, startDateTime: target }),
    );

    tally("reschedule vs new booking", moved.status === 200 ? "reschedule" : "new booking");
    expect([moved.status, booked.status].sort()).toEqual(moved.status === 200 ? [200, 409] : [201, 409]);
    const loser = moved.status === 200 ? booked : moved;
    expect(loser.body).toMatchObject({ status: 409, code: "SLOT_UNAVAILABLE", field: "startDateTime" });
    const chain = await chainOf(existing.id);
    const holds = await activeHolds(host.id);
    const atTarget = holds.filter((h) => h.startAt.toISOString() === target);
    expect(atTarget).toHaveLength(1);
    if (moved.status === 200) {
      expect(chain.map((b) => b.status)).toEqual(["RESCHEDULED", "CONFIRMED"]);
      expect(atTarget[0]!.bookingId).toBe(chain[1]!.id);
      expect(holds).toHaveLength(1);
    } else {
      expect(chain).toMatchObject([{ status: "CONFIRMED", rescheduledToId: null, holdsTime: true }]);
      expect(atTarget[0]!.bookingId).toBe(booked.body.id);
      expect(holds).toHaveLength(2);
    }
  });
});

describe.skipIf(!testDbAvailable)("cancel racing reschedule of the same booking", () => {
  const cases = ROUNDS.flatMap((round) => [
    { round, by: "bookingId" as const },
    { round, by: "manageToken" as const },
  ]);

  it.each(cases)("cancel by $by, round $round: one consistent final state", async ({ round, by }) => {
    const { host, key, book } = await oneHost();
    const existing = await book("2026-12-09T10:00:00.000Z");
    const target = `2026-12-08T${String(9 + round).padStart(2, "0")}:00:00.000Z`;
    const cancelBody = by === "bookingId" ? { bookingId: existing.id } : { manageToken: existing.manageToken };
    const [cancelled, moved] = await race(
      round,
      () => call("/v1/bookings/cancel", key, { ...cancelBody, reason: "Race" }),
      () => call("/v1/bookings/reschedule", key, { bookingId: existing.id, startDateTime: target }),
    );

    tally(`cancel by ${by} vs reschedule`, moved.status === 200 ? "reschedule" : "cancel");
    const chain = await chainOf(existing.id);
    const holds = await activeHolds(host.id);
    if (moved.status !== 200) {
      // The cancel came first: the reschedule found the booking cancelled.
      expect(cancelled).toMatchObject({ status: 200, body: { id: existing.id, status: "CANCELLED" } });
      expect(moved.body).toMatchObject({ status: 409, code: "BOOKING_NOT_ACTIVE", field: "bookingId" });
      expect(chain).toMatchObject([{ status: "CANCELLED", rescheduledToId: null }]);
      expect(holds).toEqual([]);
    } else if (by === "bookingId") {
      // The reschedule came first: cancelling the old booking by id is refused, naming the replacement.
      expect(cancelled.body).toMatchObject({ status: 409, code: "BOOKING_RESCHEDULED", field: "bookingId" });
      expect(chain.map((b) => b.status)).toEqual(["RESCHEDULED", "CONFIRMED"]);
      expect(holds.map((h) => [h.bookingId, h.startAt.toISOString()])).toEqual([[moved.body.id, target]]);
    } else {
      // The reschedule came first: the attendee's token follows it and cancels the replacement.
      expect(cancelled).toMatchObject({ status: 200, body: { id: moved.body.id, status: "CANCELLED", cancelledBy: "ATTENDEE" } });
      expect(chain.map((b) => b.status)).toEqual(["RESCHEDULED", "CANCELLED"]);
      expect(holds).toEqual([]);
    }
  });
});

describe.skipIf(!testDbAvailable)("a reissued token racing its use", () => {
  // Both lock the chain of reschedules, oldest first: neither may deadlock the other.
  it.each(ROUNDS)("reissue by the replacement's id racing a cancel by the first token (round %i)", async (round) => {
    const { host, key, book } = await oneHost();
    const first = await book("2026-12-09T10:00:00.000Z");
    const moved = await call("/v1/bookings/reschedule", key, { bookingId: first.id, startDateTime: "2026-12-09T11:00:00.000Z" });
    const [reissued, cancelled] = await race(
      round,
      () => call("/v1/bookings/reissue-manage-token", key, { bookingId: moved.body.id }),
      () => call("/v1/bookings/cancel", key, { manageToken: first.manageToken }),
    );
    tally("reissue vs cancel by token", cancelled.status === 200 ? "cancel" : "reissue");
    expect(reissued.status).toBe(200);
    const chain = await chainOf(first.id);
    if (cancelled.status === 200) {
      expect(cancelled.body).toMatchObject({ id: moved.body.id, status: "CANCELLED" });
      expect(chain.map((b) => b.status)).toEqual(["RESCHEDULED", "CANCELLED"]);
      expect(await activeHolds(host.id)).toEqual([]);
    } else {
      expect(cancelled.body).toMatchObject({ status: 404, code: "NOT_FOUND", field: "manageToken" });
      expect(chain.map((b) => b.status)).toEqual(["RESCHEDULED", "CONFIRMED"]);
      expect(await activeHolds(host.id)).toHaveLength(1);
    }
  });
});

describe.skipIf(!testDbAvailable)("approvals racing", () => {
  it.each(ROUNDS)("two approvals of one booking: both answer it confirmed (round %i)", async () => {
    const { key, book } = await oneHost({ requireEventApproval: true });
    const pending = await book("2026-12-09T10:00:00.000Z");
    const answers = await Promise.all([1, 2].map(() => call("/v1/bookings/approve", key, { bookingId: pending.id })));
    expect(answers.map((a) => [a.status, a.body.status])).toEqual([
      [200, "CONFIRMED"],
      [200, "CONFIRMED"],
    ]);
    expect(await chainOf(pending.id)).toMatchObject([{ status: "CONFIRMED", holdsTime: true }]);
  });

  it.each(ROUNDS)("an approval racing a decline: one wins, the other is refused (round %i)", async (round) => {
    const { host, key, book } = await oneHost({ requireEventApproval: true });
    const pending = await book("2026-12-09T10:00:00.000Z");
    const [approved, declined] = await race(
      round,
      () => call("/v1/bookings/approve", key, { bookingId: pending.id }),
      () => call("/v1/bookings/decline", key, { bookingId: pending.id, reason: "Race" }),
    );
    tally("approve vs decline", approved.status === 200 ? "approve" : "decline");
    const [row] = await chainOf(pending.id);
    if (approved.status === 200) {
      expect(declined.body).toMatchObject({ status: 409, code: "BOOKING_NOT_PENDING", field: "bookingId" });
      expect(row).toMatchObject({ status: "CONFIRMED", holdsTime: true });
      expect(await activeHolds(host.id)).toHaveLength(1);
    } else {
      expect(approved.body).toMatchObject({ status: 409, code: "BOOKING_NOT_ACTIVE", field: "bookingId" });
      expect(declined.body).toMatchObject({ status: "DECLINED" });
      expect(row).toMatchObject({ status: "DECLINED", holdsTime: false });
      expect(await activeHolds(host.id)).toEqual([]);
    }
  });

  it.each(ROUNDS)("two declines and two cancels: each answers the ended booking (round %i)", async () => {
    const { key, book } = await oneHost({ requireEventApproval: true });
    const [a, b] = [await book("2026-12-09T10:00:00.000Z"), await book("2026-12-09T11:00:00.000Z")];
    const answers = await Promise.all([
      call("/v1/bookings/decline", key, { bookingId: a.id }),
      call("/v1/bookings/decline", key, { bookingId: a.id }),
      call("/v1/bookings/cancel", key, { bookingId: b.id }),
      call("/v1/bookings/cancel", key, { manageToken: b.manageToken }),
    ]);
    expect(answers.map((x) => [x.status, x.body.status])).toEqual([
      [200, "DECLINED"],
      [200, "DECLINED"],
      [200, "CANCELLED"],
      [200, "CANCELLED"],
    ]);
    // Both answers of a pair are the one stored change.
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers[2]!.body).toEqual(answers[3]!.body);
    const rows = await service.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [a.id, b.id]));
    expect(rows.map((r) => r.status).sort()).toEqual(["CANCELLED", "DECLINED"]);
  });
});
