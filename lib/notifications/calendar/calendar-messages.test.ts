// What each booking change does to hosts' calendars: only a confirmed meeting is on them, as its invitations say.
import { describe, expect, it } from "vitest";
import type { BookingChange, NotifiedBooking } from "../events";
import { calendarWrites } from "./calendar-messages";

const ana = { userId: "usr_ana", name: "Ana", email: "ana@example.test", timeZone: "Europe/Berlin" };
const ben = { userId: "usr_ben", name: "Ben", email: "ben@example.test", timeZone: "Asia/Kolkata" };

const booking = (status: NotifiedBooking["status"], hosts = [ana]): NotifiedBooking => ({
  id: "bk_2",
  title: "Vera and Ana",
  linkTitle: "Intro",
  status,
  start: "2026-12-08T14:00:00.000Z",
  end: "2026-12-08T15:00:00.000Z",
  timezone: "UTC",
  hosts,
  attendees: [{ name: "Vera", email: "vera@example.test", isGuest: false }],
  answers: [],
  location: null,
  reason: null,
  ical: { uid: "bk_1", sequence: 1 },
  language: "en",
});

const change = (event: BookingChange["event"], status: NotifiedBooking["status"], extra: Partial<BookingChange> = {}): BookingChange => ({
  event,
  workspaceId: "ws_1",
  at: 0,
  booking: booking(status, extra.booking?.hosts),
  ...extra,
  ...(extra.booking && { booking: extra.booking }),
});

const summary = (c: BookingChange) => calendarWrites(c).map((w) => `${w.write} ${w.action} ${w.userId} ${w.booking.start}`);

describe("calendarWrites", () => {
  it("writes a confirmed meeting when it is booked or approved, never a request awaiting approval", () => {
    expect(summary(change("booking.created", "CONFIRMED"))).toEqual(["PUT CALENDAR_EVENT_CREATED usr_ana 2026-12-08T14:00:00.000Z"]);
    expect(summary(change("booking.created", "PENDING"))).toEqual([]);
    expect(summary(change("booking.approved", "CONFIRMED"))).toEqual(["PUT CALENDAR_EVENT_CREATED usr_ana 2026-12-08T14:00:00.000Z"]);
    expect(summary(change("booking.declined", "DECLINED", { wasConfirmed: false }))).toEqual([]);
    expect(summary(change("booking.reminder", "CONFIRMED"))).toEqual([]);
  });

  it("removes a cancelled meeting only if it was confirmed", () => {
    expect(summary(change("booking.cancelled", "CANCELLED", { wasConfirmed: true }))).toEqual([
      "DELETE CALENDAR_EVENT_DELETED usr_ana 2026-12-08T14:00:00.000Z",
    ]);
    expect(summary(change("booking.cancelled", "CANCELLED", { wasConfirmed: false }))).toEqual([]);
  });

  it("moves a meeting for the hosts who keep it, takes it off those it was taken from, and gives it new to their successors", () => {
    const previous = { start: "2026-12-08T10:00:00.000Z", end: "2026-12-08T11:00:00.000Z", title: "Vera and Ana" };
    expect(summary(change("booking.rescheduled", "CONFIRMED", { wasConfirmed: true, previous }))).toEqual([
      "PUT CALENDAR_EVENT_UPDATED usr_ana 2026-12-08T14:00:00.000Z",
    ]);
    const toBen = change("booking.rescheduled", "CONFIRMED", {
      wasConfirmed: true,
      previous,
      releasedHosts: [ana],
      booking: booking("CONFIRMED", [ben]),
    });
    expect(summary(toBen)).toEqual([
      "DELETE CALENDAR_EVENT_DELETED usr_ana 2026-12-08T10:00:00.000Z",
      "PUT CALENDAR_EVENT_CREATED usr_ben 2026-12-08T14:00:00.000Z",
    ]);
    expect(calendarWrites(toBen)[0]!.timeZone).toBe("Europe/Berlin");
  });

  it("takes a confirmed meeting moved to a time awaiting approval off calendars; a request moved stays off", () => {
    const previous = { start: "2026-12-08T10:00:00.000Z", end: "2026-12-08T11:00:00.000Z" };
    expect(summary(change("booking.rescheduled", "PENDING", { wasConfirmed: true, previous }))).toEqual([
      "DELETE CALENDAR_EVENT_DELETED usr_ana 2026-12-08T10:00:00.000Z",
    ]);
    expect(summary(change("booking.rescheduled", "PENDING", { wasConfirmed: false, previous }))).toEqual([]);
    expect(summary(change("booking.rescheduled", "CONFIRMED", { wasConfirmed: false, previous }))).toEqual([
      "PUT CALENDAR_EVENT_CREATED usr_ana 2026-12-08T14:00:00.000Z",
    ]);
  });
});
