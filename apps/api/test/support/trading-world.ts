import { Asset, type Horizon, Keypair, Operation, type xdr } from "@stellar/stellar-sdk";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { OperatorKeys } from "../../src/modules/demo-world/operator-keys";
import { signIn } from "./sign-in";
import { submitOperations } from "./submit-operations";
import { createTestApp } from "./test-app";
import { startTestLedger, type TestLedger } from "./test-ledger";

/** A real ledger with the operator's accounts, an API on it, and helpers to act as ledger users in tests. */
export interface TestWorld {
  ledger: TestLedger;
  app: FastifyInstance;
  keys: OperatorKeys;
  feeAccount: string;
  distribution: Keypair;
  /** A test asset (see TEST_ASSET_CODES) of the test issuer, which is `distribution`. */
  asset(code: string): Asset;
  /** A funded account trusting `codes`, holding `amount` of each from the distribution account. */
  user(codes: string[], amount: string): Promise<Keypair>;
  /** Submits a transaction of `operations` from `source` (with a text memo) and returns its hash. */
  submit(source: Keypair, operations: xdr.Operation[], memo?: string): Promise<string>;
  /** The account's balance of `asset` as the ledger shows it ("12.3400000"). */
  balance(account: string, asset: Asset): Promise<string>;
  /** A signed-in caller: `inject` with its bearer token. */
  caller(keypair: Keypair): Promise<TestCall>;
  close(): Promise<void>;
}

/** One signed-in request: method, url and JSON body. */
export type TestCall = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

function balanceOf(account: Horizon.AccountResponse, asset: Asset): string {
  for (const line of account.balances) {
    if (asset.isNative() && line.asset_type === "native") return line.balance;
    if (
      "asset_code" in line &&
      line.asset_code === asset.getCode() &&
      line.asset_issuer === asset.getIssuer()
    ) {
      return line.balance;
    }
  }
  return "0.0000000";
}

/** Asset codes the test issuer issues; the fee account trusts them all. */
export const TEST_ASSET_CODES = ["EURX", "GBPX"];

/**
 * Starts a ledger and an API on the given database driver, with a test issuer (also the market maker) and the
 * operator's fee account trusting its assets.
 */
export async function startTestWorld(driver: "pglite" | "postgres" = "pglite"): Promise<TestWorld> {
  const ledger = await startTestLedger();
  const app = await createTestApp(driver, { horizonUrl: ledger.ledger.url, demoWorld: false });
  const keys = await OperatorKeys.load(app.database.db);
  // The test world's own issuer of the demo asset codes; it also acts as the market maker.
  const distribution = Keypair.random();
  await ledger.fund(distribution);
  const asset = (code: string) => new Asset(code, distribution.publicKey());

  const submit = (source: Keypair, operations: xdr.Operation[], memo?: string) =>
    submitOperations(ledger, source, operations, { memo });

  const fee = keys.keypair("fee");
  await ledger.fund(fee);
  await submit(
    fee,
    TEST_ASSET_CODES.map((code) => Operation.changeTrust({ asset: asset(code) })),
  );

  return {
    ledger,
    app,
    keys,
    feeAccount: keys.keypair("fee").publicKey(),
    distribution,
    asset,
    submit,
    async user(codes, amount) {
      const keypair = Keypair.random();
      await ledger.fund(keypair);
      if (codes.length > 0) {
        await submit(
          keypair,
          codes.map((code) => Operation.changeTrust({ asset: asset(code) })),
        );
        await submit(
          distribution,
          codes.map((code) =>
            Operation.payment({ destination: keypair.publicKey(), asset: asset(code), amount }),
          ),
        );
      }
      return keypair;
    },
    async balance(account, target) {
      return balanceOf(await ledger.horizon.loadAccount(account), target);
    },
    async caller(keypair) {
      const token = await signIn(app, keypair);
      return async (method, url, payload) =>
        app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await ledger.stop();
    },
  };
}
