// The embed as a site owner puts it on a page of another origin: the popup and
// the floating button as a modal dialog (close control, Escape from inside the
// frame, focus kept inside, the page behind locked), the order of the events,
// a link that cannot be booked, the loading placeholder, the button's
// branding, and the instance's runtime control (update, preload).
import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import { dayLinks, slotLinks } from "./booking-page";
import { embedLabPage, serveDuringTests, shownFrame } from "./embed-lab";
import { expectNoSeriousA11yViolations } from "./page-checks";
import { APP_PORT, COMPANY_PORT } from "./ports";

const APP = `http://127.0.0.1:${APP_PORT}`;
// The only site allowed to frame the app (EMBED_ALLOWED_ORIGINS in playwright.config.ts).
const COMPANY = `http://localhost:${COMPANY_PORT}`;
type Theme = "light" | "dark";

/** Whether an element's background is the light or the dark theme's (Tailwind writes its colours in lab()). */
async function themeOf(element: Locator): Promise<Theme | "transparent"> {
  const lightness = await element.evaluate((el) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(el).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
    return alpha === 0 ? -1 : (r + g + b) / 3;
  });
  return lightness < 0 ? "transparent" : lightness > 128 ? "light" : "dark";
}
const expectTheme = (element: Locator, theme: Theme) => expect.poll(() => themeOf(element)).toBe(theme);

serveDuringTests(COMPANY_PORT, { "/lab.html": embedLabPage(APP) });

type HostEvent = { type: string; detail: Record<string, unknown> };
const events = (page: Page) => page.evaluate(() => (window as unknown as { events: HostEvent[] }).events);
const eventTypes = async (page: Page) => (await events(page)).map((e) => e.type);
const dialog = (page: Page) => page.getByRole("dialog");
const dialogFrame = (page: Page) => page.frameLocator('[role="dialog"] iframe');
const closeButton = (page: Page) => dialog(page).getByRole("button", { name: "Close" });
const insideDialog = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);
/** Which element has focus in the dialog: the close button, or a control inside the frame (the frame's own answer). */
const focusedIn = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

function shot(testInfo: TestInfo, name: string) {
  return { path: testInfo.outputPath(`${name}.png`) };
}

async function openDialog(page: Page, mode: "popup" | "floating", theme: Theme, link = "bl_e2e_single") {
  await page.goto(`${COMPANY}/lab.html?mode=${mode}&theme=${theme}&link=${link}`);
  const trigger = mode === "popup" ? page.locator("#open") : page.getByRole("button", { name: "Book a meeting" });
  await trigger.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  await trigger.click();
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => eventTypes(page)).toContain("slots-loaded");
  return { trigger, scrolled };
}

/** The close button lies inside the viewport, clear of the frame, in the theme's colours. */
async function expectCloseReachable(page: Page, theme: Theme) {
  const viewport = page.viewportSize()!;
  const close = (await closeButton(page).boundingBox())!;
  expect(close.x).toBeGreaterThanOrEqual(0);
  expect(close.y).toBeGreaterThanOrEqual(0);
  expect(close.x + close.width).toBeLessThanOrEqual(viewport.width);
  expect(close.y + close.height).toBeLessThanOrEqual(viewport.height);
  const frame = (await dialog(page).locator("iframe").boundingBox())!;
  expect(close.y + close.height, "the button sits above the frame, over nothing of the booking page").toBeLessThanOrEqual(frame.y);
  await expectTheme(closeButton(page), theme);
  const hit = await closeButton(page).evaluate((button) => {
    const box = button.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === button;
  });
  expect(hit, "nothing covers the close button").toBe(true);
}

for (const width of [375, 1280]) {
  for (const theme of ["light", "dark"] as const) {
    for (const mode of ["popup", "floating"] as const) {
      test(`${mode}, ${theme}, ${width} px: a modal dialog whose close control stays in view and whose page stays put`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 800 });
        const { trigger, scrolled } = await openDialog(page, mode, theme);
        await expect(page.locator('[role="dialog"][aria-modal="true"]')).toHaveAttribute("aria-label", /\S/);
        await expect(closeButton(page)).toBeFocused();
        await expectCloseReachable(page, theme);
        await expectTheme(dialogFrame(page).locator("main"), theme);
        if (mode === "popup") await page.screenshot(shot(testInfo, `popup-${width}-${theme}`));

        // The frame scrolls inside the dialog; the close button stays where it was, the page behind does not move.
        for (const position of [400, 100_000]) {
          await dialogFrame(page)
            .locator("html")
            .evaluate((_, y) => window.scrollTo(0, y), position);
          await expectCloseReachable(page, theme);
        }
        const frameBox = (await dialog(page).locator("iframe").boundingBox())!;
        await page.mouse.move(frameBox.x + frameBox.width / 2, frameBox.y + 20);
        await page.mouse.wheel(0, 2000);
        await page.mouse.move(5, Math.max(5, frameBox.y - 10));
        await page.mouse.wheel(0, 2000);
        await page.keyboard.press("End");
        await expectCloseReachable(page, theme);
        expect(await page.evaluate(() => scrollY)).toBe(scrolled);

        // Closed: the page scrolls again, from where it was, and focus is back on what opened the dialog.
        await closeButton(page).click();
        await expect(dialog(page)).toHaveCount(0);
        await expect(trigger).toBeFocused();
        expect(await page.evaluate(() => scrollY)).toBe(scrolled);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
      });
    }
  }
}

test("Escape closes the popup from inside the frame, and Tab and Shift+Tab stay inside the dialog", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { trigger } = await openDialog(page, "popup", "light");
  await expect(closeButton(page)).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Shift+Tab from the close button enters the frame (at its end), not the page behind.
  await page.keyboard.press("Shift+Tab");
  await expect.poll(() => focusedIn(page)).toBe("IFRAME");
  expect(await insideDialog(page)).toBe(true);
  // Tab past the frame's last control comes back to the close button.
  await page.keyboard.press("Tab");
  await expect(closeButton(page)).toBeFocused();
  // Tab from the close button enters the frame at its start; Shift+Tab from there goes back to the button.
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedIn(page)).toBe("IFRAME");
  await page.keyboard.press("Shift+Tab");
  await expect(closeButton(page)).toBeFocused();
  // Round and round: never the page behind.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    expect(await insideDialog(page)).toBe(true);
  }

  // Escape with focus on a day inside the frame.
  await dayLinks(dialogFrame(page)).first().focus();
  await expect.poll(() => focusedIn(page)).toBe("IFRAME");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test("Escape inside an inline embed leaves it in place", async ({ page }) => {
  await page.goto(`${COMPANY}/lab.html?mode=inline`);
  const frame = page.frameLocator("#inline iframe");
  await expect.poll(() => eventTypes(page)).toContain("slots-loaded");
  await dayLinks(frame).first().focus();
  await page.keyboard.press("Escape");
  await expect(page.locator("#inline iframe")).toBeVisible();
  await expect(dayLinks(frame).first()).toBeFocused();
});

test("events come in order, ready first and once, also after booking in the frame", async ({ page }) => {
  await page.goto(`${COMPANY}/lab.html?mode=inline&theme=dark`);
  const frame = page.frameLocator("#inline iframe");
  await expect.poll(() => eventTypes(page)).toContain("slots-loaded");
  expect((await eventTypes(page)).slice(0, 2)).toEqual(["ready", "slots-loaded"]);

  await shownFrame(page, "#inline iframe");
  await dayLinks(frame).first().click();
  await slotLinks(frame).first().click();
  await frame.getByLabel("Name", { exact: true }).fill("Event Order");
  await frame.getByLabel("Email", { exact: true }).fill("event-order@example.test");
  await frame.getByRole("button", { name: "Confirm booking" }).click();
  await expect(frame.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await expect.poll(() => eventTypes(page)).toContain("booking-succeeded");
  const types = await eventTypes(page);
  expect(types[0]).toBe("ready");
  expect(types.filter((type) => type === "ready")).toHaveLength(1);
  expect(types.indexOf("slots-loaded")).toBeLessThan(types.indexOf("date-selected"));
  expect(types.indexOf("slot-selected")).toBeLessThan(types.indexOf("booking-succeeded"));
  // The confirmation keeps the embed's theme.
  await expectTheme(frame.locator("main"), "dark");
});

test("an unknown link emits link-failed and shows the app's notice, dark and in the visitor's language", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ locale: "de-DE", viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${COMPANY}/lab.html?mode=inline&theme=dark&link=bl_no_such_link`);
  const frame = page.frameLocator("#inline iframe");
  await expect(frame.getByRole("heading", { name: "Buchungslink nicht gefunden" })).toBeVisible();
  await expectTheme(frame.locator("main"), "dark");
  await expect
    .poll(() => events(page))
    .toEqual([
      { type: "ready", detail: {} },
      { type: "link-failed", detail: { code: "NOT_FOUND" } },
    ]);
  await page.locator("#inline").scrollIntoViewIfNeeded();
  await page.locator("#inline").screenshot(shot(testInfo, "unknown-link-375-dark"));
  await context.close();
});

test("a disabled link emits link-failed UNAVAILABLE", async ({ page }) => {
  await page.goto(`${COMPANY}/lab.html?mode=inline&link=bl_e2e_disabled`);
  await expect
    .poll(() => events(page))
    .toEqual([
      { type: "ready", detail: {} },
      { type: "link-failed", detail: { code: "UNAVAILABLE" } },
    ]);
});

test("a dark embed shows a dark placeholder of the frame's size until the frame is ready", async ({ page }) => {
  // The frame's page is held back, so the placeholder can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/embed\/bl_/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${COMPANY}/lab.html?mode=inline&theme=dark`, { waitUntil: "domcontentloaded" });
  const box = page.locator("#inline > div");
  await expect(box).toHaveAttribute("aria-busy", "true");
  await expectTheme(box, "dark");
  await expect(page.locator("#inline iframe")).toHaveCSS("opacity", "0");
  expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(600);
  release();
  await expect.poll(() => eventTypes(page)).toContain("ready");
  await expect(box).not.toHaveAttribute("aria-busy");
  await expect(page.locator("#inline iframe")).toHaveCSS("opacity", "1");
});

test("update() changes the theme and brand colour without reloading the frame", async ({ page }) => {
  await page.goto(`${COMPANY}/lab.html?mode=inline&theme=light`);
  const frame = page.frameLocator("#inline iframe");
  await expect.poll(() => eventTypes(page)).toContain("slots-loaded");
  await expectTheme(frame.locator("main"), "light");
  const origin = await frame.locator("html").evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
    return performance.timeOrigin;
  });

  await page.evaluate(() =>
    (window as unknown as { embed: { update(o: object): void } }).embed.update({ theme: "dark", brandColor: "#1d4ed8" }),
  );
  await expectTheme(frame.locator("main"), "dark");
  await expect(frame.locator("main")).toHaveAttribute("style", /--brand:\s*#1d4ed8/);
  const after = await frame.locator("html").evaluate(() => [performance.timeOrigin, (window as unknown as { marker?: number }).marker]);
  expect(after).toEqual([origin, 42]);
  expect((await eventTypes(page)).filter((type) => type === "ready")).toHaveLength(1);
});

test("update() on an open popup repaints its close button too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDialog(page, "popup", "light");
  await page.evaluate(() => (window as unknown as { embed: { update(o: object): void } }).embed.update({ theme: "dark" }));
  await expectTheme(dialogFrame(page).locator("main"), "dark");
  await expectTheme(closeButton(page), "dark");
});

test("the floating button takes the link's colour and language unless the site sets them", async ({ browser }) => {
  // bl_e2e_german: German, blue-branded (e2e/fixtures/e2e-seed.json).
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${COMPANY}/lab.html?mode=floating&link=bl_e2e_german`);
  const button = page.getByRole("button", { name: "Termin buchen" });
  await expect(button).toBeVisible();
  const color = await page.request.get(`${APP}/api/booking-links/bl_e2e_german`).then(async (r) => (await r.json()).branding.brandColor);
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
  await expect(button).toHaveCSS("background-color", rgb(color));
  await button.click();
  await expect(dialog(page).getByRole("button", { name: "Schließen" })).toBeVisible();

  await page.goto(`${COMPANY}/lab.html?mode=floating&link=bl_e2e_german&text=Talk%20to%20us`);
  await expect(page.getByRole("button", { name: "Talk to us" })).toBeVisible();
  await context.close();
});

test("preload() warms the popup: it opens on the frame already loaded", async ({ page }) => {
  await page.goto(`${COMPANY}/lab.html?mode=popup&preload=1`);
  // The warmed frame is there before any click, hidden, and ready.
  await expect(page.locator('[role="dialog"] iframe')).toHaveCount(1);
  await expect(page.locator('[role="dialog"] [aria-busy]')).toHaveCount(0);
  await expect(dialog(page)).toBeHidden();
  expect(await events(page)).toEqual([]);
  const origin = await dialogFrame(page)
    .locator("html")
    .evaluate(() => performance.timeOrigin);
  await page.locator("#open").click();
  await expect(dialog(page)).toBeVisible();
  await expect(dayLinks(dialogFrame(page)).first()).toBeVisible();
  expect(
    await dialogFrame(page)
      .locator("html")
      .evaluate(() => performance.timeOrigin),
  ).toBe(origin);
  await expect.poll(() => eventTypes(page)).toContain("slots-loaded");
  expect((await eventTypes(page)).slice(0, 2)).toEqual(["ready", "slots-loaded"]);
});
