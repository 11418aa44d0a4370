import { defineConfig } from "vitest/config";

// Browser journeys: real Chromium (playwright-core) against the real stack started by the global setup.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.spec.ts"],
    globalSetup: ["./support/global-setup.ts"],
    // A deadline for a whole journey, not a measure of speed: the long journeys (swap, exchange) take about 45 s on a
    // quiet 2-core machine and more than 60 s when another process keeps a core busy. Each step inside waits for its
    // condition with its own bound.
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
