import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./e2e/chromium";
import { APP_PORT, COMPANY_PORT, LIMITED_PORT } from "./e2e/ports";

// End-to-end tests drive a real Chromium against the app started the way the
// README starts it (npm start), on a fresh embedded database loaded with the
// e2e seed file. Here Playwright cannot download browsers, so Debian's
// chromium is used when present; elsewhere Playwright's own works too.
const PORT = APP_PORT;
const executablePath = chromiumPath();
export const E2E_API_KEY = "sk_e2e_ana_7d1c3b9a5e2f4086a1b2";
export const LIMITED_BOOKINGS_PER_MINUTE = 2;
export const E2E_MAIL_DIR = ".data/e2e/mail";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // Tests book slots of shared links: one at a time keeps them independent of each other's order.
  workers: 1,
  fullyParallel: false,
  // No retries, in CI either: a test that passes only on its second try hides a race in the app or in the test.
  retries: 0,
  // Hangs end a test; slowness does not: on a 2-core machine some tests take 20-30 s within the whole suite.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    locale: "en-US",
    timezoneId: "Europe/Berlin",
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: "rm -rf .data/e2e && npm start",
      url: `http://127.0.0.1:${PORT}/v1/openapi.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      env: {
        PORT: String(PORT),
        DATA_DIR: ".data/e2e",
        DATABASE_URL: "",
        SEED_FILES: "seeds/demo.json,e2e/fixtures/e2e-seed.json",
        SCHEDULING_API_KEY: E2E_API_KEY,
        // E-mails as files, for the tests that follow a link in one (e2e/invite-accept.spec.ts).
        MAIL_DIR: E2E_MAIL_DIR,
        // The embed tests frame the app from the company site (allowed) and a stranger's (refused).
        EMBED_ALLOWED_ORIGINS: `http://localhost:${COMPANY_PORT}`,
        // The calendar tests connect a Radicale on this machine (a deployment refuses such addresses by default),
        // its password sealed with a key of the tests' own.
        CALENDAR_ALLOW_PRIVATE_SERVERS: "true",
        CALENDAR_CREDENTIALS_KEY: "cMj/ca2S2zvgtk3GLNU7PkFSjjyKiaER4LhaXb9Y840=",
        // Every test browses from 127.0.0.1: per-visitor limits would throttle the suite itself.
        RATE_LIMIT_PUBLIC_PAGES: "100000",
        RATE_LIMIT_PUBLIC_SLOTS: "100000",
        RATE_LIMIT_PUBLIC_BOOKING: "100000",
      },
    },
    {
      command: "rm -rf .data/e2e-limited && npm start",
      url: `http://127.0.0.1:${LIMITED_PORT}/v1/openapi.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      env: {
        PORT: String(LIMITED_PORT),
        DATA_DIR: ".data/e2e-limited",
        DATABASE_URL: "",
        // Its counts stay in its own memory, apart from the other server's (which uses Redis when CI sets REDIS_URL).
        REDIS_URL: "",
        RATE_LIMIT_PUBLIC_BOOKING: String(LIMITED_BOOKINGS_PER_MINUTE),
        // As behind one proxy: each test run visits from an address of its own (X-Forwarded-For), so a retry starts afresh.
        TRUST_PROXY_HOPS: "1",
      },
    },
  ],
});
