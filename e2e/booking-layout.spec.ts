// The booking page's layout at every width, its phone time list, focus in
// both schemes, the form step's first paint, and every page and state on-brand
// and consistent with the others. Each
// visible state is photographed at five widths in both schemes (attached to
// the report, not kept) and checked with axe in both.
import { expect, type Page, test } from "@playwright/test";
import { dayLinks, monthAhead, slotLinks } from "./booking-page";
import { photograph } from "./page-checks";

const WIDTHS = [375, 768, 820, 1024, 1440];
const SCHEMES = ["light", "dark"] as const;
/** The slot route the page fetches months from (the first month comes with the HTML). */
const SLOTS_ROUTE = /\/api\/booking-links\/[^/]+\/slots\?/;

/**
 * What is wrong with the calendar's layout at this width: the page scrolling
 * sideways, day targets under 44 px or overlapping, days outside their
 * weekday's column, control labels wrapped onto two lines.
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`page ${root.scrollWidth} px wide in ${root.clientWidth}`);
  const headers = [...document.querySelectorAll("table thead th")].map((th) => th.getBoundingClientRect());
  const days = [...document.querySelectorAll<HTMLElement>("table td > .day-cell")];
  const boxes = days.map((day) => ({ day, box: day.getBoundingClientRect() }));
  for (const { day, box } of boxes) {
    const label = day.textContent;
    if (box.width < 43.5 || box.height < 43.5) problems.push(`day ${label} is ${box.width}×${box.height}`);
    const column = headers[(day.parentElement as HTMLTableCellElement).cellIndex]!;
    const centre = box.left + box.width / 2;
    if (centre < column.left || centre > column.right) problems.push(`day ${label} outside its weekday's column`);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const vertical = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (overlap > 0.5 && vertical > 0.5) problems.push(`days ${a.day.textContent} and ${b.day.textContent} overlap`);
    }
  }
  for (const control of document.querySelectorAll<HTMLElement>("#month-title, .chip, .slot-button, .nav-button, .secondary-button")) {
    const range = document.createRange();
    range.selectNodeContents(control);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) problems.push(`"${control.textContent}" wraps onto ${lines.size} lines`);
  }
  return problems;
}

test.describe("defect 1: the calendar lays out cleanly from 320 to 1920 px", () => {
  for (const path of ["/book/bl_e2e_durations", "/embed/bl_e2e_durations"]) {
    test(path, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(dayLinks(page).first()).toBeVisible();
      for (const width of [320, 360, 375, 600, 768, 820, 890, 950, 1024, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(layoutProblems), `at ${width} px`).toEqual([]);
      }
      await photograph(page, testInfo, path.split("/")[1]!, { widths: WIDTHS });
    });
  }
});

test.describe("defect 4: on a phone the day's times flow in the page", () => {
  test.use({ viewport: { width: 375, height: 667 }, timezoneId: "Asia/Kolkata", hasTouch: true, isMobile: true });

  test("every time of a busy day is in the page, and tapping a day brings its times into view", async ({ page }, testInfo) => {
    // The 15-minute duration: a day of 9:00 to 17:00 holds 32 times.
    // Next month: this one may have one working day left, or none.
    await page.goto(`/book/bl_e2e_durations?duration=bl_e2e_durations_15&tz=Asia/Kolkata&month=${monthAhead()}`);
    await expect(dayLinks(page).first()).toBeVisible();
    // The busiest day other than the one open.
    const counts = await dayLinks(page).evaluateAll((links) =>
      links.map((a) => ({
        date: a.dataset.date!,
        count: Number(/(\d+)/.exec(a.getAttribute("aria-label")!.split(", ").at(-1)!)?.[1] ?? 0),
      })),
    );
    const open = await page.locator('table [aria-current="true"]').getAttribute("data-date");
    const busiest = counts.filter((d) => d.date !== open).sort((a, b) => b.count - a.count)[0]!;
    // The visitor has scrolled just far enough to see the whole calendar, at the bottom of the screen.
    await page.locator("table").evaluate((table) => table.scrollIntoView({ block: "end" }));
    await page.locator(`table [data-date="${busiest.date}"]`).tap();
    await expect(slotLinks(page).first()).toBeInViewport({ ratio: 1 });
    await expect(slotLinks(page)).toHaveCount(busiest.count);
    // No box of its own that scrolls: the last time is reached by scrolling the page.
    const clippedBy = await slotLinks(page)
      .last()
      .evaluate((link) => {
        for (let box = link.parentElement; box && box !== document.body; box = box.parentElement) {
          const { overflowY } = getComputedStyle(box);
          if ((overflowY === "auto" || overflowY === "scroll" || overflowY === "hidden") && box.scrollHeight > box.clientHeight + 1)
            return box.tagName;
        }
        return null;
      });
    expect(clippedBy).toBeNull();
    await photograph(page, testInfo, "phone-times", { widths: WIDTHS });
  });
});

/** The focused element's outline: its style, width, and contrast against the background behind it. */
function focusRing(): { element: string; style: string; width: number; contrast: number } {
  const element = document.activeElement as HTMLElement;
  // Any CSS colour (Tailwind's are oklch) as sRGB and alpha, by painting it.
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const rgba = (color: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data];
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  let background = rgba(getComputedStyle(document.documentElement).colorScheme.includes("dark") ? "Canvas" : "white");
  for (let box = element.parentElement; box; box = box.parentElement) {
    const color = rgba(getComputedStyle(box).backgroundColor);
    if (color[3]! > 128) {
      background = color;
      break;
    }
  }
  const style = getComputedStyle(element);
  const [lighter, darker] = [luminance(rgba(style.outlineColor)), luminance(background)].sort((a, b) => b - a);
  return {
    element: `${element.tagName} ${element.textContent?.trim().slice(0, 20) || element.getAttribute("aria-label") || element.getAttribute("name")}`,
    style: style.outlineStyle,
    width: Number.parseFloat(style.outlineWidth),
    contrast: (lighter! + 0.05) / (darker! + 0.05),
  };
}

/** Tabs through the page's controls, each one's focus ring checked; returns how many it reached. */
async function expectVisibleFocusOnEveryControl(page: Page): Promise<number> {
  await page.locator("body").focus();
  const seen = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
    if (!inMain) break;
    const ring = await page.evaluate(focusRing);
    if (seen.has(ring.element)) break;
    seen.add(ring.element);
    expect.soft(ring.style, ring.element).not.toBe("none");
    expect.soft(ring.width, ring.element).toBeGreaterThanOrEqual(2);
    expect.soft(ring.contrast, ring.element).toBeGreaterThanOrEqual(3);
  }
  return seen.size;
}

test.describe("defect 5: keyboard focus is visible in both schemes", () => {
  for (const colorScheme of SCHEMES) {
    test(`${colorScheme}: every control's focus ring, and the declared color-scheme`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/book/bl_e2e_durations?tz=Europe/Berlin");
      await expect(dayLinks(page).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const declared = await page.evaluate(() => [
        getComputedStyle(document.documentElement).colorScheme,
        getComputedStyle(document.querySelector("main")!).colorScheme,
      ]);
      expect(declared).toEqual(["light dark", "light dark"]);
      // Durations, months, days, times, the zone field and the hour cycle.
      expect(await expectVisibleFocusOnEveryControl(page)).toBeGreaterThan(10);
      const path = testInfo.outputPath(`focus-${colorScheme}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`focus ${colorScheme}`, { path, contentType: "image/png" });

      await slotLinks(page).first().click();
      await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
      // "Change time", the fields and the button.
      expect(await expectVisibleFocusOnEveryControl(page)).toBeGreaterThanOrEqual(4);
    });
  }
});

test.describe("defect 10: a tapped time answers at once while the form's code loads", () => {
  test("the chosen time and a placeholder show before the form arrives", async ({ page }, testInfo) => {
    await page.goto("/book/bl_e2e_durations");
    await expect(slotLinks(page).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // A slow phone network: every script fetched from now on takes 1.5 s.
    await page.route("**/_next/static/chunks/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const label = (await slotLinks(page).first().getAttribute("aria-label"))!;
    await slotLinks(page).first().click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible({ timeout: 500 });
    await expect(page.getByText(label)).toBeVisible({ timeout: 500 });
    await expect(page.getByTestId("form-placeholder")).toBeVisible({ timeout: 500 });
    await photograph(page, testInfo, "form-placeholder", { widths: WIDTHS });
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("form-placeholder")).toHaveCount(0);
  });
});

test.describe("defect 11: no off-brand or contradictory state", () => {
  test("an unknown link, an unknown embed and a forged confirmation are the booking page's card, dark in dark mode", async ({
    page,
  }, testInfo) => {
    for (const [path, text] of [
      ["/book/bl_no_such_link", "Booking link not found"],
      ["/embed/bl_no_such_link", "Booking link not found"],
      ["/book/bl_e2e_single/booked?token=forged", "This confirmation cannot be shown"],
    ] as const) {
      // Each time: photograph() leaves the page light.
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path);
      await expect(page.getByRole("heading", { name: text })).toBeVisible();
      const background = await page.locator("main").evaluate((main) => getComputedStyle(main).backgroundColor);
      expect(background, path).not.toMatch(/^rgba?\((0, 0, 0, 0|255, 255, 255)/);
      await photograph(page, testInfo, path.split("/")[1] === "embed" ? "unknown-embed" : path.includes("booked") ? "forged" : "unknown", {
        widths: WIDTHS,
      });
    }
  });

  test("a month without times says so once, and offers the way on", async ({ page }, testInfo) => {
    // Every month fetched (the next one, ahead or on "›") has no times.
    await page.route(SLOTS_ROUTE, (route) => route.fulfill({ json: { days: {} } }));
    // The zone in the address, so the first month is the server's and not fetched again in the browser's zone.
    await page.goto("/book/bl_e2e_durations?tz=Europe/Berlin");
    await expect(dayLinks(page).first()).toBeVisible();
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page.getByText("No times are available this month.")).toBeVisible();
    await expect(page.getByText("Pick a day to see its times.")).toHaveCount(0);
    await photograph(page, testInfo, "empty-month", { widths: WIDTHS });
  });

  test("› stops at the link's horizon, and a month outside it is moved into it, in the address too", async ({ page }) => {
    // bl_e2e_horizon can be booked up to 8 weeks ahead: at most three months.
    // The zone in the address: no switch to the browser's zone rewrites the address meanwhile.
    await page.goto("/book/bl_e2e_horizon?tz=Europe/Berlin&month=2020-01");
    await expect(page).not.toHaveURL(/month=2020-01/);
    const shown: (string | null)[] = [await page.locator("#month-title").textContent()];
    for (let i = 0; i < 4 && (await page.getByRole("link", { name: "Next month" }).count()) > 0; i++) {
      await page.getByRole("link", { name: "Next month" }).click();
      await expect(page.locator("#month-title")).not.toHaveText(shown.at(-1)!);
      shown.push(await page.locator("#month-title").textContent());
    }
    expect(shown.length).toBeLessThanOrEqual(3);
    await expect(page.getByRole("link", { name: "Next month" })).toHaveCount(0);
    await page.goto("/book/bl_e2e_horizon?tz=Europe/Berlin&month=2031-01");
    await expect(page.locator("#month-title")).toHaveText(shown.at(-1)!);
    await expect(page).not.toHaveURL(/month=2031-01/);
  });

  test("times that could not be loaded say so, stop pulsing and can be asked for again", async ({ page }, testInfo) => {
    await page.route(SLOTS_ROUTE, (route) => route.fulfill({ status: 503, json: { title: "unavailable" } }));
    // The zone in the address, so the first month is the server's and not fetched again in the browser's zone.
    await page.goto("/book/bl_e2e_durations?tz=Europe/Berlin");
    await expect(dayLinks(page).first()).toBeVisible();
    await page.getByRole("link", { name: "Next month" }).click();
    const failure = page.locator("main").getByRole("alert");
    await expect(failure).toHaveText("The times could not be loaded.");
    await expect(page.locator(".skeleton")).toHaveCount(0);
    await photograph(page, testInfo, "slots-failed", { widths: WIDTHS });
    await page.unroute(SLOTS_ROUTE);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(dayLinks(page).first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test("a disabled link says what it was and whose", async ({ page }, testInfo) => {
    await page.goto("/book/bl_e2e_disabled");
    await expect(page.getByRole("heading", { name: "This booking link is not available" })).toBeVisible();
    await expect(page.locator("main").getByText("Paused call")).toBeVisible();
    await expect(page.locator("main").getByText("with Ana Host")).toBeVisible();
    await photograph(page, testInfo, "disabled", { widths: WIDTHS });
  });
});
