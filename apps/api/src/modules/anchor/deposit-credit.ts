import { anchorFeeStroops, fromStroops, toStroops } from "@sextant/core";
import { Asset, Claimant, type Keypair, Operation, type Transaction } from "@stellar/stellar-sdk";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorTransactions } from "../../db/schema";
import { isNotFound } from "../../ledger/horizon";
import { anchorAssetTerms } from "./anchor-assets";
import { type AnchorRow, transition } from "./anchor-records";
import type { Changed } from "./deposit-watcher";
import { canReceive, type StellarContext, settleStored, signOperations, submit } from "./stellar-submit";

export interface CreditContext extends StellarContext {
  db: Database;
  /** The issuer of an anchored asset: it mints deposits and receives (burns) withdrawals. */
  issuer(code: string): Keypair;
}

const changedOf = (row: AnchorRow): Changed => ({
  id: row.id,
  account: row.account,
  kind: "deposit",
  status: row.status,
  assetCode: row.assetCode,
});

/**
 * Credits confirmed deposits on the ledger, at most once each: the credit (amount − fee, from the issuer) is
 * signed, its envelope and hash stored with the move `pending_anchor` → `pending_stellar`, and only then
 * submitted. An account without a trustline (or not yet created) gets a claimable balance instead and the row
 * waits in `pending_trust` until it is claimed. A stored credit whose outcome is unknown is looked up on the
 * ledger before anything is signed again: applied → finished; failed or expired unapplied → signed afresh.
 */
export async function creditDeposits(context: CreditContext): Promise<Changed[]> {
  const { db } = context;
  const changed: Changed[] = [];
  const rows = await db
    .select()
    .from(anchorTransactions)
    .where(
      and(
        eq(anchorTransactions.kind, "deposit"),
        inArray(anchorTransactions.status, ["pending_anchor", "pending_stellar", "pending_trust"]),
      ),
    )
    .orderBy(asc(anchorTransactions.startedAt))
    .limit(50);
  for (const row of rows) {
    const result =
      row.status === "pending_anchor"
        ? await credit(context, row)
        : row.status === "pending_stellar"
          ? await settle(context, row)
          : await checkClaimed(context, row);
    if (result) changed.push(changedOf(result));
  }
  return changed;
}

async function credit(context: CreditContext, row: AnchorRow): Promise<AnchorRow | undefined> {
  const { db } = context;
  const terms = anchorAssetTerms(row.assetCode);
  const amountIn = row.amountIn ?? 0n;
  if (!terms)
    return transition(db, row, "error", { message: `${row.assetCode} is not served by this anchor.` });
  if (amountIn < toStroops(terms.deposit.min)) {
    return transition(db, row, "too_small", {
      message: `Deposits below the minimum of ${terms.deposit.min} ${row.assetCode} are not credited; contact support to have it returned.`,
    });
  }
  const fee = anchorFeeStroops(amountIn, terms.deposit);
  const amountOut = amountIn - fee;
  const issuer = context.issuer(row.assetCode);
  const asset = new Asset(row.assetCode, issuer.publicKey());
  const trusted = await canReceive(context.horizon, row.account, row.assetCode, issuer.publicKey());
  const operation = trusted
    ? Operation.payment({ destination: row.account, asset, amount: fromStroops(amountOut) })
    : Operation.createClaimableBalance({
        asset,
        amount: fromStroops(amountOut),
        claimants: [new Claimant(row.account, Claimant.predicateUnconditional())],
      });
  const transaction = await signOperations(context, issuer, [operation]);
  const hash = Buffer.from(transaction.hash()).toString("hex");
  const claimed = await transition(db, row, "pending_stellar", {
    amountFee: fee,
    amountOut,
    stellarEnvelope: transaction.toXDR(),
    stellarTransactionId: hash,
    claimableBalanceId: trusted ? null : transaction.getClaimableBalanceId(0),
  });
  if (!claimed) return undefined;
  return submitCredit(context, claimed, transaction);
}

async function submitCredit(
  context: CreditContext,
  row: AnchorRow,
  transaction: Transaction,
): Promise<AnchorRow | undefined> {
  const outcome = await submit(context, transaction);
  if (outcome.outcome === "applied") return finish(context, row);
  if (outcome.outcome === "failed") return resign(context, row);
  return row;
}

async function settle(context: CreditContext, row: AnchorRow): Promise<AnchorRow | undefined> {
  if (!row.stellarEnvelope) return resign(context, row);
  const state = await settleStored(context, row.stellarEnvelope);
  if (state === "applied") return finish(context, row);
  if (state === "failed" || state === "expired") return resign(context, row);
  return undefined;
}

function finish(context: CreditContext, row: AnchorRow): Promise<AnchorRow | undefined> {
  return transition(context.db, row, row.claimableBalanceId ? "pending_trust" : "completed", {}, [
    "pending_stellar",
  ]);
}

/** The stored credit never applied: forget it, so the next pass signs a new one. */
function resign(context: CreditContext, row: AnchorRow): Promise<AnchorRow | undefined> {
  return transition(
    context.db,
    row,
    "pending_anchor",
    { stellarEnvelope: null, stellarTransactionId: null, claimableBalanceId: null },
    ["pending_stellar"],
  );
}

/** A `pending_trust` deposit completes once its claimable balance is gone from the ledger (claimed). */
async function checkClaimed(context: CreditContext, row: AnchorRow): Promise<AnchorRow | undefined> {
  if (!row.claimableBalanceId) return undefined;
  try {
    await context.horizon.claimableBalances().claimableBalance(row.claimableBalanceId).call();
    return undefined;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  return transition(context.db, row, "completed", {}, ["pending_trust"]);
}
