import type { TNotification } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../test/support/sign-in";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startEmptyHorizon } from "./test/empty-horizon";
import { collect, connected, openSocket, refused, until } from "./test/socket-clients";

describe.each(TEST_DRIVERS)("realtime over socket.io (%s)", (driver) => {
  let horizon: Awaited<ReturnType<typeof startEmptyHorizon>>;
  let app: FastifyInstance;
  let baseUrl = "";
  const alice = Keypair.random();
  const bob = Keypair.random();
  let aliceToken = "";
  let bobToken = "";
  const sockets: Socket[] = [];
  const open = (token?: string, headers?: Record<string, string>) => {
    const socket = openSocket(baseUrl, token, headers);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    horizon = await startEmptyHorizon();
    app = await createTestApp(driver, { horizonUrl: horizon.url, corsOrigins: ["http://localhost:3000"] });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    baseUrl = `http://127.0.0.1:${address.port}`;
    aliceToken = await signIn(app, alice);
    bobToken = await signIn(app, bob);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
    await horizon?.stop();
  });

  it("refuses a connection without a token, with a bad one, or from a foreign origin", async () => {
    expect(await refused(open())).toBe("Authentication required.");
    expect(await refused(open("not-a-jwt"))).toBe("Authentication required.");
    expect(await refused(open(`${aliceToken.slice(0, -2)}xx`))).toBe("Authentication required.");
    const foreign = open(aliceToken, { origin: "https://evil.example" });
    expect(await refused(foreign)).not.toBe("");
    const own = open(aliceToken, { origin: "http://localhost:3000" });
    await connected(own);
    expect(own.connected).toBe(true);
  });

  it("delivers an account's notification to that account's sockets only", async () => {
    const aliceTabs = [open(aliceToken), open(aliceToken)];
    const bobTab = open(bobToken);
    await Promise.all([...aliceTabs, bobTab].map(connected));
    const aliceGot = aliceTabs.map((tab) => collect(tab, "notification"));
    const bobGot = collect(bobTab, "notification");

    const forAlice = await app.notify({
      account: alice.publicKey(),
      title: "For Alice",
      text: "t",
      path: "/p2p",
    });
    const forBob = await app.notify({ account: bob.publicKey(), title: "For Bob", text: "t", path: "/p2p" });
    await until(() => aliceGot.every((got) => got.length === 1) && bobGot.length === 1, "both deliveries");
    for (const got of aliceGot) expect(got).toEqual([forAlice]);
    // Bob's socket received its own notification first and Alice's never (events leave in order).
    expect(bobGot).toEqual([forBob]);
    expect((bobGot[0] as TNotification).title).toBe("For Bob");
  });

  it("validates every payload against the registry before it leaves", () => {
    expect(() =>
      app.realtime.emit("tradeStatusChanged", { tradeId: "1", adId: "2", status: "Nope" } as never),
    ).toThrow();
    expect(() =>
      app.realtime.emit("notification", { id: 1, title: "x" } as never, { toAccount: alice.publicKey() }),
    ).toThrow();
  });

  it("denies a trade room by default and lets the trade module's check decide", async () => {
    const socket = open(aliceToken);
    await connected(socket);
    const join = (tradeId: unknown) => socket.emitWithAck("joinTrade", tradeId) as Promise<{ ok: boolean }>;
    expect(await join("7")).toEqual({ ok: false });
    const got = collect(socket, "tradeStatusChanged");

    app.realtime.setTradeRoomAccess(
      async (account, tradeId) => account === alice.publicKey() && tradeId === "8",
    );
    expect(await join("7")).toEqual({ ok: false });
    expect(await join({ not: "a string" })).toEqual({ ok: false });
    expect(await join("8")).toEqual({ ok: true });
    app.realtime.emit("tradeStatusChanged", { tradeId: "7", adId: "1", status: "Started" }, { toTrade: "7" });
    app.realtime.emit(
      "tradeStatusChanged",
      { tradeId: "8", adId: "1", status: "FundsSent" },
      { toTrade: "8" },
    );
    await until(() => got.length > 0, "the trade event");
    expect(got).toEqual([{ tradeId: "8", adId: "1", status: "FundsSent" }]);
  });

  it("ends its sockets when the app closes", async () => {
    const other = await createTestApp(driver, { horizonUrl: horizon.url });
    await other.listen({ host: "127.0.0.1", port: 0 });
    const address = other.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    const token = await signIn(other, alice);
    const socket = openSocket(`http://127.0.0.1:${address.port}`, token);
    sockets.push(socket);
    await connected(socket);
    const gone = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    await other.close();
    expect(await gone).toBeTruthy();
  });
});
