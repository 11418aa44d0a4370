import { REALTIME_PATH, type TRealtimeEventName } from "@sextant/core";
import { io, type Socket } from "socket.io-client";

/** A socket.io client as the web app opens it; reconnection off so a refusal stays a refusal. */
export function openSocket(baseUrl: string, token?: string, headers: Record<string, string> = {}): Socket {
  return io(baseUrl, {
    path: REALTIME_PATH,
    auth: token === undefined ? {} : { token },
    transports: ["websocket"],
    extraHeaders: headers,
    reconnection: false,
    timeout: 10_000,
  });
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
}

/** Resolves with the refusal message of a connection that must fail. */
export function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => reject(new Error("the socket connected")));
    socket.once("connect_error", (error) => resolve(error.message));
  });
}

/** Collects every payload of `event` the socket receives, in order. */
export function collect(socket: Socket, event: TRealtimeEventName): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

/** Waits (busy-machine deadline) until `check` holds. */
export async function until(check: () => boolean, what: string, deadlineMs = 20_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
