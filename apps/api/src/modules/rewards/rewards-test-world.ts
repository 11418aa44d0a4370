import { Asset, Keypair, Operation, type xdr } from "@stellar/stellar-sdk";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { submitOperations } from "../../../test/support/submit-operations";
import { createTestApp } from "../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { testToken } from "../../../test/support/test-token";
import { OperatorKeys } from "../demo-world/operator-keys";

/** A request as one signed-in account: method, url, JSON body. */
export type RewardsCall = (
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/**
 * For the rewards tests: a real ledger with its development clock open to the test, an API on it with an
 * administrator, the operator's fee and distribution accounts funded, and helpers to act as ledger users.
 */
export interface RewardsWorld {
  ledger: TestLedger;
  app: FastifyInstance;
  admin: Keypair;
  feeAccount: Keypair;
  distribution: Keypair;
  user(): Promise<Keypair>;
  as(keypair: Keypair): Promise<RewardsCall>;
  pay(source: Keypair, destination: string, amount: string, memo?: string): Promise<string>;
  /** Moves the ledger's clock and closes a ledger at that time (a small payment), or back to wall time. */
  setLedgerTime(time: Date | "now"): Promise<void>;
  xlm(account: string): Promise<string>;
  close(): Promise<void>;
}

export async function startRewardsWorld(driver: "pglite" | "postgres"): Promise<RewardsWorld> {
  const ledger = await startTestLedger({ devClock: true });
  const admin = Keypair.random();
  const app = await createTestApp(driver, {
    horizonUrl: ledger.ledger.url,
    demoWorld: false,
    adminAccounts: [admin.publicKey()],
  });
  const keys = await OperatorKeys.load(app.database.db);
  const feeAccount = keys.keypair("fee");
  const distribution = keys.keypair("distribution");
  await ledger.fund(feeAccount);
  await ledger.fund(distribution);

  // No time bound: the ledger's clock may stand in another year while a test moves it.
  const submit = (source: Keypair, operations: xdr.Operation[], memo?: string) =>
    submitOperations(ledger, source, operations, { memo, timeout: 0 });
  const clock = (body: object) =>
    fetch(`${ledger.ledger.url}/_dev/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  return {
    ledger,
    app,
    admin,
    feeAccount,
    distribution,
    async user() {
      const keypair = Keypair.random();
      await ledger.fund(keypair);
      return keypair;
    },
    async as(keypair) {
      const token = await testToken(app, keypair.publicKey());
      return (method, url, payload) =>
        app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    },
    pay: (source, destination, amount, memo) =>
      submit(source, [Operation.payment({ destination, asset: Asset.native(), amount })], memo),
    async setLedgerTime(time) {
      await clock(time === "now" ? { reset: true } : { time: Math.floor(time.getTime() / 1000) });
      await ledger.fund(Keypair.random());
    },
    async xlm(account) {
      const record = await ledger.horizon.loadAccount(account);
      return record.balances.find((line) => line.asset_type === "native")?.balance ?? "0";
    },
    async close() {
      await app.close();
      await ledger.stop();
    },
  };
}
