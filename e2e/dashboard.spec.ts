// The team's dashboard end to end, as its organizers use it: Ana (OWNER) signs in from the e-mailed link, makes a
// link that asks for approval, gives her schedule a day off, sees the link bookable on its page and the day empty,
// a visitor books, she approves the request in Bookings, invites a colleague who accepts and lands signed in, and
// makes them an admin; Ben (MEMBER) sees neither Ana's links nor the team's invites; signing out ends the session.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { BookingPage, fullDate, slotLinks } from "./booking-page";
import { dashboardReady, farDate, openSection, signInFromEmail } from "./dashboard-page";
import { pathFromEmail } from "./mail";
import { expectNoSeriousA11yViolations, photograph } from "./page-checks";

test.describe.configure({ mode: "serial" });

const WIDTHS = { widths: [375, 768, 1024, 1440] };
const tag = Date.now().toString(36);
const TITLE = `Dashboard intro ${tag}`;
const BOOK = farDate(10);
const DAY_OFF = farDate(17);
const VISITOR = { name: "Vera Visitor", email: `vera.${tag}@example.test` };
let linkId = "";
let ana: Page;

test.beforeAll(async ({ browser }) => {
  ana = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
});

test("signed out, /dashboard asks for an address and the e-mailed link signs in", async () => {
  const testInfo = test.info();
  await ana.goto("/dashboard/links");
  await expect(ana).toHaveURL(/\/dashboard\/sign-in\?next=%2Fdashboard%2Flinks/);
  await photograph(ana, testInfo, "sign-in", WIDTHS);
  await signInFromEmail(ana, "ana@e2e.example", "/dashboard/links");
  await expect(ana).toHaveURL(/\/dashboard\/links$/);
  await expect(ana.getByRole("heading", { name: "Booking links", level: 1 })).toBeVisible();
  await expect(ana.getByText("Ana Host · Owner").filter({ visible: true })).toBeVisible();
});

test("a link made on the dashboard is bookable on its page; a day off empties that day", async () => {
  // Three screens photographed at four widths in two schemes, each checked by axe: 50 s alone on a 2-core machine,
  // over 90 s within the whole suite.
  test.setTimeout(180_000);
  const testInfo = test.info();
  await ana.getByRole("link", { name: "New booking link" }).click();
  await dashboardReady(ana);
  await ana.getByLabel("Title").fill(TITLE);
  await ana.getByLabel("Address name").fill(`dash-${tag}`);
  await ana.getByLabel("I approve each booking before it is confirmed").check();
  await expect(ana.getByRole("complementary", { name: "Preview" })).toContainText(TITLE);
  await photograph(ana, testInfo, "link-form", WIDTHS);
  await ana.getByRole("button", { name: "Create the link" }).click();
  const row = ana.getByTestId("link-row").filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  linkId = (await row.getAttribute("data-link-id")) ?? "";
  expect(linkId).toMatch(/^bl_/);
  await photograph(ana, testInfo, "links", WIDTHS);

  // Before the day off, both days offer times on the public page.
  const visitor = new BookingPage(await ana.context().newPage());
  await visitor.open(linkId, `?date=${DAY_OFF.date}&month=${DAY_OFF.month}&tz=UTC`);
  await expect(slotLinks(visitor.page).first()).toBeVisible();

  await openSection(ana, "Availability");
  // The day off picked on the calendar: 20 months on with the month button, then the day; a row for it appears.
  const calendar = ana.getByRole("application", { name: /Days that differ, on a calendar/ });
  for (let month = 0; month < 20; month++) await calendar.getByRole("button", { name: "Next month" }).click();
  await calendar.getByRole("button", { name: new RegExp(`^${fullDate(DAY_OFF.date)}`) }).click();
  await expect(ana.getByTestId("override-row").last().getByLabel("Date")).toHaveValue(DAY_OFF.date);
  await expect(calendar.getByRole("button", { name: new RegExp(`^${fullDate(DAY_OFF.date)}`) })).toHaveClass(/bg-amber/);
  await ana.getByRole("button", { name: "Save schedule" }).click();
  await expect(ana.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await photograph(ana, testInfo, "availability", WIDTHS);

  // The next load of the page: the day off has no times, the day before still has.
  await visitor.page.reload();
  await expect(visitor.page.locator(`table [data-date="${farDate(16).date}"]`)).toBeVisible();
  await expect(visitor.page.locator(`table [data-date="${DAY_OFF.date}"]`)).toHaveCount(0);
  await visitor.page.close();
});

test("a visitor's request is approved in Bookings", async ({ browser }, testInfo) => {
  await requestBooking(browser);
  await openSection(ana, "Bookings");
  await ana.getByRole("button", { name: "Awaiting approval" }).click();
  // The link is found by a few letters of its title, any case, and picked with the keyboard.
  const linkFilter = ana.getByRole("combobox", { name: "Booking link" });
  await linkFilter.fill(`INTRO ${tag.toUpperCase()}`);
  await expect(ana.getByRole("option")).toHaveText([new RegExp(`^${TITLE}`)]);
  await linkFilter.press("ArrowDown");
  await linkFilter.press("Enter");
  await expect(linkFilter).toHaveValue(TITLE);
  const request = ana.getByTestId("booking-row").filter({ hasText: VISITOR.email });
  await expect(request).toBeVisible();
  await expect(request).toContainText("Awaiting approval");
  await expect(request).toContainText(`· ${TITLE}`);
  await photograph(ana, testInfo, "bookings", WIDTHS);
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(request).toHaveCount(0);
  await ana.getByRole("button", { name: "Upcoming" }).click();
  await expect(ana.getByTestId("booking-row").filter({ hasText: VISITOR.email })).toContainText("Confirmed");
});

test("past bookings come newest first", async () => {
  await openSection(ana, "Bookings");
  await ana.getByRole("button", { name: "Past" }).click();
  // Seeded: 2, 9 and 40 days ago; the service lists oldest first.
  const rows = ana.getByTestId("booking-row").filter({ hasText: /Ended Visitor|Middle Visitor|Early Visitor/ });
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Ended Visitor");
  await expect(rows.nth(1)).toContainText("Middle Visitor");
  await expect(rows.nth(2)).toContainText("Early Visitor");
  await photograph(ana, test.info(), "past-bookings", WIDTHS);
});

async function requestBooking(browser: Browser) {
  const page = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
  const visitor = new BookingPage(page);
  await visitor.open(linkId, `?date=${BOOK.date}&month=${BOOK.month}&tz=UTC`);
  await slotLinks(page).first().click();
  await visitor.fillDetails(VISITOR);
  await visitor.submit();
  await expect(page.getByRole("heading", { name: /request/i })).toBeVisible();
  await page.context().close();
}

test("an invited colleague accepts from the e-mail and lands signed in", async ({ browser }, testInfo) => {
  const email = `nora.${tag}@example.test`;
  await openSection(ana, "Team");
  await ana.getByLabel("Full name").fill("Nora Newcomer");
  await ana.getByLabel("E-mail address").fill(email);
  await ana.getByRole("button", { name: "Send the invite" }).click();
  await expect(ana.getByTestId("invite-row").filter({ hasText: email })).toContainText("Pending");
  await photograph(ana, testInfo, "team", WIDTHS);

  const nora = await (await browser.newContext()).newPage();
  await nora.goto(await pathFromEmail(email, /https?:\/\/[^/\s]+(\/invite\/[A-Za-z0-9_-]{43})/));
  await nora.getByRole("button", { name: "Accept" }).click();
  await nora.getByRole("link", { name: "Open your dashboard" }).click();
  await dashboardReady(nora);
  await expect(nora.getByText("Nora Newcomer · Member").filter({ visible: true })).toBeVisible();
  await nora.context().close();
});

test("Ana makes the new colleague an admin from the team list, by keyboard", async ({ request }, testInfo) => {
  await openSection(ana, "Team");
  const role = ana.getByLabel("Role of Nora Newcomer");
  await expect(role).toHaveValue("MEMBER");
  // Ana is the team's one owner, and stays one: her role is shown, not offered to change.
  await expect(ana.getByTestId("member-row").filter({ hasText: "Ana Host" })).toContainText("Owner");
  await expect(ana.getByLabel("Role of Ana Host")).toHaveCount(0);
  await role.focus();
  // Owner, Admin, Member, Billing only: one up from Member.
  await ana.keyboard.press("ArrowUp");
  await expect(role).toHaveValue("ADMIN");
  await ana.keyboard.press("Tab");
  await expect(ana.getByRole("button", { name: "Change role" })).toBeFocused();
  await ana.keyboard.press("Enter");
  await expect(ana.getByRole("button", { name: "Change role" })).toHaveCount(0);
  const listed = await request.get("/v1/memberships", { headers: { "x-api-key": E2E_API_KEY } });
  const nora = (await listed.json()).data.find((m: { user: { name: string } }) => m.user.name === "Nora Newcomer");
  expect(nora.role).toBe("ADMIN");
  await photograph(ana, testInfo, "team-roles", WIDTHS);
});

test("a MEMBER sees neither another member's links nor the team's invites", async ({ browser }) => {
  const ben = await (await browser.newContext()).newPage();
  await signInFromEmail(ben, "ben@e2e.example", "/dashboard/links");
  await expect(ben.getByRole("heading", { name: "Booking links", level: 1 })).toBeVisible();
  await expect(ben.getByText("Ben Cohost · Member").filter({ visible: true })).toBeVisible();
  await expect(ben.getByTestId("link-row").first()).toBeVisible();
  await expect(ben.getByTestId("link-row").filter({ hasText: TITLE })).toHaveCount(0);
  await openSection(ben, "Team");
  await expect(ben.getByTestId("member-row").first()).toBeVisible();
  await expect(ben.getByRole("heading", { name: "Invites" })).toHaveCount(0);
  await expect(ben.getByRole("button", { name: "Remove from team" })).toHaveCount(0);
  await expect(ben.getByLabel(/^Role of /)).toHaveCount(0);
  // Through the forwarding route too, as /v1 decides: Ana's keys are not Ben's to read.
  const keys = await ben.request.get("/dashboard/api/v1/api-keys?userId=usr_e2e_ana");
  expect(keys.status()).toBe(403);
  await expectNoSeriousA11yViolations(ben);
  await ben.context().close();
});

test("by keyboard: the skip link passes the navigation, a view is chosen with Enter", async () => {
  await openSection(ana, "Bookings");
  await ana.keyboard.press("Tab");
  await expect(ana.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await ana.keyboard.press("Enter");
  await ana.keyboard.press("Tab");
  await expect(ana.getByRole("button", { name: "Upcoming" })).toBeFocused();
  await ana.keyboard.press("Tab");
  await ana.keyboard.press("Enter");
  await expect(ana.getByRole("button", { name: "Awaiting approval" })).toHaveAttribute("aria-pressed", "true");
});

test("the audit log shows her sign-in, filtered by category", async () => {
  const testInfo = test.info();
  await openSection(ana, "Audit log");
  await ana.getByLabel("Category").selectOption({ label: "Security" });
  const signIns = ana.getByTestId("audit-row").filter({ hasText: "LOG_IN" });
  await expect(signIns.filter({ hasText: "By Ana Host <ana@e2e.example>" }).first()).toBeVisible();
  await expect(signIns.filter({ hasText: "By Ben Cohost <ben@e2e.example>" }).first()).toBeVisible();
  await expect(ana.getByTestId("audit-row").filter({ hasText: "SCHEDULE_UPDATED" })).toHaveCount(0);
  await photograph(ana, testInfo, "audit-log", WIDTHS);
});

test("a booking page's description saved on the dashboard shows on the page", async () => {
  const testInfo = test.info();
  const description = `Talks and office hours ${tag}`;
  await openSection(ana, "Booking page");
  await ana.getByRole("combobox", { name: "Page", exact: true }).selectOption({ label: "/e2e-ana" });
  await ana.getByLabel("Description").fill(description);
  await ana.getByRole("button", { name: "Save the page" }).click();
  await expect(ana.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await photograph(ana, testInfo, "settings", WIDTHS);
  const visitor = await ana.context().newPage();
  await visitor.goto("/e2e-ana");
  await expect(visitor.getByText(description)).toBeVisible();
  await visitor.close();
});

test("a German browser gets the dashboard in German, <html lang> included", async ({ browser }) => {
  const page = await (await browser.newContext({ locale: "de-DE" })).newPage();
  await page.goto("/dashboard/sign-in");
  await expect(page.getByRole("heading", { name: "Beim Dashboard Ihres Teams anmelden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Anmeldelink per E-Mail senden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.context().close();
});

test("outside the demo, its mail page does not exist", async () => {
  expect((await ana.request.get("/dashboard/demo-mail")).status()).toBe(404);
});

test("changes without the page's CSRF token are refused", async () => {
  const answer = await ana.request.post("/dashboard/api/v1/booking-links/delete", { data: { bookingLinkId: linkId } });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).code).toBe("CSRF_REFUSED");
  const link = await ana.request.get(`/dashboard/api/v1/booking-links/${linkId}`);
  expect((await link.json()).deletedAt).toBeNull();
});

test("the header's Tab order follows what is seen, narrow and wide", async () => {
  const sections = ana.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link");
  const signOut = ana.getByRole("button", { name: "Sign out" });
  const tabFromTop = async () => {
    await ana.goto("/dashboard/bookings");
    await dashboardReady(ana);
    await ana.keyboard.press("Tab");
    await expect(ana.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await ana.keyboard.press("Tab");
  };
  // Narrow: sign-out sits on the first row, the sections wrap below it.
  await ana.setViewportSize({ width: 375, height: 800 });
  await tabFromTop();
  await expect(signOut).toBeFocused();
  await ana.keyboard.press("Tab");
  await expect(sections.first()).toBeFocused();
  // Wide: the sections, then sign-out at the row's end.
  await ana.setViewportSize({ width: 1440, height: 900 });
  await tabFromTop();
  await expect(sections.first()).toBeFocused();
  for (let n = 1; n < (await sections.count()); n++) await ana.keyboard.press("Tab");
  await expect(sections.last()).toBeFocused();
  await ana.keyboard.press("Tab");
  await expect(signOut).toBeFocused();
});

test("signing out ends the session", async () => {
  await ana.getByRole("button", { name: "Sign out" }).click();
  await expect(ana.getByRole("status")).toContainText("You are signed out.");
  await ana.goto("/dashboard/bookings");
  await expect(ana).toHaveURL(/\/dashboard\/sign-in\?/);
  expect((await ana.request.get("/dashboard/api/v1/me")).status()).toBe(401);
});
