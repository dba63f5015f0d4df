// Booked meetings written back to the host's connected CalDAV calendar, on a real Radicale, through the outbox's
// CALENDAR sender: each change read back from the server as a calendar would read it (ical.js). A booking puts the
// event there under the invitation's UID; a reschedule replaces it (one event, SEQUENCE up); a cancel removes it; a
// request awaiting approval is written only once approved; a server down or a refused password are retried or wait,
// and the write lands once, with its audit event, when the server takes it; a write that gave up goes once more
// when a refresh reaches the server again.
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { busyTimes, outboxMessages } from "../db/schema";
import { createDispatcher } from "../notifications/dispatcher";
import { caldavAccount, call, type Json, seedCalendarTeam, vcalendar, vevent } from "../testing/calendar-team";
import { makeClock } from "../testing/clock";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { type Radicale, radicaleMissing, startRadicale } from "../testing/radicale";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { LAST_ATTEMPT } from "./resend-writes";
import { calendarSender } from "./write-back";

const START = "2026-12-07T08:00:00.000Z"; // a Monday; the member hosts weekdays 09:00-17:00 UTC, 60-minute slots
const TUESDAY = "2026-12-08";
const at = (time: string) => `${TUESDAY}T${time}:00.000Z`;
const clock = makeClock(START);
const service = setUpTestService(clock, { calendars: { timeoutMs: 2_000 } });
const OPTIONS = { allowPrivate: true, credentialsKey: "database", timeoutMs: 2_000, maxBytes: 1_000_000 };
const FROM = "Team Scheduling <bookings@example.test>";

const dispatcher = createDispatcher({
  getDb: async () => service.db,
  senders: { CALENDAR: calendarSender({ getDb: async () => service.db, calendars: () => OPTIONS, from: FROM, now: clock.now }) },
  now: clock.now,
  baseDelayMs: 60_000,
  random: () => 1,
  log: () => {},
});

let radicale: Radicale;
const ready = testDbAvailable && !radicaleMissing;
beforeAll(async () => {
  if (ready) radicale = await startRadicale();
});
afterAll(async () => {
  await radicale?.close();
});
beforeEach(() => clock.set(START));

/** A team of one: its owner hosts the link, and keys everything. */
async function soloTeam() {
  const member = makeMember({ role: "OWNER" });
  const link = makeBookingLink([member], { durations: [{ minutes: 60, isDefault: true }] });
  const seeded = await seedWorkspace(service.db, makeWorkspace([member], [link]), new Date(START));
  return { member, link, memberKey: seeded.key, ownerKey: seeded.key };
}

/** The team's member connected to Radicale, the link's booked meetings going to their calendar "Work". */
async function writingHost(options: { requireEventApproval?: boolean; solo?: boolean } = {}) {
  const { solo, ...linkChanges } = options;
  const team = solo ? await soloTeam() : await seedCalendarTeam(service.db, new Date(START));
  const account = await caldavAccount(radicale, ["Work"]);
  const connected = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, { provider: "CALDAV", ...account });
  expect(connected.status, connected.text).toBe(201);
  const work = connected.body.calendars[0] as Json;
  const read = (await call(service.server, "GET", `/v1/booking-links/${team.link.id}`, team.memberKey)).body;
  const { userId, isOrganizer, scheduleId } = read.hosts[0];
  const linked = await call(service.server, "POST", "/v1/booking-links/update", team.memberKey, {
    bookingLinkId: team.link.id,
    updatedAt: read.updatedAt,
    hosts: [{ userId, isOrganizer, scheduleId, bookingCalendarId: work.id }],
    ...linkChanges,
  });
  expect(linked.status, linked.text).toBe(200);
  const post = async (verb: string, body: Json) => {
    const answer = await call(service.server, "POST", `/v1/bookings/${verb}`, team.ownerKey, body);
    expect(answer.status, answer.text).toBeLessThan(300);
    return answer.body;
  };
  /** Books `start`; answers the booking as GET /v1/bookings/{id} reads it. */
  const book = async (start: string) => {
    const { id } = await post("create", {
      bookingLinkId: team.link.id,
      startDateTime: start,
      timezone: "Asia/Kolkata",
      attendees: [{ name: "Vera Visitor", email: "vera@example.test", isGuest: false }],
    });
    return (await call(service.server, "GET", `/v1/bookings/${id}`, team.ownerKey)).body;
  };
  /** The calendar's events as stored, read back from the server. */
  const stored = async () => {
    const answer = await radicale.request(account.username, "PROPFIND", `/${account.username}/work/`, { headers: { depth: "1" } });
    const names = [...(await answer.text()).matchAll(/<href>[^<]*\/([^/<]+\.ics)<\/href>/g)].map((m) => decodeURIComponent(m[1]!));
    return Promise.all(
      names.map(async (name) => {
        const text = await (await radicale.request(account.username, "GET", `/${account.username}/work/${name}`)).text();
        return { name, text, event: new ICAL.Event(ICAL.Component.fromString(text).getFirstSubcomponent("vevent")!) };
      }),
    );
  };
  const audit = async (prefix = "CALENDAR_EVENT_") =>
    ((await call(service.server, "GET", "/v1/audit-logs?category=CALENDARS&pageSize=100", team.ownerKey)).body.data as Json[])
      .filter((event) => event.action.startsWith(prefix))
      .reverse();
  const calendarMessages = () =>
    service.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, "CALENDAR"), eq(outboxMessages.recipient, team.member.id)))
      .orderBy(outboxMessages.seq);
  return { team, account, work, post, book, stored, audit, calendarMessages };
}

/** Rounds of the dispatcher until nothing is due. */
async function deliver() {
  while ((await dispatcher.runOnce()) > 0);
}

describe.skipIf(!ready)(`booked meetings written back to the host's calendar${radicaleMissing ? ` (${radicaleMissing})` : ""}`, () => {
  it("a booking puts the event there under the invitation's UID; a reschedule replaces it; a cancel removes it", async () => {
    const { team, work, book, post, stored, audit } = await writingHost();
    const booking = await book(at("10:00"));
    await deliver();
    const [created, ...others] = await stored();
    expect(others).toEqual([]);
    expect(created!.name).toBe(`${booking.id}@team-scheduling.ics`);
    expect([created!.event.uid, created!.event.summary, created!.event.sequence]).toEqual([
      `${booking.id}@team-scheduling`,
      booking.title,
      0,
    ]);
    expect(created!.event.startDate.toJSDate().toISOString()).toBe(at("10:00"));
    expect(created!.event.endDate.toJSDate().toISOString()).toBe(at("11:00"));
    // Stored, not sent: no METHOD; times in UTC; the invitation's people, whom the server must not invite itself.
    expect(created!.text).not.toMatch(/^METHOD/m);
    expect(created!.text).toMatch(/^DTSTART:20261208T100000Z/m);
    expect(created!.text).toMatch(/^STATUS:CONFIRMED/m);
    expect(created!.text).toMatch(/^DTSTAMP:20261207T080000Z/m);
    const vevent = ICAL.Component.fromString(created!.text).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstProperty("organizer")!.getParameter("schedule-agent")).toBe("CLIENT");
    expect(vevent.getAllProperties("attendee").map((p) => [p.getFirstValue(), p.getParameter("schedule-agent")])).toEqual([
      [`mailto:${team.member.email}`, "CLIENT"],
      ["mailto:vera@example.test", "CLIENT"],
    ]);

    clock.set("2026-12-07T09:00:00.000Z");
    const moved = await post("reschedule", { bookingId: booking.id, startDateTime: at("14:00") });
    await deliver();
    const [replaced, ...more] = await stored();
    expect(more).toEqual([]);
    expect(replaced!.name).toBe(created!.name);
    expect(replaced!.event.uid).toBe(created!.event.uid);
    expect(replaced!.event.sequence).toBe(1);
    expect(replaced!.event.startDate.toJSDate().toISOString()).toBe(at("14:00"));

    clock.set("2026-12-07T09:30:00.000Z");
    await post("cancel", { bookingId: moved.id, reason: "No longer needed" });
    await deliver();
    expect(await stored()).toEqual([]);
    // The host's calendar's own, told apart from the booking's by the calendar they name.
    const subject = (id: string, label: string) => ({
      subject: { type: "booking", id, label },
      calendar: { id: work.id, provider: "CALDAV" },
    });
    expect((await audit()).filter((event) => event.details?.calendar)).toEqual([
      expect.objectContaining({ action: "CALENDAR_EVENT_CREATED", details: subject(booking.id, booking.title) }),
      expect.objectContaining({ action: "CALENDAR_EVENT_UPDATED", details: subject(moved.id, moved.title) }),
      expect.objectContaining({ action: "CALENDAR_EVENT_DELETED", details: subject(moved.id, moved.title) }),
    ]);
  });

  it("a team of one: written all the same, and, as for everything else, nothing audited", async () => {
    const { book, stored, audit } = await writingHost({ solo: true });
    const booking = await book(at("16:00"));
    await deliver();
    expect((await stored()).map((s) => s.event.uid)).toEqual([`${booking.id}@team-scheduling`]);
    expect(await audit("")).toEqual([]);
  });

  it("a request awaiting approval is written only once approved; a declined one never", async () => {
    const { book, post, stored, calendarMessages } = await writingHost({ requireEventApproval: true });
    const declined = await book(at("10:00"));
    const approved = await book(at("11:00"));
    expect([declined.status, approved.status]).toEqual(["PENDING", "PENDING"]);
    await deliver();
    expect(await stored()).toEqual([]);
    await post("decline", { bookingId: declined.id });
    await deliver();
    expect(await stored()).toEqual([]);
    expect(await calendarMessages()).toEqual([]);
    await post("approve", { bookingId: approved.id });
    await deliver();
    expect((await stored()).map((s) => s.event.uid)).toEqual([`${approved.id}@team-scheduling`]);
  });

  it("the server down: the write is retried with backoff and lands once when the server is back", async () => {
    const { team, work, book, stored, audit, calendarMessages } = await writingHost();
    await radicale.stop();
    let booking: Json;
    try {
      booking = await book(at("12:00"));
      await deliver();
      expect(await calendarMessages()).toEqual([
        expect.objectContaining({ status: "PENDING", attempts: 1, lastError: "the server refused the connection (ECONNREFUSED)" }),
      ]);
      const listed = await call(service.server, "GET", "/v1/calendars", team.memberKey);
      expect(listed.body.data.find((c: Json) => c.id === work.id).connection).toMatchObject({ state: "ERROR" });
    } finally {
      await radicale.start();
    }
    // Not before its retry is due; then written, once.
    await deliver();
    expect(await stored()).toEqual([]);
    clock.set("2026-12-07T08:01:00.000Z");
    await deliver();
    expect((await stored()).map((s) => s.event.uid)).toEqual([`${booking.id}@team-scheduling`]);
    expect(await calendarMessages()).toEqual([expect.objectContaining({ status: "SENT", attempts: 2 })]);
    expect((await audit()).filter((event) => event.actor.id === team.member.id)).toEqual([
      expect.objectContaining({ action: "CALENDAR_EVENT_CREATED" }),
    ]);
  });

  it("down past the last retry: FAILED; once a refresh reaches the server again, each meeting's newest write goes once more", async () => {
    const { team, work, book, post, stored, calendarMessages } = await writingHost();
    await radicale.stop();
    const impatient = createDispatcher({
      getDb: async () => service.db,
      senders: { CALENDAR: calendarSender({ getDb: async () => service.db, calendars: () => OPTIONS, from: FROM, now: clock.now }) },
      now: clock.now,
      maxAttempts: 1,
      log: () => {},
    });
    let bookings: Json[];
    try {
      bookings = [await book(at("09:00")), await book(at("11:00")), await book(at("15:00")), await book(at("16:00"))];
      await post("cancel", { bookingId: bookings[1]!.id });
      while ((await impatient.runOnce()) > 0);
    } finally {
      await radicale.start();
    }
    const [over, cancelled, later, triedOut] = bookings;
    const failed = await calendarMessages();
    expect(failed.map((m) => [m.bookingId, (m.payload as Json).write, m.status])).toEqual([
      [over!.id, "PUT", "FAILED"],
      [cancelled!.id, "PUT", "FAILED"],
      [later!.id, "PUT", "FAILED"],
      [triedOut!.id, "PUT", "FAILED"],
      [cancelled!.id, "DELETE", "FAILED"],
    ]);
    // One already tried as often as a write ever is.
    await service.db.update(outboxMessages).set({ attempts: LAST_ATTEMPT }).where(eq(outboxMessages.id, failed[3]!.id));

    // The 09:00 meeting is over by the time the server answers again.
    clock.set(at("10:30"));
    const refreshed = await call(service.server, "POST", "/v1/calendars/refresh", team.memberKey, { calendarId: work.id });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect((await calendarMessages()).map((m) => m.status)).toEqual(["FAILED", "FAILED", "PENDING", "FAILED", "PENDING"]);
    await deliver();
    expect((await stored()).map((s) => s.event.uid)).toEqual([`${later!.id}@team-scheduling`]);
    expect((await calendarMessages()).map((m) => [m.status, m.attempts])).toEqual([
      ["FAILED", 1],
      ["FAILED", 1],
      ["SENT", 2],
      ["FAILED", LAST_ATTEMPT],
      ["SENT", 2],
    ]);
    // A refresh of a connection that stayed ACTIVE sends nothing again.
    await call(service.server, "POST", "/v1/calendars/refresh", team.memberKey, { calendarId: work.id });
    expect((await calendarMessages()).filter((m) => m.status === "PENDING")).toEqual([]);
  });

  it("a refused password: EXPIRED, audited once for the owner; the write waits, untried, until the calendar is connected again", async () => {
    const { team, account, book, stored, audit, calendarMessages } = await writingHost();
    await radicale.setPassword(account.username, "changed-elsewhere");
    const booking = await book(at("13:00"));
    await deliver();
    const [refused] = await calendarMessages();
    expect(refused).toMatchObject({ status: "PENDING", attempts: 1, lastError: "the server refused the user name or password (401)" });
    expect(await audit("CALENDAR_CONNECTION_EXPIRED")).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ kind: "user", id: team.member.id }) }),
    ]);
    // The retry finds the connection EXPIRED: it does not ask again (a provider may lock the account) and waits.
    clock.set("2026-12-07T08:02:00.000Z");
    await deliver();
    const [waiting] = await calendarMessages();
    expect(waiting).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(waiting!.lastError).toContain("waiting for the calendar to be connected again");
    expect(waiting!.nextAttemptAt.getTime()).toBe(Date.parse("2026-12-07T08:17:00.000Z"));
    clock.set("2026-12-07T10:00:00.000Z");
    await deliver();
    expect(await calendarMessages()).toEqual([expect.objectContaining({ status: "PENDING", attempts: 1 })]);
    expect(await audit("CALENDAR_CONNECTION_EXPIRED")).toHaveLength(1);

    const again = await call(service.server, "POST", "/v1/calendars/connect", team.memberKey, {
      provider: "CALDAV",
      ...account,
      password: "changed-elsewhere",
    });
    expect(again.status, again.text).toBe(200);
    clock.set("2026-12-07T10:20:00.000Z");
    await deliver();
    expect((await stored()).map((s) => s.event.uid)).toEqual([`${booking.id}@team-scheduling`]);
    expect(await calendarMessages()).toEqual([expect.objectContaining({ status: "SENT", attempts: 2 })]);
  });

  it("the written event is not read back as busy time on top of the booking's hold; others' events still are", async () => {
    const { team, account, work, book } = await writingHost();
    await radicale.putEvent(account.username, "work", "dentist", vcalendar(vevent("dentist@test", "20261208T150000Z", "20261208T160000Z")));
    await book(at("10:00"));
    await deliver();
    const refreshed = await call(service.server, "POST", "/v1/calendars/refresh", team.memberKey, { calendarId: work.id });
    expect(refreshed.status, refreshed.text).toBe(200);
    const rows = await service.db.select().from(busyTimes).where(eq(busyTimes.calendarId, work.id));
    expect(rows.map((row) => [row.startAt.toISOString(), row.endAt.toISOString()])).toEqual([[at("15:00"), at("16:00")]]);
  });

  it("a calendar that filed the host's invitation under its own name: that event is written and removed, no second one", async () => {
    const { account, book, post, stored } = await writingHost();
    const booking = await book(at("09:00"));
    const uid = `${booking.id}@team-scheduling`;
    await radicale.putEvent(account.username, "work", "filed-invitation", vcalendar(vevent(uid, "20261208T090000Z", "20261208T100000Z")));
    await deliver();
    const [filed, ...others] = await stored();
    expect(others).toEqual([]);
    expect(filed!.name).toBe("filed-invitation.ics");
    expect([filed!.event.uid, filed!.event.summary]).toEqual([uid, booking.title]);
    expect(filed!.text).toContain("SCHEDULE-AGENT=CLIENT");
    await post("cancel", { bookingId: booking.id });
    await deliver();
    expect(await stored()).toEqual([]);
  });
});
