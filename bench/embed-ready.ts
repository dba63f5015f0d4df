// Embed figures: embed.js size (gzipped), and the time from inserting the
// script into a page to the iframe reporting "ready", on the demo link.
// Needs the app running (BASE_URL) and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/chromium";
import { serveSite } from "../e2e/company-site";
import { summarize } from "./stats";

export async function benchEmbed(baseUrl: string, runs = 7) {
  const script = readFileSync("public/embed.js");
  const page = `<!doctype html><title>Company</title><div id="b"></div><script>
    window.measure = new Promise((resolve) => {
      const t0 = performance.now();
      const s = document.createElement("script");
      s.src = "${baseUrl}/embed.js";
      s.onload = () => SchedulingEmbed.inline({ link: "bl_demo_intro", target: "#b", onEvent: (e) => e.type === "ready" && resolve(performance.now() - t0) });
      document.body.appendChild(s);
    });
  </script>`;
  const server = await serveSite(3299, { "/": page });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const samples: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(); // a cold cache each time
      const tab = await context.newPage();
      await tab.goto("http://localhost:3299/");
      samples.push(await tab.evaluate(() => (window as unknown as { measure: Promise<number> }).measure));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { scriptBytes: script.length, scriptGzipBytes: gzipSync(script, { level: 9 }).length, readyMs: summarize(samples) };
}

if (process.argv[1]?.endsWith("embed-ready.ts")) {
  benchEmbed(process.env.BASE_URL ?? "http://127.0.0.1:3000").then((r) => console.log(JSON.stringify(r, null, 2)));
}
