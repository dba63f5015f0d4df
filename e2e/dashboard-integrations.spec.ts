// The Integrations screen as the team uses it: Ana (OWNER) makes an API key, copies its secret (shown once), uses
// it against /v1 and revokes it; makes a webhook and opens its delivery log; makes a calendar feed whose address
// answers with iCalendar; a calendar connection the service refuses leaves no password behind. Ben (MEMBER)
// connects a CalDAV account on a real Radicale and sets, by keyboard, which of its calendars make him busy, seen
// in his link's times; he sees no webhooks and none of Ana's keys.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type Radicale, radicaleMissing, startRadicale } from "../lib/testing/radicale";
import { E2E_API_KEY } from "../playwright.config";
import { openSection, signInFromEmail } from "./dashboard-page";
import { expectNoSeriousA11yViolations, photograph } from "./page-checks";

test.describe.configure({ mode: "serial" });

const tag = Date.now().toString(36);
const KEY_NAME = `CRM sync ${tag}`;
const HOOK_URL = `https://hooks.example.com/e2e-${tag}`;
let ana: Page;

test.beforeAll(async ({ browser }) => {
  ana = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
  await signInFromEmail(ana, "ana@e2e.example", "/dashboard/links");
  await openSection(ana, "Integrations");
});

test.afterAll(async () => {
  await ana.context().close();
});

test("an API key's secret is shown once, works against /v1, and is refused once revoked", async ({ request }) => {
  await expect(ana.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  await ana.getByLabel("Name", { exact: true }).fill(KEY_NAME);
  await ana.getByRole("button", { name: "Create the key" }).click();
  const box = ana.getByTestId("secret-box");
  await expect(box).toContainText(`Your new key “${KEY_NAME}”`);
  await expect(box).toContainText("it will not be shown again");
  const secret = (await box.getByTestId("secret").textContent()) ?? "";
  expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);

  const me = await request.get("/v1/me", { headers: { "x-api-key": secret } });
  expect(me.status()).toBe(200);
  expect((await me.json()).user.id).toBe("usr_e2e_ana");

  await box.getByRole("button", { name: "I have copied it" }).click();
  await expect(ana.getByTestId("secret-box")).toHaveCount(0);
  const row = ana.getByTestId("api-key-row").filter({ hasText: KEY_NAME });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(ana.getByText(secret)).toHaveCount(0);

  await row.getByRole("button", { name: "Revoke", exact: true }).click();
  await row.getByRole("button", { name: "Revoke the key" }).click();
  await expect(row).toContainText("Revoked");
  expect((await request.get("/v1/me", { headers: { "x-api-key": secret } })).status()).toBe(401);
});

test("an OWNER lists every member's keys", async () => {
  await ana.getByLabel("Whose keys").selectOption({ label: "Every member’s keys" });
  await expect(ana.getByTestId("api-key-row").filter({ hasText: KEY_NAME })).toContainText("Ana Host");
  await ana.getByLabel("Whose keys").selectOption({ label: "My keys" });
});

test("a webhook is made, its secret shown once, and its delivery log opens", async () => {
  await ana.getByRole("button", { name: "Create the webhook" }).click();
  await expect(ana.getByText("Choose at least one event.")).toBeVisible();
  await ana.getByLabel("Address", { exact: true }).fill(HOOK_URL);
  await ana.getByRole("checkbox", { name: /New booking/ }).check();
  await ana.getByRole("checkbox", { name: /Booking cancelled/ }).check();
  await ana.getByRole("button", { name: "Create the webhook" }).click();
  const box = ana.getByTestId("secret-box");
  await expect(box).toContainText("Signing secret of the webhook");
  expect(await box.getByTestId("secret").textContent()).toMatch(/^whsec_/);
  await box.getByRole("button", { name: "I have copied it" }).click();

  const row = ana.getByTestId("webhook-row").filter({ hasText: HOOK_URL });
  await expect(row).toContainText("New booking · Booking cancelled");
  await row.getByRole("button", { name: "Show deliveries" }).click();
  await expect(row.getByRole("region", { name: "Deliveries" })).toBeVisible();
  await expect(row.getByRole("status")).toContainText("Nothing has been sent to this webhook yet.");
});

test("a calendar feed's address answers with iCalendar", async ({ request }) => {
  await ana.getByRole("button", { name: "Make a calendar feed" }).click();
  const box = ana.getByTestId("secret-box");
  await expect(box).toContainText("Your calendar feed’s address");
  const address = (await box.getByTestId("secret").textContent()) ?? "";
  expect(address).toMatch(/\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  await expect(ana.getByTestId("feed-row").first()).toBeVisible();
});

test("a refused calendar connection shows the service's words and keeps no password", async () => {
  await ana.getByLabel("Server address").fill("https://caldav.example.com/");
  await ana.getByLabel("User name").fill("ana@e2e.example");
  await ana.getByLabel("Password", { exact: true }).fill("not-kept-after-submit");
  await ana.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(ana.getByRole("alert").filter({ hasText: "That did not work:" })).toBeVisible();
  await expect(ana.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("the screen at every width, in both schemes", async () => {
  test.setTimeout(90_000);
  await photograph(ana, test.info(), "integrations", { widths: [375, 768, 1024, 1440] });
});

test("deleting the webhook and the feed asks first", async () => {
  const row = ana.getByTestId("webhook-row").filter({ hasText: HOOK_URL });
  await row.getByRole("button", { name: "Delete", exact: true }).click();
  await row.getByRole("button", { name: "Delete the webhook" }).click();
  await expect(row).toHaveCount(0);
  const feeds = ana.getByTestId("feed-row");
  const before = await feeds.count();
  await feeds.first().getByRole("button", { name: "Delete", exact: true }).click();
  await feeds.first().getByRole("button", { name: "Delete the feed" }).click();
  await expect(feeds).toHaveCount(before - 1);
});

/** The starts of Ben's one-host link's times on `day` (UTC), as /v1 answers them. */
async function benSlots(request: APIRequestContext, day: string): Promise<string[]> {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  const query = `startDate=${day}T00:00:00Z&endDate=${next}`;
  const res = await request.get(`/v1/booking-links/bl_e2e_german/time-slots?${query}`, { headers: { "x-api-key": E2E_API_KEY } });
  expect(res.status()).toBe(200);
  return ((await res.json()).availableSlots as { start: string }[]).map((slot) => new Date(slot.start).toISOString());
}

test("a CalDAV account's calendars: which make the member busy is set by keyboard, and his times follow", async ({ browser, request }) => {
  test.skip(radicaleMissing !== undefined, radicaleMissing);
  test.setTimeout(120_000);
  const radicale: Radicale = await startRadicale();
  const ben = await (await browser.newContext({ timezoneId: "Asia/Kolkata" })).newPage();
  try {
    await radicale.createUser("ben", "ben-app-password");
    await radicale.createCalendar("ben", "work", { displayName: "Work" });
    await radicale.createCalendar("ben", "family", { displayName: "Family" });
    // Twenty days ahead, 10:00-10:30 UTC: a time Ben's always-open link offers until Family holds it.
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const busy = `${day}T10:00:00.000Z`;
    const stamp = day.replaceAll("-", "");
    await radicale.putEvent(
      "ben",
      "family",
      "school-play",
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//e2e//EN\r\nBEGIN:VEVENT\r\nUID:school-play@e2e\r\nDTSTAMP:${stamp}T000000Z\r\nDTSTART:${stamp}T100000Z\r\nDTEND:${stamp}T103000Z\r\nSUMMARY:School play\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    );
    expect(await benSlots(request, day)).toContain(busy);

    await signInFromEmail(ben, "ben@e2e.example", "/dashboard/integrations");
    await ben.getByLabel("Server address").fill(radicale.url);
    await ben.getByLabel("User name").fill("ben");
    await ben.getByLabel("Password", { exact: true }).fill("ben-app-password");
    await ben.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(ben.getByText("Connected: 2 calendars.")).toBeVisible();
    await expect.poll(() => benSlots(request, day), { timeout: 2_000 }).not.toContain(busy);

    const family = ben.getByRole("group", { name: "Family" });
    const makesBusy = family.getByRole("checkbox", { name: "Its events make you busy" });
    const allDay = family.getByRole("checkbox", { name: "All-day events too" });
    await expect(makesBusy).toBeChecked();
    await expect(allDay).toBeChecked();
    // Keyboard only: Tab to the box, Space unticks it; the focus stays on it.
    for (let i = 0; i < 60 && !(await makesBusy.evaluate((box) => box === document.activeElement)); i++) await ben.keyboard.press("Tab");
    await expect(makesBusy).toBeFocused();
    await ben.keyboard.press("Space");
    await expect(family.getByRole("status")).toHaveText("Saved.");
    await expect(makesBusy).not.toBeChecked();
    await expect(makesBusy).toBeFocused();
    await expect(allDay).toBeDisabled();
    await expect.poll(() => benSlots(request, day), { timeout: 2_000 }).toContain(busy);

    // Work keeps its events but not its all-day ones; the screen after a reload shows what was saved.
    const work = ben.getByRole("group", { name: "Work" });
    await work.getByRole("checkbox", { name: "All-day events too" }).uncheck();
    await expect(work.getByRole("status")).toHaveText("Saved.");
    await ben.reload();
    await expect(ben.getByRole("group", { name: "Family" }).getByRole("checkbox", { name: "Its events make you busy" })).not.toBeChecked();
    await expect(ben.getByRole("group", { name: "Work" }).getByRole("checkbox", { name: "Its events make you busy" })).toBeChecked();
    await expect(ben.getByRole("group", { name: "Work" }).getByRole("checkbox", { name: "All-day events too" })).not.toBeChecked();
    await photograph(ben, test.info(), "calendar-settings", { widths: [375, 768, 1024, 1440] });

    // Family ticked again is read again before the answer: the play holds its time once more.
    await ben.getByRole("group", { name: "Family" }).getByRole("checkbox", { name: "Its events make you busy" }).check();
    await expect(ben.getByRole("group", { name: "Family" }).getByRole("status")).toHaveText("Saved.");
    await expect.poll(() => benSlots(request, day), { timeout: 2_000 }).not.toContain(busy);
  } finally {
    // Ben's other links' tests find him free again.
    const row = ben.getByTestId("connection-row");
    if ((await row.count()) > 0) {
      await row.getByRole("button", { name: "Disconnect", exact: true }).click();
      await row
        .getByRole("button", { name: /Disconnect/ })
        .last()
        .click();
      await expect(ben.getByTestId("connection-row")).toHaveCount(0);
    }
    await ben.context().close();
    await radicale.close();
  }
});

test("a MEMBER sees no webhooks and none of another member's keys", async ({ browser }) => {
  const ben = await (await browser.newContext()).newPage();
  await signInFromEmail(ben, "ben@e2e.example", "/dashboard/integrations");
  await expect(ben.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expect(ben.getByRole("heading", { name: "Calendar feeds" })).toBeVisible();
  await expect(ben.getByRole("heading", { name: "Webhooks" })).toHaveCount(0);
  await expect(ben.getByLabel("Whose keys")).toHaveCount(0);
  await expect(ben.getByTestId("api-key-row").filter({ hasText: KEY_NAME })).toHaveCount(0);
  // Through the forwarding route too, as /v1 decides.
  expect((await ben.request.get("/dashboard/api/v1/api-keys?all=true")).status()).toBe(403);
  expect((await ben.request.get("/dashboard/api/v1/webhooks")).status()).toBe(403);
  await expectNoSeriousA11yViolations(ben);
  await ben.context().close();
});
