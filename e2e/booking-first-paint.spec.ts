// A first visit from another zone than the organizer's,
// on a throttled phone profile (4× CPU, 150 ms latency). The page's DOM is
// sampled from its first node on (every mutation and every frame before it
// paints, in every document of the visit, the embed's too), and the samples
// must show no time in another zone than the visitor's, a zone label that
// matches the times under it, and no time list emptied or turned into a
// skeleton once it has shown times. In the embed, `slots-loaded` is sent once
// and the iframe's height changes at most once before the first interaction.
import type { Server } from "node:http";
import { expect, test } from "@playwright/test";
import { slotLinks } from "./booking-page";
import { serveSite } from "./company-site";
import { minutesIn, minutesOf, sampledVisitor, throttle, wrongViews } from "./first-paint-sampler";
import { APP_PORT, COMPANY_PORT } from "./ports";

// The host keeps UTC and is free around the clock; the visitor's browser is in Kolkata (UTC+05:30).
const LINK = "bl_e2e_single";
const VISITOR_ZONE = "Asia/Kolkata";
const APP = `http://127.0.0.1:${APP_PORT}`;
const COMPANY = `http://localhost:${COMPANY_PORT}`;

test.describe("a first visit from another zone than the organizer's", () => {
  test.use({ timezoneId: VISITOR_ZONE, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("shows times only in the visitor's zone, labelled, and never blanks them", async ({ page, context }) => {
    const samples = await sampledVisitor(context);
    await throttle(page);
    await page.goto("/");
    await page.goto(`/book/${LINK}`);
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue(VISITOR_ZONE);
    await expect(slotLinks(page).first()).toBeVisible();
    await page.waitForLoadState("networkidle");

    expect(samples.some((s) => s.times.length > 0)).toBe(true);
    expect(wrongViews(samples, VISITOR_ZONE)).toEqual([]);
    // The address says the zone shown, as after any change of zone; Back leaves the page, past no hidden entry.
    await expect(page).toHaveURL(/tz=Asia%2FKolkata/);
    await page.goBack();
    await expect(page).toHaveURL(`${APP}/`);
  });

  test("costs one more request, on the first visit only", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => void (request.isNavigationRequest() && documents.push(request.url())));
    await page.goto(`/book/${LINK}?hours=24`);
    await expect(slotLinks(page).first()).toBeVisible();
    expect(documents).toEqual([`${APP}/book/${LINK}?hours=24`, `${APP}/book/${LINK}?hours=24&tz=Asia%2FKolkata`]);
    // The next visit's HTML is rendered in the zone remembered (cookie tz): no second request.
    documents.length = 0;
    await page.goto(`/book/${LINK}?hours=24`);
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue(VISITOR_ZONE);
    expect(documents).toEqual([`${APP}/book/${LINK}?hours=24`]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the organizer's zone, labelled, with its times in the HTML", async ({ page }) => {
      await page.goto(`/book/${LINK}`);
      await expect(page.getByLabel("Time zone")).toHaveValue("UTC");
      const [text, start] = await slotLinks(page)
        .first()
        .evaluate((a) => [a.textContent ?? "", new URL((a as HTMLAnchorElement).href).searchParams.get("slot") ?? ""]);
      expect(minutesOf(text)).toBe(minutesIn("UTC", start));
    });
  });
});

test.describe("the embed, on a first visit from another zone", () => {
  test.use({ timezoneId: VISITOR_ZONE });

  const site = `<!doctype html><html lang="en"><head><title>Acme</title></head><body>
<div id="booking"></div>
<script>
  window.events = [];
  window.heights = [];
  new MutationObserver(() => {
    // The box embed.js sizes (the iframe fills it).
    const frame = document.querySelector("#booking iframe");
    const height = frame && frame.parentElement.style.height;
    if (height && height !== window.heights[window.heights.length - 1]) window.heights.push(height);
  }).observe(document.getElementById("booking"), { subtree: true, childList: true, attributes: true });
</script>
<script src="${APP}/embed.js"></script>
<script>SchedulingEmbed.inline({ link: "${LINK}", target: "#booking", onEvent: (e) => window.events.push(e) });</script>
</body></html>`;

  let server: Server;
  test.beforeAll(async () => {
    server = await serveSite(COMPANY_PORT, { "/": site });
  });
  test.afterAll(() => new Promise((resolve) => server.close(resolve)));

  test("sends slots-loaded once, sizes the frame once, and shows only the visitor's zone", async ({ page, context }) => {
    const samples = await sampledVisitor(context);
    await throttle(page);
    await page.goto(COMPANY);
    const frame = page.frameLocator("#booking iframe");
    await expect(frame.getByRole("combobox", { name: "Time zone" })).toHaveValue(VISITOR_ZONE);
    await expect(slotLinks(frame).first()).toBeVisible();
    // The times are in the frame's first HTML, so they show before its scripts run (later still on a throttled,
    // busy machine): wait for the event, then for the network to settle, before counting.
    const eventTypes = () => page.evaluate(() => (window as unknown as { events: { type: string }[] }).events.map((e) => e.type));
    await expect.poll(eventTypes).toContain("slots-loaded");
    await page.waitForLoadState("networkidle");

    const events = await eventTypes();
    expect(events.filter((type) => type === "slots-loaded")).toHaveLength(1);
    // From the script's first guess (640 px) to the content's height, and no other.
    const heights = await page.evaluate(() => (window as unknown as { heights: string[] }).heights);
    expect(heights.length, `heights ${heights.join(" → ")}`).toBeLessThanOrEqual(2);
    expect(samples.some((s) => s.times.length > 0)).toBe(true);
    expect(wrongViews(samples, VISITOR_ZONE)).toEqual([]);
  });
});
