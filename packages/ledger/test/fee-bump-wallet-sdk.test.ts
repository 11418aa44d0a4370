import { Asset, FeeBumpTransaction, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { SigningKeypair, StellarConfiguration, Wallet } from "@stellar/typescript-wallet-sdk";
import { describe, expect, it } from "vitest";
import { nativeBalance, newAccounts } from "./support/accounts";
import { innerResult } from "./support/fee-bump";
import { useLedger } from "./support/ledger";
import { XLM } from "./support/result";
import { buildTx, txHash } from "./support/tx";

const ledger = useLedger();
type WalletTransaction = Parameters<ReturnType<typeof walletStellar>["makeFeeBump"]>[0]["transaction"];

/**
 * The wallet SDK refuses plain-http Horizon servers except on Testnet, and the ledger's passphrase is fixed to
 * the standalone network. Its `Stellar` helper only needs the configuration to build the fee-bump (no request
 * is made), so it gets an address it never calls; the envelope is submitted with `@stellar/stellar-sdk`.
 */
function walletStellar(passphrase: string) {
  const wallet = new Wallet({
    stellarConfiguration: new StellarConfiguration({
      network: passphrase as never,
      horizonUrl: "https://horizon.invalid",
    }),
  });
  return wallet.stellar();
}

describe("fee-bumps built by @stellar/typescript-wallet-sdk", () => {
  it("makeFeeBump wraps a signed transaction that the ledger applies, charging the fee account", async () => {
    const t = ledger();
    const [source, dest, payer] = await newAccounts(t, 3, "100");
    const inner = await buildTx(t, source, [
      Operation.payment({ destination: dest.publicKey(), asset: Asset.native(), amount: "2" }),
    ]);
    const stellar = walletStellar(t.passphrase);
    const decoded = stellar.decodeTransaction(inner.toXDR()) as unknown as WalletTransaction;
    const feeAccount = SigningKeypair.fromSecret(payer.secret());
    const bump = stellar.makeFeeBump({ feeAddress: feeAccount, transaction: decoded, baseFee: 150 });
    feeAccount.sign(bump);
    const envelope = TransactionBuilder.fromXDR(bump.toXDR(), t.passphrase);
    expect(envelope).toBeInstanceOf(FeeBumpTransaction);
    const response = await t.server.submitTransaction(envelope as FeeBumpTransaction);
    expect(response.successful).toBe(true);
    const result = innerResult(response.result_xdr);
    expect(result).toMatchObject({ outer: "txFeeBumpInnerSuccess", code: "txSuccess", hash: txHash(inner) });
    expect(result.feeCharged).toBe(200n);
    const record = await t.server.transactions().transaction(response.hash).call();
    expect(record.fee_account).toBe(payer.publicKey());
    expect(record.max_fee).toBe("300");
    expect(await nativeBalance(t, payer)).toBe(100n * XLM - 200n);
    expect(await nativeBalance(t, source)).toBe(98n * XLM);
  });
});
