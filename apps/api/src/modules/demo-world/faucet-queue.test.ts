import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoWorldApp, startDemoWorldApp } from "../../../test/support/demo-world-app";
import type { TestLedger } from "../../../test/support/test-ledger";
import type { OperatorKeys } from "./operator-keys";
import { FAUCET_BUSY_MESSAGE } from "./send-test-asset";

describe("concurrent faucet calls", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  let keys: OperatorKeys;
  let world: DemoWorldApp | undefined;

  beforeAll(async () => {
    world = await startDemoWorldApp();
    ({ ledger, app, keys } = world);
  });
  afterAll(() => world?.close());

  const faucet = (account: string, assetCode: string) =>
    app.inject({ method: "POST", url: "/api/demo/faucet", payload: { account, assetCode } });

  const amountOf = (answer: { json(): unknown } | undefined) => {
    const amount = (answer?.json() as { amount?: string } | undefined)?.amount;
    expect(amount).toMatch(/^\d+(\.\d+)?$/);
    return amount;
  };

  const balanceOf = async (account: string, code: string) => {
    const loaded = await ledger.horizon.loadAccount(account);
    const held = loaded.balances.find((b) => "asset_code" in b && b.asset_code === code);
    return held?.balance;
  };

  it("pays one of five simultaneous calls for one account and refuses the others with 409", async () => {
    const user = Keypair.random();
    await ledger.fund(user);
    await ledger.submit(user, [
      Operation.changeTrust({ asset: new Asset("USDT", keys.issuer("USDT").publicKey()) }),
    ]);

    const answers = await Promise.all(Array.from({ length: 5 }, () => faucet(user.publicKey(), "USDT")));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(4);
    for (const answer of refused)
      expect(answer.json()).toEqual({ code: "CONFLICT", message: FAUCET_BUSY_MESSAGE });
    expect(Number(await balanceOf(user.publicKey(), "USDT"))).toBe(Number(amountOf(paid[0])));
  });

  it("pays simultaneous calls for different accounts each, one after the other", async () => {
    const users = [Keypair.random(), Keypair.random(), Keypair.random()];
    for (const user of users) {
      await ledger.fund(user);
      await ledger.submit(user, [
        Operation.changeTrust({ asset: new Asset("USDT", keys.issuer("USDT").publicKey()) }),
      ]);
    }
    const answers = await Promise.all(users.map((user) => faucet(user.publicKey(), "USDT")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const hashes = new Set(answers.map((answer) => (answer.json() as { hash: string }).hash));
    expect(hashes.size).toBe(3);
    for (const [index, user] of users.entries()) {
      expect(Number(await balanceOf(user.publicKey(), "USDT"))).toBe(Number(amountOf(answers[index])));
    }
  });
});
