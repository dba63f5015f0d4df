// An invite from its e-mail to its answer: created through /v1, its e-mail
// read from the app's mail folder, its link opened, then Accept (by keyboard
// alone) makes a member; Decline (without JavaScript) changes only the invite.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { pathFromEmail } from "./mail";
import { expectNoSeriousA11yViolations } from "./page-checks";

const headers = { "x-api-key": E2E_API_KEY };

async function invite(request: APIRequestContext, tag: string) {
  const receiverEmail = `invitee.${tag}.${Date.now()}@example.test`;
  const res = await request.post("/v1/invites/create", { headers, data: { receiverEmail, receiverFullName: `Ivy ${tag}` } });
  expect(res.status()).toBe(201);
  return { ...(await res.json()), receiverEmail } as { id: string; receiverEmail: string };
}

/** The invite page's path from the e-mail to `address`, once the app's dispatcher has written it. */
const invitePathFromEmail = (address: string) => pathFromEmail(address, /https?:\/\/[^/\s]+(\/invite\/[A-Za-z0-9_-]{43})/);

const list = async (request: APIRequestContext, resource: string) =>
  (await (await request.get(`/v1/${resource}?pageSize=100`, { headers })).json()).data as Record<string, unknown>[];

async function screenshots(page: Page) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/shots/invite-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("an invite's e-mail link, Accept by keyboard: the invitee is a member", async ({ page, request }) => {
  const created = await invite(request, "accept");
  const invitePath = await invitePathFromEmail(created.receiverEmail);
  await page.goto(invitePath);
  await expect(page.getByRole("heading", { name: "Join E2E team" })).toBeVisible();
  await expect(page.getByText("Ana Host invites you to join E2E team as a member.")).toBeVisible();
  await expect(page.getByText("Member", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page);

  // Tab reaches Decline, then Accept: on every width they are to be read in that order, stacked or side by side.
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const decline = (await page.getByRole("button", { name: "Decline" }).boundingBox())!;
    const accept = (await page.getByRole("button", { name: "Accept" }).boundingBox())!;
    const sideBySide = Math.abs(decline.y - accept.y) < 1;
    expect(sideBySide ? decline.x < accept.x : decline.y + decline.height <= accept.y, `at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Keyboard only: Tab until Accept has the focus, then Enter.
  const reached: (string | null | undefined)[] = [];
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    reached.push(await page.evaluate(() => document.activeElement?.textContent));
    if (reached.at(-1) === "Accept") break;
  }
  await expect(page.getByRole("button", { name: "Accept" })).toBeFocused();
  expect(reached.slice(-2)).toEqual(["Decline", "Accept"]);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Welcome to E2E team" })).toBeVisible();
  await expect(page.getByText("You’re a member of E2E team.")).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/invite-accepted-1024-light.png" });

  const member = (await list(request, "memberships")).find((m) => (m.user as { email: string }).email === created.receiverEmail) as
    | { role: string; user: { name: string; calendars: { provider: string }[] } }
    | undefined;
  expect(member).toMatchObject({ role: "MEMBER", user: { name: "Ivy accept", calendars: [{ provider: "INTERNAL" }] } });
  expect((await list(request, "invites")).find((i) => i.id === created.id)).toMatchObject({ status: "ACCEPTED" });

  // The address now only says what became of the invite.
  await page.goto(invitePath);
  await expect(page.getByRole("heading", { name: "Welcome to E2E team" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
});

test("Decline, without JavaScript: only that invite's status changes", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const created = await invite(request, "decline");
  const invitePath = await invitePathFromEmail(created.receiverEmail);
  const [invitesBefore, membersBefore] = [await list(request, "invites"), await list(request, "memberships")];

  await page.goto(invitePath);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("heading", { name: "Invitation declined" })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/invite-declined-1024-light.png" });

  expect(await list(request, "memberships")).toEqual(membersBefore);
  const invitesAfter = await list(request, "invites");
  expect(invitesAfter.filter((i) => i.id !== created.id)).toEqual(invitesBefore.filter((i) => i.id !== created.id));
  expect(invitesAfter.find((i) => i.id === created.id)).toMatchObject({ status: "DECLINED" });
  await context.close();
});

test("an unknown invite address is a not-found page", async ({ page }) => {
  const res = await page.goto("/invite/unknownunknownunknownunknownunknownunknown1");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Invitation not found" })).toBeVisible();
});

test("a German browser gets the page in German, <html lang> included", async ({ browser, request }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  const created = await invite(request, "german");
  await page.goto(await invitePathFromEmail(created.receiverEmail));
  await expect(page.getByRole("heading", { name: "E2E team beitreten" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Annehmen" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await context.close();
});
