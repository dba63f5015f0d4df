import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "engine", include: ["lib/availability/**/*.test.ts"] },
      },
    ],
  },
});
