// The utm extension: a booking's attribution (the utm_* parameters of the page
// it was made on) is stored with it, read back by the team, carried in the
// webhooks' data, and kept by a reschedule. Bad values: bookings-errors.api.test.ts.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { outboxMessages } from "../db/schema";
import { makeClock } from "../testing/clock";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const START = "2026-12-07T08:00:00Z"; // a Monday; hosts work 09:00-17:00 UTC on weekdays
const clock = makeClock(START);
const service = setUpTestService(clock);
beforeEach(() => clock.set(START));

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };
const campaign = { source: "newsletter", medium: "email", campaign: "winter-2026", term: "team scheduling", content: "Ünïcode ✓ banner" };

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

async function call(method: string, path: string, key: string, body?: unknown) {
  const res = await service.server.request(method, path, { key, body });
  return { status: res.status, body: (await res.json()) as Json };
}

async function team() {
  const owner = makeMember({ role: "OWNER" });
  const link = makeBookingLink([owner]);
  const { key } = await seedWorkspace(service.db, makeWorkspace([owner], [link]), new Date(START));
  const book = async (time: string, utm?: unknown) => {
    const res = await call("POST", "/v1/bookings/create", key, {
      bookingLinkId: link.id,
      startDateTime: time,
      timezone: "Pacific/Chatham",
      attendees: [visitor],
      ...(utm !== undefined && { utm }),
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; manageToken: string };
  };
  return { key, link, book };
}

/** The booking as the outbox's change rows carry it: the webhooks' `data`. */
async function webhookData(bookingId: string, event: string): Promise<Json | undefined> {
  const rows = await service.db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.event, event), eq(outboxMessages.channel, "CHANGE")));
  return rows.map((row) => (row.payload as { data: Json }).data).find((data) => data.id === bookingId);
}

describe.skipIf(!testDbAvailable)("a booking's utm attribution", () => {
  it("is stored as sent and read back by id, in the list and in the webhooks' data", async () => {
    const t = await team();
    const { id } = await t.book("2026-12-08T10:00:00Z", campaign);
    expect((await call("GET", `/v1/bookings/${id}`, t.key)).body.utm).toEqual(campaign);
    const list = await call("GET", `/v1/bookings?bookingLinkId=${t.link.id}`, t.key);
    expect(list.body.data).toMatchObject([{ id, utm: campaign }]);
    expect((await webhookData(id, "booking.created"))?.utm).toEqual(campaign);
  });

  it("keeps only the parameters given, and is null when none were", async () => {
    const t = await team();
    const some = await t.book("2026-12-08T10:00:00Z", { source: "news" });
    const none = await t.book("2026-12-08T11:00:00Z");
    const empty = await t.book("2026-12-08T12:00:00Z", {});
    expect((await call("GET", `/v1/bookings/${some.id}`, t.key)).body.utm).toEqual({ source: "news" });
    expect((await call("GET", `/v1/bookings/${none.id}`, t.key)).body.utm).toBeNull();
    expect((await call("GET", `/v1/bookings/${empty.id}`, t.key)).body.utm).toBeNull();
  });

  it("follows the booking through reschedules, by the team and by the attendee", async () => {
    const t = await team();
    const { id, manageToken } = await t.book("2026-12-08T10:00:00Z", campaign);
    const byTeam = await call("POST", "/v1/bookings/reschedule", t.key, { bookingId: id, startDateTime: "2026-12-08T11:00:00Z" });
    expect(byTeam.status).toBe(200);
    expect(byTeam.body).toMatchObject({ rescheduledFromBookingId: id, utm: campaign });
    expect((await webhookData(byTeam.body.id, "booking.rescheduled"))?.utm).toEqual(campaign);
    const token = (await call("POST", "/v1/bookings/find-by-manage-token", t.key, { manageToken })).body.manageToken;
    const byAttendee = await call("POST", "/v1/bookings/reschedule", t.key, { manageToken: token, startDateTime: "2026-12-08T14:00:00Z" });
    expect(byAttendee.status).toBe(200);
    expect((await call("GET", `/v1/bookings/${byAttendee.body.id}`, t.key)).body.utm).toEqual(campaign);
    // The replaced bookings keep theirs too.
    expect((await call("GET", `/v1/bookings/${id}`, t.key)).body).toMatchObject({ status: "RESCHEDULED", utm: campaign });
  });
});
