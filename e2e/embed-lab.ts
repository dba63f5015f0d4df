// The company site's test page for the embed: a long page (so it can scroll
// behind a dialog) that embeds as its address says, and the server that
// serves it to a spec's tests.
import type { Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { serveSite } from "./company-site";

/**
 * ?mode=inline|popup|floating&theme=…&link=…&text=…&preload=1&forward=1 (forwardQueryParams; the address's other
 * parameters, utm_* among them, are the host page's own). The events go to window.events, the instance to window.embed.
 */
export const embedLabPage = (
  app: string,
) => `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme</title></head>
<body style="margin:0;font-family:sans-serif">
<h1>Acme Inc.</h1>
<div style="height:1500px;background:linear-gradient(#fde68a,#93c5fd)">Our story</div>
<button id="open">Book a call</button>
<div id="inline"></div>
<div style="height:2500px">More about us</div>
<script src="${app}/embed.js"></script>
<script>
  const q = new URLSearchParams(location.search);
  window.events = [];
  const options = { link: q.get("link") || "bl_e2e_single", onEvent: (e) => window.events.push(e) };
  if (q.get("theme")) options.theme = q.get("theme");
  if (q.get("text")) options.text = q.get("text");
  if (q.has("forward")) options.forwardQueryParams = true;
  if (q.get("preload")) SchedulingEmbed.preload({ link: options.link, theme: options.theme });
  const mode = q.get("mode");
  window.embed = mode === "inline" ? SchedulingEmbed.inline({ ...options, target: "#inline" })
    : mode === "floating" ? SchedulingEmbed.floatingButton(options)
    : SchedulingEmbed.popup({ ...options, trigger: "#open" });
</script></body></html>`;

/** Serves `pages` on `port` from before the spec's first test to after its last. */
export function serveDuringTests(port: number, pages: Record<string, string>) {
  let server: Server;
  test.beforeAll(async () => {
    server = await serveSite(port, pages);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
}

/**
 * The embed's frame once a visitor can see it. embed.js keeps it transparent behind a placeholder until its page is
 * ready, and Chromium drops clicks on a cross-origin frame it does not show (its defence against clickjacking): a
 * test that clicked before then lost the click, as a visitor clicking the placeholder gets nothing.
 */
export async function shownFrame(page: Page, iframe: string) {
  await expect(page.locator(iframe)).toHaveCSS("opacity", "1");
  return page.frameLocator(iframe);
}
