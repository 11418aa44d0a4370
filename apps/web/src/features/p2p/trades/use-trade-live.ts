import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { realtimeClient, useRealtimeConnected, useRealtimeEvent } from "../../realtime";
import { tradeKeys } from "./trade-queries";

/** The current time, ticking every second while `active` (the progress screen's countdown). */
export function useNow(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Live trades: a `newTrade` or `tradeStatusChanged` event re-reads the lists, and the open trade when it is the
 * one that changed (spec doc 2 §4 'Real-time events'). Without a socket the queries' own polling carries on.
 */
export function useTradeEvents(openTradeId: string | null = null): void {
  const client = useQueryClient();
  const connected = useRealtimeConnected();
  // The open trade's room carries its events; the server lets only its parties in. Joined again on reconnect.
  useEffect(() => {
    if (connected && openTradeId !== null) void realtimeClient.joinTrade(openTradeId);
  }, [connected, openTradeId]);
  const refresh = (tradeId: string) => {
    void client.invalidateQueries({ queryKey: ["p2p", "trades", "active"] });
    void client.invalidateQueries({ queryKey: ["p2p", "trades", "history"] });
    if (openTradeId !== null && tradeId === openTradeId)
      void client.invalidateQueries({ queryKey: tradeKeys.one(tradeId) });
  };
  useRealtimeEvent("tradeStatusChanged", (payload) => refresh(payload.tradeId));
  useRealtimeEvent("newTrade", (payload) => refresh(payload.tradeId));
}
