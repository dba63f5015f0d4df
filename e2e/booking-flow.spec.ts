// The booking flow's edges: Back after booking, a slot taken meanwhile
// without JavaScript, the confirmation, and the form's details.
import { expect, type Page, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { BookingPage, slotLinks } from "./booking-page";
import { expectNoSeriousA11yViolationsInBothSchemes, photograph } from "./page-checks";
import { createThroughApi } from "./service-bookings";

const visitor = (tag: string) => ({ name: `Flo ${tag}`, email: `flo.${tag}@example.test` });

/** Books `slot` of a link through the service, as someone else would meanwhile. */
async function bookMeanwhile(page: Page, linkId: string, slot: string, answers: { field: { id: string }; value: string }[] = []) {
  await createThroughApi(page, {
    bookingLinkId: linkId,
    startDateTime: slot,
    timezone: "UTC",
    attendees: [{ name: "Someone", email: `someone.${Date.now()}@example.test`, isGuest: false }],
    customFieldResponses: answers,
  });
}

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long" }).format(new Date(`${month}-15T12:00:00Z`));
const timeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** What the page shows is what its address says: the month, the zone, and the chosen time in that zone. */
async function expectViewOfUrl(page: Page) {
  const url = new URL(page.url());
  const tz = url.searchParams.get("tz")!;
  const slot = url.searchParams.get("slot");
  if (slot) {
    const details = page.getByRole("region", { name: "Your details" });
    await expect(details).toContainText(`at ${timeIn(slot, tz)}`);
    await expect(details).toContainText(tz.replace(/_/g, " "));
  } else {
    await expect(page.getByRole("heading", { name: monthTitle(url.searchParams.get("month")!) })).toBeVisible();
    await expect(page.getByLabel("Time zone")).toHaveValue(tz);
  }
}

/** The slot parameters of the open day's times. */
const offeredSlots = (page: Page) =>
  slotLinks(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot")));

test("3: Back after booking shows the times its address says, without the time just booked and without blaming anyone", async ({
  page,
}) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_single", "?hours=24");
  await expect(page).toHaveURL(/tz=Europe%2FBerlin/);
  await page.getByRole("link", { name: "Next month" }).click();
  await expect(page).toHaveURL(/month=/);
  await page.getByLabel("Time zone").fill("Asia/Kolkata");
  await expect(page).toHaveURL(/tz=Asia%2FKolkata/);
  await booking.pickFirstSlot();
  const slot = new URL(page.url()).searchParams.get("slot")!;
  await booking.fillDetails(visitor("back"));
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();

  // The form's entry gave way to the confirmation: Back is the day's times, in the month and zone of the address.
  await page.goBack();
  await expect(page).not.toHaveURL(/slot=/);
  await expect(page).toHaveURL(/month=.*tz=Asia%2FKolkata/);
  await expectViewOfUrl(page);
  await expect(slotLinks(page).first()).toBeVisible();
  expect(await offeredSlots(page)).not.toContain(slot);
  await expect(page.getByTestId("slot-lost")).toHaveCount(0);
});

test("3: Back after booking a time of the month the page opened on does not offer it again", async ({ page }) => {
  const booking = new BookingPage(page);
  await booking.pickFirstSlotDaysAhead("bl_e2e_single", 3, "tz=UTC&hours=24");
  const slot = new URL(page.url()).searchParams.get("slot")!;
  await booking.fillDetails(visitor("back-same"));
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/slot=/);
  // The router restores the times as the page first rendered them, the booked time among them; this tab knows better.
  await expect(slotLinks(page).first()).toBeVisible();
  expect(await offeredSlots(page)).not.toContain(slot);
  await expect(page.getByTestId("slot-lost")).toHaveCount(0);

  // Its form, opened again in this tab, says the time is the visitor's own booking, not someone else's.
  await page.evaluate(
    (href) => {
      history.pushState(null, "", href);
      dispatchEvent(new PopStateEvent("popstate"));
    },
    `${new URL(page.url()).pathname}${new URL(page.url()).search}&slot=${encodeURIComponent(slot)}`,
  );
  await expect(page.getByTestId("slot-lost")).toContainText("You booked this time yourself");
  await expect(page.getByTestId("slot-lost")).not.toContainText("Someone else");
  await expectNoSeriousA11yViolationsInBothSchemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("6: a slot taken meanwhile answers the message, fresh times and the kept details", async ({ page }, testInfo) => {
    const booking = new BookingPage(page);
    // A day with many times: today's last one, taken, would leave its day with none to offer (late evening in Berlin).
    await booking.pickFirstSlotDaysAhead("bl_e2e_fields", 7, "tz=Europe/Berlin&hours=24");
    const slot = new URL(page.url()).searchParams.get("slot")!;
    await booking.fillDetails(visitor("nojs-race"));
    await page.getByLabel("Company").fill("Initech");
    await page.getByLabel(/Notes/).fill("Two\nlines");
    await bookMeanwhile(page, "bl_e2e_fields", slot, [{ field: { id: "cf_company" }, value: "Other" }]);
    await booking.submit();

    await expect(page.getByTestId("slot-lost")).toContainText("Someone just booked this time");
    await expect(slotLinks(page).first()).toBeVisible();
    const offered = await slotLinks(page).evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot")),
    );
    expect(offered).not.toContain(slot);
    await photograph(page, testInfo, "slot-lost-nojs", { axe: false });
    await slotLinks(page).first().click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Flo nojs-race");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("flo.nojs-race@example.test");
    await expect(page.getByLabel("Company")).toHaveValue("Initech");
    await expect(page.getByLabel(/Notes/)).toHaveValue("Two\nlines");
    await booking.submit();
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
  });

  test("12: an added empty guest row is ignored, and a guest needs only an email", async ({ page }) => {
    const booking = new BookingPage(page);
    await booking.open("bl_e2e_guests");
    await booking.pickFirstSlot();
    await booking.fillDetails(visitor("nojs-guests"));
    await page.getByRole("button", { name: "Add a guest" }).click();
    await page.getByLabel("Guest 1 email").fill("nameless.nojs@example.test");
    await page.getByRole("button", { name: "Add a guest" }).click();
    await booking.submit();
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
    await expect(page.getByTestId("booked-guests")).toContainText("nameless.nojs@example.test");
  });
});

test("9: the confirmation says who is booked, for how long, the answers, and offers calendar entries titled as the service titles them", async ({
  page,
}, testInfo) => {
  const booking = new BookingPage(page);
  await booking.open("bl_e2e_details", "?tz=Europe/Berlin&hours=24&guests=ida%40example.test");
  await booking.pickFirstSlot();
  await booking.fillDetails(visitor("confirm"));
  // Keyboard only: from the guest's email, Tab walks the form in order to the button.
  await page.getByLabel("Guest 1 email").focus();
  const order: string[] = [];
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    order.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.getAttribute("aria-label") || focused?.id || focused?.textContent?.trim() || "";
      }),
    );
  }
  expect(order).toEqual(["f-guests.0.name", "Remove guest 1", "f-answers.0", "f-answers.1", "Confirm booking"]);
  await page.getByLabel(/Phone/).fill("+49 30 1234567");
  await page.getByLabel(/Topic/).fill("Pricing");
  await expectNoSeriousA11yViolationsInBothSchemes(page);
  await photograph(page, testInfo, "form", { axe: false });
  await booking.submit();
  await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();

  const confirmation = page.getByTestId("confirmation");
  await expect(confirmation).toContainText("Flo confirm");
  await expect(confirmation).toContainText("flo.confirm@example.test");
  await expect(page.getByTestId("booked-guests")).toContainText("ida@example.test");
  await expect(confirmation).toContainText("20 min");
  await expect(confirmation).toContainText("+49 30 1234567");
  await expect(confirmation).toContainText("Pricing");

  // Keyboard only: Tab reaches every calendar entry in reading order, each with a visible focus ring.
  const reached: string[] = [];
  await page.locator("body").focus();
  for (let i = 0; i < 12 && reached.length < 4; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (["Download (.ics)", "Google Calendar", "Outlook.com", "Office 365"].includes(name)) {
      reached.push(name);
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline, name).not.toBe("none");
    }
  }
  expect(reached).toEqual(["Download (.ics)", "Google Calendar", "Outlook.com", "Office 365"]);

  const title = "Call: Flo confirm with Ana Host";
  const google = new URL((await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
  expect(google.searchParams.get("text")).toBe(title);
  for (const [name, host] of [
    ["Outlook.com", "outlook.live.com"],
    ["Office 365", "outlook.office.com"],
  ]) {
    const outlook = new URL((await page.getByRole("link", { name }).getAttribute("href"))!);
    expect(outlook.host).toBe(host);
    expect(outlook.searchParams.get("subject")).toBe(title);
  }
  const ics = await page.request.get((await page.getByRole("link", { name: "Download (.ics)" }).getAttribute("href"))!);
  const body = (await ics.text()).replace(/\r\n /g, "");
  expect(body).toContain(`SUMMARY:${title}`);
  expect(body).toContain("STATUS:CONFIRMED");
  await expectNoSeriousA11yViolationsInBothSchemes(page);
  await photograph(page, testInfo, "confirmation", { axe: false });
});

test("9: a booking awaiting approval offers no firm calendar entry and says it is pending", async ({ page }, testInfo) => {
  const booking = new BookingPage(page);
  await booking.bookFirstSlot("bl_e2e_approval", visitor("pending"));
  await expect(page.getByRole("heading", { name: "Request sent" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download (.ics)" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Google Calendar" })).toHaveCount(0);
  await expect(page.getByText(/add it to your calendar once the host approves/)).toBeVisible();
  // The file itself, asked for directly, is tentative.
  const token = new URL(page.url()).searchParams.get("token")!;
  const ics = await page.request.get(`/booking/${token}/ics`);
  expect(await ics.text()).toContain("STATUS:TENTATIVE");
  await expectNoSeriousA11yViolationsInBothSchemes(page);
  await photograph(page, testInfo, "pending", { axe: false });
});

test.describe("12: the form's smaller defects", () => {
  test("an added empty guest row is ignored with JavaScript too, and a guest needs only an email", async ({ page }) => {
    const booking = new BookingPage(page);
    await booking.open("bl_e2e_guests");
    await booking.pickFirstSlot();
    await booking.fillDetails(visitor("js-guests"));
    await page.getByRole("button", { name: "Add a guest" }).click();
    await page.getByLabel("Guest 1 email").fill("nameless.js@example.test");
    await page.getByRole("button", { name: "Add a guest" }).click();
    await booking.submit();
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
    await expect(page.getByTestId("booked-guests")).toContainText("nameless.js@example.test");
  });

  test("prefilled guests past the link's limit are named, not dropped silently; one guest reads singular", async ({ page }) => {
    const booking = new BookingPage(page);
    await booking.open("bl_e2e_details", "?guests=ida%40example.test,jon%40example.test");
    await booking.pickFirstSlot();
    await expect(page.getByLabel("Guest 1 email")).toHaveValue("ida@example.test");
    await expect(page.getByText("You can invite up to 1 guest.")).toBeVisible();
    await expect(page.getByTestId("guests-left-out")).toContainText("jon@example.test");
  });

  test("a number field takes only what its link allows (whole, within bounds); a phone takes an extension", async ({ page }) => {
    const booking = new BookingPage(page);
    await booking.pickFirstSlotDaysAhead("bl_e2e_fields", 5, "tz=UTC&hours=24");
    await booking.fillDetails(visitor("numbers"));
    await page.getByLabel("Company").fill("Initech");
    const seats = page.getByLabel(/Seats/);
    for (const [typed, message] of [
      ["-3", "Enter 1 or more."],
      ["8.5", "Enter a whole number."],
      ["51", "Enter 50 or less."],
    ] as const) {
      await seats.fill(typed);
      await booking.submit();
      await expect(seats).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectNoSeriousA11yViolationsInBothSchemes(page);
    // The service holds the same rule: a booking it is sent with -3 is refused on the field.
    const refused = await page.request.post("/v1/bookings/create", {
      headers: { "x-api-key": E2E_API_KEY },
      data: {
        bookingLinkId: "bl_e2e_fields",
        startDateTime: new URL(page.url()).searchParams.get("slot"),
        timezone: "UTC",
        attendees: [{ name: "Api", email: "api.numbers@example.test" }],
        customFieldResponses: [
          { field: { id: "cf_company" }, value: "Initech" },
          { field: { id: "cf_seats" }, value: "-3" },
        ],
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "customFieldResponses.1.value" });
    await seats.fill("8");
    await booking.submit();
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
    await expect(page.getByTestId("confirmation")).toContainText("8");

    await booking.pickFirstSlotDaysAhead("bl_e2e_details", 5, "tz=UTC&hours=24");
    await booking.fillDetails(visitor("extension"));
    await page.getByLabel(/Phone/).fill("+1 212 555 0100 ext. 12");
    await booking.submit();
    await expect(page.getByRole("heading", { name: "You are booked" })).toBeVisible();
    await expect(page.getByTestId("confirmation")).toContainText("+1 212 555 0100 ext. 12");
  });

  test("phone fields autocomplete, long text counts its characters, durations are ascending, html lang follows the link", async ({
    page,
  }) => {
    const booking = new BookingPage(page);
    await booking.open("bl_e2e_durations");
    await expect(page.getByRole("navigation", { name: "Duration" }).getByRole("link")).toHaveText(["15 min", "30 min", "1 h"]);
    await booking.open("bl_e2e_details");
    await booking.pickFirstSlot();
    await expect(page.getByLabel(/Phone/)).toHaveAttribute("autocomplete", "tel");
    await page.getByLabel(/Topic/).fill("Pricing");
    await expect(page.getByTestId("f-answers.1-count")).toHaveText("7 / 5,000");
    await page.goto("/book/bl_e2e_german");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});
