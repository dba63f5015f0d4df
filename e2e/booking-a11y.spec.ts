// Focus follows the step
// the page shows, the calendar says which day is open and which is today, its
// weekday headers have full names, the hour cycle is remembered like the zone,
// an open page refreshes its times without blanking them, and host avatars sit
// side by side. Visible states are photographed at three widths in both
// schemes (attached to the report, not kept) and checked with axe in both.
import { expect, type Page, test } from "@playwright/test";
import { BookingPage, dateDaysAhead, dayLinks, monthAhead, slotLinks } from "./booking-page";
import { photograph } from "./page-checks";

const WIDTHS = [375, 768, 1440];

const visitor = (tag: string) => ({ name: `Alma ${tag}`, email: `alma.${tag}@example.test` });
const monthHeading = (page: Page) => page.locator("#month-title");
/** Today in the visitor's zone (the page follows the browser's, Europe/Berlin here), YYYY-MM-DD. */
const todayInBerlin = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

test.describe("defect 7: focus goes to the new step's heading", () => {
  test("after choosing a time, on the form's heading", async ({ page }) => {
    await page.goto("/book/bl_e2e_single");
    await dayLinks(page).first().focus();
    await page.keyboard.press("Enter");
    await slotLinks(page).first().focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  });

  test('after "Change time", on the calendar\'s heading', async ({ page }) => {
    await page.goto("/book/bl_e2e_single");
    await new BookingPage(page).pickFirstSlot();
    await page.getByRole("link", { name: "Change time" }).focus();
    await page.keyboard.press("Enter");
    await expect(monthHeading(page)).toBeFocused();
    await expect(dayLinks(page).first()).toBeVisible();
  });

  test("after booking, on the confirmation's heading", async ({ page }, testInfo) => {
    const booking = new BookingPage(page);
    await booking.open("bl_e2e_single");
    await booking.pickFirstSlot();
    await booking.fillDetails(visitor("focus"));
    await page.getByRole("button", { name: /confirm booking/i }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeFocused();
    await photograph(page, testInfo, "confirmation-focused");
  });

  test('after "‹" back to the first month, whose "‹" is gone, on the calendar\'s heading', async ({ page }) => {
    // This month named: in its last hours it has no time left, and the page would open on the next.
    await page.goto(`/book/bl_e2e_single?month=${todayInBerlin().slice(0, 7)}`);
    const first = (await monthHeading(page).textContent()) ?? "";
    await page.getByRole("link", { name: "Next month" }).focus();
    await page.keyboard.press("Enter");
    await expect(monthHeading(page)).not.toHaveText(first);
    await page.getByRole("link", { name: "Previous month" }).focus();
    await page.keyboard.press("Enter");
    await expect(monthHeading(page)).toHaveText(first);
    await expect(page.getByRole("link", { name: "Previous month" })).toHaveCount(0);
    await expect(monthHeading(page)).toBeFocused();
  });
});

test("defect 7: the open day is the current one of the days, not today; today is marked, to the eye and with aria-current=date", async ({
  page,
}, testInfo) => {
  // Next month, whose days all have times: this one's may be over.
  await page.goto(`/book/bl_e2e_single?month=${monthAhead()}`);
  const open = dayLinks(page).first();
  await expect(open).toHaveAttribute("aria-current", "true");
  await expect(page.locator('table a[aria-current="date"]')).toHaveCount(0);
  // This month, where today is, with times left or none.
  const today = todayInBerlin();
  await page.goto(`/book/bl_e2e_single?month=${today.slice(0, 7)}`);
  const todayCell = page.locator('table td[aria-current="date"]');
  await expect(todayCell).toHaveCount(1);
  // Its number first (late in the day, with no times left, the cell also holds its spoken label).
  await expect(todayCell).toHaveText(new RegExp(`^${Number(today.slice(8))}(?!\\d)`));
  // Seen as well as announced: a dot under the number.
  const mark = await todayCell.locator(".day-cell").evaluate((day) => getComputedStyle(day, "::after"));
  expect(mark.content).not.toBe("none");
  expect(mark.height).toBe("4px");
  await photograph(page, testInfo, "calendar-today");
});

test("defect 7: weekday headers have full names for screen readers", async ({ page }) => {
  await page.goto("/book/bl_e2e_single");
  const names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  for (const name of names) await expect(page.getByRole("columnheader", { name, exact: true })).toHaveCount(1);
});

test("defect 12: the hour cycle chosen is the one the next visit's server render shows", async ({ page, context }) => {
  await page.goto("/book/bl_e2e_single?tz=Europe/Berlin");
  // en-US reads times in 12 h by default.
  await expect(slotLinks(page).first()).toHaveText(/AM|PM/);
  await page.getByRole("link", { name: "24 h" }).click();
  await expect(slotLinks(page).first()).not.toHaveText(/AM|PM/);
  // The next visit, as the server renders it (no script: the request's own HTML), names no hour cycle in its address.
  const html = await (await context.request.get("/book/bl_e2e_single?tz=Europe/Berlin")).text();
  const chosen = [...html.matchAll(/<a [^>]*aria-current="true"[^>]*>(\d\d) h</g)].map((m) => m[1]);
  expect(chosen).toEqual(["24"]);
  const twelveHourTimes = html.match(/\d:\d\d\s?(AM|PM)/g) ?? [];
  expect(twelveHourTimes).toEqual([]);
});

/** A day no other test books on this link (booking-flow and manage book 2 and 3 days ahead). */
const DAYS_AHEAD = 6;

test("defect 12: an open page shows new availability when the visitor comes back to it, never blanking the times", async ({
  page,
  context,
}) => {
  await page.clock.install();
  // The zone named, so the page has no reason to redraw the month on arrival; a day with many times (today's
  // last one, taken, would empty today's list and the page would rightly move on to the next day).
  const date = dateDaysAhead(DAYS_AHEAD);
  await page.goto(`/book/bl_e2e_single?tz=Europe/Berlin&month=${date.slice(0, 7)}&date=${date}`);
  const times = slotLinks(page);
  await expect(times.first()).toBeVisible();
  const before = await times.allInnerTexts();
  // The list is watched from here on: the fewest times it ever shows.
  await page.evaluate(() => {
    const count = () => document.querySelectorAll('section[aria-labelledby="slots-title"] a').length;
    const w = window as unknown as { fewestTimes: number };
    w.fewestTimes = count();
    new MutationObserver(() => {
      w.fewestTimes = Math.min(w.fewestTimes, count());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  expect(await page.evaluate(() => (window as unknown as { fewestTimes: number }).fewestTimes)).toBe(before.length);

  // Meanwhile another visitor books the first of those times.
  const other = await context.newPage();
  const booking = new BookingPage(other);
  await booking.pickFirstSlotDaysAhead("bl_e2e_single", DAYS_AHEAD, "tz=Europe/Berlin");
  await booking.fillDetails(visitor("refresh"));
  await booking.submit();
  await expect(other.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await other.close();

  // A minute later the visitor comes back to the tab.
  await page.clock.fastForward("01:00");
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
  await expect(times).toHaveCount(before.length - 1);
  expect(await times.allInnerTexts()).toEqual(before.slice(1));
  expect(await page.evaluate(() => (window as unknown as { fewestTimes: number }).fewestTimes)).toBe(before.length - 1);
});

test("defect 12: host avatars sit side by side, none hiding another", async ({ page }, testInfo) => {
  await page.goto("/book/bl_e2e_collective");
  const avatars = page.locator('section[aria-labelledby="link-title"] > div[aria-hidden="true"] > *');
  await expect(avatars).toHaveCount(2);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const [a, b] = await avatars.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const overlap = Math.min(a!.right, b!.right) - Math.max(a!.left, b!.left);
    const vertical = Math.min(a!.bottom, b!.bottom) - Math.max(a!.top, b!.top);
    expect(overlap > 0 && vertical > 0, `avatars overlap at ${width} px`).toBe(false);
  }
  await photograph(page, testInfo, "avatars");
});
