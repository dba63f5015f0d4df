// The dashboard as an organizer uses it, in their words: signing in from the e-mailed link, and its sections.
import { expect, type Page } from "@playwright/test";
import { pathFromEmail } from "./mail";

const SIGN_IN_PATH = /https?:\/\/[^/\s]+(\/dashboard\/sign-in\/[A-Za-z0-9_-]{43})/;

/** Opens `path` signed out, asks for a link for `email`, follows the e-mailed link and signs in; ends on `path`. */
export async function signInFromEmail(page: Page, email: string, path = "/dashboard") {
  const asked = Date.now() - 1_000;
  await page.goto(path);
  await expect(page).toHaveURL(/\/dashboard\/sign-in\?/);
  await page.getByLabel("Your work e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("sign-in link is on its way");
  await page.goto(await pathFromEmail(email, SIGN_IN_PATH, asked));
  await page.getByRole("button", { name: "Sign in" }).click();
  await dashboardReady(page);
}

/** Waits until the dashboard's scripts run the page: text typed before then would be lost. */
export async function dashboardReady(page: Page) {
  await expect(page.locator("main[data-ready]")).toBeAttached();
}

/** Opens a section from the navigation, ready to use. */
export async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name, exact: true }).click();
  await dashboardReady(page);
}

/** A far date (20 months ahead, on the `day`th) no other test books, as YYYY-MM-DD, and its month. */
export function farDate(day: number): { date: string; month: string } {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 20, 1)).toISOString().slice(0, 7);
  return { date: `${month}-${String(day).padStart(2, "0")}`, month };
}
