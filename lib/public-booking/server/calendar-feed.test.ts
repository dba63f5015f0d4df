import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feedCalendar } from "./calendar-feed";

describe("a calendar feed's iCalendar text", () => {
  it("holds each event with the invitations' UID and SEQUENCE, in UTC, pending ones tentative", () => {
    const text = feedCalendar({
      owner: { name: "Hana Host" },
      events: [
        {
          id: "bk_2",
          uid: "bk_1",
          sequence: 1,
          status: "CONFIRMED",
          title: "Vera and Hana",
          start: "2026-03-29T00:30:00.000Z", // the night Europe/Berlin springs forward
          end: "2026-03-29T01:30:00.000Z",
          location: "https://meet.example.test/x",
          attendees: [{ name: "Vera", email: "vera@example.test" }],
          updatedAt: "2026-03-01T10:00:00.000Z",
        },
        {
          id: "bk_3",
          uid: "bk_3",
          sequence: 0,
          status: "PENDING",
          title: "Pending one",
          start: "2026-04-01T09:00:00.000Z",
          end: "2026-04-01T09:30:00.000Z",
          location: null,
          attendees: [],
          updatedAt: "2026-03-01T10:00:00.000Z",
        },
      ],
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = calendar.getAllSubcomponents("vevent").map((e) => ({
      uid: e.getFirstPropertyValue("uid"),
      sequence: e.getFirstPropertyValue("sequence"),
      status: e.getFirstPropertyValue("status"),
      start: (e.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
      end: (e.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    }));
    expect(events).toEqual([
      { uid: "bk_1@team-scheduling", sequence: 1, status: "CONFIRMED", start: "2026-03-29T00:30:00.000Z", end: "2026-03-29T01:30:00.000Z" },
      { uid: "bk_3@team-scheduling", sequence: 0, status: "TENTATIVE", start: "2026-04-01T09:00:00.000Z", end: "2026-04-01T09:30:00.000Z" },
    ]);
  });
});
