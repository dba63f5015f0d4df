// Bookings made through the service's /v1 interface, for tests of the pages a booking has (confirmation, manage
// address) that need not go through the booking page first.
import { expect, type Page } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";

/** POST /v1/bookings/create as the e2e team's owner; the booking must be made. */
export async function createThroughApi(page: Page, data: Record<string, unknown>): Promise<{ manageToken: string }> {
  const res = await page.request.post("/v1/bookings/create", { headers: { "x-api-key": E2E_API_KEY }, data });
  expect(res.status()).toBe(201);
  return (await res.json()) as { manageToken: string };
}

let booked = 0;
/** Books the first free time of a link, days ahead of what the page tests book; returns its manage token. */
export async function bookThroughApi(page: Page, linkId = "bl_e2e_single"): Promise<{ token: string; start: string }> {
  const day = new Date(Date.now() + (10 + booked++) * 86_400_000).toISOString().slice(0, 10);
  const slots = await page.request.get(`/v1/booking-links/${linkId}/time-slots?startDate=${day}T09:00:00Z&endDate=${day}T12:00:00Z`, {
    headers: { "x-api-key": E2E_API_KEY },
  });
  const start = ((await slots.json()) as { availableSlots: { start: string }[] }).availableSlots[0]!.start;
  const { manageToken } = await createThroughApi(page, {
    bookingLinkId: linkId,
    startDateTime: start,
    timezone: "Europe/Berlin",
    attendees: [{ name: "Api Visitor", email: "api@example.test" }],
  });
  return { token: manageToken, start };
}
