import { afterEach, describe, expect, it, vi } from "vitest";
import { selectAuthStatus, useSessionStore, watchVaultAcrossTabs } from "./session-store";
import { SESSION_CHANNEL_NAME } from "./tab-sync";
import { openTestSession } from "./test-session";

const status = () => selectAuthStatus(useSessionStore.getState());

/** Another tab of the same origin, as far as the channel is concerned. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  const received: unknown[] = [];
  channel.onmessage = (event) => received.push(event.data);
  return { channel, received };
}

describe("the session across tabs", () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    useSessionStore.getState().lock();
    window.localStorage.clear();
  });

  it("locks this tab at once when another tab logs out, and sends it to the login screen", async () => {
    const vault = await openTestSession(1);
    const leave = vi.fn();
    stops.push(watchVaultAcrossTabs(leave));
    const other = otherTab();
    stops.push(() => other.channel.close());

    other.channel.postMessage({ type: "lock" });
    await vi.waitFor(() => expect(status()).toBe("LOGIN_SCREEN"));
    expect(vault.isLocked).toBe(true);
    expect(useSessionStore.getState().vault).toBeNull();
    expect(leave).toHaveBeenCalledWith("/login");
    // Ended on purpose: the guard keeps no page to come back to.
    expect(useSessionStore.getState().endedOnPurpose).toBe(true);
  });

  it("ignores messages that are not the lock signal", async () => {
    await openTestSession(1);
    const leave = vi.fn();
    stops.push(watchVaultAcrossTabs(leave));
    const other = otherTab();
    stops.push(() => other.channel.close());

    other.channel.postMessage({ type: "hello" });
    other.channel.postMessage("lock");
    // A later real signal proves the earlier messages were delivered and ignored.
    other.channel.postMessage({ type: "lock" });
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(status()).toBe("LOGIN_SCREEN");
  });

  it("announces a logout to the other tabs, and a locked tab does not move", async () => {
    await openTestSession(1);
    const other = otherTab();
    stops.push(() => other.channel.close());
    useSessionStore.getState().logOut();
    expect(status()).toBe("LOGIN_SCREEN");
    await vi.waitFor(() => expect(other.received).toEqual([{ type: "lock" }]));

    const leave = vi.fn();
    stops.push(watchVaultAcrossTabs(leave));
    other.channel.postMessage({ type: "lock" });
    other.channel.postMessage({ type: "lock" });
    await new Promise<void>((resolve) => {
      const probe = new BroadcastChannel(SESSION_CHANNEL_NAME);
      const sender = new BroadcastChannel(SESSION_CHANNEL_NAME);
      probe.onmessage = () => {
        probe.close();
        sender.close();
        resolve();
      };
      sender.postMessage({ type: "probe" });
    });
    expect(leave).not.toHaveBeenCalled();
  });

  it("locks and leaves for /register when another tab removes the vault", async () => {
    await openTestSession(1);
    const leave = vi.fn();
    stops.push(watchVaultAcrossTabs(leave));
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(status()).toBe("REGISTER");
    expect(leave).toHaveBeenCalledWith("/register");
  });
});
