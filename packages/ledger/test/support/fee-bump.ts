import {
  FeeBumpTransaction,
  type Horizon,
  type Keypair,
  NetworkError,
  type Transaction,
  TransactionBuilder,
  xdr,
} from "@stellar/stellar-sdk";
import type { TestLedger } from "./ledger";
import { decodeResult } from "./result";
import type { ResultCodes } from "./tx";

export interface BumpOptions {
  /** Per-operation base fee of the bump (default 100); the outer fee is base × (inner ops + 1). */
  baseFee?: number;
  /** Overrides the outer fee (stroops) after building, for fees the SDK refuses to build. */
  fee?: bigint;
  /** Fee source address (G… or M…); defaults to `feeSource`'s key. */
  feeSourceAddress?: string;
  /** Keys that sign the outer envelope; defaults to the fee source. */
  signers?: Keypair[];
}

/** Wraps a signed transaction in a fee-bump paid by `feeSource`. */
export function feeBump(
  t: TestLedger,
  inner: Transaction,
  feeSource: Keypair,
  options: BumpOptions = {},
): FeeBumpTransaction {
  let bump = TransactionBuilder.buildFeeBumpTransaction(
    options.feeSourceAddress ?? feeSource,
    String(options.baseFee ?? 100),
    inner,
    t.passphrase,
  );
  if (options.fee !== undefined) {
    const json = JSON.parse(JSON.stringify(bump.toEnvelope().toJson()));
    json.tx_fee_bump.tx.fee = options.fee.toString();
    bump = new FeeBumpTransaction(xdr.TransactionEnvelope.fromJson(json), t.passphrase);
  }
  for (const signer of options.signers ?? [feeSource]) bump.sign(signer);
  return bump;
}

export type BumpOutcome =
  | { ok: true; response: Horizon.HorizonApi.SubmitTransactionResponse }
  | {
      ok: false;
      status: number;
      codes?: ResultCodes & { inner_transaction?: string };
      resultXdr?: string;
    };

/** Submits through the SDK and never throws for a Horizon error response. */
export async function submitBump(t: TestLedger, tx: FeeBumpTransaction): Promise<BumpOutcome> {
  try {
    return { ok: true, response: await t.server.submitTransaction(tx, { skipMemoRequiredCheck: true }) };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const { status, data } = error.getResponse();
    const extras = data && "extras" in data ? data.extras : undefined;
    return { ok: false, status: status ?? 0, codes: extras?.result_codes, resultXdr: extras?.result_xdr };
  }
}

/** The inner result pair of a fee-bump result: inner hash (hex), inner code and its operations' codes. */
export function innerResult(resultXdr: string): {
  outer: string;
  feeCharged: bigint;
  hash: string;
  code: string;
  innerFeeCharged: bigint;
  operations: string[];
} {
  const decoded = decodeResult(resultXdr);
  const result = decoded.raw.result as unknown as {
    innerResultPair: {
      transactionHash: { value: Uint8Array };
      result: { feeCharged: bigint; result: { type: string; results?: unknown[] } };
    };
  };
  const pair = result.innerResultPair;
  return {
    outer: decoded.code,
    feeCharged: decoded.feeCharged,
    hash: Buffer.from(pair.transactionHash.value).toString("hex"),
    code: pair.result.result.type,
    innerFeeCharged: pair.result.feeCharged,
    operations: (pair.result.result.results ?? []).map(opCode),
  };
}

function opCode(result: unknown): string {
  const r = result as { type: string; tr?: Record<string, unknown> };
  if (r.type !== "opInner" || !r.tr) return r.type;
  const inner = Object.values(r.tr).find(
    (v): v is { type: string } =>
      typeof v === "object" && v !== null && typeof (v as { type?: unknown }).type === "string",
  );
  return inner?.type ?? r.type;
}
