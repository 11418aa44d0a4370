import { LEDGER_ACTION_FALLBACKS, type TZakatRecord, ZAKAT_MESSAGES } from "@sextant/core";
import { signXdr } from "../session";

/**
 * Pays one zakat record from the selected wallet: a payment of its amount and asset to its distribution account
 * with its memo, signed under the password policy (review, then the password when the policy asks), submitted to
 * the ledger and reported to the API, which re-reads it. Rejects with the spec's message prefixed by the asset
 * ('USDT: The destination account does not exist!'); a cancelled signature rejects with `SigningCancelledError`.
 */
export async function payZakatRecord(record: TZakatRecord, feePerOperation: string): Promise<TZakatRecord> {
  const { buildSendXdr, ledgerConfig, submitSignedXdr } = await import("../ledger");
  let hash: string;
  try {
    const [code = record.coinCode, issuer = null] = record.asset === "XLM" ? [] : record.asset.split(":");
    const unsigned = await buildSendXdr({
      source: record.account,
      asset: { code: record.asset === "XLM" ? "XLM" : code, issuer },
      operations: [
        { kind: "payment", destination: record.distAccount, amount: record.zakatAmount, toFeeAccount: false },
      ],
      memoType: "Text",
      memo: record.memo,
      feePerOperation,
    });
    const signed = await signXdr(unsigned, ledgerConfig().networkPassphrase);
    hash = (await submitSignedXdr(signed, "zakat")).hash;
  } catch (error) {
    if (error instanceof Error && error.name === "SigningCancelledError") throw error;
    const reason = error instanceof Error && error.message ? error.message : LEDGER_ACTION_FALLBACKS.zakat;
    throw new Error(ZAKAT_MESSAGES.failedFor(record.coinCode, reason));
  }
  // Paid on the ledger: the report may fail (it is retried on the next load), the payment stands.
  return reportZakatPayment(record, hash);
}

async function reportZakatPayment(record: TZakatRecord, hash: string): Promise<TZakatRecord> {
  const { reportZakatPayment: report } = await import("./api/zakat-api");
  return report(record, hash);
}
