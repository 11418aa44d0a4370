import { Keypair, Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureLedger } from "../../ledger";
import { buildSwapXdr, type TSwapTransactionPlan } from "./build-swap-xdr";

// Under jsdom the global Uint8Array is another realm's than Node's Buffer and TextEncoder output, so the XDR
// encoder's `instanceof Uint8Array` checks reject asset codes. Browsers have one realm; tests use Node's.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

const PASSPHRASE = "Standalone Network ; February 2017";
const ME = Keypair.random().publicKey();
const FEE_ACCOUNT = Keypair.random().publicKey();
const ISSUER = Keypair.random().publicKey();

const plan: TSwapTransactionPlan = {
  source: ME,
  from: { code: "XLM", issuer: "" },
  to: { code: "LEVELG", issuer: ISSUER },
  amount: 100_000_000n,
  minimumReceived: 696_500_000n,
  path: [{ code: "EURX", issuer: ISSUER }],
  fee: 100_000n,
  feeAccount: FEE_ACCOUNT,
  feePerOperation: "200",
};

beforeEach(() => {
  configureLedger({ horizonUrl: "http://ledger.test", networkPassphrase: PASSPHRASE });
  vi.stubGlobal(
    "fetch",
    async () =>
      new Response(JSON.stringify({ account_id: ME, sequence: "41", subentry_count: 0, balances: [] }), {
        headers: { "Content-Type": "application/json" },
      }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function decode(xdr: string): Transaction {
  const tx = TransactionBuilder.fromXDR(xdr, PASSPHRASE);
  if (!(tx instanceof Transaction)) throw new Error("not a plain transaction");
  return tx;
}

describe("buildSwapXdr", () => {
  it("sends the whole amount through the path with destMin = minimum received, and the fee on top", async () => {
    const tx = decode(await buildSwapXdr(plan));
    expect(tx.sequence).toBe("42");
    expect(tx.fee).toBe("400");
    const [swap, fee] = tx.operations;
    expect(swap).toMatchObject({
      type: "pathPaymentStrictSend",
      sendAmount: "10.0000000",
      destination: ME,
      destMin: "69.6500000",
    });
    expect(swap?.type === "pathPaymentStrictSend" && swap.path.map((asset) => asset.getCode())).toEqual([
      "EURX",
    ]);
    expect(fee).toMatchObject({ type: "payment", destination: FEE_ACCOUNT, amount: "0.0100000" });
  });

  it("has no fee operation when there is no fee, and refuses a minimum of 0", async () => {
    const tx = decode(await buildSwapXdr({ ...plan, fee: 0n }));
    expect(tx.operations).toHaveLength(1);
    await expect(buildSwapXdr({ ...plan, minimumReceived: 0n })).rejects.toThrow();
  });
});
