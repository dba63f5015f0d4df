// A team with more links than one page holds: Ana (OWNER) pages through them on the Links screen, by keyboard,
// and sees every live one once. The links are made through /v1 and deleted again when the test ends, so that the
// other specs' lists are as they were.
import { expect, type Page, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { signInFromEmail } from "./dashboard-page";
import { photograph } from "./page-checks";

test.describe.configure({ mode: "serial" });

const tag = Date.now().toString(36);
const MADE = 105;
const headers = { "x-api-key": E2E_API_KEY };
const made: string[] = [];
let ana: Page;

test.beforeAll(async ({ browser, request }) => {
  // Private, and placed after the team's own links: the booking pages show none of them.
  for (let i = 0; i < MADE; i++) {
    const res = await request.post("/v1/booking-links/create", {
      headers,
      data: {
        slug: `paged-${tag}-${i}`,
        title: `Paged ${tag} ${String(i).padStart(3, "0")}`,
        isPrivate: true,
        position: 1_000 + i,
        bookingDurations: [{ durationInMinutes: 30, isDefault: true }],
      },
    });
    expect(res.status()).toBe(201);
    made.push((await res.json()).id);
  }
  ana = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
});

test.afterAll(async ({ request }) => {
  for (const id of made) {
    const read = await request.get(`/v1/booking-links/${id}`, { headers });
    await request.post("/v1/booking-links/delete", { headers, data: { bookingLinkId: id, updatedAt: (await read.json()).updatedAt } });
  }
});

test("an OWNER pages through more links than a page holds, by keyboard, each live link once", async ({ request }) => {
  const testInfo = test.info();
  const live = await (await request.get("/v1/booking-links?deleted=false&pageSize=1", { headers })).json();
  const pages = Math.ceil(live.total / 100);
  expect(pages).toBeGreaterThanOrEqual(2);

  await signInFromEmail(ana, "ana@e2e.example", "/dashboard/links");
  const rows = ana.getByTestId("link-row");
  await expect(rows).toHaveCount(100);
  await expect(ana.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(rows.filter({ hasText: `Paged ${tag} 000` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Paged ${tag} ${MADE - 1}` })).toHaveCount(0);
  const seen = new Set(await rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-link-id"))));

  // Keyboard: from the last link's last control, Tab reaches Previous (off on the first page, still focusable),
  // then Next; Enter turns to the next page.
  const pager = ana.getByRole("navigation", { name: "Pages" });
  const next = pager.getByRole("button", { name: "Next" });
  await rows.last().getByRole("button", { name: "Delete" }).focus();
  await ana.keyboard.press("Tab");
  await expect(pager.getByRole("button", { name: "Previous" })).toBeFocused();
  await expect(pager.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
  await ana.keyboard.press("Enter");
  await expect(ana.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await ana.keyboard.press("Tab");
  await expect(next).toBeFocused();
  await ana.keyboard.press("Enter");
  // Next stays focused, off on the last page rather than disabled: the focus does not fall back to the page.
  await expect(next).toBeFocused();
  // The page shown stays, marked busy, until the next one is there.
  const list = ana.getByTestId("link-list");
  for (let page = 2; page <= pages; page++) {
    if (page > 2) await next.click();
    await expect(ana.getByText(`Page ${page} of ${pages}`)).toBeVisible();
    await expect(list).toHaveAttribute("aria-busy", "false");
    await expect(rows.first()).toBeVisible();
    for (const id of await rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-link-id")))) {
      expect(seen.has(id), `${id} shown on two pages`).toBe(false);
      seen.add(id);
    }
  }
  await expect(rows.filter({ hasText: `Paged ${tag} ${MADE - 1}` })).toHaveCount(1);
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await next.press("Enter");
  await expect(ana.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  expect(seen.size).toBe(live.total);
  for (const id of made) expect(seen.has(id), `${id} on no page`).toBe(true);
  await photograph(ana, testInfo, "links-last-page", { widths: [375, 768, 1024, 1440] });
});
