import { ZGetNotificationsResponse } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../test/support/sign-in";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startEmptyHorizon } from "../realtime/test/empty-horizon";

describe.each(TEST_DRIVERS)("notifications (%s)", (driver) => {
  let horizon: Awaited<ReturnType<typeof startEmptyHorizon>>;
  let app: FastifyInstance;
  const alice = Keypair.random();
  const bob = Keypair.random();
  let aliceToken = "";
  let bobToken = "";

  beforeAll(async () => {
    // SEP-10 sign-in reads the account from Horizon (an unfunded one signs with its own key).
    horizon = await startEmptyHorizon();
    app = await createTestApp(driver, { horizonUrl: horizon.url });
    aliceToken = await signIn(app, alice);
    bobToken = await signIn(app, bob);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await horizon?.stop();
  });

  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const list = (address: string, token: string) =>
    get(`/api/notifications/getNotifications?address=${address}`, token);

  it("lists an account's own notifications, newest first, with the spec's fields", async () => {
    const first = await app.notify({
      account: alice.publicKey(),
      title: "Trade started",
      text: "A user has started a trade via Local Bank Transfer.",
      path: "/transactionProgressScreen?tradeId=7",
      objectId: "7",
    });
    const second = await app.notify({
      account: alice.publicKey(),
      title: "Trade cancelled",
      text: "",
      path: "/p2p",
    });
    await app.notify({ account: bob.publicKey(), title: "For Bob", text: "", path: "/p2p" });

    const response = await list(alice.publicKey(), aliceToken);
    expect(response.statusCode).toBe(200);
    const { notifications } = ZGetNotificationsResponse.parse(response.json());
    expect(notifications.map((n) => n.id)).toEqual([second.id, first.id]);
    expect(notifications[1]).toMatchObject({
      title: "Trade started",
      notification: "A user has started a trade via Local Bank Transfer.",
      new: true,
      path: "/transactionProgressScreen?tradeId=7",
      objectId: "7",
    });
    expect(Number.isNaN(Date.parse(notifications[1]?.date ?? ""))).toBe(false);
  });

  it("keeps at most 16 in the list", async () => {
    const carol = Keypair.random();
    const token = await signIn(app, carol);
    for (let i = 0; i < 18; i += 1) {
      await app.notify({ account: carol.publicKey(), title: `n${i}`, text: "", path: "/p2p" });
    }
    const { notifications } = ZGetNotificationsResponse.parse((await list(carol.publicKey(), token)).json());
    expect(notifications).toHaveLength(16);
    expect(notifications[0]?.title).toBe("n17");
  });

  it("marks one notification read, then all, and only the caller's", async () => {
    const before = ZGetNotificationsResponse.parse((await list(alice.publicKey(), aliceToken)).json());
    const [newest, older] = before.notifications;
    const one = await get(
      `/api/notifications/updateNotification?address=${alice.publicKey()}&id=${older?.id}`,
      aliceToken,
    );
    expect(one.json()).toEqual({ updated: 1 });
    // Bob's notification id in Alice's call changes nothing.
    const bobs = ZGetNotificationsResponse.parse((await list(bob.publicKey(), bobToken)).json());
    const foreign = await get(
      `/api/notifications/updateNotification?address=${alice.publicKey()}&id=${bobs.notifications[0]?.id}`,
      aliceToken,
    );
    expect(foreign.json()).toEqual({ updated: 0 });
    const after = ZGetNotificationsResponse.parse((await list(alice.publicKey(), aliceToken)).json());
    expect(after.notifications.map((n) => n.new)).toEqual([true, false]);
    expect(after.notifications[0]?.id).toBe(newest?.id);

    const all = await get(`/api/notifications/updateNotification?address=${alice.publicKey()}`, aliceToken);
    expect(all.json()).toEqual({ updated: 1 });
    const read = ZGetNotificationsResponse.parse((await list(alice.publicKey(), aliceToken)).json());
    expect(read.notifications.every((n) => !n.new)).toBe(true);
    const stillBobs = ZGetNotificationsResponse.parse((await list(bob.publicKey(), bobToken)).json());
    expect(stillBobs.notifications[0]?.new).toBe(true);
  });

  it("refuses a caller without a token (401) and another account's address (403)", async () => {
    for (const path of ["getNotifications", "updateNotification"]) {
      const url = `/api/notifications/${path}?address=${alice.publicKey()}`;
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: "UNAUTHORIZED" });
      const forged = await get(url, "not-a-jwt");
      expect(forged.statusCode).toBe(401);
      const other = await get(url, bobToken);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: "FORBIDDEN" });
    }
    const bobs = ZGetNotificationsResponse.parse((await list(bob.publicKey(), bobToken)).json());
    expect(bobs.notifications[0]?.new).toBe(true);
  });

  it("answers 400 for a bad address and has no public route that creates one", async () => {
    const bad = await get("/api/notifications/getNotifications?address=GNOTAKEY", aliceToken);
    expect(bad.statusCode).toBe(400);
    const hook = await app.inject({
      method: "POST",
      url: "/api/test-hooks/notify",
      payload: { account: alice.publicKey(), title: "x", text: "", path: "/p2p" },
    });
    expect(hook.statusCode).toBe(404);
  });

  it("refuses to store a notification with a path outside the app", async () => {
    await expect(
      app.notify({ account: alice.publicKey(), title: "x", text: "", path: "https://evil.example" }),
    ).rejects.toThrow();
  });
});
