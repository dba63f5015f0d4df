// The week view beside the month view: layout=week in the URL and
// the embed, chosen by a month/week switch; the week's times server-rendered
// in the visitor's zone, also across a month's end; prev/next week; a time
// leads to the same form; without JavaScript too; stacked on phones. Each
// state photographed at four widths in both schemes (attached, not kept) and
// checked with axe in both.
import type { Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { addDays, weekOf } from "../lib/public-booking/week-math";
import { dayLinks, fullDate, weekDayHeadings, weekDaySlotLinks, weekHeading, weekSlotLinks } from "./booking-page";
import { serveSite } from "./company-site";
import { expectNoSeriousA11yViolations, photograph } from "./page-checks";
import { APP_PORT, COMPANY_PORT } from "./ports";

// The host is free around the clock in UTC, in 30-minute slots: in Kolkata (+05:30) a day's first time is
// 00:00 local, the UTC slot of 18:30 the day before.
const LINK = "bl_e2e_single";
const ZONE = "Asia/Kolkata";
const WIDTHS = [375, 768, 1024, 1440];
const SUNDAY = 0; // The English (en-US) page's weeks start on Sunday, as its month grid's do.

/** YYYY-MM `count` months after the current one in Kolkata. */
function monthAhead(count: number): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date()).split("-").map(Number);
  const shifted = new Date(Date.UTC(year!, month! - 1 + count, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The 1st of a month two or three months ahead (no booking of another test is there) that is not a Sunday, so its week holds days of two months. */
function crossingDate(): string {
  const first = `${monthAhead(2)}-01`;
  return new Date(`${first}T12:00:00Z`).getUTCDay() === SUNDAY ? `${monthAhead(3)}-01` : first;
}

const weekUrl = (date: string, extra = "") => `/book/${LINK}?layout=week&tz=${ZONE}&hours=24&date=${date}${extra}`;

/** What the week shows, read from its links: each time's text, its UTC slot and the day it is listed under. */
async function shownWeek(page: Page, date: string) {
  const shown: { day: string; text: string; slot: string }[] = [];
  for (const day of weekOf(date, SUNDAY)) {
    const links = await weekDaySlotLinks(page, day).evaluateAll((as) =>
      as.map((a) => ({ text: a.textContent!.trim(), slot: new URL((a as HTMLAnchorElement).href).searchParams.get("slot")! })),
    );
    shown.push(...links.map((link) => ({ day, ...link })));
  }
  return shown;
}

const inKolkata = (slot: string) => ({
  day: new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date(slot)),
  text: new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "numeric", minute: "2-digit", hourCycle: "h23" }).format(new Date(slot)),
});

test.use({ timezoneId: ZONE });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("layout=week is server-rendered: the week's times in the visitor's zone, days of both months", async ({ page }) => {
    const date = crossingDate();
    const week = weekOf(date, SUNDAY);
    await page.goto(weekUrl(date));
    await expect(weekHeading(page)).toBeVisible();
    // Seven days named by their full dates, the month before the 1st and the 1st's own.
    await expect(weekDayHeadings(page)).toHaveText(week.map((d) => new RegExp(fullDate(d))));
    expect(week[0]!.slice(0, 7)).not.toBe(date.slice(0, 7));
    const shown = await shownWeek(page, date);
    // Every time is listed under its Kolkata day, written as Kolkata's clock reads it.
    for (const time of shown) expect({ day: time.day, text: time.text }, time.slot).toEqual(inKolkata(time.slot));
    // Both months' days have times: 48 half hours a day.
    for (const day of week) expect(shown.filter((t) => t.day === day).length, day).toBe(48);
    const firstOfMonth = shown.filter((t) => t.day === date);
    expect(firstOfMonth[0]).toEqual({ day: date, text: "00:00", slot: `${addDays(date, -1)}T18:30:00.000Z` });
  });

  test("links: previous and next week, the switch to the month, and a time to the form", async ({ page }) => {
    const date = crossingDate();
    await page.goto(weekUrl(date));
    // The zone's form keeps the week.
    await page.getByLabel("Time zone").fill("London");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByLabel("Time zone")).toHaveValue("Europe/London");
    await expect(page).toHaveURL(/layout=week/);
    await expect(weekHeading(page)).toBeVisible();
    await page.goto(weekUrl(date));
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${addDays(date, 7)}`));
    await expect(weekDayHeadings(page).first()).toHaveText(new RegExp(fullDate(weekOf(addDays(date, 7), SUNDAY)[0]!)));
    await page.getByRole("link", { name: "Previous week" }).click();
    await expect(weekDayHeadings(page)).toHaveText(weekOf(date, SUNDAY).map((d) => new RegExp(fullDate(d))));

    // A time on the day before the 1st (the other month than the address's) opens the form for it.
    const before = addDays(date, -1);
    const slot = weekDaySlotLinks(page, before).nth(20);
    const label = await slot.getAttribute("aria-label");
    await slot.click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`month=${before.slice(0, 7)}&date=${before}&slot=`));
    await expect(page.getByText(label!.split(" at ")[1]!).first()).toBeVisible();
    // "Change time" goes back to the week.
    await page.getByRole("link", { name: "Change time" }).click();
    await expect(weekHeading(page)).toBeVisible();

    await page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Month" }).click();
    await expect(page).toHaveURL(/layout=month/);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.locator('table [aria-current="true"]')).toHaveAttribute("data-date", before);
  });

  test("today's week offers no previous week (the days before today have no times), and next week one", async ({ page }) => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
    await page.goto(weekUrl(today));
    await expect(weekDayHeadings(page)).toHaveText(weekOf(today, SUNDAY).map((d) => new RegExp(fullDate(d))));
    await expect(page.getByRole("link", { name: "Previous week" })).toHaveCount(0);
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(weekDayHeadings(page).first()).toHaveText(new RegExp(fullDate(weekOf(addDays(today, 7), SUNDAY)[0]!)));
    // From next week, back leads to today's week again.
    await page.getByRole("link", { name: "Previous week" }).click();
    await expect(weekDayHeadings(page)).toHaveText(weekOf(today, SUNDAY).map((d) => new RegExp(fullDate(d))));
  });
});

test("the week's times are hydrated as the server wrote them: no mismatch, none of its times replaced", async ({ page }) => {
  // React throws away server HTML whose text differs from its own render (Node's ICU writes "Nov 29 – Dec 5" with
  // thin spaces, Chromium's with plain ones) and renders the page again: twice the work, every time a new element.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const replaced: string[] = [];
    Object.assign(window, { replacedTimes: replaced });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.removedNodes)
          if (node instanceof Element)
            for (const time of node.querySelectorAll("a[data-slot]")) replaced.push(time.getAttribute("data-slot")!);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(weekUrl(crossingDate()));
  // Hydrated: the week's one tab stop is placed by its script.
  await expect(page.locator('[data-slot][tabindex="0"]')).toHaveCount(1);
  await expect(weekSlotLinks(page)).toHaveCount(7 * 48);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { replacedTimes: string[] }).replacedTimes.length)).toBe(0);
});

test("switching month ↔ week keeps the day, zone and duration, and Back returns to the month", async ({ page }) => {
  const date = crossingDate();
  await page.goto(`/book/bl_e2e_durations?duration=bl_e2e_durations_60&tz=${ZONE}&hours=24&month=${date.slice(0, 7)}&date=${date}`);
  const views = page.getByRole("navigation", { name: "Calendar view" });
  await expect(views.getByRole("link", { name: "Month" })).toHaveAttribute("aria-current", "true");
  await views.getByRole("link", { name: "Week" }).click();
  await expect(weekHeading(page)).toBeFocused();
  for (const kept of ["layout=week", `date=${date}`, "tz=Asia%2FKolkata", "duration=bl_e2e_durations_60"])
    await expect(page).toHaveURL(new RegExp(kept));
  await expect(weekDayHeadings(page)).toHaveText(weekOf(date, SUNDAY).map((d) => new RegExp(fullDate(d))));
  // One-hour slots: 24 a day.
  await expect(weekDaySlotLinks(page, date)).toHaveCount(24);
  await page.goBack();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.locator('table [aria-current="true"]')).toHaveAttribute("data-date", date);
  await page.goForward();
  await expect(weekHeading(page)).toBeVisible();
  await views.getByRole("link", { name: "Month" }).click();
  await expect(page.locator('table [aria-current="true"]')).toHaveAttribute("data-date", date);
  for (const kept of ["layout=month", `date=${date}`, "tz=Asia%2FKolkata", "duration=bl_e2e_durations_60"])
    await expect(page).toHaveURL(new RegExp(kept));
});

test("the next week across a month's end fetches the other month; the arrows keep focus and the week is read out", async ({ page }) => {
  const date = crossingDate();
  const weekBefore = addDays(date, -7);
  // The week before lies in one month: the page was rendered with that month only.
  await page.goto(weekUrl(weekBefore));
  await expect(weekHeading(page)).toHaveAttribute("aria-live", "polite");
  const next = page.getByRole("link", { name: "Next week" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(next).toBeFocused();
  for (const day of weekOf(date, SUNDAY)) await expect(weekDaySlotLinks(page, day), day).toHaveCount(48);
  // A time leads to the form, as the month's list does.
  await weekDaySlotLinks(page, date).first().click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  await page.getByRole("link", { name: "Change time" }).click();
  await expect(weekHeading(page)).toBeFocused();
  await expect(page).toHaveURL(/layout=week/);
});

test("the layout is remembered for the next visit, as the hour cycle is", async ({ page }) => {
  await page.goto(`/book/${LINK}?tz=${ZONE}`);
  await page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Week" }).click();
  await expect(weekHeading(page)).toBeVisible();
  await page.goto(`/book/${LINK}?tz=${ZONE}`);
  await expect(weekHeading(page)).toBeVisible();
  await expect(weekSlotLinks(page).first()).toBeVisible();
});

test.describe("the embed", () => {
  let server: Server;
  const COMPANY = `http://localhost:${COMPANY_PORT}`;
  const APP = `http://127.0.0.1:${APP_PORT}`;
  test.beforeAll(async () => {
    server = await serveSite(COMPANY_PORT, {
      "/": `<!doctype html><html lang="en"><head><title>Acme</title></head><body><div id="inline"></div>
<script src="${APP}/embed.js"></script>
<script>SchedulingEmbed.inline({ link: "${LINK}", target: "#inline", layout: "week" });</script></body></html>`,
    });
  });
  test.afterAll(() => new Promise((resolve) => server.close(resolve)));

  test("SchedulingEmbed.inline({ layout: 'week' }) opens the week view", async ({ page }) => {
    await page.goto(COMPANY);
    const src = await page.locator("#inline iframe").getAttribute("src");
    expect(new URL(src!).searchParams.get("layout")).toBe("week");
    const frame = page.frameLocator("#inline iframe");
    await expect(weekHeading(frame)).toBeVisible();
    await expect(weekSlotLinks(frame).first()).toBeVisible();
    await expect(dayLinks(frame)).toHaveCount(0);
  });
});

/** Where the days are and how big the times are, at this width. */
function weekLayout() {
  const root = document.documentElement;
  const headings = [...document.querySelectorAll("ol h3")].map((h) => h.getBoundingClientRect());
  const times = [...document.querySelectorAll<HTMLElement>(".slot-button")].map((a) => a.getBoundingClientRect());
  return {
    overflow: root.scrollWidth - root.clientWidth,
    lefts: new Set(headings.map((h) => Math.round(h.left))).size,
    tops: new Set(headings.map((h) => Math.round(h.top))).size,
    smallest: Math.min(...times.map((t) => Math.min(t.width, t.height))),
  };
}

test("phones get the days stacked, without sideways scrolling; wide screens seven columns", async ({ page }, testInfo) => {
  await page.goto(weekUrl(crossingDate()));
  await expect(weekSlotLinks(page).first()).toBeVisible();
  for (const width of [320, 375, 768]) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await page.evaluate(weekLayout);
    expect(layout, `at ${width} px`).toEqual({ overflow: 0, lefts: 1, tops: 7, smallest: expect.any(Number) });
    expect(layout.smallest, `at ${width} px`).toBeGreaterThanOrEqual(44);
  }
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await page.evaluate(weekLayout);
    expect(layout, `at ${width} px`).toEqual({ overflow: 0, lefts: 7, tops: 1, smallest: expect.any(Number) });
    expect(layout.smallest, `at ${width} px`).toBeGreaterThanOrEqual(44);
  }
  await photograph(page, testInfo, "week", { widths: WIDTHS });
});

test("the current week marks today, and days without times say so; axe clean in both schemes", async ({ page }, testInfo) => {
  // Eight full-page photographs and axe in both schemes: past 30 s on a slow 2-core machine late in the week,
  // when most of its days are checked as gone by.
  test.setTimeout(90_000);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
  // Asked for by date: without one the page opens at the first day with times, next week's once this week has
  // none left (on a Saturday evening in Kolkata).
  await page.goto(`/book/${LINK}?layout=week&tz=${ZONE}&hours=12&date=${today}`);
  await expect(page.getByRole("heading", { level: 3, name: `Today, ${fullDate(today)}`, exact: true })).toBeVisible();
  // A page just opened keeps the browser's focus at its top, as the month's does.
  await expect(page.locator("body")).toBeFocused();
  const week = weekOf(today, SUNDAY);
  await expect(weekDayHeadings(page)).toHaveText(week.map((d) => new RegExp(fullDate(d))));
  // The days gone by say briefly that they have no times (none on a Sunday, the week's first day).
  for (const past of week.filter((d) => d < today)) {
    const day = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: fullDate(past), exact: true }) });
    await expect(day.getByText("No times available", { exact: true })).toBeVisible();
  }
  // photograph runs axe in each scheme.
  await photograph(page, testInfo, "week-today", { widths: WIDTHS });
});

test("keyboard: the week's times are one tab stop, arrows move within a day and across days, Home and End to a day's ends", async ({
  page,
}) => {
  const date = crossingDate();
  await page.goto(weekUrl(date, "&duration=bl_e2e_durations_60").replace(LINK, "bl_e2e_durations"));
  const days = weekOf(date, SUNDAY);
  await expect(weekDaySlotLinks(page, days[0]!)).toHaveCount(24);
  const name = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
  // From "Next week", one Tab reaches the week's first time, and the next Tab leaves the week.
  await page.getByRole("link", { name: "Next week" }).focus();
  await page.keyboard.press("Tab");
  await expect(weekDaySlotLinks(page, days[0]!).first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(weekDaySlotLinks(page, days[0]!).nth(2)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(weekDaySlotLinks(page, days[1]!).nth(2)).toBeFocused();
  // Screen readers still hear the full date and time.
  expect(await name()).toBe(`${fullDate(days[1]!)} at 02:30`);
  await page.keyboard.press("End");
  await expect(weekDaySlotLinks(page, days[1]!).last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(weekDaySlotLinks(page, days[1]!).first()).toBeFocused();
  await page.keyboard.press("Control+End");
  await expect(weekDaySlotLinks(page, days[6]!).last()).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(weekDaySlotLinks(page, days[5]!).last()).toBeFocused();
  // Tab leaves the week; Shift+Tab comes back to the time last focused.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("ol")?.getAttribute("aria-labelledby"))).not.toBe("week-title");
  await page.keyboard.press("Shift+Tab");
  await expect(weekDaySlotLinks(page, days[5]!).last()).toBeFocused();
  const stops = await page.locator('[data-slot][tabindex="0"]').count();
  expect(stops).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
});
