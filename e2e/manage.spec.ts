import type { Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { BookingPage, slotLinks } from "./booking-page";
import { serveSite } from "./company-site";
import { ManagePage } from "./manage-page";
import { expectNoSeriousA11yViolations } from "./page-checks";
import { APP_PORT, COMPANY_PORT } from "./ports";
import { bookThroughApi } from "./service-bookings";

const APP = `http://127.0.0.1:${APP_PORT}`;
const COMPANY = `http://localhost:${COMPANY_PORT}`;
const visitor = (tag: string) => ({ name: `Mona ${tag}`, email: `mona.${tag}@example.test` });

/** Books the first free time through the page; returns the slot and the confirmation page's address. */
async function bookThroughPage(page: Page, tag: string) {
  const booking = new BookingPage(page);
  // Two days ahead: the link's first free time is the next half hour, which could start (and no longer be
  // bookable, or be past changing) while the test runs.
  await booking.pickFirstSlotDaysAhead("bl_e2e_single", 2, "tz=Europe/Berlin&hours=24");
  const slot = new URL(page.url()).searchParams.get("slot")!;
  await booking.fillDetails(visitor(tag));
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  return { slot, confirmation: new URL(page.url()) };
}

const formatBerlin = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", hour: "numeric", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(iso),
  );

test("book, manage, reschedule: the manage page then shows the new time, and no token leaves the page", async ({ page }) => {
  const { slot, confirmation } = await bookThroughPage(page, "move");
  const token = confirmation.searchParams.get("token")!;
  expect(token).toMatch(/^bk_[^.]+\.1\.[A-Za-z0-9_-]{43}$/);
  await expect(page.getByLabel(/Your manage address/)).toHaveValue(new RegExp(`/booking/${token.replace(/\./g, "\\.")}$`));
  await page.getByRole("link", { name: "Manage or cancel this booking" }).click();

  const manage = new ManagePage(page);
  await expect(manage.status()).toHaveText("Your booking is confirmed");
  await expect(manage.when()).toContainText(formatBerlin(slot));
  await expectNoSeriousA11yViolations(page);
  const response = await page.request.get(`/booking/${token}`);
  expect(response.headers()["referrer-policy"]).toBe("same-origin");
  expect((await page.request.get(confirmation.pathname + confirmation.search)).headers()["referrer-policy"]).toBe("same-origin");
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const moved = await manage.rescheduleToAnotherTime(slot);
  // The page after the move first: axe run while the redirect was still under way saw a page without its title.
  await expect(manage.when()).toContainText(formatBerlin(moved));
  await expect(page).toHaveTitle(/\S/);
  await expectNoSeriousA11yViolations(page);
  // The same address, read afresh, shows the booking as it is now.
  await page.goto(`/booking/${token}?hours=24`);
  await expect(manage.status()).toHaveText("Your booking is confirmed");
  await expect(manage.when()).toContainText(formatBerlin(moved));
});

test("the reschedule calendar offers the booking's own time, which the booking page does not", async ({ page }) => {
  const { token, start } = await bookThroughApi(page);
  const day = new Date(start).toISOString().slice(0, 10);
  await page.goto(`/booking/${token}?step=reschedule&tz=UTC&date=${day}&month=${day.slice(0, 7)}`);
  const offered = () =>
    slotLinks(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot")));
  await expect.poll(offered).toContain(new Date(start).toISOString());
  await page.goto(`/book/bl_e2e_single?tz=UTC&date=${day}`);
  await expect.poll(offered).not.toContain(new Date(start).toISOString());
});

test("the reschedule calendar holds the chosen new time: other visitors stop seeing it, and the move, confirmed before the hold answered, uses it", async ({
  page,
  browser,
}) => {
  const { token, start } = await bookThroughApi(page);
  const day = new Date(start).toISOString().slice(0, 10);
  // The hold is made at once; its answer reaches the page only after "Confirm new time" was pressed.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let made!: (status: number) => void;
  const holdMade = new Promise<number>((resolve) => (made = resolve));
  await page.route(`**/booking/${token}/reservations`, async (route) => {
    const response = await route.fetch();
    made(response.status());
    await answered;
    await route.fulfill({ response });
  });
  await page.goto(`/booking/${token}?step=reschedule&tz=UTC&hours=24&date=${day}&month=${day.slice(0, 7)}`);
  await expect(slotLinks(page).first()).toBeVisible();
  const offered = () =>
    slotLinks(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot")!));
  const target = (await offered()).find((slot) => Date.parse(slot) !== Date.parse(start))!;
  await page.locator(`a[href*="slot=${encodeURIComponent(target)}"]`).click();
  await expect(page.getByTestId("new-time")).toBeVisible();
  expect(await holdMade).toBe(201);

  const other = await browser.newContext();
  try {
    const visitorPage = await other.newPage();
    await visitorPage.goto(`/book/bl_e2e_single?tz=UTC&date=${day}&month=${day.slice(0, 7)}`);
    await expect(slotLinks(visitorPage).first()).toBeVisible();
    const seen = await slotLinks(visitorPage).evaluateAll((links) =>
      links.map((a) => Date.parse(new URL((a as HTMLAnchorElement).href).searchParams.get("slot")!)),
    );
    expect(seen).not.toContain(Date.parse(target));
  } finally {
    await other.close();
  }

  await page.getByRole("button", { name: "Confirm new time" }).click();
  await page.waitForTimeout(500);
  answer();
  await expect(page.getByTestId("manage-outcome")).toContainText("moved");
  await expect(new ManagePage(page).when()).toContainText(new Date(target).toISOString().slice(11, 16));
});

test("cancel with JavaScript; the confirmation page then shows the booking cancelled", async ({ page }) => {
  const { confirmation } = await bookThroughPage(page, "cancel");
  await page.getByRole("link", { name: "Manage or cancel this booking" }).click();
  const manage = new ManagePage(page);
  await page.getByRole("link", { name: "Cancel booking" }).click();
  await expect(page.getByRole("link", { name: "Keep my booking" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Keep my booking" }).click();
  await expect(manage.status()).toHaveText("Your booking is confirmed");
  await manage.cancel("Something came up");
  await expect(page.getByText("You cancelled it.")).toBeVisible();
  await expect(page.getByText("Something came up")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reschedule" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(confirmation.pathname + confirmation.search);
  await expect(page.getByRole("heading", { name: "You are booked" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "This booking is cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download (.ics)" })).toHaveCount(0);
  expect((await page.request.get(`/booking/${confirmation.searchParams.get("token")}/ics`)).status()).toBe(404);
});

test("unknown, forged and malformed manage addresses answer 404", async ({ page }) => {
  const { token } = await bookThroughApi(page);
  const forged = `${token.slice(0, -3)}AAA`;
  for (const address of [`/booking/${forged}`, "/booking/not-a-token", `/embed/booking/${forged}`, `/booking/${forged}/ics`]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
  }
  await page.goto(`/booking/${forged}`);
  await expect(page.getByRole("heading", { name: "Booking not found" })).toBeVisible();
  // A confirmation page with a token of no booking, or of another link's booking, is no confirmation.
  expect((await page.goto(`/book/bl_e2e_single/booked?token=${forged}`))?.status()).toBe(404);
  expect((await page.goto(`/book/bl_e2e_collective/booked?token=${token}`))?.status()).toBe(404);
});

test("keyboard only: every control of the manage page is reachable", async ({ page }) => {
  const { token } = await bookThroughApi(page);
  await page.goto(`/booking/${token}`);
  const reached = new Set<string>();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    reached.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
  }
  expect([...reached]).toEqual(expect.arrayContaining(["Reschedule", "Cancel booking", "Download (.ics)"]));
  await page.getByRole("link", { name: "Cancel booking" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(/Reason for cancelling/)).toBeVisible();
  await page.getByLabel(/Reason for cancelling/).focus();
  await page.keyboard.type("Keyboard");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Yes, cancel booking" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(new ManagePage(page).status()).toHaveText("This booking is cancelled");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor reschedules, then cancels", async ({ page }) => {
    const { slot, confirmation } = await bookThroughPage(page, "nojs");
    await page.getByRole("link", { name: "Manage or cancel this booking" }).click();
    const manage = new ManagePage(page);
    const moved = await manage.rescheduleToAnotherTime(slot);
    await expect(manage.when()).toContainText(formatBerlin(moved));
    await manage.cancel("No script today");
    await page.goto(confirmation.pathname + confirmation.search);
    await expect(page.getByRole("heading", { name: "This booking is cancelled" })).toBeVisible();
  });
});

test.describe("inside the embed", () => {
  const pages: Record<string, string> = {};
  let server: Server;
  test.beforeAll(async () => {
    server = await serveSite(COMPANY_PORT, pages);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("reschedule and cancel, with events that carry ids and times only", async ({ page }) => {
    const { token, start } = await bookThroughApi(page);
    pages["/manage"] = `<!doctype html><html lang="en"><head><title>Acme</title></head><body><h1>Acme</h1><div id="manage"></div>
<script src="${APP}/embed.js"></script>
<script>window.events = []; SchedulingEmbed.inline({ manage: ${JSON.stringify(token)}, target: "#manage", onEvent: (e) => window.events.push(e) });</script>
</body></html>`;
    await page.goto(`${COMPANY}/manage`);
    const frame = page.frameLocator("#manage iframe");
    const manage = new ManagePage(frame);
    await expect(manage.status()).toHaveText("Your booking is confirmed");
    const moved = await manage.rescheduleToAnotherTime(new Date(start).toISOString());
    await manage.cancel("Embedded change of plans");

    const events = () => page.evaluate(() => (window as unknown as { events: { type: string; detail: Record<string, unknown> }[] }).events);
    await expect
      .poll(async () => (await events()).map((e) => e.type))
      .toEqual(expect.arrayContaining(["booking-rescheduled", "booking-cancelled"]));
    const rescheduled = (await events()).find((e) => e.type === "booking-rescheduled")!;
    expect(rescheduled.detail).toEqual({
      bookingId: expect.stringMatching(/^bk_/),
      previousBookingId: token.split(".")[0],
      start: moved,
      end: expect.any(String),
    });
    const cancelled = (await events()).find((e) => e.type === "booking-cancelled")!;
    expect(cancelled.detail).toEqual({ bookingId: rescheduled.detail.bookingId, start: moved, end: expect.any(String) });
    const sent = JSON.stringify(await events());
    for (const personal of ["api@example.test", "Api Visitor", "Embedded change of plans", token]) expect(sent).not.toContain(personal);
  });
});

test("a manage address whose meeting has ended answers 410 Gone with the app's notice; an unknown or invalid one 404", async ({ page }) => {
  // The e2e seed has a booking that ended two days ago; its address is asked of the service as the host would.
  const reissued = await page.request.post("/v1/bookings/reissue-manage-token", {
    headers: { "x-api-key": E2E_API_KEY },
    data: { bookingId: "bk_e2e_ended" },
  });
  const { manageToken } = (await reissued.json()) as { manageToken: string };
  for (const path of [`/booking/${manageToken}`, `/embed/booking/${manageToken}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(410);
    await expect(page.getByTestId("manage-expired")).toContainText("This meeting has ended");
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  }
  for (const token of [`bk_e2e_nobody.1.${"A".repeat(43)}`, "not-a-token"]) {
    const response = await page.goto(`/booking/${token}`);
    expect(response?.status(), token).toBe(404);
    await expect(page.getByRole("heading", { name: "Booking not found" })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});
