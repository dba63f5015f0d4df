// Lighthouse (mobile preset: slow 4G and a 4× slower CPU) on a page of the
// running app, a few runs, median and range: single runs here vary by ±0.05
// in score. Chromium: CHROME_PATH, else Debian's, else Playwright's.
//
// Two throttling methods: "simulate" (Lighthouse's default, the score people
// quote) loads the page at full speed and replays it on a model of the slow
// network; its LCP counts every script that finished loading before the
// observed paint, which on 127.0.0.1 is all of them. "devtools" slows the
// real network and CPU and reports the paints Chromium actually made.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../e2e/chromium";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return chromium.executablePath();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits = 0) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

export async function benchLighthouse(url: string, throttlingMethod: "simulate" | "devtools" = "simulate") {
  // ES modules only: loaded here rather than at the top of a file tsx runs as CommonJS.
  const { default: lighthouse } = await import("lighthouse");
  const launcher = await import("chrome-launcher");
  const runs: { score: number; lcpMs: number; tbtMs: number; fcpMs: number; cls: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await launcher.launch({
      chromePath: chromePath(),
      chromeFlags: ["--headless", ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        throttlingMethod,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      const lhr = result!.lhr;
      runs.push({
        score: lhr.categories.performance!.score ?? 0,
        lcpMs: lhr.audits["largest-contentful-paint"]!.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]!.numericValue ?? NaN,
        fcpMs: lhr.audits["first-contentful-paint"]!.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]!.numericValue ?? NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  const of = (key: keyof (typeof runs)[number]) => runs.map((r) => r[key]);
  return {
    url,
    throttling: throttlingMethod,
    runs: RUNS,
    score: median(of("score")),
    scoreRange: range(of("score"), 2),
    lcpMs: Math.round(median(of("lcpMs"))),
    lcpRange: range(of("lcpMs")),
    tbtMs: Math.round(median(of("tbtMs"))),
    tbtRange: range(of("tbtMs")),
    fcpMs: Math.round(median(of("fcpMs"))),
    // Budget ≤ 0.01; the largest of the runs, as one visitor's shift is what they see.
    clsMax: Math.max(...of("cls")),
  };
}

if (process.argv[1]?.endsWith("lighthouse.ts")) {
  const url = process.argv[2] ?? "http://127.0.0.1:3000/book/bl_demo_intro";
  (async () => console.table([await benchLighthouse(url), await benchLighthouse(url, "devtools")]))();
}
