// A booking page set to DISABLED turns off every link on it, each answered as a disabled link is: still readable,
// no time slots, no bookings, reservations or reschedules onto it (409 BOOKING_LINK_UNAVAILABLE), its existing
// bookings still readable and cancellable. Enabled again, the links take bookings again; each change shows at once
// through the cached link reads, as the page's write publishes it.
import { describe, expect, it } from "vitest";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { setUpMcpClients } from "../testing/mcp-client";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; members work 09:00-17:00 UTC on weekdays
const TUESDAY = { startDate: "2026-12-08T00:00:00Z", endDate: "2026-12-08T23:59:00Z" };
const service = setUpTestService(NOW);
const mcp = setUpMcpClients("disabled-page-test");

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

async function makeTeam() {
  const owner = makeMember({ role: "OWNER" });
  const member = makeMember({ role: "MEMBER" });
  const link = makeBookingLink([member], { title: "Member's call" });
  const otherPage = makeBookingLink([owner], { title: "Owner's call" });
  const team = await seedWorkspace(service.db, makeWorkspace([owner, member], [link, otherPage]), NOW);
  return { ...team, owner, member, link, otherPage, pageId: member.bookingPages[0]!.id };
}
type Team = Awaited<ReturnType<typeof makeTeam>>;

const request = async (team: Team, method: string, path: string, body?: unknown) =>
  service.server.request(method, path, { key: team.key, ...(body !== undefined && { body }) });
const json = async (team: Team, method: string, path: string, body?: unknown) => {
  const res = await request(team, method, path, body);
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as Json;
};
const slotsOf = async (team: Team, linkId: string) =>
  (await json(team, "GET", `/v1/booking-links/${linkId}/time-slots?${new URLSearchParams(TUESDAY)}`)).availableSlots as Json[];
const book = (team: Team, linkId: string, startDateTime: string) =>
  request(team, "POST", "/v1/bookings/create", {
    bookingLinkId: linkId,
    startDateTime,
    timezone: "UTC",
    attendees: [{ name: "Vera Visitor", email: "vera@example.test", isGuest: false }],
  });

async function setPageStatus(team: Team, status: "ENABLED" | "DISABLED") {
  const page = await json(team, "GET", `/v1/booking-pages/${team.pageId}`);
  const updated = await json(team, "POST", "/v1/booking-pages/update", { bookingPageId: team.pageId, updatedAt: page.updatedAt, status });
  expect(updated.status).toBe(status);
}

describe.skipIf(!testDbAvailable)("a DISABLED booking page", () => {
  it("takes its links' slots, bookings, reservations and reschedules away, and gives them back when enabled", async () => {
    const team = await makeTeam();
    const [first, second] = await slotsOf(team, team.link.id);
    const booked = await book(team, team.link.id, first!.start);
    expect(booked.status).toBe(201);
    const { id: bookingId } = (await booked.json()) as Json;

    await setPageStatus(team, "DISABLED");
    const link = await json(team, "GET", `/v1/booking-links/${team.link.id}`);
    expect(link).toMatchObject({ status: "ENABLED", bookingPage: { id: team.pageId, status: "DISABLED" } });
    expect(await slotsOf(team, team.link.id)).toEqual([]);
    const rows = await service.rowCounts();
    const unavailable = { status: 409, code: "BOOKING_LINK_UNAVAILABLE" };
    await expectProblem(await book(team, team.link.id, second!.start), { ...unavailable, field: "bookingLinkId" });
    const reserve = { bookingLinkId: team.link.id, startDateTime: second!.start, holder: "visitor-1" };
    await expectProblem(await request(team, "POST", "/v1/slot-reservations/create", reserve), { ...unavailable, field: "bookingLinkId" });
    const reschedule = { bookingId, startDateTime: second!.start };
    await expectProblem(await request(team, "POST", "/v1/bookings/reschedule", reschedule), unavailable);
    expect(await service.rowCounts()).toEqual(rows);
    // The MCP tools read the same links: no slots there either.
    const client = await mcp.connect(service.server.url, team.key);
    const { result } = await mcp.call(client, "list_time_slots", { bookingLinkId: team.link.id, ...TUESDAY });
    expect(result.structuredContent).toMatchObject({ availableSlots: [] });
    // The owner's links on their own page are not touched; the booking made before stays readable.
    expect((await slotsOf(team, team.otherPage.id)).length).toBeGreaterThan(0);
    expect(await json(team, "GET", `/v1/bookings/${bookingId}`)).toMatchObject({ id: bookingId, status: "CONFIRMED" });

    await setPageStatus(team, "ENABLED");
    expect((await slotsOf(team, team.link.id)).map((s) => s.start)).toContain(second!.start);
    expect((await book(team, team.link.id, second!.start)).status).toBe(201);
  });

  it("is left out of the links a booking page displays (listed=true), and listed with the others (listed=false)", async () => {
    const team = await makeTeam();
    const listed = async (value: boolean) =>
      ((await json(team, "GET", `/v1/booking-links?listed=${value}&pageSize=100`)).data as Json[]).map((l) => l.id).sort();
    expect(await listed(true)).toEqual([team.link.id, team.otherPage.id].sort());
    await setPageStatus(team, "DISABLED");
    expect(await listed(true)).toEqual([team.otherPage.id]);
    expect(await listed(false)).toEqual([team.link.id]);
    await setPageStatus(team, "ENABLED");
    expect(await listed(true)).toEqual([team.link.id, team.otherPage.id].sort());
  });

  it("leaves its bookings cancellable", async () => {
    const team = await makeTeam();
    const [first] = await slotsOf(team, team.link.id);
    const { id: bookingId } = (await (await book(team, team.link.id, first!.start)).json()) as Json;
    await setPageStatus(team, "DISABLED");
    expect(await json(team, "POST", "/v1/bookings/cancel", { bookingId })).toMatchObject({ id: bookingId, status: "CANCELLED" });
  });
});
