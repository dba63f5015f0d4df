// On a schedule whose windows run across days (here 24/7), what a list offers
// does not depend on its startDate: a slot listed from an earlier startDate
// can be booked, not refused with 422 SLOT_NOT_OFFERED.
import { describe, expect, it } from "vitest";
import { timeSlotsResponse } from "../contract/booking-links";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2027-01-01T08:00:00Z");
const service = setUpTestService(NOW);

const allDay = [{ start: "00:00:00", end: "24:00:00" }];
const ALWAYS = { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay };
const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };

async function alwaysOpenLink(timeZone: string, minutes: number) {
  const member = makeMember({ role: "OWNER", timeZone, availability: ALWAYS });
  const link = makeBookingLink([member], { durations: [{ minutes, isDefault: true }] });
  const team = await seedWorkspace(service.db, makeWorkspace([member], [link]), NOW);
  return { link, key: team.key };
}

async function slotStarts(key: string, linkId: string, startDate: string, endDate: string) {
  const res = await service.server.request("GET", `/v1/booking-links/${linkId}/time-slots?startDate=${startDate}&endDate=${endDate}`, {
    key,
  });
  expect(res.status).toBe(200);
  return timeSlotsResponse.parse(await res.json()).availableSlots.map((s) => s.start);
}

const cases = [
  // The two reported cases: a 50-minute link in UTC, and 45 minutes in London across the start of BST.
  { timeZone: "UTC", minutes: 50, startDates: ["2027-01-04T00:00:00Z", "2027-01-06T13:20:00Z", "2027-01-07T00:00:00Z"], day: "2027-01-07" },
  {
    timeZone: "Europe/London",
    minutes: 45,
    startDates: ["2027-03-26T00:00:00Z", "2027-03-28T00:30:00Z", "2027-03-30T00:00:00Z"],
    day: "2027-03-30",
  },
];

describe.skipIf(!testDbAvailable)("time slots of a 24/7 schedule", () => {
  it.each(cases)(
    "$timeZone, $minutes minutes: every startDate lists the same slots on $day",
    async ({ timeZone, minutes, startDates, day }) => {
      const { link, key } = await alwaysOpenLink(timeZone, minutes);
      const endDate = `${day}T03:00:00Z`;
      const lists = await Promise.all(
        startDates.map(async (startDate) => (await slotStarts(key, link.id, startDate, endDate)).filter((s) => s >= `${day}T00:00`)),
      );
      expect(lists[0]!.length).toBeGreaterThan(2);
      expect(lists.slice(1)).toEqual(lists.slice(1).map(() => lists[0]));
    },
  );

  it.each(cases)(
    "$timeZone, $minutes minutes: a slot listed days earlier is booked (not 422 SLOT_NOT_OFFERED)",
    async ({ timeZone, minutes, startDates, day }) => {
      const { link, key } = await alwaysOpenLink(timeZone, minutes);
      const listed = await slotStarts(key, link.id, startDates[0]!, `${day}T03:00:00Z`);
      const start = listed.find((s) => s >= `${day}T00:00`)!;

      const res = await service.server.request("POST", "/v1/bookings/create", {
        key,
        body: { bookingLinkId: link.id, startDateTime: start, timezone: timeZone, attendees: [visitor] },
      });
      expect({ start, status: res.status, body: await res.json() }).toEqual({
        start,
        status: 201,
        body: { id: expect.stringMatching(/^bk_/), manageToken: expect.any(String) },
      });
      expect(await slotStarts(key, link.id, `${day}T00:00:00Z`, `${day}T03:00:00Z`)).not.toContain(start);
    },
  );
});
