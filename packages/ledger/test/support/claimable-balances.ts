import { type Asset, Claimant, type Keypair, Operation, type xdr } from "@stellar/stellar-sdk";
import { getJson, type Json } from "./http";
import type { TestLedger } from "./ledger";
import { decodeResult } from "./result";
import { buildTx, submitOk } from "./tx";

/** A claimant that may claim at any time. */
export const anyTime = (account: Keypair | string) =>
  new Claimant(
    typeof account === "string" ? account : account.publicKey(),
    Claimant.predicateUnconditional(),
  );

export const createBalance = (asset: Asset, amount: string, claimants: Claimant[]) =>
  Operation.createClaimableBalance({ asset, amount, claimants });
export const claim = (balanceId: string) => Operation.claimClaimableBalance({ balanceId });
export const clawbackBalance = (balanceId: string) => Operation.clawbackClaimableBalance({ balanceId });

/**
 * Creates a claimable balance (the first operation of the transaction) and returns its id, computed by the SDK
 * from the transaction (source, sequence, index), after checking the ledger's result reports the same id.
 */
export async function created(
  t: TestLedger,
  source: Keypair,
  asset: Asset,
  amount: string,
  claimants: Claimant[],
  extra: xdr.Operation[] = [],
): Promise<string> {
  const tx = await buildTx(t, source, [createBalance(asset, amount, claimants), ...extra]);
  const response = await submitOk(t, tx);
  const id = tx.getClaimableBalanceId(0);
  const result = decodeResult(response.result_xdr).raw.result;
  if (result.type !== "txSuccess") throw new Error("not a success");
  const first = result.results[0];
  if (first?.type !== "opInner" || first.tr.type !== "createClaimableBalance")
    throw new Error("no create result");
  const inner = first.tr.createClaimableBalanceResult;
  if (inner.type !== "createClaimableBalanceSuccess") throw new Error(`create failed: ${inner.type}`);
  const reported = `00000000${Buffer.from(inner.balanceId.value.value).toString("hex")}`;
  if (reported !== id) throw new Error(`result balance id ${reported} differs from the SDK's ${id}`);
  return id;
}

/** `GET /claimable_balances/{id}` as plain JSON (status and body). */
export async function balanceRecord(t: TestLedger, id: string): Promise<{ status: number; body: Json }> {
  const { status, body } = await getJson(t, `/claimable_balances/${id}`);
  return { status, body };
}

/** An account's `num_sponsoring`, as Horizon shows it. */
export async function numSponsoring(t: TestLedger, account: Keypair): Promise<number> {
  return (await t.server.loadAccount(account.publicKey())).num_sponsoring;
}
