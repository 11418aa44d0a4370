import {
  Account,
  type Horizon,
  type Keypair,
  type Memo,
  NetworkError,
  Transaction,
  TransactionBuilder,
  xdr,
} from "@stellar/stellar-sdk";
import type { TestLedger } from "./ledger";
import { type DecodedResult, decodeResult } from "./result";

export interface BuildOptions {
  /** Per-operation fee in stroops (default 100). */
  fee?: number;
  /** Keys that sign; defaults to the source key. */
  signers?: Keypair[];
  /** Sequence number of the transaction (default: current account sequence + 1). */
  sequence?: bigint;
  timebounds?: { minTime: number; maxTime: number };
  memo?: Memo;
  passphrase?: string;
}

/** Builds and signs a transaction for `source`, reading its sequence from Horizon unless given. */
export async function buildTx(
  t: TestLedger,
  source: Keypair,
  operations: xdr.Operation[],
  options: BuildOptions = {},
): Promise<Transaction> {
  const sequence = options.sequence ?? BigInt((await t.server.loadAccount(source.publicKey())).sequence) + 1n;
  const builder = new TransactionBuilder(new Account(source.publicKey(), (sequence - 1n).toString()), {
    fee: String(options.fee ?? 100),
    networkPassphrase: options.passphrase ?? t.passphrase,
    ...(options.timebounds ? { timebounds: options.timebounds } : {}),
    ...(options.memo ? { memo: options.memo } : {}),
  });
  for (const op of operations) builder.addOperation(op);
  if (!options.timebounds) builder.setTimeout(0);
  const tx = builder.build();
  for (const signer of options.signers ?? [source]) tx.sign(signer);
  return tx;
}

/** Re-encodes a built transaction after editing its JSON form (to send what the SDK refuses to build). */
export function tamper(
  tx: Transaction,
  edit: (envelope: { tx: { tx: Record<string, unknown> } }) => void,
): Transaction {
  const json = JSON.parse(JSON.stringify(tx.toEnvelope().toJson()));
  edit(json);
  return new Transaction(xdr.TransactionEnvelope.fromJson(json), tx.networkPassphrase);
}

export interface ResultCodes {
  transaction: string;
  operations?: string[];
}

export type Outcome =
  | { ok: true; status: 200; response: Horizon.HorizonApi.SubmitTransactionResponse; result: DecodedResult }
  | {
      ok: false;
      status: number;
      codes?: ResultCodes;
      resultXdr?: string;
      result?: DecodedResult;
      body: unknown;
    };

/** Submits through the SDK and never throws for a Horizon error response. */
export async function submit(t: TestLedger, tx: Transaction): Promise<Outcome> {
  try {
    const response = await t.server.submitTransaction(tx, { skipMemoRequiredCheck: true });
    return { ok: true, status: 200, response, result: decodeResult(response.result_xdr) };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const { status, data } = error.getResponse();
    const extras = data && "extras" in data ? data.extras : undefined;
    return {
      ok: false,
      status: status ?? 0,
      codes: extras?.result_codes,
      resultXdr: extras?.result_xdr,
      result: extras?.result_xdr ? decodeResult(extras.result_xdr) : undefined,
      body: data,
    };
  }
}

/** Submits and fails the test unless the transaction succeeded. */
export async function submitOk(
  t: TestLedger,
  tx: Transaction,
): Promise<Horizon.HorizonApi.SubmitTransactionResponse> {
  const outcome = await submit(t, tx);
  if (!outcome.ok)
    throw new Error(`transaction failed: ${outcome.status} ${JSON.stringify(outcome.codes ?? outcome.body)}`);
  return outcome.response;
}

/** Submits and returns Horizon's result codes, failing the test if the transaction succeeded. */
export async function submitFail(t: TestLedger, tx: Transaction): Promise<ResultCodes & { status: number }> {
  const outcome = await submit(t, tx);
  if (outcome.ok) throw new Error(`transaction unexpectedly succeeded in ledger ${outcome.response.ledger}`);
  if (!outcome.codes)
    throw new Error(`no result_codes in ${outcome.status}: ${JSON.stringify(outcome.body)}`);
  return { status: outcome.status, ...outcome.codes };
}

/** Builds, signs and submits in one go; returns the response of a successful transaction. */
export async function run(
  t: TestLedger,
  source: Keypair,
  operations: xdr.Operation[],
  options: BuildOptions = {},
): Promise<Horizon.HorizonApi.SubmitTransactionResponse> {
  return submitOk(t, await buildTx(t, source, operations, options));
}

/** Builds, signs and submits; returns the failure codes. */
export async function runFail(
  t: TestLedger,
  source: Keypair,
  operations: xdr.Operation[],
  options: BuildOptions = {},
): Promise<ResultCodes & { status: number }> {
  return submitFail(t, await buildTx(t, source, operations, options));
}

/** Hex transaction hash, as Horizon's `id`/`hash`. */
export function txHash(tx: Transaction): string {
  return Buffer.from(tx.hash()).toString("hex");
}
