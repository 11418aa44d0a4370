import { Asset, Keypair, Operation, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createTestApp } from "../../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../../test/support/test-ledger";
import { testToken } from "../../../../test/support/test-token";
import { OperatorKeys } from "../../demo-world/operator-keys";

/** A real ledger with the operator's issuers of LEVELG and EURX, an API on it, and P2P users. */
export interface P2pWorld {
  ledger: TestLedger;
  app: FastifyInstance;
  asset(code: "LEVELG" | "EURX"): Asset;
  /** A funded account (10,000 XLM) trusting and holding the given amounts of LEVELG / EURX. */
  user(holdings?: Partial<Record<"LEVELG" | "EURX", string>>): Promise<Keypair>;
  /** The account's balance of an asset on the ledger. */
  balance(account: string, asset: Asset): Promise<string>;
  call(
    token: string | undefined,
    method: "GET" | "POST",
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  token(keypair: Keypair): Promise<string>;
  close(): Promise<void>;
}

export async function startP2pWorld(driver: "pglite" | "postgres"): Promise<P2pWorld> {
  const ledger = await startTestLedger();
  const app = await createTestApp(driver, { horizonUrl: ledger.ledger.url, demoWorld: false });
  const keys = await OperatorKeys.load(app.database.db);
  const issuers = { LEVELG: keys.issuer("LEVELG"), EURX: keys.issuer("EURX") };
  // One at a time: friendbot is one account, with one sequence number.
  for (const issuer of Object.values(issuers)) await ledger.fund(issuer);
  const asset = (code: "LEVELG" | "EURX") => new Asset(code, issuers[code].publicKey());

  const submit = async (source: Keypair, operations: xdr.Operation[], signers: Keypair[]) => {
    const account = await ledger.horizon.loadAccount(source.publicKey());
    const builder = new TransactionBuilder(account, {
      fee: "100",
      networkPassphrase: ledger.ledger.networkPassphrase,
    });
    for (const operation of operations) builder.addOperation(operation);
    const tx = builder.setTimeout(60).build();
    tx.sign(...signers);
    await ledger.horizon.submitTransaction(tx, { skipMemoRequiredCheck: true });
  };

  return {
    ledger,
    app,
    asset,
    async user(holdings = {}) {
      const keypair = Keypair.random();
      await ledger.fund(keypair);
      const entries = Object.entries(holdings) as Array<["LEVELG" | "EURX", string]>;
      for (const [code, amount] of entries) {
        const operations = [Operation.changeTrust({ asset: asset(code), source: keypair.publicKey() })];
        if (Number(amount) > 0) {
          operations.push(
            Operation.payment({ destination: keypair.publicKey(), asset: asset(code), amount }),
          );
        }
        await submit(issuers[code], operations, [issuers[code], keypair]);
      }
      return keypair;
    },
    async balance(account, target) {
      const loaded = await ledger.horizon.loadAccount(account);
      const line = loaded.balances.find((b) =>
        target.isNative()
          ? b.asset_type === "native"
          : "asset_code" in b && b.asset_code === target.getCode() && b.asset_issuer === target.getIssuer(),
      );
      return line?.balance ?? "0.0000000";
    },
    call(token, method, url, payload) {
      return app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    },
    token: (keypair) => testToken(app, keypair.publicKey()),
    async close() {
      await app.close();
      await ledger.stop();
    },
  };
}

/** A valid detailed sell ad of XLM in India (reference 29.4 INR: 0.35 USD × 84), 30 to 100 XLM, 500 in total. */
export const SELL_XLM_IN_INDIA = {
  assetCode: "XLM",
  detailed: true,
  unitPrice: "29.40",
  minQty: "30",
  maxQty: "100",
  total_amount: "500",
  location: "IN",
  payment_method: "Local_Bank",
  bank_name: "State Bank of India",
  bank_account_number: "001234567",
  bank_account_title: "Asha Rao",
};
