// The organizer API's round trip through the browser: a booking link created
// through /v1 is bookable on its public page, and a day off given to its
// host's schedule through /v1 empties that day on the page at the next load.
// Each run makes a schedule and a link of its own, on dates 20 months ahead, so it
// shares no times with the other tests (nor with its own repeats).
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { BookingPage, fullDate, slotLinks } from "./booking-page";

const headers = { "x-api-key": E2E_API_KEY };
const HOURS = [{ start: "09:00:00", end: "12:00:00" }];
const WEEK = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, HOURS]));

/** Two dates of a month 20 months ahead (the page offers 24): one to book, one to take off. */
const now = new Date();
const MONTH = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 20, 1)).toISOString().slice(0, 7);
const BOOK_DATE = `${MONTH}-10`;
const DAY_OFF = `${MONTH}-17`;

async function post(request: APIRequestContext, path: string, data: unknown, status = 200) {
  const res = await request.post(path, { headers, data });
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/** A schedule of the e2e owner (09:00–12:00 UTC every day) and a link whose only host uses it. */
async function createLinkWithOwnSchedule(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const schedule = await post(request, "/v1/schedules/create", { name: `Round trip ${tag}`, timeZone: "UTC", availability: WEEK }, 201);
  const link = await post(
    request,
    "/v1/booking-links/create",
    {
      slug: `round-trip-${tag}`,
      title: `Round trip ${tag}`,
      bookingDurations: [{ durationInMinutes: 30, isDefault: true }],
      // Ana's page /e2e-ana, not the showcase page whose list of links e2e/booking-pages.spec.ts checks.
      bookingPageId: "bp_e2e_ana",
      hosts: [{ userId: "usr_e2e_ana", isOrganizer: true, scheduleId: schedule.id, bookingCalendarId: "cal_e2e_ana" }],
    },
    201,
  );
  return { linkId: link.id as string, scheduleId: schedule.id as string };
}

/** The schedule as GET /v1/schedules reads it (the caller's own). */
async function readSchedule(request: APIRequestContext, scheduleId: string) {
  const res = await request.get("/v1/schedules?pageSize=100", { headers });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string; updatedAt: string }[] };
  const schedule = data.find((s) => s.id === scheduleId);
  expect(schedule).toBeDefined();
  return schedule!;
}

const dayCell = (page: Page, date: string) => page.locator(`table [data-date="${date}"]`);

test("a link created through /v1 is booked on its page; a day off given through /v1 empties that day at the next load", async ({
  page,
  request,
}) => {
  const { linkId, scheduleId } = await createLinkWithOwnSchedule(request);
  const booking = new BookingPage(page);

  // Bookable on its public page: a time, the form, the confirmation.
  await booking.open(linkId, `?date=${BOOK_DATE}&month=${MONTH}&tz=UTC`);
  await expect(slotLinks(page).first()).toBeVisible();
  const label = await slotLinks(page).first().getAttribute("aria-label");
  expect(label).toMatch(/9:00|9:30|10:00/);
  await slotLinks(page).first().click();
  await expect(page.getByRole("heading", { name: /your details/i })).toBeVisible();
  await booking.fillDetails({ name: "Rita Round", email: `rita.${Date.now()}@example.test` });
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();

  // The day to take off has times before.
  await booking.open(linkId, `?date=${DAY_OFF}&month=${MONTH}&tz=UTC`);
  await expect(dayCell(page, DAY_OFF)).toBeVisible();
  await expect(slotLinks(page).first()).toBeVisible();

  // The schedule as read, sent back with that day off.
  const schedule = await readSchedule(request, scheduleId);
  await post(request, "/v1/schedules/update", {
    scheduleId,
    updatedAt: schedule.updatedAt,
    overrides: [{ date: DAY_OFF, ranges: [] }],
  });
  const answered = Date.now();

  // One load after the answer: the write published before answering, so no copy of the old page is served.
  await page.reload();
  // The month has loaded (the day before still offers times), and the day off is no link, read as having no times.
  await expect(dayCell(page, `${MONTH}-16`)).toBeVisible();
  await expect(dayCell(page, DAY_OFF)).toHaveCount(0);
  await expect(page.getByRole("table")).toContainText(`${fullDate(DAY_OFF)}, No times available`);
  await expect(slotLinks(page)).toHaveCount(0);
  expect(Date.now() - answered).toBeLessThan(1_000);
});
