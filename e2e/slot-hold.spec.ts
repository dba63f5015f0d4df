// The chosen slot is held: a time one visitor chose leaves the page of every
// other visitor until it is released (changed, left, expired) or booked, the
// holder books it, and the form counts down only when the hold runs short.
import { type Browser, expect, type Page, type Response, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { BookingPage, dayLinks, slotLinks } from "./booking-page";
import { photograph } from "./page-checks";

const LINK = "bl_e2e_durations";
const visitor = (tag: string) => ({ name: `Hal ${tag}`, email: `hal.${tag}@example.test` });

const isHoldAnswer = (response: Response) => response.url().endsWith("/reservations") && response.request().method() === "POST";
const isRelease = (response: Response) => response.url().endsWith("/reservations/release");

/** A visitor of their own (own browser context, so own session and holder token) on the link's page. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { page, booking: new BookingPage(page), close: () => context.close() };
}

/** Picks the first time and waits for its hold; returns the time (its slot parameter). */
async function pickAndHold(page: Page, booking: BookingPage): Promise<string> {
  const held = page.waitForResponse(isHoldAnswer);
  await booking.pickFirstSlot();
  expect((await held).status()).toBe(201);
  // The page takes the hold (and reckons its end from its own clock) a moment after the answer arrives: a test
  // that moves the page's clock must wait for that, or the hold starts after the move (the form then holds
  // the reservation's id).
  await expect(page.locator('input[name="reservationId"]')).toHaveValue(/^.+$/);
  return new URL(page.url()).searchParams.get("slot")!;
}

/** The slot parameters of the times offered on the first day with times (where pickFirstSlot picks), after opening it. */
async function offeredOnFirstDay(page: Page): Promise<string[]> {
  await dayLinks(page).first().click();
  await expect(slotLinks(page).first()).toBeVisible();
  return slotLinks(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot")!));
}

test("a time one visitor chose is gone for another until they change it, and theirs to book", async ({ browser }) => {
  const first = await newVisitor(browser);
  const second = await newVisitor(browser);
  try {
    await first.booking.open(LINK);
    const slot = await pickAndHold(first.page, first.booking);

    await second.booking.open(LINK);
    expect(await offeredOnFirstDay(second.page)).not.toContain(slot);

    // "Change time" releases it: the other visitor sees it again.
    const released = first.page.waitForResponse(isRelease);
    await first.page.getByRole("link", { name: "Change time" }).click();
    expect((await released).status()).toBe(204);
    await second.booking.open(LINK);
    expect(await offeredOnFirstDay(second.page)).toContain(slot);

    // Chosen again, held again, and booked by its holder.
    expect(await pickAndHold(first.page, first.booking)).toBe(slot);
    await second.booking.open(LINK);
    expect(await offeredOnFirstDay(second.page)).not.toContain(slot);
    await first.booking.fillDetails(visitor("holder"));
    await first.booking.submit();
    await expect(first.page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test("a visitor who had the page open before someone else chose a time is told, and sent back to the times", async ({
  browser,
}, testInfo) => {
  const first = await newVisitor(browser);
  const second = await newVisitor(browser);
  try {
    await second.booking.open(LINK);
    await first.booking.open(LINK);
    const slot = await pickAndHold(first.page, first.booking);

    await dayLinks(second.page).first().click();
    const refused = second.page.waitForResponse(isHoldAnswer);
    await second.page.locator(`a[href*="slot=${encodeURIComponent(slot)}"]`).click();
    expect((await refused).status()).toBe(409);
    await expect(second.page.getByTestId("slot-lost")).toContainText("Someone else is booking this time right now");
    await expect(second.page).not.toHaveURL(/slot=/);
    await expect
      .poll(() => slotLinks(second.page).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)))
      .not.toContainEqual(expect.stringContaining(encodeURIComponent(slot)));
    await photograph(second.page, testInfo, "held-elsewhere", { widths: [375, 820, 1280] });
  } finally {
    await first.close();
    await second.close();
  }
});

test("the form counts down only in the hold's last two minutes, then says it ended", async ({ page }, testInfo) => {
  await page.clock.install();
  const booking = new BookingPage(page);
  await booking.open(LINK);
  await pickAndHold(page, booking);
  await expect(page.getByTestId("hold-countdown")).toHaveCount(0);

  // The e2e server holds for the default 10 minutes.
  await page.clock.fastForward("08:30");
  await expect(page.getByTestId("hold-countdown")).toContainText(/holding this time for you for another 1:[23]\d/);
  await photograph(page, testInfo, "hold-countdown", { widths: [375, 820, 1280] });

  await page.clock.fastForward("01:31");
  await expect(page.getByTestId("hold-countdown")).toHaveText(/no longer holding this time for you/);
});

test("when the hold has run out and someone else booked the time, the holder is told so", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.open(LINK);
  const slot = await pickAndHold(page, booking);
  await booking.fillDetails(visitor("expired"));

  // The hold ends (released here, as its expiry would), and someone else books the time.
  const reservationId = await page.locator('input[name="reservationId"]').inputValue();
  const headers = { "x-api-key": E2E_API_KEY };
  expect((await page.request.post("/v1/slot-reservations/delete", { headers, data: { reservationId } })).status()).toBe(200);
  const other = await page.request.post("/v1/bookings/create", {
    headers,
    data: {
      bookingLinkId: LINK,
      startDateTime: slot,
      timezone: "UTC",
      attendees: [{ name: "Someone", email: "someone.after.hold@example.test", isGuest: false }],
    },
  });
  expect(other.status()).toBe(201);

  await booking.submit();
  await expect(page.getByTestId("slot-lost")).toContainText("Your hold on this time ran out and someone else booked it");
});

test("a booking sent before its time's hold is answered waits for the hold and books with it", async ({ page }) => {
  // The service makes the hold at once; its answer reaches the page only after "Confirm booking" was pressed.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let made!: () => void;
  const holdMade = new Promise<void>((resolve) => (made = resolve));
  await page.route("**/reservations", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch();
    made();
    await answered;
    await route.fulfill({ response });
  });
  const booking = new BookingPage(page);
  await booking.pickFirstSlotDaysAhead(LINK, 4);
  await booking.fillDetails(visitor("early"));
  await holdMade;
  await booking.submit();
  // Before its fix the post left now, without the hold, and the visitor's own hold refused it.
  await page.waitForTimeout(500);
  answer();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
});
