// Booking e-mails through the outbox, delivered to a real SMTP server in the
// test process (smtp-server), parsed as a mail client would (mailparser) and
// their calendar parts as a calendar would (ical.js).
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Booking } from "../contract/bookings";
import { outboxAttempts, outboxMessages } from "../db/schema";
import { bookingCalendarFile } from "../public-booking/server/booking-requests";
import { toVisitorBooking } from "../public-booking/server/managed-booking";
import { makeClock } from "../testing/clock";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace, weekdays } from "../testing/factories";
import { mailServer, recipientOf } from "../testing/mail-server";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { createDispatcher, type Dispatcher } from "./dispatcher";
import { folderSender, smtpSender } from "./email/mail-sender";

const START = "2026-12-07T08:00:00Z";
const clock = makeClock(START);
const service = setUpTestService(clock);
const FROM = "Team Scheduling <bookings@example.test>";

const smtp = mailServer();
let dispatcher: Dispatcher;
beforeAll(async () => {
  await smtp.start();
  const sender = smtpSender(smtp.url(), {
    from: FROM,
    manageUrl: async (id) => `https://book.example.test/booking/${id}-token`,
    timeoutMs: 2_000,
  });
  dispatcher = createDispatcher({
    getDb: async () => service.db,
    senders: { EMAIL: sender },
    now: clock.now,
    // The default REMINDERS: 24 h and 1 h before.
    reminders: [24 * 3_600_000, 3_600_000],
    baseDelayMs: 60_000,
    random: () => 1,
    log: () => {},
  });
});
afterAll(() => smtp.stop());
beforeEach(() => {
  clock.set(START);
  smtp.received.length = 0;
});

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };

async function call(path: string, key: string, body: unknown) {
  const res = await service.server.request("POST", path, { key, body });
  return { status: res.status, body: (await res.json()) as { id: string; manageToken: string } };
}

async function team(options: { requireEventApproval?: boolean } = {}) {
  const host = makeMember({ role: "OWNER", name: "Hana Host", timeZone: "Europe/Berlin", availability: weekdays("08:00:00", "18:00:00") });
  const link = makeBookingLink([host], {
    title: "Intro call",
    eventNameTemplate: "{{scheduler}} and {{organizer}}",
    locations: [{ type: "VIDEO", location: "https://meet.example.test/intro", conferenceProviderId: null }],
    customFields: [{ id: "cf_topic", name: "topic", label: "Topic", type: "SHORT_TEXT", required: false, placeholder: "" }],
    ...options,
  });
  const seeded = await seedWorkspace(service.db, makeWorkspace([host], [link]), new Date(START));
  const book = (start: string) =>
    call("/v1/bookings/create", seeded.key, {
      bookingLinkId: link.id,
      startDateTime: start,
      timezone: "Asia/Kolkata",
      attendees: [visitor],
      customFieldResponses: [{ field: { id: "cf_topic" }, value: "Pricing" }],
    });
  return { host, link, key: seeded.key, book };
}

/** Runs the dispatcher until nothing more is due. */
async function drain() {
  while ((await dispatcher.runOnce()) > 0);
}

function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!part) return undefined;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    attendees: event.getAllProperties("attendee").map((p) => String(p.getFirstValue())),
  };
}

const to = recipientOf;

/** The UID and SEQUENCE of the .ics the confirmation and manage pages offer, made from the booking as the app reads it. */
async function downloadedEvent(key: string, manageToken: string) {
  const res = await service.server.request("POST", "/v1/bookings/find-by-manage-token", { key, body: { manageToken } });
  const booking = toVisitorBooking(((await res.json()) as { booking: Booking }).booking);
  const event = new ICAL.Component(ICAL.parse(bookingCalendarFile(booking, { locations: [] }))).getFirstSubcomponent("vevent")!;
  return { uid: event.getFirstPropertyValue("uid"), sequence: event.getFirstPropertyValue("sequence") };
}

describe.skipIf(!testDbAvailable)("booking e-mails", () => {
  it("without an SMTP server, writes each e-mail to a folder as a file any mail client reads", async () => {
    const t = await team();
    const dir = await mkdtemp(path.join(tmpdir(), "mail-"));
    const files = createDispatcher({
      getDb: async () => service.db,
      senders: { EMAIL: folderSender(dir, { from: FROM, manageUrl: async () => undefined }) },
      now: clock.now,
    });
    try {
      await t.book("2026-12-08T10:00:00Z");
      while ((await files.runOnce()) > 0);
      const names = await readdir(dir);
      expect(names).toHaveLength(2);
      const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
      expect(mails.map(to).sort()).toEqual([t.host.email, visitor.email].sort());
      expect(names.map((n) => `<${n.replace(/\.eml$/, "")}@example.test>`).sort()).toEqual(mails.map((m) => m.messageId).sort());
      expect(calendarOf(mails.find((m) => to(m) === visitor.email)!)).toMatchObject({ method: "REQUEST" });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("invites the visitor and tells the host, each in their own zone, with a calendar REQUEST", async () => {
    const t = await team();
    const created = await t.book("2026-12-08T10:00:00Z");
    expect(smtp.received).toEqual([]); // nothing leaves before the dispatcher runs
    await drain();
    expect(smtp.received.map(to).sort()).toEqual([t.host.email, visitor.email].sort());
    const mine = smtp.received.find((m) => to(m) === visitor.email)!;
    expect(mine.subject).toBe("Confirmed: Vera Visitor and Hana Host");
    expect(mine.text).toContain("Tuesday, December 8, 2026, 3:30 PM – 4:00 PM (Asia/Kolkata)"); // 10:00 UTC at +05:30
    expect(mine.text).toContain("(Asia/Kolkata)");
    expect(mine.text).toContain(`https://book.example.test/booking/${created.body.id}-token`);
    expect(mine.messageId).toMatch(/^<msg_[0-9a-f-]+@example\.test>$/);
    expect(calendarOf(mine)).toMatchObject({
      method: "REQUEST",
      uid: `${created.body.id}@team-scheduling`,
      sequence: 0,
      start: "2026-12-08T10:00:00.000Z",
      end: "2026-12-08T10:30:00.000Z",
    });
    const hosts = smtp.received.find((m) => to(m) === t.host.email)!;
    expect(hosts.subject).toBe("New booking: Vera Visitor and Hana Host");
    expect(hosts.text).toContain("11:00 AM – 11:30 AM (Europe/Berlin)");
    expect(hosts.text).toContain("Topic: Pricing");
    expect(hosts.text).not.toContain("booking.example.test/booking"); // the manage address is the visitor's
  });

  it("keeps the event's UID through a reschedule and a cancel, raising SEQUENCE each time", async () => {
    const t = await team();
    const created = await t.book("2026-12-08T10:00:00Z");
    const moved = await call("/v1/bookings/reschedule", t.key, { bookingId: created.body.id, startDateTime: "2026-12-08T13:00:00Z" });
    await call("/v1/bookings/cancel", t.key, { bookingId: moved.body.id, reason: "Travel" });
    await drain();
    const visitorMail = smtp.received.filter((m) => to(m) === visitor.email);
    expect(visitorMail.map((m) => m.subject?.split(":")[0])).toEqual(["Confirmed", "Rescheduled", "Cancelled"]);
    expect(visitorMail.map((m) => calendarOf(m))).toMatchObject([
      { method: "REQUEST", sequence: 0, start: "2026-12-08T10:00:00.000Z" },
      { method: "REQUEST", sequence: 1, start: "2026-12-08T13:00:00.000Z", uid: `${created.body.id}@team-scheduling` },
      { method: "CANCEL", sequence: 2, uid: `${created.body.id}@team-scheduling` },
    ]);
    expect(visitorMail[1]!.text).toContain("Previously");
    expect(visitorMail[2]!.text).toContain("Reason: Travel");
  });

  it("takes a confirmed meeting off calendars while a visitor's move awaits approval, and puts it back at the new time once approved", async () => {
    const t = await team({ requireEventApproval: true });
    const created = await t.book("2026-12-08T10:00:00Z");
    await call("/v1/bookings/approve", t.key, { bookingId: created.body.id });
    // The visitor moves it from the manage page: the link asks for approval again.
    const moved = await call("/v1/bookings/reschedule", t.key, {
      manageToken: created.body.manageToken,
      startDateTime: "2026-12-08T13:00:00Z",
    });
    expect(moved.status).toBe(200);
    await call("/v1/bookings/approve", t.key, { bookingId: moved.body.id });
    await drain();
    const uid = `${created.body.id}@team-scheduling`;
    for (const email of [visitor.email, t.host.email]) {
      const calendars = smtp.received.filter((m) => to(m) === email).map((m) => calendarOf(m));
      // Request received (no event), approved (REQUEST), moved and awaiting approval (CANCEL of the old time), approved (REQUEST).
      expect(calendars, email).toMatchObject([
        undefined,
        { method: "REQUEST", uid, start: "2026-12-08T10:00:00.000Z" },
        { method: "CANCEL", uid, start: "2026-12-08T10:00:00.000Z" },
        { method: "REQUEST", uid, start: "2026-12-08T13:00:00.000Z" },
      ]);
      const subjects = smtp.received.filter((m) => to(m) === email).map((m) => m.subject?.split(":")[0]);
      expect(subjects[2], email).toBe(email === visitor.email ? "New time requested" : "Approval needed");
      const sequences = calendars.slice(1).map((c) => Number(c!.sequence));
      // Each later than the one before, or a calendar would ignore it.
      expect(sequences[1]).toBeGreaterThan(sequences[0]!);
      expect(sequences[2]).toBeGreaterThan(sequences[1]!);
    }
  });

  it("gives the confirmation page's calendar file the invitation's UID and SEQUENCE, before and after a reschedule", async () => {
    const t = await team();
    const created = await t.book("2026-12-08T10:00:00Z");
    await drain();
    const invitations = () => smtp.received.filter((m) => to(m) === visitor.email).map((m) => calendarOf(m)!);
    const [first] = invitations();
    expect(await downloadedEvent(t.key, created.body.manageToken)).toEqual({ uid: first!.uid, sequence: 0 });

    await call("/v1/bookings/reschedule", t.key, { bookingId: created.body.id, startDateTime: "2026-12-08T13:00:00Z" });
    await drain();
    const [, moved] = invitations();
    expect(moved).toMatchObject({ uid: first!.uid, sequence: 1 });
    // The manage token follows the booking through the move: the page's file is the moved event's.
    expect(await downloadedEvent(t.key, created.body.manageToken)).toEqual({ uid: first!.uid, sequence: 1 });
  });

  it("reminds the visitor 24 h and 1 h before, in the zone of the meeting's new time after a move, and never after a cancel", async () => {
    // Earlier tests' meetings have reminders of their own pending: out of the way.
    await service.db.update(outboxMessages).set({ status: "WITHDRAWN" }).where(eq(outboxMessages.status, "PENDING"));
    const t = await team();
    const created = await t.book("2026-12-08T10:00:00Z"); // 26 h ahead
    await drain();
    const reminders = () => smtp.received.filter((m) => m.subject?.startsWith("Reminder")).map((m) => [to(m), m.date?.toISOString()]);
    expect(reminders()).toEqual([]);
    clock.set("2026-12-07T10:00:00Z");
    await drain();
    expect(reminders()).toEqual([[visitor.email, "2026-12-07T10:00:00.000Z"]]);
    const moved = await call("/v1/bookings/reschedule", t.key, { bookingId: created.body.id, startDateTime: "2026-12-08T13:00:00Z" });
    clock.set("2026-12-08T12:00:00Z");
    await drain();
    // The old 09:00 reminder was withdrawn; the new time's 24 h one (due 12-07 13:00) and 1 h one went.
    expect(reminders().map(([, date]) => date)).toEqual([
      "2026-12-07T10:00:00.000Z",
      "2026-12-07T13:00:00.000Z",
      "2026-12-08T12:00:00.000Z",
    ]);
    const last = smtp.received.at(-1)!;
    expect(last.text).toContain("6:30 PM – 7:00 PM (Asia/Kolkata)");

    const other = await t.book("2026-12-09T10:00:00Z");
    await call("/v1/bookings/cancel", t.key, { bookingId: other.body.id });
    const before = reminders().length;
    clock.set("2026-12-09T09:30:00Z");
    await drain();
    expect(reminders()).toHaveLength(before);
    expect(moved.status).toBe(200);
  });

  it("tells the host a move took the meeting from that it is off their calendar, at its old time", async () => {
    const mornings = makeMember({
      role: "OWNER",
      name: "Hana Host",
      timeZone: "Europe/Berlin",
      availability: weekdays("08:00:00", "12:00:00"),
    });
    const afternoons = makeMember({ name: "Omar Other", timeZone: "Europe/Berlin", availability: weekdays("12:00:00", "18:00:00") });
    const link = makeBookingLink([mornings, afternoons], { title: "Shared call", eventNameTemplate: "{{scheduler}} and {{organizer}}" });
    const seeded = await seedWorkspace(service.db, makeWorkspace([mornings, afternoons], [link]), new Date(START));
    const created = await call("/v1/bookings/create", seeded.key, {
      bookingLinkId: link.id,
      startDateTime: "2026-12-08T08:00:00Z", // 09:00 in Berlin: Hana's
      timezone: "Asia/Kolkata",
      attendees: [visitor],
    });
    const moved = await call("/v1/bookings/reschedule", seeded.key, { bookingId: created.body.id, startDateTime: "2026-12-08T13:00:00Z" });
    expect(moved.status).toBe(200);
    await drain();
    const hana = smtp.received.filter((m) => to(m) === mornings.email);
    expect(hana.map((m) => m.subject)).toEqual(["New booking: Vera Visitor and Hana Host", "Cancelled: Vera Visitor and Hana Host"]);
    expect(hana[1]!.text).toContain("9:00 AM – 9:30 AM (Europe/Berlin)");
    expect(calendarOf(hana[1]!)).toMatchObject({
      method: "CANCEL",
      uid: `${created.body.id}@team-scheduling`,
      start: "2026-12-08T08:00:00.000Z",
    });
    const omar = smtp.received.filter((m) => to(m) === afternoons.email);
    expect(omar.map((m) => m.subject?.split(":")[0])).toEqual(["Rescheduled"]);
  });

  it("writes nothing for a change that fails", async () => {
    const t = await team();
    const a = await t.book("2026-12-08T10:00:00Z");
    await t.book("2026-12-08T11:00:00Z");
    await drain();
    const before = (await service.db.select().from(outboxMessages)).length;
    const refused = await call("/v1/bookings/reschedule", t.key, { bookingId: a.body.id, startDateTime: "2026-12-08T11:00:00Z" });
    expect(refused.status).toBe(409);
    expect((await service.db.select().from(outboxMessages)).length).toBe(before);
  });

  it("retries while the SMTP server is down, then delivers every message once and in order", async () => {
    const t = await team();
    await smtp.stop();
    const created = await t.book("2026-12-08T10:00:00Z");
    await call("/v1/bookings/cancel", t.key, { bookingId: created.body.id });
    await drain();
    const failed = await service.db.select().from(outboxAttempts).where(eq(outboxAttempts.ok, false));
    // The first message of each recipient was tried; the cancel waits behind it.
    expect(failed.map((a) => a.attempt)).toEqual([1, 1]);
    await smtp.start();
    await drain(); // not yet due: the retry waits its backoff
    expect(smtp.received).toEqual([]);
    clock.advance(60_000);
    await drain();
    clock.advance(120_000);
    await drain();
    const visitorMail = smtp.received.filter((m) => to(m) === visitor.email);
    expect(visitorMail.map((m) => m.subject?.split(":")[0])).toEqual(["Confirmed", "Cancelled"]);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(smtp.received.length);
  });
});
