import { EventEmitter } from "node:events";
import type { Socket } from "socket.io-client";
import { describe, expect, it, vi } from "vitest";
import { RealtimeClient, useRealtimeStore } from "./realtime-client";

/** Enough of a socket.io client socket for the client: events in, `onAny`, disconnect. */
class FakeSocket extends EventEmitter {
  connected = false;
  private anyHandlers: Array<(event: string, payload: unknown) => void> = [];
  disconnected = false;
  onAny(handler: (event: string, payload: unknown) => void) {
    this.anyHandlers.push(handler);
    return this;
  }
  offAny() {
    this.anyHandlers = [];
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  serverSends(event: string, payload: unknown) {
    for (const handler of this.anyHandlers) handler(event, payload);
  }
}

const notification = {
  id: 1,
  title: "Trade started",
  notification: "",
  new: true,
  date: "2026-11-24T02:00:00.000Z",
  path: "/p2p",
  objectId: "",
};

function setUp() {
  const sockets: Array<{ token: string; socket: FakeSocket }> = [];
  const client = new RealtimeClient((token) => {
    const socket = new FakeSocket();
    sockets.push({ token, socket });
    return socket as unknown as Socket;
  });
  return { client, sockets };
}

describe("RealtimeClient", () => {
  it("connects with the token, keeps the connected flag, and delivers only valid registry events", async () => {
    const { client, sockets } = setUp();
    await client.connect("jwt-1");
    expect(sockets.map((s) => s.token)).toEqual(["jwt-1"]);
    const socket = sockets[0]?.socket as FakeSocket;
    expect(useRealtimeStore.getState().connected).toBe(false);
    socket.emit("connect");
    expect(useRealtimeStore.getState().connected).toBe(true);

    const handler = vi.fn();
    const unsubscribe = client.subscribe("notification", handler);
    socket.serverSends("notification", notification);
    socket.serverSends("notification", { ...notification, new: "yes" });
    socket.serverSends("somethingElse", notification);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(notification);
    unsubscribe();
    socket.serverSends("notification", notification);
    expect(handler).toHaveBeenCalledTimes(1);

    socket.emit("disconnect");
    expect(useRealtimeStore.getState().connected).toBe(false);
  });

  it("reuses the connection for the same token, replaces it for another, and disconnects on an empty one", async () => {
    const { client, sockets } = setUp();
    await client.connect("jwt-1");
    await client.connect("jwt-1");
    expect(sockets).toHaveLength(1);
    await client.connect("jwt-2");
    expect(sockets.map((s) => s.token)).toEqual(["jwt-1", "jwt-2"]);
    expect(sockets[0]?.socket.disconnected).toBe(true);
    await client.connect("");
    expect(sockets[1]?.socket.disconnected).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it("stays usable when the socket cannot connect: the flag stays off and joining a trade answers false", async () => {
    const { client, sockets } = setUp();
    await client.connect("jwt-1");
    sockets[0]?.socket.emit("connect_error", new Error("refused"));
    expect(useRealtimeStore.getState().connected).toBe(false);
    expect(await client.joinTrade("7")).toBe(false);
  });

  it("drops a socket still loading when the session ends or changes first", async () => {
    const opened: Array<{ token: string; socket: FakeSocket }> = [];
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = new RealtimeClient(async (token) => {
      await loaded;
      const socket = new FakeSocket();
      opened.push({ token, socket });
      return socket as unknown as Socket;
    });
    const first = client.connect("jwt-1");
    client.disconnect();
    const second = client.connect("jwt-2");
    release();
    await Promise.all([first, second]);
    expect(opened.map((s) => [s.token, s.socket.disconnected])).toEqual([
      ["jwt-1", true],
      ["jwt-2", false],
    ]);
  });
});
