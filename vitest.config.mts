import path from "node:path";
import { defineConfig } from "vitest/config";

// `import "server-only"` throws outside a React Server Components build; the
// tests import server modules directly, so it resolves to the package's empty
// module (lib/config/server-only.test.ts checks the marker itself).
const serverOnly = { "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js") };

// Projects: the pure engine; the service suite twice, once on the embedded
// database and once on a PostgreSQL server (skipped, and saying so, when
// TEST_DATABASE_URL is not set); tests against a real CalDAV server; the
// booking page's React hooks in a browser environment (happy-dom); and a
// smoke test of `npm start` on the build.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname), ...serverOnly } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "engine", include: ["lib/**/*.test.ts"], exclude: ["lib/**/*.api.test.ts", "lib/**/*.caldav.test.ts"] },
      },
      {
        extends: true,
        test: { name: "service-pglite", include: ["lib/**/*.api.test.ts"], env: { TEST_DB: "pglite" } },
      },
      {
        extends: true,
        test: {
          name: "service-postgres",
          include: ["lib/**/*.api.test.ts"],
          env: { TEST_DB: "postgres" },
          globalSetup: ["lib/testing/announce-postgres.ts"],
        },
      },
      {
        // Tests against a real CalDAV server (Radicale, started per file by lib/testing/radicale.ts; skipped,
        // and saying so, when it is not installed). Pure of the database, so run once, not per database.
        extends: true,
        test: { name: "caldav", include: ["lib/**/*.caldav.test.ts"], globalSetup: ["lib/testing/announce-radicale.ts"] },
      },
      {
        extends: true,
        test: {
          name: "hooks",
          include: ["components/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          environmentOptions: { happyDOM: { url: "http://localhost:3000/book/bl_1" } },
        },
      },
      {
        extends: true,
        test: { name: "smoke", include: ["e2e/**/*.smoke.test.ts"], testTimeout: 60_000 },
      },
    ],
  },
});
