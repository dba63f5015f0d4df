import path from "node:path";
import { defineConfig } from "vitest/config";

// Projects: the pure engine; the service suite twice, once on the embedded
// database and once on a PostgreSQL server (skipped, and saying so, when
// TEST_DATABASE_URL is not set); and a smoke test of `npm start` on the build.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules outside Next.js, where the react-server
      // condition that lets `import "server-only"` pass is not set; lib/config/server-only.test.ts
      // checks the marker itself.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "engine", include: ["lib/**/*.test.ts"], exclude: ["lib/**/*.api.test.ts"] },
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
        extends: true,
        test: { name: "smoke", include: ["e2e/**/*.smoke.test.ts"], testTimeout: 60_000 },
      },
    ],
  },
});
