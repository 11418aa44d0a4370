import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_KEY_LIFETIME_MS } from "../keystore/password-policy";
import { usePreferencesStore } from "../preferences";
import { POLICY_CHECK_INTERVAL_MS } from "./policy-timer";
import { useSessionStore } from "./session-store";
import { openTestSession } from "./test-session";

describe("password policy timer", () => {
  afterEach(() => {
    useSessionStore.getState().lock();
    usePreferencesStore.getState().update({ passwordPolicy: "Once for Log In" });
    vi.useRealTimers();
  });

  it("forgets the key 30 minutes after the password under 'After 30 minutes', without a signature", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    usePreferencesStore.getState().update({ passwordPolicy: "After 30 minutes" });
    const vault = await openTestSession(1);
    vi.advanceTimersByTime(PASSWORD_KEY_LIFETIME_MS - POLICY_CHECK_INTERVAL_MS);
    expect(vault.isLocked).toBe(false);
    vi.advanceTimersByTime(2 * POLICY_CHECK_INTERVAL_MS);
    expect(vault.isLocked).toBe(true);
    expect(useSessionStore.getState().unlocked).toBe(true);
  });

  it("keeps the key under 'Once for Log In'", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const vault = await openTestSession(1);
    vi.advanceTimersByTime(2 * PASSWORD_KEY_LIFETIME_MS);
    expect(vault.isLocked).toBe(false);
  });
});
