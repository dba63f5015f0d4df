// The check a booking makes before it commits: its hosts' calendar servers are read once more for that time, so a
// meeting the host made there since the last refresh refuses it (SLOT_UNAVAILABLE, nothing written) on /v1 create
// and reschedule alike. A server that is down does not stop the booking: it goes ahead on the busy times last read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caldavAccount, call, type Json, seedCalendarTeam, slotsOn, vcalendar, vevent } from "../testing/calendar-team";
import { type Radicale, radicaleMissing, startRadicale } from "../testing/radicale";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; the member hosts weekdays 09:00-17:00 UTC, 60-minute slots
const TUESDAY = "2026-12-08";
const at = (time: string) => `${TUESDAY}T${time}:00.000Z`;
const service = setUpTestService(NOW, { calendars: { timeoutMs: 1_000 } });

let radicale: Radicale;
const ready = testDbAvailable && !radicaleMissing;
beforeAll(async () => {
  if (ready) radicale = await startRadicale();
});
afterAll(async () => {
  await radicale?.close();
});

async function connectedHost() {
  const team = await seedCalendarTeam(service.db, NOW);
  const account = await caldavAccount(radicale, ["Work"]);
  const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, { provider: "CALDAV", ...account });
  expect(connected.status, connected.text).toBe(201);
  /** A meeting the host makes on their own calendar, which the service has not read yet. */
  const meetElsewhere = (uid: string, start: string, end: string) =>
    radicale.putEvent(account.username, "work", uid, vcalendar(vevent(`${uid}@elsewhere`, start, end)));
  const book = (start: string) =>
    call(service.server, "POST", "/v1/bookings/create", team.ownerKey, {
      bookingLinkId: team.link.id,
      startDateTime: start,
      timezone: "UTC",
      attendees: [{ name: "Vera Visitor", email: "vera@example.test", isGuest: false }],
    });
  const bookingsOf = async () =>
    ((await call(service.server, "GET", `/v1/bookings?bookingLinkId=${team.link.id}&pageSize=100`, team.ownerKey)).body.data as Json[]).map(
      (b) => `${b.status} ${b.start}`,
    );
  return { team, meetElsewhere, book, bookingsOf };
}

describe.skipIf(!ready)(`a booking checks its hosts' calendars before it commits${radicaleMissing ? ` (${radicaleMissing})` : ""}`, () => {
  it("a meeting made on the host's calendar since the last refresh refuses its time, though slots still offer it", async () => {
    const { meetElsewhere, book, bookingsOf, team } = await connectedHost();
    await meetElsewhere("lunch", "20261208T130000Z", "20261208T140000Z");
    // The stored busy times are the last refresh's: the page still offers 13:00.
    expect(await slotsOn(service.server, team.memberKey, team.link.id, TUESDAY)).toContain(at("13:00"));
    const refused = await book(at("13:00"));
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: "SLOT_UNAVAILABLE", field: "startDateTime" });
    expect(await bookingsOf()).toEqual([]);
    // The hour after is free on the calendar too.
    const booked = await book(at("14:00"));
    expect(booked.status, booked.text).toBe(201);
  });

  it("a reschedule onto a time the host has taken on their calendar is refused, and the booking stays where it was", async () => {
    const { meetElsewhere, book, team } = await connectedHost();
    const booked = await book(at("10:00"));
    expect(booked.status, booked.text).toBe(201);
    await meetElsewhere("review", "20261208T150000Z", "20261208T160000Z");
    const moved = await call(service.server, "POST", "/v1/bookings/reschedule", team.ownerKey, {
      bookingId: booked.body.id,
      startDateTime: at("15:00"),
    });
    expect(moved.status, moved.text).toBe(409);
    expect(moved.body).toMatchObject({ code: "SLOT_UNAVAILABLE", field: "startDateTime" });
    const read = await call(service.server, "GET", `/v1/bookings/${booked.body.id}`, team.ownerKey);
    expect(read.body).toMatchObject({ status: "CONFIRMED", start: at("10:00") });
  });

  it("the host's server down: the booking goes ahead on the busy times last read", async () => {
    const { meetElsewhere, book } = await connectedHost();
    await meetElsewhere("unseen", "20261208T110000Z", "20261208T120000Z");
    await radicale.stop();
    try {
      const booked = await book(at("11:00"));
      expect(booked.status, booked.text).toBe(201);
    } finally {
      await radicale.start();
    }
  });
});
