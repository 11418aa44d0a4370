import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // Each test file boots its own PGlite (a few seconds on a busy 2-core machine).
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
