/**
 * Tells the other open tabs of this origin that the session was ended here (Logout, Forgot Password), so they
 * drop their keys at once. BroadcastChannel carries the signal; where it is missing, a short-lived
 * localStorage entry does (its `storage` event reaches every other tab). A tab never hears its own signal.
 */
export const SESSION_CHANNEL_NAME = "sextant.session";
/** The localStorage key of the fallback signal; written and removed at once, it never holds anything. */
export const SESSION_SIGNAL_KEY = "sextant.session.signal";

export type TSessionSignal = { type: "lock" };

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;
  }
  return channel;
}

function isSignal(value: unknown): value is TSessionSignal {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "lock";
}

/** Announces to every other tab that the session ended. */
export function announceLock(): void {
  const signal: TSessionSignal = { type: "lock" };
  const open = sessionChannel();
  if (open) {
    open.postMessage(signal);
    return;
  }
  try {
    window.localStorage.setItem(
      SESSION_SIGNAL_KEY,
      JSON.stringify({ ...signal, nonce: crypto.randomUUID() }),
    );
    window.localStorage.removeItem(SESSION_SIGNAL_KEY);
  } catch {
    // Storage disabled: nothing else can carry the signal.
  }
}

/** Calls `onLock` whenever another tab announces the end of the session. Returns the stop function. */
export function listenForLocks(onLock: () => void): () => void {
  const receiver = typeof BroadcastChannel === "function" ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;
  const onMessage = (event: MessageEvent) => {
    if (isSignal(event.data)) onLock();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_SIGNAL_KEY || event.newValue === null) return;
    try {
      if (isSignal(JSON.parse(event.newValue))) onLock();
    } catch {
      // Not a signal.
    }
  };
  receiver?.addEventListener("message", onMessage);
  window.addEventListener("storage", onStorage);
  return () => {
    receiver?.removeEventListener("message", onMessage);
    receiver?.close();
    window.removeEventListener("storage", onStorage);
  };
}
