// Attribution: a page of another origin opened from a campaign
// (?utm_source=…) embeds the booking with forwardQueryParams: true, and the
// booking the visitor makes carries those parameters, as the team reads it
// back through /v1. Without the option nothing is forwarded; the parameters
// are never shown to the visitor; a direct link with them works without
// JavaScript too.
import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { BookingPage, dayLinks, pickTimeNextMonth } from "./booking-page";
import { embedLabPage, serveDuringTests, shownFrame } from "./embed-lab";
import { APP_PORT, COMPANY_PORT } from "./ports";

const APP = `http://127.0.0.1:${APP_PORT}`;
// The only site allowed to frame the app (EMBED_ALLOWED_ORIGINS in playwright.config.ts).
const COMPANY = `http://localhost:${COMPANY_PORT}`;
// Values no page of the app would show of itself, so finding them as text means they leaked.
const CAMPAIGN = "utm_source=spring-news-q7&utm_medium=email&utm_campaign=launch-x9&utm_id=42&gclid=click-abc";
const FORWARDED = { source: "spring-news-q7", medium: "email", campaign: "launch-x9" };

serveDuringTests(COMPANY_PORT, { "/lab.html": embedLabPage(APP) });

type HostEvent = { type: string; detail: Record<string, unknown> };
const bookingId = async (page: Page) => {
  let id: unknown;
  await expect
    .poll(async () => {
      const events = await page.evaluate(() => (window as unknown as { events: HostEvent[] }).events);
      id = events.find((e) => e.type === "booking-succeeded")?.detail.bookingId;
      return typeof id;
    })
    .toBe("string");
  return id as string;
};

/** The booking as the team reads it through the service. */
async function readBooking(page: Page, id: string) {
  const res = await page.request.get(`${APP}/v1/bookings/${encodeURIComponent(id)}`, { headers: { "x-api-key": E2E_API_KEY } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: string; utm: Record<string, string> | null };
}

/** Each test books a later time than the one before (pickTimeNextMonth). */
async function bookInFrame(page: Page, iframe: string, who: string, index: number) {
  const frame = await shownFrame(page, iframe);
  await pickTimeNextMonth(frame, index);
  await frame.getByLabel("Name", { exact: true }).fill(`Utm ${who}`);
  await frame.getByLabel("Email", { exact: true }).fill(`utm-${who}@example.test`);
  await frame.getByRole("button", { name: "Confirm booking" }).click();
  await expect(frame.getByRole("heading", { name: "You are booked" })).toBeVisible();
}

/** What the visitor can read in the frame, at every step: never the campaign's values. */
async function expectNotShown(frame: FrameLocator) {
  for (const value of Object.values(FORWARDED)) await expect(frame.locator("body")).not.toContainText(value, { useInnerText: true });
}

test("an inline embed with forwardQueryParams books with the host page's utm_* parameters, never showing them", async ({ page }) => {
  await page.goto(`${COMPANY}/lab.html?mode=inline&forward=1&${CAMPAIGN}`);
  const src = new URL((await page.locator("#inline iframe").getAttribute("src")) ?? "");
  // Only the five campaign parameters travel; click ids and other parameters of the host page stay there.
  expect(Object.fromEntries([...src.searchParams].filter(([key]) => !["embedOrigin", "embedId"].includes(key)))).toEqual({
    utm_source: FORWARDED.source,
    utm_medium: FORWARDED.medium,
    utm_campaign: FORWARDED.campaign,
  });
  const frame = await shownFrame(page, "#inline iframe");
  await expect(dayLinks(frame).first()).toBeVisible();
  await expectNotShown(frame);
  await pickTimeNextMonth(frame, 0);
  await expectNotShown(frame);
  // The frame's own navigation (in place, with JavaScript) keeps them in its address.
  expect(
    page
      .frames()
      .find((f) => f.url().includes("/embed/"))
      ?.url(),
  ).toContain("utm_campaign=launch-x9");
  await frame.getByLabel("Name", { exact: true }).fill("Utm inline");
  await frame.getByLabel("Email", { exact: true }).fill("utm-inline@example.test");
  await frame.getByRole("button", { name: "Confirm booking" }).click();
  await expect(frame.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await expectNotShown(frame);

  expect((await readBooking(page, await bookingId(page))).utm).toEqual(FORWARDED);
});

test("without forwardQueryParams nothing of the host page's address reaches the booking", async ({ page }) => {
  await page.goto(`${COMPANY}/lab.html?mode=inline&${CAMPAIGN}`);
  expect(await page.locator("#inline iframe").getAttribute("src")).not.toContain("utm_");
  await bookInFrame(page, "#inline iframe", "unforwarded", 1);
  expect((await readBooking(page, await bookingId(page))).utm).toBeNull();
});

test("the popup and the floating button forward them too", async ({ page }) => {
  await page.goto(`${COMPANY}/lab.html?mode=popup&forward=1&${CAMPAIGN}`);
  await page.locator("#open").click();
  await bookInFrame(page, '[role="dialog"] iframe', "popup", 2);
  expect((await readBooking(page, await bookingId(page))).utm).toEqual(FORWARDED);

  await page.goto(`${COMPANY}/lab.html?mode=floating&forward=1&utm_source=floating-q7`);
  await page.getByRole("button", { name: "Book a meeting" }).click();
  expect(await page.locator('[role="dialog"] iframe').getAttribute("src")).toContain("utm_source=floating-q7");
});

test.describe("a direct link from a newsletter, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps the parameters through the page's links and form, and books with them", async ({ page }) => {
    const booking = new BookingPage(page);
    await booking.open("bl_e2e_single", `?${CAMPAIGN}`);
    await booking.pickFirstSlot();
    // The day's and the time's links kept them; the form carries them as hidden inputs.
    expect(new URL(page.url()).searchParams.get("utm_campaign")).toBe(FORWARDED.campaign);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Confirm booking" }) });
    await expect(form.locator('input[type="hidden"][name="utm_source"]')).toHaveValue(FORWARDED.source);
    await expect(form.locator('input[name="utm_id"], input[name="gclid"]')).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(FORWARDED.campaign, { useInnerText: true });
    await booking.fillDetails({ name: "Utm Direct", email: "utm-direct@example.test" });
    await booking.submit();
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();

    const res = await page.request.get(`${APP}/v1/bookings?attendeeEmail=utm-direct@example.test`, {
      headers: { "x-api-key": E2E_API_KEY },
    });
    const { data } = (await res.json()) as { data: { utm: unknown }[] };
    expect(data.map((b) => b.utm)).toEqual([FORWARDED]);
  });
});
