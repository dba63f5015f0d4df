// The time-zone picker finds zones by city, country,
// common name and abbreviation, shows each one's offset and local time, sits
// before the times it changes, and works from the keyboard and without
// JavaScript. Screenshots (attached, not kept) at three widths in both schemes,
// axe in both.
import { expect, type Page, test } from "@playwright/test";
import { BookingPage, dayLinks, slotLinks } from "./booking-page";
import { photograph } from "./page-checks";

// The host is free around the clock in UTC: a day in another zone starts at another instant, so the open
// day's times are other slots (read as the UTC starts their links carry).
const LINK = "bl_e2e_single";
const zoneField = (page: Page) => page.getByRole("combobox", { name: "Time zone" });
const shownSlots = (page: Page) =>
  slotLinks(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot")));

async function openInBerlin(page: Page) {
  await new BookingPage(page).open(LINK, "?tz=Europe/Berlin&hours=24");
  await expect(slotLinks(page).first()).toBeVisible();
  return shownSlots(page);
}

const SEARCHES = [
  { typed: "New York", zone: "America/New_York", city: "New York City" },
  { typed: "london", zone: "Europe/London", city: "London" },
  { typed: "IST", zone: "Asia/Kolkata", city: "Mumbai" },
  { typed: "PST", zone: "America/Los_Angeles", city: "Los Angeles" },
];

for (const { typed, zone, city } of SEARCHES) {
  test(`typing "${typed}" finds ${zone}, with its offset and local time, and the times follow`, async ({ page }) => {
    const berlinTimes = await openInBerlin(page);
    const field = zoneField(page);
    await field.fill(typed);
    const first = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first();
    await expect(first).toContainText(city);
    // Each suggestion shows the zone's offset and its time now.
    await expect(first).toContainText(/GMT([+−]\d{1,2}(:\d\d)?)?/);
    await expect(first).toContainText(/\d{1,2}:\d\d/);
    // The best match is highlighted (the field's active descendant), ready for Enter.
    await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`tz=${encodeURIComponent(zone)}`));
    await expect(field).toHaveValue(zone);
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    await expect.poll(() => shownSlots(page)).not.toEqual(berlinTimes);
  });
}

test("the zone comes before the calendar and the times, in reading and tab order", async ({ page }) => {
  await openInBerlin(page);
  const field = await zoneField(page).elementHandle();
  const precedes = (other: Awaited<ReturnType<Page["$"]>>) =>
    page.evaluate(([a, b]) => Boolean(a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING), [field, other] as const);
  expect(await precedes(await page.getByRole("table").elementHandle())).toBe(true);
  expect(await precedes(await slotLinks(page).first().elementHandle())).toBe(true);
  // Keyboard only: Tab from the top reaches the zone before any day or time.
  await page.locator("body").focus();
  const reached: string[] = [];
  for (let i = 0; i < 40 && !reached.includes("combobox"); i++) {
    await page.keyboard.press("Tab");
    reached.push(
      await page.evaluate(
        () => document.activeElement?.getAttribute("role") ?? document.activeElement?.closest("table, [role=region]")?.tagName ?? "",
      ),
    );
  }
  expect(reached).toContain("combobox");
  expect(reached).not.toContain("TABLE");
});

test("keyboard only: arrows move through suggestions, Enter chooses, Escape closes then restores", async ({ page }, testInfo) => {
  await openInBerlin(page);
  const field = zoneField(page);
  await field.focus();
  await page.keyboard.type("new");
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  // While the list is open, react-aria hides the rest of the page from assistive technology (aria-hidden), links
  // included; none can take focus meanwhile, as leaving the field closes the list.
  await photograph(page, testInfo, "zone-suggestions", { axeRulesOff: ["aria-hidden-focus"] });
  await field.focus();
  await page.keyboard.press("ArrowDown");
  const active = await field.getAttribute("aria-activedescendant");
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveRole("option");
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(field).toHaveValue("Europe/Berlin");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("new");
  await expect(listbox).toBeVisible();
  // Typing highlights the best match; ArrowDown moves to the next one, which Enter chooses.
  const second = await listbox.getByRole("option").nth(1).getAttribute("data-zone");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(`[id="${await field.getAttribute("aria-activedescendant")}"]`)).toHaveAttribute("data-zone", second!);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`tz=${encodeURIComponent(second!)}`));
  // Focus stays in the field after the times change.
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(second!);
});

test("nothing matching says so", async ({ page }) => {
  await openInBerlin(page);
  await zoneField(page).fill("Atlantis");
  await expect(page.getByRole("status").filter({ hasText: "No time zone matches" })).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(zoneField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/tz=Europe(%2F|\/)Berlin/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { typed, zone } of SEARCHES) {
    test(`"${typed}" and Apply show the times in ${zone}`, async ({ page }, testInfo) => {
      const berlinTimes = await openInBerlin(page);
      const field = page.getByLabel("Time zone");
      await field.fill(typed);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/tz=/);
      await expect(page.getByLabel("Time zone")).toHaveValue(zone);
      await expect(dayLinks(page).first()).toBeVisible();
      expect(await shownSlots(page)).not.toEqual(berlinTimes);
      if (typed === "New York") await photograph(page, testInfo, "no-js-new-york", { axe: false });
    });
  }

  test("words that match no zone say so, in the page's language, and the times stay in the zone shown", async ({ page }) => {
    const berlinTimes = await openInBerlin(page);
    await page.getByLabel("Time zone").fill("Atlantis <b>");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/tz=Atlantis/);
    await expect(page.getByRole("status").filter({ hasText: "No time zone matches “Atlantis <b>”" })).toBeVisible();
    // The words stay in the field to be corrected, marked as not understood.
    await expect(page.getByLabel("Time zone")).toHaveValue("Atlantis <b>");
    await expect(page.getByLabel("Time zone")).toHaveAttribute("aria-invalid", "true");
    expect(await shownSlots(page)).toEqual(berlinTimes);
  });

  // The German link is German for everyone; the other one speaks the visitor's browser language (languagePreference OFF).
  for (const { link, locale, message } of [
    { link: "bl_e2e_german", locale: "en-US", message: "Keine Zeitzone passt zu „Atlantis“" },
    { link: "bl_e2e_visitor_language", locale: "es-ES", message: "Ninguna zona horaria coincide con «Atlantis»" },
    { link: "bl_e2e_visitor_language", locale: "it-IT", message: "Nessun fuso orario corrisponde a «Atlantis»" },
    { link: "bl_e2e_visitor_language", locale: "ja-JP", message: "「Atlantis」に一致するタイムゾーンがありません" },
  ]) {
    test(`words that match no zone say so on a ${locale.slice(0, 2)} visitor's ${link} page`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto(`/book/${link}?tz=Atlantis`);
      await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
      await expect(page.getByRole("combobox")).toHaveValue("Atlantis");
      await context.close();
    });
  }
});
