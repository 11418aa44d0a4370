import { describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "../../settings";

describe("job queue settings", () => {
  it("passes a monitor pass every 30 s by default, and takes JOBS_MONITOR_SECONDS", () => {
    expect(loadSettings({}).jobsMonitorSeconds).toBe(30);
    expect(loadSettings({ JOBS_MONITOR_SECONDS: "2" }).jobsMonitorSeconds).toBe(2);
  });

  it.each([
    ["0", "JOBS_MONITOR_SECONDS must be between 1 and 3600"],
    ["3601", "JOBS_MONITOR_SECONDS must be between 1 and 3600"],
    ["1.5", "JOBS_MONITOR_SECONDS must be a whole number of seconds"],
    ["soon", "JOBS_MONITOR_SECONDS must be a number of seconds"],
  ])("refuses JOBS_MONITOR_SECONDS=%s", (value, message) => {
    expect(() => loadSettings({ JOBS_MONITOR_SECONDS: value })).toThrow(SettingsError);
    expect(() => loadSettings({ JOBS_MONITOR_SECONDS: value })).toThrow(message);
  });

  it("keeps the test job kinds off unless TEST_HOOKS=on on the standalone network", () => {
    expect(loadSettings({}).testHooks).toBe(false);
    expect(loadSettings({ TEST_HOOKS: "on" }).testHooks).toBe(true);
    expect(() => loadSettings({ TEST_HOOKS: "on", STELLAR_NETWORK: "public" })).toThrow(
      "TEST_HOOKS: test-only",
    );
  });
});
