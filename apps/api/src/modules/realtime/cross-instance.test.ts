import { type TNotification, ZNotification } from "@sextant/core";
import { Keypair, TransactionBuilder } from "@stellar/stellar-sdk";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcesses, startApiProcesses } from "../../../test/support/api-processes";
import { collect, connected, openSocket, until } from "./test/socket-clients";

/** SEP-10 over HTTP against a running API process; returns the JWT. */
async function signInOver(url: string, keypair: Keypair): Promise<string> {
  const challenge = (await (
    await fetch(`${url}/api/anchor/authentication?account=${keypair.publicKey()}`)
  ).json()) as { transaction: string; network_passphrase: string };
  const tx = TransactionBuilder.fromXDR(challenge.transaction, challenge.network_passphrase);
  tx.sign(keypair);
  const response = await fetch(`${url}/api/anchor/authentication`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ transaction: tx.toEnvelope().toXDR("base64") }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Stores and emits a notification inside the API process at `url` (TEST_HOOKS=on only). */
async function notifyThrough(url: string, account: string, title: string): Promise<TNotification> {
  const response = await fetch(`${url}/api/test-hooks/notify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account, title, text: "across instances", path: "/p2p" }),
  });
  if (!response.ok) throw new Error(`notify failed: ${response.status} ${await response.text()}`);
  return ZNotification.parse(await response.json());
}

// Two real API processes on one PostgreSQL database: the socket.io PostgreSQL adapter carries events between them.
describe.skipIf(!process.env.TEST_DATABASE_URL)("realtime across API processes (postgres)", () => {
  let group: ApiProcesses;
  const sockets: Socket[] = [];
  const alice = Keypair.random();
  const bob = Keypair.random();

  beforeAll(async () => {
    // One home domain for both, so a token either issues is valid on the other (as behind a load balancer).
    group = await startApiProcesses({ count: 2, env: { TEST_HOOKS: "on", HOME_DOMAIN: "localhost" } });
  }, 240_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await group?.stop();
  }, 60_000);

  it("an event emitted through one instance reaches the account's socket on the other, and only it", async () => {
    const [a, b] = group.processes;
    if (!a || !b) throw new Error("two processes expected");
    const aliceOnB = openSocket(b.url, await signInOver(a.url, alice));
    const bobOnB = openSocket(b.url, await signInOver(b.url, bob));
    const aliceOnA = openSocket(a.url, await signInOver(b.url, alice));
    sockets.push(aliceOnB, bobOnB, aliceOnA);
    await Promise.all([aliceOnB, bobOnB, aliceOnA].map(connected));
    const onB = collect(aliceOnB, "notification");
    const onA = collect(aliceOnA, "notification");
    const bobGot = collect(bobOnB, "notification");

    // The adapter's subscription may still be starting on a busy machine: resend until the first one arrives.
    let sent: TNotification | undefined;
    const deadline = Date.now() + 60_000;
    while (onB.length === 0 && Date.now() < deadline) {
      sent = await notifyThrough(a.url, alice.publicKey(), "From A");
      await until(() => onB.length > 0, "an event from A on B", 5_000).catch(() => {});
    }
    expect((onB[0] as TNotification).title).toBe("From A");
    expect(onB).toContainEqual(sent);
    await until(() => onA.length >= onB.length, "the same event on A");

    const forBob = await notifyThrough(a.url, bob.publicKey(), "For Bob");
    await until(() => bobGot.length === 1, "Bob's event");
    expect(bobGot).toEqual([forBob]);
    expect(onB.every((n) => (n as TNotification).title === "From A")).toBe(true);
  }, 120_000);

  it("after one instance is killed, the other still delivers to its own sockets", async () => {
    const [, b] = group.processes;
    if (!b) throw new Error("two processes expected");
    await group.kill(0);
    const socket = openSocket(b.url, await signInOver(b.url, alice));
    sockets.push(socket);
    await connected(socket);
    const got = collect(socket, "notification");
    const sent = await notifyThrough(b.url, alice.publicKey(), "After the kill");
    await until(() => got.length === 1, "the event after the kill");
    expect(got).toEqual([sent]);
  }, 60_000);
});
