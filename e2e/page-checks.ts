// What the booking-page specs check of a page as visitors see it: axe's
// serious and critical findings, and screenshots at the widths visitors use
// in both colour schemes, attached to the report (not kept).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

const SCHEMES = ["light", "dark"] as const;

/** No serious or critical axe finding on the page as it is now, from every rule but `rulesOff`. */
export async function expectNoSeriousA11yViolations(page: Page, rulesOff: string[] = []) {
  const results = await new AxeBuilder({ page }).disableRules(rulesOff).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The same in the light and the dark scheme; the page is left light. */
export async function expectNoSeriousA11yViolationsInBothSchemes(page: Page) {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/**
 * The page at each width in each scheme, attached to the report, and axe in
 * each scheme unless `axe` is false (it needs the page's JavaScript), without
 * the rules in `axeRulesOff`. The viewport and the light scheme are restored
 * afterwards.
 */
export async function photograph(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { widths = [375, 768, 1440], axe = true, axeRulesOff = [] as string[] } = {},
) {
  const viewport = page.viewportSize();
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const path = testInfo.outputPath(`${name}-${width}-${colorScheme}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${name} ${width} px ${colorScheme}`, { path, contentType: "image/png" });
    }
    if (axe) await expectNoSeriousA11yViolations(page, axeRulesOff);
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (viewport) await page.setViewportSize(viewport);
}
