// The per-visitor booking limit, in a browser against its own app (see
// playwright.config.ts: this one allows LIMITED_BOOKINGS_PER_MINUTE
// attempts a minute from one address, and trusts one proxy hop, so each run
// of this test is a visitor of its own).
import { expect, test } from "@playwright/test";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { LIMITED_BOOKINGS_PER_MINUTE } from "../playwright.config";
import { BookingPage } from "./booking-page";
import { LIMITED_PORT } from "./ports";

const BASE = `http://127.0.0.1:${LIMITED_PORT}`;
const OWNER_KEY = DEMO_API_KEY;
const LINK = "bl_demo_strategy";

test.use({ baseURL: BASE });

test("a visitor past the booking limit is told to wait, and the slot stays free", async ({ page, request }, testInfo) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${10 + testInfo.retry}` });
  const booking = new BookingPage(page);
  for (let n = 1; n <= LIMITED_BOOKINGS_PER_MINUTE; n++) {
    await booking.bookFirstSlot(LINK, { name: `Lena ${n}`, email: `lena.${n}@example.test` });
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  }

  await booking.open(LINK);
  await booking.pickFirstSlot();
  const slot = new URL(page.url()).searchParams.get("slot")!;
  await booking.fillDetails({ name: "Lena 3", email: "lena.3@example.test" });
  await booking.submit();
  await expect(page.getByText("Too many attempts from your connection. Please wait a minute and try again.")).toBeVisible();
  // The typed details stay for the retry.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("lena.3@example.test");

  // Nothing was booked at that time (the time itself stays held for this visitor until they leave or book).
  const startTo = new Date(Date.parse(slot) + 1).toISOString();
  const res = await request.get(`${BASE}/v1/bookings?bookingLinkId=${LINK}&startFrom=${slot}&startTo=${startTo}`, {
    headers: { "x-api-key": OWNER_KEY },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { total: number }).total).toBe(0);
});
