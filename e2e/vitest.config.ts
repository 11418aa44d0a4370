import { defineConfig } from "vitest/config";

// Browser journeys: real Chromium (playwright-core) against the real stack started by the global setup.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.spec.ts"],
    globalSetup: ["./support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
