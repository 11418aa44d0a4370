import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type TMerchantOrder, ZCreatedApiKey, ZMerchantOrder } from "@sextant/core";
import { type Asset, type Keypair, Operation } from "@stellar/stellar-sdk";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { signIn } from "../../../../test/support/sign-in";
import type { TestCall, TestWorld } from "../../../../test/support/trading-world";
import { assets } from "../../../db/schema";

export type TAnyCall = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** A signed-in (SEP-10) caller for any method. */
export async function signedIn(world: TestWorld, keypair: Keypair): Promise<TAnyCall> {
  const token = await signIn(world.app, keypair);
  return (method, url, payload) =>
    world.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

/** Lists the test world's EURX in the catalogue: orders are priced in listed assets only. */
export async function listTestAsset(world: TestWorld): Promise<void> {
  await world.app.database.db
    .insert(assets)
    .values({
      code: "EURX",
      issuer: world.distribution.publicKey(),
      name: "Test euro",
      referenceUsdPrice: "1.1",
    })
    .onConflictDoNothing();
}

/** A merchant set up through its console: profile, an API key with both scopes and one that may only read. */
export async function setUpMerchant(world: TestWorld, name: string) {
  const keypair = await world.user(["EURX"], "1");
  const call = await signedIn(world, keypair);
  const profile = await call("PUT", "/api/merchant/profile", { name, receivingAddress: keypair.publicKey() });
  expect(profile.statusCode).toBe(200);
  const writeKey = ZCreatedApiKey.parse(
    (
      await call("POST", "/api/merchant/api-keys", { label: "shop", scopes: ["orders:read", "orders:write"] })
    ).json(),
  ).secret;
  const readKey = ZCreatedApiKey.parse(
    (await call("POST", "/api/merchant/api-keys", { label: "reports", scopes: ["orders:read"] })).json(),
  ).secret;
  return { keypair, call, writeKey, readKey, id: (profile.json() as { id: string }).id };
}

export type TMerchantFixture = Awaited<ReturnType<typeof setUpMerchant>>;

/** A merchant API call with an API key. */
export function withKey(world: TestWorld, key: string) {
  return (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
    world.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}`, ...headers } });
}

export async function createOrder(
  world: TestWorld,
  merchant: TMerchantFixture,
  payableAmount: string,
  extra: Record<string, unknown> = {},
): Promise<TMerchantOrder> {
  const response = await withKey(world, merchant.writeKey)("POST", "/api/merchant/v1/orders", {
    orderNumber: `T-${Math.random().toString(36).slice(2, 8)}`,
    service: "Test shop",
    description: "A test order",
    payableAmount,
    asset: `EURX:${world.distribution.publicKey()}`,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZMerchantOrder.parse(response.json());
}

/** Pays `amount` of `asset` from `payer` to the order's muxed address; answers the transaction hash. */
export function pay(world: TestWorld, payer: Keypair, order: TMerchantOrder, asset: Asset, amount: string) {
  return world.submit(payer, [Operation.payment({ destination: order.payTo, asset, amount })]);
}

/** The customer's report of a payment (spec: status Completed, orderStatus Pending). */
export function report(call: TestCall, order: TMerchantOrder, customer: Keypair, hash: string) {
  return call("PATCH", `/api/ordered-transactions/update-checkout/${order.memo}`, {
    status: "Completed",
    orderStatus: "Pending",
    customerPublicKey: customer.publicKey(),
    transactionHash: hash,
    paymentDetail: { payedIn: order.asset, amountPayed: order.payableAmount },
    isInstant: true,
  });
}

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback that fails the first `failures` requests with a 500. */
export async function startReceiver(failures = 0) {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      requests.push({ headers: request.headers, body });
      const fail = requests.length <= failures;
      response.writeHead(fail ? 500 : 200, { "content-type": "text/plain" });
      response.end(fail ? "temporarily broken" : "thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `read` until `done` holds (conditions, not sleeps), failing after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
