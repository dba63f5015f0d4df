// Every page of the team's and a host's bookings, walked to the end with pages that straddle week boundaries and
// bookings that start together: the same bookings, once each, in (start, id) order, whatever the status changes.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SeedWorkspace } from "../seed/seed-schema";
import { makeClock } from "../testing/clock";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = "2026-01-01T08:00:00Z";
const FIRST = Date.parse("2026-01-05T00:00:00Z"); // a Monday: every 24th pair of bookings starts as a UTC week does
const STEP = 7 * 3_600_000;
const PAIRS = 200;
const STATUSES = ["CONFIRMED", "PENDING", "CANCELLED", "DECLINED"] as const;
const service = setUpTestService(makeClock(NOW));

interface Listed {
  id: string;
  start: string;
  status: string;
  hostIds: string[];
}

/** Two bookings at each time, on a one-host link and a collective one, ids not in time order. */
function teamWithBookings() {
  const [owner, a, b, c] = [makeMember({ role: "OWNER" }), makeMember(), makeMember(), makeMember()];
  const solo = makeBookingLink([a]);
  const collective = makeBookingLink([b, c], { type: "COLLECTIVE_MULTI_USE" });
  const workspace = makeWorkspace([owner, a, b, c], [solo, collective]);
  workspace.bookings = Array.from({ length: PAIRS }, (_, k) =>
    [solo, collective].map((link, side) => ({
      id: `${workspace.id}-bk${String((k * 37) % PAIRS).padStart(4, "0")}${side ? "c" : "a"}`,
      bookingLinkId: link.id,
      durationId: link.durations[0]!.id,
      start: new Date(FIRST + k * STEP).toISOString(),
      timeZone: "UTC",
      status: STATUSES[(k + side) % 4]!,
      hostIds: link.hosts.map((h) => h.userId),
      attendees: [{ name: "Guest", email: `guest${k}@example.test`, isGuest: false }],
    })),
  ).flat();
  return { workspace, owner, a, b };
}

const inOrder = (list: Listed[]) =>
  list.map((x) => ({ ...x, at: Date.parse(x.start) })).sort((x, y) => x.at - y.at || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));

describe.skipIf(!testDbAvailable)("deep pages of the team's and a host's bookings", () => {
  let seeded: Awaited<ReturnType<typeof seedWorkspace>>;
  let team: ReturnType<typeof teamWithBookings>;
  let bookings: Listed[];
  let other: ReturnType<typeof teamWithBookings>;

  beforeAll(async () => {
    team = teamWithBookings();
    seeded = await seedWorkspace(service.db, team.workspace, new Date(NOW));
    // Another team's bookings in the same weeks must not shift a page.
    other = teamWithBookings();
    await seedWorkspace(service.db, other.workspace, new Date(NOW));
    bookings = (team.workspace as SeedWorkspace).bookings.map((b) => ({ id: b.id, start: b.start, status: b.status, hostIds: b.hostIds }));
  });

  /** Every page of a list, 9 a page, until one comes back short; the totals each page answered. */
  async function walk(filter: string) {
    const ids: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; page < 200; page += 1) {
      const res = await service.server.request("GET", `/v1/bookings?pageSize=9&page=${page}${filter}`, { key: seeded.key });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { total: number; data: { id: string }[] };
      totals.add(body.total);
      ids.push(...body.data.map((b) => b.id));
      if (body.data.length < 9) break;
    }
    return { ids, totals: [...totals] };
  }

  async function expectWalk(filter: string, expected: Listed[]) {
    const { ids, totals } = await walk(filter);
    expect(ids).toEqual(inOrder(expected).map((b) => b.id));
    expect(totals).toEqual([expected.length]);
  }

  it("answers the whole team's list, each status and each host's, as ordered lists cut into pages", async () => {
    await expectWalk("", bookings);
    for (const status of STATUSES)
      await expectWalk(
        `&status=${status}`,
        bookings.filter((b) => b.status === status),
      );
    await expectWalk(
      `&hostUserId=${team.a.id}`,
      bookings.filter((b) => b.hostIds.includes(team.a.id)),
    );
    await expectWalk(
      `&hostUserId=${team.b.id}`,
      bookings.filter((b) => b.hostIds.includes(team.b.id)),
    );
    const [from, to] = ["2026-01-19T00:00:00.000Z", "2026-02-02T07:00:00.000Z"];
    const within = (b: Listed) => b.hostIds.includes(team.b.id) && b.start >= from && b.start < to;
    await expectWalk(`&hostUserId=${team.b.id}&startFrom=${from}&startTo=${to}`, bookings.filter(within));
  });

  it("lists a link's bookings to its own team only", async () => {
    const [solo] = team.workspace.bookingLinks;
    await expectWalk(
      `&bookingLinkId=${solo!.id}`,
      bookings.filter((b) => b.hostIds.includes(team.a.id)),
    );
    const theirs = other.workspace.bookingLinks[0]!.id;
    const res = await service.server.request("GET", `/v1/bookings?bookingLinkId=${theirs}`, { key: seeded.key });
    expect(await res.json()).toMatchObject({ total: 0, data: [] });
  });

  it("answers an empty page past the end, with the total", async () => {
    const res = await service.server.request("GET", "/v1/bookings?pageSize=100&page=5", { key: seeded.key });
    expect(await res.json()).toMatchObject({ pageNumber: 5, total: PAIRS * 2, data: [] });
  });

  it("keeps the pages exact as bookings change status", async () => {
    const confirmed = bookings.filter((b) => b.status === "CONFIRMED").slice(0, 12);
    for (const { id } of confirmed) {
      const res = await service.server.request("POST", "/v1/bookings/cancel", { key: seeded.key, body: { bookingId: id } });
      expect(res.status).toBe(200);
    }
    const now = bookings.map((b) => (confirmed.some((c) => c.id === b.id) ? { ...b, status: "CANCELLED" } : b));
    await expectWalk(
      "&status=CONFIRMED",
      now.filter((b) => b.status === "CONFIRMED"),
    );
    await expectWalk(
      "&status=CANCELLED",
      now.filter((b) => b.status === "CANCELLED"),
    );
    await expectWalk("", now);
    // The kept weekly totals are what counting every booking again gives.
    const differences = (await service.db.execute(sql`
      with kept as (
        select workspace_id, status, week, sum(n)::int as n from booking_week_totals group by 1, 2, 3 having sum(n) <> 0
      ), counted as (
        select workspace_id, status, date_trunc('week', start_at, 'UTC') as week, count(*)::int as n from bookings group by 1, 2, 3
      )
      (select * from kept except select * from counted) union all (select * from counted except select * from kept)`)) as unknown as {
      rows: unknown[];
    };
    expect(differences.rows).toEqual([]);
  });
});
