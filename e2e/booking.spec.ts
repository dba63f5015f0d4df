import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { E2E_API_KEY } from "../playwright.config";
import { BookingPage, dayLinks, slotLinks } from "./booking-page";
import { expectNoSeriousA11yViolations } from "./page-checks";

const visitor = (tag: string) => ({ name: `Vera ${tag}`, email: `vera.${tag}@example.test` });

test("books a single-host link and shows the confirmation message", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_single");
  await expect(page.getByRole("heading", { name: "Single host call" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await booking.pickFirstSlot();
  await expectNoSeriousA11yViolations(page);
  await booking.fillDetails(visitor("single"));
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await expect(page.getByText("See you soon!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download (.ics)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Google Calendar" })).toHaveAttribute("href", /calendar\.google\.com/);
  await expectNoSeriousA11yViolations(page);
});

test("a confirmation page and its .ics show only bookings the service knows, read back by their manage token", async ({
  page,
  request,
}) => {
  await new BookingPage(page).bookFirstSlot("bl_e2e_single", visitor("signed"));
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  const confirmation = new URL(page.url());
  expect([...confirmation.searchParams.keys()].sort()).toEqual(["hours", "token", "tz"]);
  const ics = await request.get((await page.getByRole("link", { name: "Download (.ics)" }).getAttribute("href"))!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain("BEGIN:VEVENT");

  // A token the service did not sign is no confirmation at all, and has no .ics.
  const forged = new URL(confirmation);
  const token = forged.searchParams.get("token")!;
  forged.searchParams.set("token", `${token.slice(0, -4)}AAAA`);
  await page.goto(forged.pathname + forged.search);
  await expect(page.getByRole("heading", { name: "You are booked" })).toHaveCount(0);
  await expect(page.getByText("This confirmation cannot be shown")).toBeVisible();
  expect((await request.get(`/booking/${forged.searchParams.get("token")}/ics`)).status()).toBe(404);

  // A redirect written into the URL is ignored: in an embed the next step comes from the link, which has none.
  await page.goto(`/embed/bl_e2e_single/booked${confirmation.search}&redirect=${encodeURIComponent("https://evil.example/")}`);
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await expect(page.locator('a[href^="https://evil.example"]')).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor can still pick a duration, a day and a time, and book", async ({ page }) => {
    const booking = new BookingPage(page);
    await booking.open("bl_e2e_durations");
    await page.getByRole("link", { name: "1 h" }).click();
    await expect(page).toHaveURL(/duration=bl_e2e_durations_60/);
    const month = () => new URL(page.url()).searchParams.get("month");
    const first = month();
    expect(first).toMatch(/^\d{4}-\d\d$/);
    await page.getByRole("link", { name: "Next month" }).click();
    await expect.poll(month).not.toBe(first);
    await page.getByRole("link", { name: "Previous month" }).click();
    await expect.poll(month).toBe(first);
    // Forward again to book: in its last hours this month may hold no time at all.
    await page.getByRole("link", { name: "Next month" }).click();
    await booking.pickFirstSlot();
    await booking.fillDetails(visitor("nojs"));
    await booking.submit();
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  });

  test("a required field left empty comes back with the error and the typed values", async ({ page }) => {
    const booking = new BookingPage(page);
    await booking.open("bl_e2e_fields");
    await booking.pickFirstSlot();
    await booking.fillDetails(visitor("nojs-fields"));
    await booking.submit();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Vera nojs-fields");
  });
});

test("books a collective link", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_collective");
  await booking.pickFirstSlot();
  await booking.fillDetails(visitor("collective"));
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
});

test("offers each duration's own slots", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_durations");
  await expect(page.getByRole("link", { name: "30 min" })).toHaveAttribute("aria-current", "true");
  // A whole working day, next month's first: today's may be over, and this month's days with it.
  await page.getByRole("link", { name: "Next month" }).click();
  await expect(page.getByRole("link", { name: "Previous month" })).toBeVisible();
  await dayLinks(page).first().click();
  const halfHours = await booking.slotTimes();
  await page.getByRole("link", { name: "15 min" }).click();
  await expect(page).toHaveURL(/duration=bl_e2e_durations_15/);
  await expect.poll(async () => (await booking.slotTimes()).length).toBeGreaterThan(halfHours.length);
  await booking.pickFirstSlot();
  await expect(page.getByRole("region", { name: "Your details" }).getByText(/ · 15 min · /)).toBeVisible();
  await booking.fillDetails(visitor("durations"));
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
});

test("invites guests up to the limit and no more", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_guests");
  await booking.pickFirstSlot();
  await booking.fillDetails(visitor("guests"));
  const add = page.getByRole("button", { name: "Add a guest" });
  for (const n of [1, 2]) {
    await add.click();
    await page.getByLabel(`Guest ${n} name`).fill(`Guest ${n}`);
    await page.getByLabel(`Guest ${n} email`).fill(`guest${n}@example.test`);
  }
  // At the limit the button goes: a third guest cannot be added.
  await expect(add).toHaveCount(0);
  await expect(page.getByText("You can invite up to 2 guests.")).toBeVisible();
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
});

test("a required custom field left empty stops the booking", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_fields");
  await booking.pickFirstSlot();
  await booking.fillDetails(visitor("fields"));
  await booking.submit();
  await expect(page.getByText("This field is required.")).toBeVisible();
  await expect(page.getByLabel("Company")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/book\/bl_e2e_fields/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Company").fill("Acme");
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
});

test("the redirect link lands on its URL with the booking id", async ({ page }) => {
  // The redirect target is another company's site; it is answered here.
  await page.route("https://example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Thanks</title><h1>Thanks page</h1>" }),
  );
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_redirect");
  await booking.pickFirstSlot();
  await booking.fillDetails(visitor("redirect"));
  await booking.submit();
  await expect(page).toHaveURL(/^https:\/\/example\.com\/thanks\?booking_id=bk_[^&]+&start=/);
});

test("a link requiring approval says the request awaits the host", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_approval");
  await expect(page.getByRole("button", { name: "Request booking" })).toHaveCount(0);
  await booking.pickFirstSlot();
  await booking.fillDetails(visitor("approval"));
  await booking.submit();
  await expect(page.getByRole("heading", { name: "Request sent" })).toBeVisible();
  await expect(page.getByText("waiting for the host's approval")).toBeVisible();
});

test("a slot booked by someone else meanwhile is refused, the slots refresh and the typed details stay", async ({ page, request }) => {
  // Without a hold on the time (the link's limit of holds reached, say): with one, nobody else could book it.
  await page.route("**/reservations", (route) => route.fulfill({ status: 400, json: { status: 400, code: "TOO_MANY_RESERVATIONS" } }));
  const booking = new BookingPage(page);
  // A day of many times: had the visitor picked today's last, the refreshed page would rightly move on to the next day.
  await booking.pickFirstSlotDaysAhead("bl_e2e_single", 4);
  const slot = new URL(page.url()).searchParams.get("slot")!;
  await booking.fillDetails(visitor("race"));
  const other = await request.post("/v1/bookings/create", {
    headers: { "x-api-key": E2E_API_KEY },
    data: {
      bookingLinkId: "bl_e2e_single",
      startDateTime: slot,
      timezone: "UTC",
      attendees: [{ name: "Someone", email: "someone@example.test", isGuest: false }],
    },
  });
  expect(other.status()).toBe(201);
  await booking.submit();
  await expect(page.getByTestId("slot-lost")).toContainText("Someone just booked this time");
  await expect(slotLinks(page).first()).toBeVisible();
  const offered = () =>
    slotLinks(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot")));
  await expect.poll(offered).not.toContain(slot);
  await slotLinks(page).first().click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Vera race");
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
});

test("switching the time zone changes the times shown", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.openDaysAhead("bl_e2e_single", 4, "tz=Europe/Berlin&hours=24");
  await expect(slotLinks(page).first()).toBeVisible();
  // The host is free around the clock in UTC on a 30-minute grid: Berlin sees :00 and :30.
  expect((await booking.slotTimes()).every((time) => /:(00|30)$/.test(time))).toBe(true);
  await page.getByLabel("Time zone").fill("Asia/Kathmandu");
  await expect(page).toHaveURL(/tz=Asia%2FKathmandu/);
  // Kathmandu is UTC+05:45: the same slots read :15 and :45.
  await expect.poll(async () => (await booking.slotTimes()).every((time) => /:(15|45)$/.test(time))).toBe(true);
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kathmandu");
});

test("times show in the visitor's own zone on arrival, and the next visit is rendered in it", async ({ browser }) => {
  // The host keeps UTC; this visitor's browser is in Kathmandu (UTC+05:45).
  const context = await browser.newContext({ timezoneId: "Asia/Kathmandu" });
  const page = await context.newPage();
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_single", "?hours=24");
  await expect(page).toHaveURL(/tz=Asia%2FKathmandu/);
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kathmandu");
  await expect.poll(async () => (await booking.slotTimes()).every((time) => /:(15|45)$/.test(time))).toBe(true);
  // The zone is remembered: the server's own HTML of the next visit already uses it.
  const html = await (await page.request.get("/book/bl_e2e_single?hours=24")).text();
  expect(html).toMatch(/value="Asia\/Kathmandu"/);
  await context.close();
});

test("a German link renders in German", async ({ page }) => {
  await page.goto("/book/bl_e2e_german");
  await expect(page.getByRole("main")).toHaveAttribute("lang", "de");
  await expect(page.getByText("Zeitzone")).toBeVisible();
  await expect(page.getByRole("link", { name: "Nächster Monat" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("unknown, disabled and private links", async ({ page }) => {
  const unknown = await page.goto("/book/bl_does_not_exist");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Booking link not found" })).toBeVisible();
  await page.goto("/book/bl_e2e_disabled");
  await expect(page.getByRole("heading", { name: "This booking link is not available" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto("/book/bl_e2e_private");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(dayLinks(page).first()).toBeVisible();
});

test("script payloads in a link and in a visitor's name never run", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_xss");
  await expect(page.getByRole("heading", { name: /Hostile title/ })).toBeVisible();
  await expect(page.getByText("styled")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await booking.pickFirstSlot();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await booking.fillDetails({ name: '<img src=x onerror="window.__xss=1">', email: "xss@example.test" });
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await expect(page.getByText("Thanks")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("the API key appears nowhere in pages, responses or the built client files", async ({ page }) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    bodies.push(await response.text().catch(() => ""));
  });
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_single");
  await page.getByRole("link", { name: "Next month" }).click();
  await page.getByRole("link", { name: "Previous month" }).click();
  await booking.pickFirstSlot();
  await booking.fillDetails(visitor("key"));
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  bodies.push(await page.content());
  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) expect(body).not.toContain(E2E_API_KEY);

  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(path.join(process.cwd(), ".next", "static"));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    expect(text, file).not.toContain(E2E_API_KEY);
    expect(text, file).not.toContain(DEMO_API_KEY);
  }
});

test("prefills from the URL like Calendly and Cal.com", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_fields", "?name=Pat%20Prefill&email=pat%40example.test&company=Initech&notes=Two%20lines");
  await booking.pickFirstSlot();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Pat Prefill");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("pat@example.test");
  await expect(page.getByLabel("Company")).toHaveValue("Initech");
  await expect(page.getByLabel(/Notes/)).toHaveValue("Two lines");
});

test("prefills fields named like Object's own methods (toString, valueOf) instead of failing", async ({ page }) => {
  const booking = new BookingPage(page);
  const response = await page.goto("/book/bl_e2e_prototype_fields?toString=Platform&valueOf=5k");
  expect(response?.status()).toBe(200);
  await booking.pickFirstSlot();
  await expect(page.getByLabel(/Team/)).toHaveValue("Platform");
  await expect(page.getByLabel(/Budget/)).toHaveValue("5k");
});
