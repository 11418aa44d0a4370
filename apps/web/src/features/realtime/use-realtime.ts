import type { TRealtimeEventName, TRealtimeEventPayload } from "@sextant/core";
import { useEffect, useRef } from "react";
import { getAuthToken, useIsLoggedIn, useWalletSession } from "../session";
import { realtimeClient, useRealtimeStore } from "./realtime-client";

/** Keeps the one socket connected while a wallet is signed in (mounted once, in the logged-in header). */
export function useRealtimeConnection(): void {
  const loggedIn = useIsLoggedIn();
  // The token is the selected wallet's: another wallet selected means a new connection.
  const account = useWalletSession().selectedWallet?.publicKey ?? "";
  useEffect(() => {
    if (!loggedIn || !account) {
      realtimeClient.disconnect();
      return;
    }
    let cancelled = false;
    void getAuthToken().then((token) => {
      if (!cancelled) void realtimeClient.connect(token);
    });
    return () => {
      cancelled = true;
    };
  }, [loggedIn, account]);
  useEffect(() => () => realtimeClient.disconnect(), []);
}

/** Calls `handler` for each `event` while the component is mounted; the latest handler is always used. */
export function useRealtimeEvent<E extends TRealtimeEventName>(
  event: E,
  handler: (payload: TRealtimeEventPayload<E>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => realtimeClient.subscribe(event, (payload) => latest.current(payload)), [event]);
}

/** Whether live updates are on. */
export function useRealtimeConnected(): boolean {
  return useRealtimeStore((state) => state.connected);
}
