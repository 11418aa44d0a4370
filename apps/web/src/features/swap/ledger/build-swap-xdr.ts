import { fromStroops, looksLikePublicKey, type TPairAsset } from "@sextant/core";
import { Account, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { ensureLedgerConfig, loadAccountSnapshot, TRANSACTION_TIMEOUT_S } from "../../ledger";
import { toSdkAsset } from "./strict-send-paths";

/** Everything one swap transaction carries. Amounts in stroops. */
export interface TSwapTransactionPlan {
  source: string;
  from: TPairAsset;
  to: TPairAsset;
  /** Sent into the path (the fee is not part of it). */
  amount: bigint;
  /** The path payment's destMin: the minimum received under the slippage setting; never 0. */
  minimumReceived: bigint;
  path: readonly TPairAsset[];
  /** The operator's swap fee in the from-asset, paid to `feeAccount` by a second operation. */
  fee: bigint;
  feeAccount: string;
  /** Network fee per operation, stroops (the user's fee level). */
  feePerOperation: string;
}

/** Whether the plan carries the operator's fee payment (a fee above 0 and a valid fee account). */
export function chargesSwapFee(plan: Pick<TSwapTransactionPlan, "fee" | "feeAccount">): boolean {
  return plan.fee > 0n && looksLikePublicKey(plan.feeAccount);
}

/**
 * The unsigned envelope of a swap: pathPaymentStrictSend of `amount` to the wallet itself with destMin = the
 * minimum received, plus, when there is a fee, a payment of the fee in the from-asset to the fee account.
 */
export async function buildSwapXdr(plan: TSwapTransactionPlan): Promise<string> {
  if (plan.minimumReceived <= 0n) throw new Error("The minimum received must be above 0.");
  const snapshot = await loadAccountSnapshot(plan.source);
  if (!snapshot) throw new Error("Your account is not active yet.");
  const { networkPassphrase } = await ensureLedgerConfig();
  const builder = new TransactionBuilder(new Account(snapshot.id, snapshot.sequence), {
    fee: plan.feePerOperation,
    networkPassphrase,
  });
  builder.addOperation(
    Operation.pathPaymentStrictSend({
      sendAsset: toSdkAsset(plan.from),
      sendAmount: fromStroops(plan.amount),
      destination: plan.source,
      destAsset: toSdkAsset(plan.to),
      destMin: fromStroops(plan.minimumReceived),
      path: plan.path.map(toSdkAsset),
    }),
  );
  if (chargesSwapFee(plan)) {
    builder.addOperation(
      Operation.payment({
        destination: plan.feeAccount,
        asset: toSdkAsset(plan.from),
        amount: fromStroops(plan.fee),
      }),
    );
  }
  return builder.setTimeout(TRANSACTION_TIMEOUT_S).build().toXDR();
}
