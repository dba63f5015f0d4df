import type { Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { dayLinks, pickTimeNextMonth, slotLinks } from "./booking-page";
import { serveSite } from "./company-site";
import { shownFrame } from "./embed-lab";
import { APP_PORT, COMPANY_PORT, STRANGER_PORT } from "./ports";

// The app allows framing from the company site only (EMBED_ALLOWED_ORIGINS in playwright.config.ts).
const APP = `http://127.0.0.1:${APP_PORT}`;
const COMPANY = `http://localhost:${COMPANY_PORT}`;
const STRANGER = `http://127.0.0.1:${STRANGER_PORT}`;

const companyPage = `<!doctype html><html lang="en"><head><title>Acme</title></head><body>
<h1>Acme Inc.</h1>
<div id="inline"></div>
<button id="open">Book in a popup</button>
<script src="${APP}/embed.js"></script>
<script>
  window.events = [];
  window.domEvents = [];
  SchedulingEmbed.inline({ link: "bl_e2e_single", target: "#inline", prefill: { name: "Embed Visitor" }, onEvent: (e) => window.events.push(e) });
  document.getElementById("inline").addEventListener("scheduling:booking-succeeded", (e) => window.domEvents.push(e.detail));
  SchedulingEmbed.popup({ link: "bl_e2e_redirect", trigger: "#open", onEvent: (e) => window.events.push(e) });
</script>
</body></html>`;

const strangerPages = {
  "/frame-embed.html": `<!doctype html><title>Stranger</title><iframe id="f" src="${APP}/embed/bl_e2e_single"></iframe>`,
  "/frame-page.html": `<!doctype html><title>Stranger</title><iframe id="f" src="${APP}/book/bl_e2e_single"></iframe>`,
  "/forger.html": `<!doctype html><title>Forger</title><script>
    window.addEventListener("message", (e) => {
      parent.postMessage({ source: "scheduling-embed", embedId: e.data, event: { type: "booking-succeeded", bookingId: "forged", start: "x", end: "y" } }, "*");
    });
  </script>`,
};

let servers: Server[] = [];
test.beforeAll(async () => {
  servers = [await serveSite(COMPANY_PORT, { "/": companyPage }), await serveSite(STRANGER_PORT, strangerPages)];
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { events: { type: string; detail: Record<string, unknown> }[] }).events);

test("books through an inline embed that grows to fit and reports its events", async ({ page }) => {
  await page.goto(COMPANY);
  const frame = page.frameLocator("#inline iframe");
  await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain("ready");
  await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain("slots-loaded");

  // No inner scrollbar: the iframe (the whole of the box embed.js puts it in) is as tall as its content.
  const fits = () =>
    page.evaluate(() => {
      const iframe = document.querySelector("#inline iframe") as HTMLIFrameElement;
      return iframe.contentDocument === null ? Number.parseInt(iframe.parentElement!.style.height, 10) : -1;
    });
  await expect.poll(fits).toBeGreaterThan(400);
  const before = await fits();

  await shownFrame(page, "#inline iframe");
  // Not today's first time, which embed-utm.spec.ts's last test booked a moment before (pickTimeNextMonth).
  await pickTimeNextMonth(frame, 3);
  await expect(frame.getByLabel("Name", { exact: true })).toHaveValue("Embed Visitor");
  await frame.getByLabel("Email", { exact: true }).fill("embed@example.test");
  // The form is taller than the calendar: the iframe follows.
  await expect.poll(fits).not.toBe(before);
  const scroll = await frame.locator("html").evaluate((html) => html.scrollHeight - html.clientHeight);
  expect(scroll).toBeLessThanOrEqual(1);

  await frame.getByRole("button", { name: "Confirm booking" }).click();
  await expect(frame.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain("booking-succeeded");
  const succeeded = (await events(page)).find((e) => e.type === "booking-succeeded")!;
  expect(succeeded.detail).toEqual({ bookingId: expect.stringMatching(/^bk_/), start: expect.any(String), end: expect.any(String) });
  expect(JSON.stringify(await events(page))).not.toContain("embed@example.test");
  expect(await page.evaluate(() => (window as unknown as { domEvents: unknown[] }).domEvents)).toHaveLength(1);
  const types = (await events(page)).map((e) => e.type);
  expect(types).toEqual(expect.arrayContaining(["date-selected", "slot-selected"]));
});

test("a popup embed sends the visitor on to the redirect URL in the top window", async ({ page }) => {
  await page.route("https://example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Thanks page</h1>" }));
  await page.goto(COMPANY);
  // By keyboard: the inline embed above the button grows as it loads, and a click can land where the button was.
  await page.getByRole("button", { name: "Book in a popup" }).focus();
  await page.keyboard.press("Enter");
  const frame = await shownFrame(page, '[role="dialog"] iframe');
  await dayLinks(frame).first().click();
  await slotLinks(frame).first().click();
  await frame.getByLabel("Name", { exact: true }).fill("Popup Visitor");
  await frame.getByLabel("Email", { exact: true }).fill("popup@example.test");
  await frame.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/^https:\/\/example\.com\/thanks\?booking_id=bk_/);
});

test("forged messages from another window or origin are ignored", async ({ page }) => {
  await page.goto(COMPANY);
  await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain("ready");
  const embedId = await page.evaluate(() =>
    new URL((document.querySelector("#inline iframe") as HTMLIFrameElement).src).searchParams.get("embedId"),
  );
  // From the page itself (wrong origin and source) ...
  await page.evaluate((id) => {
    window.postMessage({ source: "scheduling-embed", embedId: id, event: { type: "booking-succeeded", bookingId: "forged" } }, "*");
  }, embedId);
  // ... and from a frame on another origin that knows the embed's id.
  await page.evaluate((url) => {
    const forger = document.createElement("iframe");
    forger.src = url;
    document.body.appendChild(forger);
    return new Promise((resolve) => (forger.onload = resolve));
  }, `${STRANGER}/forger.html`);
  await page.evaluate((id) => {
    const frames = document.querySelectorAll("iframe");
    frames[frames.length - 1]!.contentWindow!.postMessage(id, "*");
  }, embedId);
  await page.waitForTimeout(500);
  expect((await events(page)).filter((e) => e.type === "booking-succeeded")).toEqual([]);
});

test("origins outside the allowlist cannot frame the booking page, and no one frames the ordinary page", async ({ page }) => {
  for (const path of ["/frame-embed.html", "/frame-page.html"]) {
    await page.goto(`${STRANGER}${path}`);
    const frame = page.frames().find((f) => f.parentFrame() === page.mainFrame());
    await page.waitForTimeout(500);
    // A refused frame never shows the booking page.
    const text = frame
      ? await frame
          .locator("body")
          .textContent()
          .catch(() => "")
      : "";
    expect(text).not.toContain("Single host call");
  }
  const embed = await page.request.get(`${APP}/embed/bl_e2e_single`);
  expect(embed.headers()["content-security-policy"]).toContain(`frame-ancestors ${COMPANY}`);
  const ordinary = await page.request.get(`${APP}/book/bl_e2e_single`);
  expect(ordinary.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(ordinary.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(ordinary.headers()["x-frame-options"]).toBe("DENY");
});

test("script payloads never run inside the embed either", async ({ page }) => {
  await page.goto(COMPANY);
  await page.evaluate(() => {
    const host = document.createElement("div");
    host.id = "xss";
    document.body.appendChild(host);
    (window as unknown as { SchedulingEmbed: { inline(o: object): void } }).SchedulingEmbed.inline({ link: "bl_e2e_xss", target: "#xss" });
  });
  const frame = page.frameLocator("#xss iframe");
  await expect(frame.getByRole("heading", { name: /Hostile title/ })).toBeVisible();
  const ran = () => page.frames().map((f) => f.evaluate(() => (window as unknown as { __xss?: number }).__xss).catch(() => undefined));
  expect((await Promise.all(ran())).filter((v) => v !== undefined)).toEqual([]);
});
