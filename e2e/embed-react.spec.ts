// public/embed-react.js on a React site of another origin: bundled as a site
// owner's bundler would (esbuild, with the repository's React), it puts the
// embed in the page, passes its events on, and a new theme prop reaches the
// frame without reloading it; unmounted, the embed is gone.
import type { Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { build } from "esbuild";
import { serveSite } from "./company-site";
import { APP_PORT, COMPANY_PORT } from "./ports";

const APP = `http://127.0.0.1:${APP_PORT}`;
const COMPANY = `http://localhost:${COMPANY_PORT}`;

const app = `
import { createElement as h, useState } from "react";
import { createRoot } from "react-dom/client";
import { SchedulingEmbed } from "./public/embed-react.js";
window.events = [];
function App() {
  const [theme, setTheme] = useState("light");
  const [shown, setShown] = useState(true);
  return h("div", null,
    h("button", { onClick: () => setTheme("dark") }, "Dark"),
    h("button", { onClick: () => setShown(false) }, "Remove"),
    shown && h(SchedulingEmbed, { src: ${JSON.stringify(`${APP}/embed.js`)}, link: "bl_e2e_single", theme, className: "booking", onEvent: (e) => window.events.push(e.type) }));
}
createRoot(document.getElementById("root")).render(h(App));
`;

let server: Server;
test.beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: app, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    write: false,
    format: "iife",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const script = bundle.outputFiles[0]!.text.replaceAll("</script", "<\\/script");
  server = await serveSite(COMPANY_PORT, {
    "/react.html": `<!doctype html><title>React site</title><div id="root"></div><script>${script}</script>`,
  });
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const events = (page: Page) => page.evaluate(() => (window as unknown as { events: string[] }).events);

test("the React component embeds the link, passes on its events, and takes a new theme without reloading the frame", async ({ page }) => {
  await page.goto(`${COMPANY}/react.html`);
  const frame = page.frameLocator(".booking iframe");
  await expect.poll(() => events(page)).toContain("slots-loaded");
  expect((await events(page)).slice(0, 2)).toEqual(["ready", "slots-loaded"]);
  await expect(frame.locator("main")).toHaveAttribute("data-theme", "light");
  const origin = await frame.locator("html").evaluate(() => performance.timeOrigin);

  await page.getByRole("button", { name: "Dark" }).click();
  await expect(frame.locator("main")).toHaveAttribute("data-theme", "dark");
  expect(await frame.locator("html").evaluate(() => performance.timeOrigin)).toBe(origin);

  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.locator("iframe")).toHaveCount(0);
});
