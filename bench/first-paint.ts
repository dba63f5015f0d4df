// A first visit to the demo link (host in New York) from a browser in
// Kolkata, on a phone profile (4× slower CPU, 150 ms latency, cold cache):
// when the visitor first sees times in their zone, and what they saw before
// (times in another zone, a list emptied or turned into a skeleton after it
// showed times), for the page and the embed; and a visitor in New York, who
// needs no second request, for comparison.
// Needs the app running on the demo data (BASE_URL) and Chromium.
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/chromium";
import { serveSite } from "../e2e/company-site";
import { firstCorrectTimes, sampledVisitor, throttle, wrongViews } from "../e2e/first-paint-sampler";
import { summarize } from "./stats";

const LINK = "bl_demo_intro";
const SITE_PORT = 3298;

interface Visit {
  toCorrectTimesMs: number | undefined;
  wrong: string[];
  slotsLoaded: number;
  heights: string[];
}

async function visit(browser: Browser, url: string, zone: string, embed: boolean): Promise<Visit> {
  const context = await browser.newContext({ timezoneId: zone, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const samples = await sampledVisitor(context);
  const page = await context.newPage();
  await throttle(page);
  const start = Date.now();
  await page.goto(url);
  const times = embed
    ? page.frameLocator("iframe").locator('section[aria-labelledby="slots-title"] a')
    : page.locator('section[aria-labelledby="slots-title"] a');
  await times.first().waitFor();
  await page.waitForLoadState("networkidle");
  const host = embed
    ? await page.evaluate(() => {
        const w = window as unknown as { events: { type: string }[]; heights: string[] };
        return { events: w.events.map((e) => ({ type: e.type })), heights: w.heights };
      })
    : undefined;
  await context.close();
  const correct = firstCorrectTimes(samples, zone);
  return {
    toCorrectTimesMs: correct && correct - start,
    wrong: wrongViews(samples, zone),
    slotsLoaded: host?.events.filter((e) => e.type === "slots-loaded").length ?? 0,
    heights: host?.heights ?? [],
  };
}

function embeddingSite(baseUrl: string) {
  return `<!doctype html><title>Company</title><div id="b"></div><script>
  window.events = []; window.heights = [];
  new MutationObserver(() => {
    const f = document.querySelector("#b iframe"), h = f && f.parentElement.style.height;
    if (h && h !== window.heights[window.heights.length - 1]) window.heights.push(h);
  }).observe(document.getElementById("b"), { subtree: true, childList: true, attributes: true });
</script><script src="${baseUrl}/embed.js"></script>
<script>SchedulingEmbed.inline({ link: "${LINK}", target: "#b", onEvent: (e) => window.events.push(e) });</script>`;
}

export async function benchFirstPaint(baseUrl: string, runs = 5) {
  const server = await serveSite(SITE_PORT, { "/": embeddingSite(baseUrl) });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const cases = {
    "page, Kolkata": [`${baseUrl}/book/${LINK}`, "Asia/Kolkata", false],
    "page, New York": [`${baseUrl}/book/${LINK}`, "America/New_York", false],
    "embed, Kolkata": [`http://localhost:${SITE_PORT}/`, "Asia/Kolkata", true],
  } as const;
  const results: Record<string, unknown> = {};
  try {
    for (const [name, [url, zone, embed]] of Object.entries(cases)) {
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, url, zone, embed));
      results[name] = {
        toCorrectTimesMs: summarize(visits.map((v) => v.toCorrectTimesMs ?? Number.NaN)),
        allMs: visits.map((v) => v.toCorrectTimesMs),
        visitsWithWrongViews: visits.filter((v) => v.wrong.length).length,
        wrongViews: [...new Set(visits.flatMap((v) => v.wrong.map((w) => w.replace(/ \(.*\)$/, ""))))],
        ...(embed && {
          slotsLoaded: visits.map((v) => v.slotsLoaded),
          heights: [...new Set(visits.map((v) => v.heights.join(" → ")))],
        }),
      };
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

if (process.argv[1]?.endsWith("first-paint.ts")) {
  benchFirstPaint(process.env.BASE_URL ?? "http://127.0.0.1:3000", Number(process.env.RUNS ?? 5)).then((r) =>
    console.log(JSON.stringify(r, null, 2)),
  );
}
