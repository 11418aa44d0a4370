import { defineConfig } from "vitest/config";

// Unit and integration tests of every package; the browser journeys in e2e/ run separately (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
  },
});
