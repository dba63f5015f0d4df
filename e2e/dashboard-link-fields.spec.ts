// Every field of a booking link on the dashboard's form: Ana (OWNER) makes a link that asks a SELECT question,
// meets by video, keeps a 10-minute break before and says something after booking; /v1 stores each value, the
// public page asks the question with both choices, a renamed question keeps its id, refusals show on the
// field they name, and a calendar's colour id ("7") is kept.
import { expect, type Page, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { BookingPage } from "./booking-page";
import { dashboardReady, farDate, signInFromEmail } from "./dashboard-page";
import { photograph } from "./page-checks";

test.describe.configure({ mode: "serial" });

const tag = Date.now().toString(36);
const TITLE = `Every field ${tag}`;
const MESSAGE = "Bring your team’s questions.";
let linkId = "";
let ana: Page;

test.beforeAll(async ({ browser }) => {
  ana = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
});

async function openSection(page: Page, name: string) {
  const summary = page.locator("summary", { hasText: name });
  const details = page.locator("details", { has: summary });
  if ((await details.getAttribute("open")) === null) await summary.click();
}

async function readLink(request: import("@playwright/test").APIRequestContext) {
  const response = await request.get(`/v1/booking-links/${linkId}`, { headers: { "x-api-key": E2E_API_KEY } });
  expect(response.status()).toBe(200);
  return response.json();
}

test("a link with a question, a place, a break before and a message is stored and asked", async ({ request }) => {
  await signInFromEmail(ana, "ana@e2e.example", "/dashboard/links/new");
  await ana.getByLabel("Title").fill(TITLE);
  await ana.getByLabel("Address name").fill(`fields-${tag}`);
  await openSection(ana, "Times");
  await ana.getByLabel("Break before each meeting (minutes)").fill("10");
  await openSection(ana, "Booking form");
  await ana.getByRole("button", { name: "Add a question" }).click();
  await ana.getByLabel("Question", { exact: true }).fill("Plan");
  await ana.getByLabel("Field name").fill("plan");
  await ana.getByLabel("Answer type").selectOption("SELECT");
  for (const [number, text, value] of [
    [1, "Starter", "starter"],
    [2, "Team", "team"],
  ] as const) {
    await ana.getByRole("button", { name: "Add a choice" }).click();
    await ana.getByLabel(`Choice ${number}: text`).fill(text);
    await ana.getByLabel(`Choice ${number}: stored value`).fill(value);
  }
  await openSection(ana, "After booking");
  await ana.getByLabel("Message after booking").fill(MESSAGE);
  await openSection(ana, "Where");
  await ana.getByRole("button", { name: "Add a place" }).click();
  await ana.getByLabel("Place 1: kind").selectOption("VIDEO");
  await ana.getByLabel("Place 1: address, number or link").fill("https://meet.example.test/plan");
  await expect(ana.getByTestId("preview-fields")).toContainText("Plan");
  await ana.getByRole("button", { name: "Create the link" }).click();
  const row = ana.getByTestId("link-row").filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  linkId = (await row.getAttribute("data-link-id")) ?? "";
  expect(linkId).toMatch(/^bl_/);

  const link = await readLink(request);
  expect(link.bufferMinutesBeforeEvent).toBe(10);
  expect(link.confirmationMessage).toBe(MESSAGE);
  expect(link.customFields).toEqual([
    expect.objectContaining({
      name: "plan",
      label: "Plan",
      type: "SELECT",
      options: [
        { value: "starter", label: "Starter" },
        { value: "team", label: "Team" },
      ],
    }),
  ]);
  expect(link.bookingLocations).toEqual([expect.objectContaining({ type: "VIDEO", location: "https://meet.example.test/plan" })]);

  const visitor = new BookingPage(await ana.context().newPage());
  await visitor.open(linkId, `?month=${farDate(10).month}&tz=UTC`);
  await visitor.pickFirstSlot();
  const plan = visitor.page.getByRole("combobox", { name: /Plan/ });
  await expect(plan).toBeVisible();
  await expect(plan.locator("option", { hasText: "Starter" })).toHaveCount(1);
  await expect(plan.locator("option", { hasText: "Team" })).toHaveCount(1);
  await visitor.page.close();
});

test("a renamed question keeps its id; refusals show on their field", async ({ request }, testInfo) => {
  const before = (await readLink(request)).customFields[0].id as string;
  await ana.goto(`/dashboard/links/${linkId}`);
  await dashboardReady(ana);
  // Below the form, the page as visitors see it now, framed as an embed.
  const saved = ana.frameLocator('iframe[title="The booking page as visitors see it (as saved)"]');
  await expect(saved.getByRole("heading", { name: TITLE })).toBeVisible();
  await openSection(ana, "Booking form");
  await ana.getByLabel("Question", { exact: true }).fill("Plan size");
  await ana.getByRole("button", { name: "Save changes" }).click();
  await expect(ana.getByTestId("link-row").filter({ hasText: TITLE })).toBeVisible();
  const renamed = (await readLink(request)).customFields[0];
  expect(renamed).toEqual(expect.objectContaining({ id: before, label: "Plan size" }));

  await ana.goto(`/dashboard/links/${linkId}`);
  await dashboardReady(ana);
  for (const name of ["Times", "Booking form", "After booking", "Look", "Where"]) await openSection(ana, name);
  // The form's own rule, the same as /v1's: at most 50 guests.
  await ana.getByLabel("Visitors may invite guests").check();
  await ana.getByLabel("Guests per booking, at most").fill("99");
  await ana.getByRole("button", { name: "Save changes" }).click();
  await expect(ana.getByText("Enter a whole number from 0 to 50.")).toBeVisible();
  await ana.getByLabel("Guests per booking, at most").fill("3");
  // A rule only the service checks (each choice's value once): its words, on the choice it names.
  await ana.getByLabel("Choice 2: stored value").fill("starter");
  await ana.getByRole("button", { name: "Save changes" }).click();
  await expect(ana.getByTestId("option-row").nth(1)).toContainText("duplicate option value starter");
  await expect(ana.getByRole("alert").filter({ hasText: "duplicate" })).toContainText("duplicate option value starter");
  await photograph(ana, testInfo, "link-fields", { widths: [375, 768, 1024, 1440] });
});

test("a calendar colour that is not #rrggbb survives a save; the picker sets one that is", async ({ request }, testInfo) => {
  // The interface's eventColor is any short string: a calendar's own colour id such as "7" is common.
  const read = await readLink(request);
  const set = await request.post("/v1/booking-links/update", {
    headers: { "x-api-key": E2E_API_KEY },
    data: { bookingLinkId: linkId, updatedAt: read.updatedAt, eventColor: "7" },
  });
  expect(set.status()).toBe(200);
  await ana.goto(`/dashboard/links/${linkId}`);
  await dashboardReady(ana);
  await openSection(ana, "Look");
  await expect(ana.getByLabel("Event colour, as text")).toHaveValue("7");
  await photograph(ana, testInfo, "link-colour-id", { widths: [375, 768, 1024, 1440] });
  await ana.getByLabel("Title").fill(`${TITLE} again`);
  await ana.getByRole("button", { name: "Save changes" }).click();
  await expect(ana.getByTestId("link-row").filter({ hasText: `${TITLE} again` })).toBeVisible();
  expect((await readLink(request)).eventColor).toBe("7");

  await ana.goto(`/dashboard/links/${linkId}`);
  await dashboardReady(ana);
  await openSection(ana, "Look");
  await ana.getByLabel("Event colour, picked").fill("#aa3311");
  await expect(ana.getByLabel("Event colour, as text")).toHaveValue("#aa3311");
  await ana.getByRole("button", { name: "Save changes" }).click();
  await expect(ana.getByTestId("link-row").filter({ hasText: `${TITLE} again` })).toBeVisible();
  expect((await readLink(request)).eventColor).toBe("#aa3311");
});

test("an OWNER adds a host to a COLLECTIVE link, with the member's schedule and calendar", async ({ request }, testInfo) => {
  const created = await request.post("/v1/booking-links/create", {
    headers: { "x-api-key": E2E_API_KEY },
    data: {
      slug: `together-${tag}`,
      title: `Together ${tag}`,
      type: "COLLECTIVE_MULTI_USE",
      bookingDurations: [{ durationInMinutes: 30, isDefault: true }],
    },
  });
  expect(created.status()).toBe(201);
  linkId = (await created.json()).id;
  await ana.goto(`/dashboard/links/${linkId}`);
  await dashboardReady(ana);
  await openSection(ana, "Hosts");
  await expect(ana.getByTestId("host-row").first()).toContainText("Ana Host (organizer)");
  await ana.getByLabel("Member to add").selectOption({ label: "Ben Cohost" });
  await ana.getByRole("button", { name: "Add as host" }).click();
  await expect(ana.getByLabel("Schedule of Ben Cohost")).not.toHaveValue("");
  await photograph(ana, testInfo, "link-hosts", { widths: [375, 1440] });
  await ana.getByRole("button", { name: "Save changes" }).click();
  await expect(ana.getByTestId("link-row").filter({ hasText: `Together ${tag}` })).toBeVisible();

  const hosts = (await readLink(request)).hosts;
  expect(hosts.map((host: { userId: string; isOrganizer: boolean }) => [host.userId, host.isOrganizer])).toEqual([
    ["usr_e2e_ana", true],
    ["usr_e2e_ben", false],
  ]);
  expect(hosts[1].scheduleId).toMatch(/\S/);
  expect(hosts[1].bookingCalendarId).toMatch(/\S/);
});

test("an OWNER makes a link for two hosts together on its first save, herself organizer as the service would, him busy from one calendar", async ({
  request,
}, testInfo) => {
  // The calendar and schedule the service gives the owner of a link made with no hosts named.
  const plain = await request.post("/v1/booking-links/create", {
    headers: { "x-api-key": E2E_API_KEY },
    data: { slug: `plain-${tag}`, title: `Plain ${tag}`, bookingDurations: [{ durationInMinutes: 30, isDefault: true }] },
  });
  expect(plain.status()).toBe(201);
  const [owner] = (await plain.json()).hosts;

  await ana.goto("/dashboard/links/new");
  await dashboardReady(ana);
  await ana.getByLabel("Title").fill(`Pair ${tag}`);
  await ana.getByLabel("Address name").fill(`pair-${tag}`);
  await openSection(ana, "Hosts");
  await expect(ana.getByTestId("host-row")).toHaveCount(1);
  await expect(ana.getByTestId("host-row").first()).toContainText("Ana Host (organizer)");
  await expect(ana.getByLabel("Schedule of Ana Host")).toHaveValue(owner.scheduleId);
  await expect(ana.getByLabel("Calendar for Ana Host’s bookings")).toHaveValue(owner.bookingCalendarId);
  await ana.getByLabel("Who meets the visitor").selectOption({ label: "All hosts together" });
  await ana.getByLabel("Member to add").selectOption({ label: "Ben Cohost" });
  // By keyboard from the member chosen: Tab reaches "Add as host", Enter adds him.
  await ana.getByLabel("Member to add").focus();
  await ana.keyboard.press("Tab");
  await expect(ana.getByRole("button", { name: "Add as host" })).toBeFocused();
  await ana.keyboard.press("Enter");
  await expect(ana.getByLabel("Schedule of Ben Cohost")).not.toHaveValue("");
  // Only Ben's calendar "Work" makes him busy for this link.
  const ben = ana.getByTestId("host-row").filter({ hasText: "Ben Cohost" });
  await expect(ben.getByRole("group", { name: "What makes Ben Cohost busy for this link" })).toBeVisible();
  await ben.getByRole("radio", { name: /calendars ticked/ }).check();
  await ben.getByRole("checkbox", { name: "Work" }).check();
  await photograph(ana, testInfo, "new-link-hosts", { widths: [375, 768, 1024, 1440] });
  await ana.getByRole("button", { name: "Create the link" }).click();
  const row = ana.getByTestId("link-row").filter({ hasText: `Pair ${tag}` });
  await expect(row).toBeVisible();
  linkId = (await row.getAttribute("data-link-id")) ?? "";

  const link = await readLink(request);
  expect(link.type).toBe("COLLECTIVE_MULTI_USE");
  expect(link.hosts.map((host: { userId: string; isOrganizer: boolean }) => [host.userId, host.isOrganizer])).toEqual([
    ["usr_e2e_ana", true],
    ["usr_e2e_ben", false],
  ]);
  expect([link.hosts[0].scheduleId, link.hosts[0].bookingCalendarId]).toEqual([owner.scheduleId, owner.bookingCalendarId]);
  expect(link.hosts.map((host: { readAvailabilityFrom: string }) => host.readAvailabilityFrom)).toEqual([
    "ALL_CALENDARS",
    "SELECTED_CALENDARS",
  ]);
  expect(link.hosts[1].availabilityCalendars.map((calendar: { id: string }) => calendar.id)).toEqual(["cal_e2e_ben"]);
});

test("an OWNER moves a link to another page of hers, makes it a one-host link and gives it a cover", async ({ request }, testInfo) => {
  const username = `ana-second-${tag}`;
  const page = await request.post("/v1/booking-pages/create", { headers: { "x-api-key": E2E_API_KEY }, data: { username } });
  expect(page.status()).toBe(201);
  const pageId = (await page.json()).id;
  await ana.goto(`/dashboard/links/${linkId}`);
  await dashboardReady(ana);
  await ana.getByLabel("Booking page it is listed on").selectOption({ label: `/${username}` });
  await openSection(ana, "Hosts");
  await ana.getByLabel("Who meets the visitor").selectOption({ label: "One of the hosts, whoever is free" });
  await expect(ana.getByTestId("section-hosts")).toContainText("the booking goes to one who is");
  await openSection(ana, "Look");
  // Only an http(s) address or a path of this site is taken.
  await ana.getByLabel("Cover image").fill("javascript:alert(1)");
  await ana.getByRole("button", { name: "Save changes" }).click();
  await expect(ana.getByText("Enter an address starting with https:// or http://, or a path starting with /.")).toBeVisible();
  expect((await readLink(request)).coverImageUrl).toBeNull();

  await ana.getByLabel("Cover image").fill("/demo/cover-northwind.svg");
  // The link's own cover shows with its own branding; as the booking page's, the page's (which has none).
  await ana.getByLabel("Branding").selectOption({ label: "This link’s own" });
  await photograph(ana, testInfo, "link-page-type-cover", { widths: [375, 768, 1024, 1440] });
  await ana.getByRole("button", { name: "Save changes" }).click();
  await expect(ana.getByTestId("link-row").filter({ hasText: `Together ${tag}` })).toBeVisible();
  const saved = await readLink(request);
  expect([saved.bookingPageId, saved.type, saved.coverImageUrl]).toEqual([pageId, "MULTI_USE", "/demo/cover-northwind.svg"]);
  // Its hosts stay: the time now goes to whichever of them is free.
  expect(saved.hosts).toHaveLength(2);
  const visitor = new BookingPage(ana);
  await visitor.open(linkId);
  await expect(ana.locator('img[src="/demo/cover-northwind.svg"]')).toBeVisible();
});
