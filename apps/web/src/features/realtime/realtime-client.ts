import {
  isRealtimeEventName,
  REALTIME_EVENTS,
  REALTIME_PATH,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  type TRealtimeEventName,
  type TRealtimeEventPayload,
} from "@sextant/core";
import type { Socket } from "socket.io-client";
import { create } from "zustand";

type THandler<E extends TRealtimeEventName> = (payload: TRealtimeEventPayload<E>) => void;

/** The connected flag of spec doc 2 §4: false until the socket is up, and whenever it is down. */
export const useRealtimeStore = create<{ connected: boolean }>(() => ({ connected: false }));

/** Opens a socket.io connection; replaced in tests. */
export type TOpenSocket = (token: string) => Socket | Promise<Socket>;

/** socket.io's client loads on first use, after the page has painted: no screen waits for it. */
const openDefault: TOpenSocket = async (token) => {
  const { io } = await import("socket.io-client");
  return io({
    path: REALTIME_PATH,
    auth: { token },
    // Spec doc 2 §9: 5 s to connect, then two more attempts 1 s apart.
    timeout: SOCKET_TIMEOUT_MS,
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MS,
    randomizationFactor: 0,
  });
};

/**
 * The app's one realtime connection. It connects with the session's SEP-10 token; events whose payload does not
 * match the registry are dropped. When it cannot connect the app goes on without live updates.
 */
export class RealtimeClient {
  private socket: Socket | null = null;
  private token = "";
  private readonly handlers = new Map<TRealtimeEventName, Set<(payload: unknown) => void>>();

  constructor(private readonly open: TOpenSocket = openDefault) {}

  /**
   * Connects with `token` (a new token replaces the old connection); "" disconnects. Resolves once the socket is
   * open or given up (a later connect or disconnect wins over one still loading).
   */
  async connect(token: string): Promise<void> {
    if (token === this.token) return;
    this.disconnect();
    if (!token) return;
    this.token = token;
    let socket: Socket;
    try {
      socket = await this.open(token);
    } catch {
      // The client could not load (offline, a new deployment): the app goes on without live updates.
      if (this.token === token) this.token = "";
      return;
    }
    if (this.token !== token || this.socket) {
      socket.disconnect();
      return;
    }
    this.socket = socket;
    socket.on("connect", () => useRealtimeStore.setState({ connected: true }));
    socket.on("disconnect", () => useRealtimeStore.setState({ connected: false }));
    socket.on("connect_error", () => useRealtimeStore.setState({ connected: false }));
    socket.onAny((event: string, payload: unknown) => this.dispatch(event, payload));
  }

  disconnect(): void {
    this.socket?.removeAllListeners();
    this.socket?.offAny();
    this.socket?.disconnect();
    this.socket = null;
    this.token = "";
    useRealtimeStore.setState({ connected: false });
  }

  /** Calls `handler` with each valid `event` payload; returns the unsubscribe function. */
  subscribe<E extends TRealtimeEventName>(event: E, handler: THandler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    const wrapped = handler as (payload: unknown) => void;
    set.add(wrapped);
    this.handlers.set(event, set);
    return () => set.delete(wrapped);
  }

  /** Asks to join a trade's room (the server lets only its parties in). */
  async joinTrade(tradeId: string): Promise<boolean> {
    if (!this.socket?.connected) return false;
    try {
      const answer = (await this.socket.timeout(SOCKET_TIMEOUT_MS).emitWithAck("joinTrade", tradeId)) as {
        ok?: boolean;
      };
      return answer?.ok === true;
    } catch {
      return false;
    }
  }

  private dispatch(event: string, payload: unknown): void {
    if (!isRealtimeEventName(event)) return;
    const parsed = REALTIME_EVENTS[event].safeParse(payload);
    if (!parsed.success) return;
    for (const handler of this.handlers.get(event) ?? []) handler(parsed.data);
  }
}

export const realtimeClient = new RealtimeClient();
