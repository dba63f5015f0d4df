// How tests and benchmarks start Chromium here: Debian's build (Playwright
// cannot download its own on this machine), kept off the network it would
// otherwise keep trying to reach. Elsewhere Playwright's own browser works too.
import { existsSync } from "node:fs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** CHROMIUM_PATH, else Debian's chromium when installed, else undefined (Playwright's own). */
export const chromiumPath = (): string | undefined =>
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
