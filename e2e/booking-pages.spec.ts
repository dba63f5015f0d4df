// A booking page at /<username> lists its owner's public links in
// their order (position), branded as the page is, server-rendered and usable
// without JavaScript; an unknown username is a 404 notice; the demo's root
// lists its booking pages. e2e-showcase (e2e/fixtures/e2e-seed.json) holds
// links placed 2, 0, 1 and a private, a disabled and a deleted one.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothSchemes, photograph } from "./page-checks";
import { LIMITED_PORT } from "./ports";
import { ProfilePage } from "./profile-page";

const SHOTS = { widths: [375, 820, 1280] };

test.describe("a booking page", () => {
  test("lists the public links in the page's order, and no private, disabled or deleted one", async ({ page }) => {
    const profile = new ProfilePage(page);
    const res = await profile.open("e2e-showcase");
    expect(res?.status()).toBe(200);
    expect(res?.headers().vary).toMatch(/accept/i);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ana Host");
    await expect(page.getByText("Ana's meetings, in the order she set.")).toBeVisible();
    expect(await profile.titles()).toEqual(["Quick chat", "Project kickoff", "Quarterly review"]);
    for (const hidden of ["Secret interview", "Paused office hours", "Retired workshop"])
      await expect(page.getByText(hidden)).toHaveCount(0);
    // Durations, and the description as sanitised text (its script neither runs nor shows).
    const chat = profile.link("Quick chat");
    await expect(chat).toContainText("15 min");
    await expect(chat).toContainText("30 min");
    await expect(chat).toContainText("A short call to get to know each other.");
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(chat).toHaveAttribute("href", "/book/bl_e2e_page_chat");
  });

  test("shows the page's branding: its colour, its cover, its language", async ({ page }) => {
    await new ProfilePage(page).open("e2e-showcase");
    const main = page.locator("main");
    await expect(main).toHaveCSS("--brand", "#7c3aed");
    await expect(page.locator('img[src="/demo/cover-northwind.svg"]')).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Ben's page is German: its words and <html lang> follow it, whatever the browser's language.
    await new ProfilePage(page).open("e2e-ben");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Buchbare Termine");
    await expect(page.locator("main")).toHaveCSS("--brand", "#0f766e");
  });

  test("answers 404 with the notice for an unknown username and one no page can have, 400 for an undecodable one", async ({ page }) => {
    for (const path of ["/nobody-here", "/E2E-NOBODY", "/x"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Booking page not found" })).toBeVisible();
    }
    expect((await page.request.get("/%E0%A4%A")).status()).toBe(400);
    // Another team's page (the demo's, loaded beside the e2e team) is not this app's team's.
    expect((await page.goto("/olivia"))?.status()).toBe(404);
  });

  test("is no more than a link away from a booking, with the keyboard", async ({ page }) => {
    await new ProfilePage(page).open("e2e-showcase");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /Quick chat/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/book\/bl_e2e_page_chat(\?|$)/);
    await expect(page.getByRole("heading", { name: "Quick chat" })).toBeVisible();
  });

  test("passes axe in both schemes, and is photographed", async ({ page }, testInfo) => {
    await new ProfilePage(page).open("e2e-showcase");
    await expectNoSeriousA11yViolationsInBothSchemes(page);
    await photograph(page, testInfo, "booking-page", SHOTS);
    await new ProfilePage(page).open("e2e-ben");
    await photograph(page, testInfo, "booking-page-no-cover", SHOTS);
    await page.goto("/nobody-here");
    await photograph(page, testInfo, "booking-page-404", { widths: [375] });
  });
});

test.describe("a booking page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the links and opens one, whose times are there", async ({ page }) => {
    const profile = new ProfilePage(page);
    await profile.open("e2e-showcase");
    expect(await profile.titles()).toEqual(["Quick chat", "Project kickoff", "Quarterly review"]);
    await profile.link("Project kickoff").click();
    await expect(page).toHaveURL(/\/book\/bl_e2e_page_kickoff$/);
    await expect(page.getByRole("heading", { name: "Project kickoff" })).toBeVisible();
    await expect(page.locator('a[href*="slot="]').first()).toBeVisible();
  });
});

test.describe("the demo's root", () => {
  // The second app of the suite runs on the demo data with the demo's key (playwright.config.ts).
  const DEMO = `http://127.0.0.1:${LIMITED_PORT}`;
  test.beforeEach(async ({ page }, testInfo) => {
    // Its per-visitor limits count by address: an address of this spec's own.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${60 + testInfo.retry}` });
  });

  test("lists the demo's booking pages, each a way into its links", async ({ page }, testInfo) => {
    await page.goto(`${DEMO}/`);
    const pages = page.getByTestId("booking-pages").getByRole("link");
    await expect(pages).toHaveCount(3);
    await expect(pages.nth(0)).toContainText("Arjun Mehta");
    await expect(pages.nth(1)).toContainText("Mia Schneider");
    await expect(pages.nth(2)).toContainText("Olivia Hart");
    await expect(page.getByText("Priya Nair")).toHaveCount(0);
    await expectNoSeriousA11yViolationsInBothSchemes(page);
    await photograph(page, testInfo, "demo-root", SHOTS);

    await pages.nth(2).click();
    await expect(page).toHaveURL(`${DEMO}/olivia`);
    const olivia = new ProfilePage(page, DEMO);
    expect(await olivia.titles()).toEqual(["Intro call", "Strategy session with Olivia and Mia"]);
    await photograph(page, testInfo, "demo-olivia", SHOTS);
    await olivia.open("mia");
    expect(await olivia.titles()).toEqual(["Design-Workshop"]);
  });
});
